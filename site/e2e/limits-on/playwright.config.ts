import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { brandApiServer, freshRun, repoRoot as root, siteServer } from '../support/servers.ts';
import { E2E_BRAND_KEY, E2E_CALENDAR_LINK_SECRET, E2E_SITE_KEYS } from '../support/test-keys.ts';

const brandApiPort = Number(process.env.E2E_LIMITS_BRAND_API_PORT ?? 4140);
const sitePort = Number(process.env.E2E_LIMITS_SITE_PORT ?? 3140);
const dataDir = `${root}.data/e2e-limits-brand-api`;
const outboxDir = `${root}.data/e2e-limits-outbox`;
const ports = { brandApi: brandApiPort, site: sitePort };

// Fresh data on every run: the per-address limits count every booking of the booking window.
freshRun(dataDir, outboxDir);

/**
 * The booking limits end to end (`pnpm test`'s `e2e-limits` step): the production build and the embedded brand
 * API started with the default booking limits (no BOOKING_LIMIT_* variable), on their own ports and data, for
 * booking-limits.journey.ts alone. The main e2e run (../playwright.config.ts) keeps the limits off. The site
 * stands behind a reverse proxy here (TRUST_PROXY): the test is that proxy, and says which address each diner
 * comes from in X-Forwarded-For.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'booking-limits.journey.ts',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${root}.vitest-reports/e2e-limits.json` },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'limits-on', use: { ...devices['Desktop Chrome'] } }],
  outputDir: `${root}test-results/e2e-limits`,
  webServer: [
    brandApiServer(ports, {
      BRAND_API_DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: outboxDir,
      BRAND_KEYS: E2E_BRAND_KEY,
      CALENDAR_LINK_SECRET: E2E_CALENDAR_LINK_SECRET,
      LOG_LEVEL: 'warn',
    }),
    siteServer(ports, {
      LOG_LEVEL: 'warn',
      ...E2E_SITE_KEYS,
      TRUST_PROXY: 'true',
      // Playwright fills a form faster than a person (the timing has its own tests, site/server/pipeline.test.ts).
      FORM_MIN_FILL_MS: '0',
    }),
  ],
});
