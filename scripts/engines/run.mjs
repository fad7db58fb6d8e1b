// `pnpm test engines` (scripts/test-all.mjs): the main diner journeys in Firefox ESR and WebKitGTK, against the
// production build (site/.output) with the embedded brand API, on http://localhost. A journey fails on any
// uncaught page error (a hydration error included). Writes a JSON report (passed, failed, names) for the summary.
//
//   node scripts/engines/run.mjs [--engine firefox|webkit] [--only 'journey name'] [--report file.json]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ENGINES, open } from './drivers.mjs';
import { startServers } from './harness.mjs';
import { journeys, pageFor } from './journeys.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', multiple: true },
    only: { type: 'string', multiple: true },
    report: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const engines = values.engine ?? ENGINES;
const chosen = journeys.filter((j) => !values.only || values.only.includes(j.name));

// The browsers run in a time zone that is not London's, so anything that reads the device's zone shows.
process.env.TZ = process.env.ENGINES_TZ ?? 'America/New_York';

const serverLog = [];
const { origin, stop } = await startServers({
  brandApiPort: Number(process.env.ENGINES_BRAND_API_PORT ?? 4130),
  sitePort: Number(process.env.ENGINES_SITE_PORT ?? 3130),
  log: (name, chunk) => {
    serverLog.push(`[${name}] ${chunk}`);
    if (values.verbose) process.stderr.write(`[${name}] ${chunk}`);
  },
});

const results = [];
/** A failure that ended the driver's session (the page crashed or hung): nothing more runs in that session. */
const LOST_SESSION = /invalid session id|session deleted|page crash|session not created/i;
try {
  for (const engine of engines) {
    let browser = await open(engine);
    console.log(`\n${engine} ${browser.version} at ${origin}`);
    const pageOf = (b) =>
      pageFor(b, origin, (url, error) => console.log(`    page error at ${url}: ${error}`));
    let page = pageOf(browser);
    try {
      for (const journey of chosen) {
        const started = Date.now();
        let failure;
        let flaky = false;
        // Under CI a failed journey runs once more, as the other runners' tests do; a pass then is named as flaky.
        for (let attempt = 1; attempt <= (process.env.CI ? 2 : 1); attempt++) {
          if (attempt > 1) {
            console.log(`  retry ${journey.name} after: ${failure}`);
            // The browser's page crashed or hung and the driver ended its session: the retry, and the journeys
            // after it, run in a new session of the same engine.
            if (LOST_SESSION.test(failure)) {
              await browser.close();
              browser = await open(engine);
              page = pageOf(browser);
              console.log(`    a new ${engine} session after the last one was lost`);
            }
            flaky = true;
            failure = undefined;
          }
          failure = await attemptJourney(journey, page, browser);
          if (!failure) break;
        }
        for (const error of browser.engineErrors.splice(0)) console.log(`    ${error}`);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        results.push({ engine, journey: journey.name, ok: !failure, flaky: flaky && !failure, failure });
        console.log(
          `  ${failure ? 'FAIL' : 'ok  '} ${journey.name} (${seconds} s)${flaky && !failure ? ' (flaky: passed on the retry)' : ''}${failure ? `\n      ${failure}` : ''}`,
        );
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await stop();
}

async function attemptJourney(journey, page, browser) {
  let failure;
  try {
    await journey.run(page);
    await page.checkErrors();
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    // The page's errors so far are printed too: they often say why.
    await page.checkErrors().catch(() => {});
    // What was on the screen, for the log.
    const seen = await browser
      .eval(
        () =>
          `${location.pathname}: ${(document.querySelector('[role=dialog]') ?? document.querySelector('main'))?.textContent?.slice(0, 300).replace(/\s+/g, ' ')}`,
      )
      .catch(() => '?');
    failure += `\n      (at ${seen})`;
  }
  return failure;
}

const failed = results.filter((r) => !r.ok);
if (failed.length && !values.verbose)
  console.log(`\nserver output (last lines):\n${serverLog.slice(-20).join('')}`);
console.log(`\nengines: ${results.length - failed.length} passed, ${failed.length} failed`);
if (values.report)
  writeFileSync(
    values.report,
    JSON.stringify({
      passed: results.length - failed.length,
      failed: failed.length,
      skipped: 0,
      failedNames: failed.map((r) => `${r.engine} › ${r.journey}`),
      flakyNames: results.filter((r) => r.flaky).map((r) => `${r.engine} › ${r.journey}`),
      ...(results.some((r) => r.flaky)
        ? { note: `${results.filter((r) => r.flaky).length} flaky: failed once, passed on the retry` }
        : {}),
    }),
  );
process.exit(failed.length ? 1 : 0);
