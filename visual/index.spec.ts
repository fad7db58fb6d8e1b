import { expect, test } from '@playwright/test';
import { loadIndex, visualStories } from './stories.ts';

/*
 * The choice of stories, checked on the Storybook this run built (the unit tests of visualStories use
 * made-up indexes): every story once, none tagged `no-visual`, and a key state for every component.
 */
test('the stories chosen from the built index: each once, no opt-outs, every component covered', () => {
  const index = loadIndex();
  const entries = Object.values(index.entries);
  const chosen = visualStories(index);
  expect(chosen.length).toBeGreaterThan(0);
  expect(new Set(chosen.map((s) => s.id)).size).toBe(chosen.length);
  expect(chosen.filter((s) => s.tags?.includes('no-visual'))).toEqual([]);
  const titles = new Set(
    entries
      .filter(
        (e) => e.type === 'story' && !e.title.startsWith('Foundations/') && !e.tags?.includes('no-visual'),
      )
      .map((e) => e.title),
  );
  expect(new Set(chosen.map((s) => s.title))).toEqual(titles);
});
