import { test as base, expect, type Page } from '@playwright/test';
import { fixedNow, loadIndex, visualStories } from './stories.ts';

/** Chosen from Storybook's index (see stories.ts); each one runs in the xs, md and xl projects. */
const stories = visualStories(loadIndex());

/**
 * One page per worker, like Storybook's test-runner: the first story is opened by URL, every later one
 * by asking the preview to switch stories (`setCurrentStory` on its channel). Storybook unmounts the
 * previous story and runs the next one's loaders, render and play function, in about a quarter of the
 * time of loading the preview again. Between stories the page's cookies and storage are cleared and
 * it is scrolled back to the top. Tests run in index order (not fully parallel), so every story always
 * follows the same one and a run is reproducible; each viewport is a project with its own worker.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, baseURL, locale, timezoneId, colorScheme, reducedMotion, deviceScaleFactor } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        baseURL,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
        deviceScaleFactor,
      });
      const page = await context.newPage();
      // Footer years, opening states and the mocks read the clock: one fixed instant, timers still run.
      await page.clock.setFixedTime(fixedNow);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function openStory(page: Page, id: string) {
  await page.context().clearCookies();
  if (!page.url().includes('/iframe.html')) {
    // The axe check runs in the `stories` step; here it would only cost time (a11y.manual skips it).
    await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`);
    return;
  }
  await page.evaluate((storyId) => {
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const channel = (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, a: unknown): void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
}

/**
 * Waits until Storybook has finished the story: loaders (MSW), render, play function and the wait for
 * entry animations have all run. `STORY_FINISHED` is the last thing a story render emits; the preview
 * exposes the same state as `currentRender.phase === 'finished'`. Waiting on the render phase, not on
 * `#storybook-root` being visible or on network idle, also covers stories that render only into a
 * portal (Popup, Modal: the root stays empty) and stories whose lazy chunks keep the network busy.
 */
async function storyFinished(page: Page, id: string) {
  await page.waitForFunction(
    (storyId) => {
      const render = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
      ).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && render.phase === 'finished';
    },
    id,
    { timeout: 20_000 },
  );
  const error = page.locator('body.sb-show-errordisplay #error-message');
  if (await error.count()) throw new Error(`story ${id} failed to render: ${await error.textContent()}`);
}

/**
 * Animations settled as the screenshot will see them (what toHaveScreenshot's `animations: 'disabled'`
 * does: finite ones jump to their end, infinite ones such as a spinner go back to their start), so that
 * the clip measured next does not depend on the moment; then web fonts loaded, and every image in the
 * first viewport loaded or failed (lazy ones further down are not waited for).
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    for (const animation of document.getAnimations()) {
      try {
        if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) animation.cancel();
        else animation.finish();
      } catch {
        animation.cancel();
      }
    }
    await document.fonts.ready;
  });
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((img) => {
        const r = img.getBoundingClientRect();
        const inView = r.bottom > 0 && r.top < window.innerHeight && r.width > 0 && r.height > 0;
        return !inView || img.complete;
      }),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * What to capture: the full viewport width, from the top down to the lowest rendered element (story
 * root and portals), capped at the viewport height. A small component gives a small image; a tall
 * tile grid or page gives its first screen only, which keeps the committed baselines small.
 */
function contentClip(page: Page) {
  return page.evaluate(() => {
    const skip = '#storybook-docs, .sb-errordisplay, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview';
    let bottom = 0;
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest(skip) || el instanceof HTMLScriptElement || el instanceof HTMLStyleElement) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) bottom = Math.max(bottom, r.bottom + window.scrollY);
    }
    const padding = Number.parseFloat(getComputedStyle(document.body).paddingBottom) || 0;
    const height = Math.min(window.innerHeight, Math.max(16, Math.ceil(bottom + padding)));
    return { x: 0, y: 0, width: window.innerWidth, height };
  });
}

for (const story of stories) {
  test(story.id, async ({ storyPage: page }, testInfo) => {
    await openStory(page, story.id);
    await storyFinished(page, story.id);
    await settled(page);
    await expect(page).toHaveScreenshot(`${story.id}--${testInfo.project.name}.png`, {
      clip: await contentClip(page),
    });
  });
}
