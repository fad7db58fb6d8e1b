/*
 * The Chromium every browser test runs (the e2e tests here, the stories in vitest.storybook.config.ts, the story
 * and page screenshots in visual/): where it is and the flags it is started with, and for the screenshots
 * the page settings and the comparison's tolerance they share.
 */

/** The flags every run gives Chromium: no sandbox or GPU, none of its own network traffic, updates or sync. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * How Playwright launches Chromium (`CHROMIUM_PATH`, else the system's). `screenshots`: text and scroll bars
 * drawn the same on every machine, for the visual comparisons. A fresh object per call.
 */
export const chromiumLaunchOptions = ({ screenshots = false } = {}) => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, ...(screenshots ? ['--font-render-hinting=none', '--hide-scrollbars'] : [])],
});

/** The page as the screenshots are taken: one pixel per CSS pixel, British English in London, light, still. */
export const screenshotPage = {
  deviceScaleFactor: 1,
  locale: 'en-GB',
  timezoneId: 'Europe/London',
  colorScheme: 'light',
  reducedMotion: 'reduce',
} as const;

/**
 * Baselines are made on the CI machine image (Debian Chromium, same fonts), so only anti-aliasing noise is
 * tolerated. Anti-aliased edge pixels are ignored by the comparator; any other pixel counts as changed past a
 * small colour distance (pixelmatch threshold 0.03, about 8/255 in luminance; the default 0.2 would let a token
 * colour move by ~37/255 unnoticed); an image may have at most 30 changed pixels: a count, not a ratio, so a small
 * change in a large screenshot still fails. Measured noise between runs: at most 1 pixel, in a few images.
 */
export const screenshotTolerance = {
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
  threshold: 0.03,
  maxDiffPixels: 30,
} as const;
