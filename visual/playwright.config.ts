import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('../', import.meta.url));
const port = Number(process.env.VISUAL_PORT ?? 6116);

/**
 * Local visual regression: screenshots of the stories chosen from Storybook's own
 * index (see visual.spec.ts), at three viewports, against the committed baselines in
 * visual/baselines. `pnpm visual --update-snapshots` refreshes them.
 */
export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${root}.vitest-reports/visual.json` }],
  ],
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01, scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
      ],
    },
  },
  outputDir: `${root}test-results/visual`,
  webServer: {
    command: `node ${root}node_modules/vite/bin/vite.js preview --outDir ${root}storybook-static --port ${port} --strictPort --host 127.0.0.1`,
    cwd: root,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
