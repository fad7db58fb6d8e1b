import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { viewports } from './stories.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const port = Number(process.env.VISUAL_PORT ?? 6116);

/**
 * Local visual regression: screenshots of the stories chosen from Storybook's own index (stories.ts),
 * one project per viewport (xs, md, xl), against the committed baselines in visual/baselines.
 * `pnpm visual` builds storybook-static first; `pnpm visual --update-snapshots` rewrites the baselines.
 * Under CI nothing is ever written: a missing or different baseline fails the run.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['visual.spec.ts', 'index.spec.ts'],
  timeout: 30_000,
  fullyParallel: false,
  workers: process.env.VISUAL_WORKERS ? Number(process.env.VISUAL_WORKERS) : 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${root}.vitest-reports/visual.json` }],
  ],
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    // Baselines are made on the CI machine image (Debian Chromium, same fonts), so only anti-aliasing
    // noise is tolerated. Anti-aliased edge pixels are ignored by the comparator; any other pixel counts
    // as changed past a small colour distance (pixelmatch threshold 0.03, about 8/255 in luminance; the
    // default 0.2 would let a token colour move by ~37/255 unnoticed); an image may have at most 30
    // changed pixels: a count, not a ratio, so a small change in a large screenshot still fails.
    // Measured noise between runs: at most 1 pixel, in a few images.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0.03,
      maxDiffPixels: 30,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
        '--hide-scrollbars',
      ],
    },
  },
  projects: Object.entries(viewports).map(([name, viewport]) => ({ name, use: { viewport } })),
  outputDir: `${root}test-results/visual`,
  webServer: {
    command: `node ${root}node_modules/vite/bin/vite.js preview --outDir ${root}storybook-static --port ${port} --strictPort --host 127.0.0.1`,
    cwd: root,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
