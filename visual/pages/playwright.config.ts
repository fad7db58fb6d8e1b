import { defineConfig } from '@playwright/test';
import {
  chromiumLaunchOptions,
  screenshotPage,
  screenshotTolerance,
} from '../../site/e2e/support/chromium.ts';
import { brandApiServer, freshRun, repoRoot as root, siteServer } from '../../site/e2e/support/servers.ts';
import { fixedNow, viewports } from '../stories.ts';

const brandApiPort = Number(process.env.PAGES_BRAND_API_PORT ?? 4120);
const sitePort = Number(process.env.PAGES_SITE_PORT ?? 3120);
const dataDir = `${root}.data/pages-brand-api`;
const ports = { brandApi: brandApiPort, site: sitePort };
// The site runs in production, which refuses the demo brand key and the published development secrets:
// the review's own test values, the brand API answering to the same key and signing calendar links with the same key.
const brandKey = 'fittizia-pages';
const calendarLinkSecret = 'fittizia-pages-calendar-links-test-value-only';

// Seeded data only: every run starts the brand API on an empty data directory, which it seeds. The runner
// loads this file in each worker too, after the servers have started: only the main process clears it.
freshRun(dataDir, `${root}.data/pages-outbox`);

/**
 * Page-level visual review (`pnpm pages`, the `pages` step of `pnpm test`): every route type of the spec's route
 * table (routes.ts) on the production build with the embedded brand API, at xs, md and xl, each compared with
 * its committed baseline in visual/pages/baselines and measured for its side gutters (edges.ts). The server
 * renders at the fixed instant of the story screenshots (`SITE_FIXED_NOW`) and the browser's clock is fixed at
 * the same instant. Under CI nothing is written: a missing or different baseline fails the run; locally a
 * missing baseline is written. `pnpm pages --update-snapshots` rewrites the baselines that differ. On the same build,
 * booking-chunk.spec.ts holds the booking chunk to its 45 KB gzip budget (docs/performance.md) and first-load.spec.ts
 * keeps zod out of every page's first load.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['pages.spec.ts', 'booking-chunk.spec.ts', 'first-load.spec.ts'],
  timeout: 45_000,
  fullyParallel: false,
  workers: process.env.PAGES_WORKERS ? Number(process.env.PAGES_WORKERS) : 1,
  // Under CI a failed review runs once more, as the e2e tests do; a pass on the retry is named as flaky in the summary.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${root}.vitest-reports/pages.json` }],
  ],
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  // The tolerance of the story screenshots (site/e2e/support/chromium.ts): anti-aliasing noise only.
  expect: { toHaveScreenshot: screenshotTolerance },
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    ...screenshotPage,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions({ screenshots: true }),
  },
  projects: Object.entries(viewports).map(([name, viewport]) => ({ name, use: { viewport } })),
  outputDir: `${root}test-results/pages`,
  webServer: [
    brandApiServer(ports, {
      BRAND_API_DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: `${root}.data/pages-outbox`,
      // The preferences page's customer is signed up by the test; its guid is read back from here.
      BRAND_API_TEST_READS: 'true',
      BRAND_KEYS: brandKey,
      CALENDAR_LINK_SECRET: calendarLinkSecret,
      LOG_LEVEL: 'warn',
    }),
    siteServer(ports, {
      LOG_LEVEL: 'error',
      // Required in production (site/server/config.ts): the site's public origin, its brand key and secrets.
      BRAND_KEY: brandKey,
      FORM_TOKEN_SECRET: 'fittizia-pages-form-tokens-test-value-only',
      CALENDAR_LINK_SECRET: calendarLinkSecret,
      // Test-only (site/server/config.ts): the server renders opening states and the footer's year at this
      // instant, the one the browser's clock is fixed at (pages.spec.ts).
      SITE_FIXED_NOW: fixedNow.toISOString(),
      // The forms' states are sent by the test as fast as it types (form-states.ts), as in the e2e run.
      FORM_MIN_FILL_MS: '0',
    }),
  ],
});
