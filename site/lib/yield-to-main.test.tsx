import { afterEach, describe, expect, it } from 'vitest';
import { preloadModulesInSlices } from './module-preloads.ts';
import { PART_FILES_ID } from './part-files.ts';
import { yieldToIdle, yieldToMain } from './yield-to-main.ts';

/** Giving the main thread back (yield-to-main.ts) and the part files' preload links added in slices, in Chromium. */

describe('yielding', () => {
  it('yieldToMain and yieldToIdle each end the task: a timer queued before them has run when they resolve', async () => {
    for (const pause of [yieldToMain, yieldToIdle]) {
      let ran = false;
      setTimeout(() => {
        ran = true;
      }, 0);
      await pause();
      await new Promise((r) => setTimeout(r, 0));
      expect(ran).toBe(true);
    }
  });
});

describe('preloadModulesInSlices()', () => {
  afterEach(() => {
    document.getElementById(PART_FILES_ID)?.remove();
    for (const link of document.head.querySelectorAll('link[data-test-preload]')) link.remove();
  });

  it('adds one modulepreload link per listed site path, giving the main thread back after each, skipping others', async () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = PART_FILES_ID;
    list.textContent = JSON.stringify([
      '/assets/a-test.js',
      'https://elsewhere.example/x.js',
      '/assets/b-test.js',
    ]);
    document.body.append(list);
    const seen: number[] = [];
    await preloadModulesInSlices(PART_FILES_ID, async () => {
      seen.push(document.head.querySelectorAll('link[rel="modulepreload"][href$="-test.js"]').length);
    });
    expect(seen).toEqual([1, 2]);
    const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(hrefs).toContain('/assets/a-test.js');
    expect(hrefs).toContain('/assets/b-test.js');
    expect(hrefs).not.toContain('https://elsewhere.example/x.js');
  });

  it('adds nothing for a missing or unreadable list', async () => {
    const before = document.head.querySelectorAll('link').length;
    await preloadModulesInSlices('no-such-list', async () => {});
    const broken = document.createElement('script');
    broken.type = 'application/json';
    broken.id = PART_FILES_ID;
    broken.textContent = '{not json';
    document.body.append(broken);
    await preloadModulesInSlices(PART_FILES_ID, async () => {});
    expect(document.head.querySelectorAll('link').length).toBe(before);
  });
});
