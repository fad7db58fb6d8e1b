import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, screenshotPage, screenshotTolerance } from '../site/e2e/support/chromium.ts';
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
  expect: { toHaveScreenshot: screenshotTolerance },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...screenshotPage,
    launchOptions: chromiumLaunchOptions({ screenshots: true }),
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
