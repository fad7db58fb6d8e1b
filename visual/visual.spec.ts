import { expect, test } from '@playwright/test';
import { loadIndex, viewports, visualStories } from './stories.ts';

const stories = visualStories(loadIndex());

test('the index yields stories to check', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  for (const [name, size] of Object.entries(viewports)) {
    test(`${story.id} @ ${name}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=`);
      await page.locator('#storybook-root').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${story.id}--${name}.png`, { fullPage: false });
    });
  }
}
