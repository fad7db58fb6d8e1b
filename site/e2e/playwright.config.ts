import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { LOG_FILES, teeTo } from './support/server-logs.ts';
import {
  brandApiServer,
  EDITOR_KEY_FILE,
  OPS_KEY_FILE,
  PUBLISHER_KEY_FILE,
  STORYBOOK_STATIC,
  siteServer,
} from './support/servers.ts';
import { E2E_BRAND_KEY, E2E_CALENDAR_LINK_SECRET, E2E_SITE_KEYS } from './support/test-keys.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const brandApiPort = Number(process.env.E2E_BRAND_API_PORT ?? 4110);
const sitePort = Number(process.env.E2E_SITE_PORT ?? 3110);
const ports = { brandApi: brandApiPort, site: sitePort };
/** The page builder (the built Storybook) for content-editor.spec.ts, allowed by the content service's CORS. */
const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? 6110);
const storybook = `http://127.0.0.1:${storybookPort}`;

/** End-to-end tests against the production build, with the embedded brand API. */
export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  // Under CI a failed test runs once more; one that then passes is reported as flaky (the summary of
  // `pnpm test` names the count), not hidden. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${root}.vitest-reports/e2e.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // Last: no CSP violation was reported during the whole run (csp-report.final.ts).
    {
      name: 'csp-report',
      testMatch: /csp-report\.final\.ts$/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'] },
    },
    // Last: neither server's log holds a test diner's name, e-mail or phone number (server-logs.final.ts).
    {
      name: 'server-logs',
      testMatch: /server-logs\.final\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  outputDir: `${root}test-results/e2e`,
  webServer: [
    // Each server's output is also written to a file for the server-logs project (support/server-logs.ts).
    brandApiServer(
      ports,
      {
        BRAND_API_DATA_DIR: `${root}.data/e2e-brand-api`,
        // Lets jobs.spec.ts read what the brand API stored for an applicant.
        BRAND_API_TEST_READS: 'true',
        // The site runs in production, which refuses the demo key and the development calendar key:
        // the brand API answers to the run's key and signs calendar links with the run's key (support/test-keys.ts).
        BRAND_KEYS: E2E_BRAND_KEY,
        CALENDAR_LINK_SECRET: E2E_CALENDAR_LINK_SECRET,
        // privacy.spec.ts: one period of the retention schedule changed by environment, read back on the
        // privacy policy page (the default is 730 days).
        RETENTION_BOOKING_DAYS: '400',
        // Production's level: server-logs.final.ts reads every request line as well as warnings and errors.
        LOG_LEVEL: 'info',
        // The bad-input sweep (bad-input.spec.ts) checks that refused requests write nothing.
        BRAND_API_EXPOSE_ROW_COUNTS: 'true',
        // Every e2e booking comes from one address with a handful of e-mails: the booking limits
        // are off here; brand-api/test/booking-limits.test.ts and book-out.ts hold them.
        BOOKING_LIMIT_PER_EMAIL: '0',
        BOOKING_LIMIT_PER_PHONE: '0',
        BOOKING_LIMIT_PER_ADDRESS: '0',
        BOOKING_LIMIT_PER_ADDRESS_PER_SERVICE: '0',
        BOOKING_LIMIT_STANDBY_PER_ADDRESS: '0',
        BOOKING_LIMIT_STANDBY_PER_EMAIL: '0',
        // The page builder's origin in this run (content-editor.spec.ts).
        CONTENT_EDITOR_ORIGINS: storybook,
      },
      // First an operator's key for closure.spec.ts, made on the database before the brand API opens it (PGlite
      // lets one process at a time), kept for the run in OPS_KEY_FILE.
      teeTo(
        [
          `mkdir -p '${root}.data'`,
          `node --import tsx src/cli/ops.ts keys create --name e2e-$(date +%s%N) --role operations > '${OPS_KEY_FILE}'`,
          `node --import tsx src/cli/ops.ts keys create --name e2e-editor-$(date +%s%N) --role content > '${EDITOR_KEY_FILE}'`,
          `node --import tsx src/cli/ops.ts keys create --name e2e-publisher-$(date +%s%N) --role publisher > '${PUBLISHER_KEY_FILE}'`,
          'node --import tsx src/main.ts',
        ].join(' && '),
        LOG_FILES.brandApi,
      ),
    ),
    siteServer(
      ports,
      {
        LOG_LEVEL: 'info',
        // Required in production: the run's brand key and secrets, not the published ones.
        ...E2E_SITE_KEYS,
        // The e2e run reads how many CSP violation reports arrived (GET /csp-report).
        CSP_REPORT_COUNTER: 'true',
        // Every test comes from one address, one after another: the bad-input sweep alone sends more
        // state-changing calls in a minute than a diner's address may (60), and the journeys after it then
        // met 'Too many requests'. The limiter has its own tests (site/server/rate-limit.test.ts).
        RATE_LIMIT_ADDRESS_POINTS: '100000',
        RATE_LIMIT_SESSION_POINTS: '100000',
        RATE_LIMIT_LOOKUP_POINTS: '100000',
        // Playwright fills a form faster than a person: the bot check's minimum fill time is off here (a form
        // still needs its signed form-started token). The timing has its own tests
        // (site/server/pipeline-botcheck.test.ts).
        FORM_MIN_FILL_MS: '0',
        // The tiles' edit links in preview lead to this run's page builder.
        CONTENT_EDITOR_URL: storybook,
      },
      teeTo('node .output/server/index.mjs', LOG_FILES.site),
    ),
    // The page builder, from the built Storybook (built here when `pnpm visual` has not built it).
    {
      command: `(test -f '${STORYBOOK_STATIC}/index.json' || pnpm build-storybook --quiet) && node ${root}node_modules/vite/bin/vite.js preview --outDir '${STORYBOOK_STATIC}' --port ${storybookPort} --strictPort --host 127.0.0.1`,
      cwd: root,
      url: `${storybook}/iframe.html`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
