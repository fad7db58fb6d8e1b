import { afterEach, describe, expect, it } from 'vitest';
import { preloadModulesInSlices } from './module-preloads.ts';
import { PART_FILES_ID } from './part-files.ts';
import { afterInteractionAnswered, CLICK_WAIT_MS, yieldToIdle, yieldToMain } from './yield-to-main.ts';

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

describe('afterInteractionAnswered()', () => {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const task = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("waits for the press's click, then for the frame that draws its answer", async () => {
    const ran: string[] = [];
    afterInteractionAnswered(() => ran.push('work'));
    // The press is under way: nothing until its click, however many frames go by.
    await frame();
    await frame();
    expect(ran).toEqual([]);
    const button = document.createElement('button');
    button.addEventListener('click', () => ran.push('click'));
    document.body.append(button);
    button.click();
    // The frame after the click is drawn without the work: it runs in a task after it.
    const drawn = frame().then(() => ran.push('frame'));
    await drawn;
    expect(ran).toEqual(['click', 'frame']);
    await task();
    expect(ran).toEqual(['click', 'frame', 'work']);
    button.remove();
  });

  it('goes ahead without a click once CLICK_WAIT_MS have passed (a key, a scroll, a long press)', async () => {
    let ran = 0;
    const started = performance.now();
    afterInteractionAnswered(() => {
      ran = performance.now() - started;
    });
    await new Promise((resolve) => setTimeout(resolve, CLICK_WAIT_MS / 2));
    expect(ran).toBe(0);
    await expect.poll(() => ran, { timeout: 5_000 }).toBeGreaterThanOrEqual(CLICK_WAIT_MS);
  });

  it('does nothing once cancelled, before or after the click', async () => {
    let ran = false;
    afterInteractionAnswered(() => {
      ran = true;
    })();
    const cancelAfterClick = afterInteractionAnswered(() => {
      ran = true;
    });
    document.body.click();
    cancelAfterClick();
    await new Promise((resolve) => setTimeout(resolve, CLICK_WAIT_MS * 2));
    await frame();
    await task();
    expect(ran).toBe(false);
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
