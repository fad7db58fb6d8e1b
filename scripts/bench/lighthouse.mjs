// Lighthouse benchmark: builds the site and a bare TanStack Start + Query page with the
// same pinned versions, serves both (the site with the embedded brand API), runs
// Lighthouse (mobile, simulated throttling) on each page and measures first-load JS
// (every script the page loads before interaction, gzip-compressed here).
//
//   pnpm bench                         one page of each type (`PAGE_TYPES`: home, a content page, a restaurant, a
//                                      menu, the finder, contact, careers, an offer, find my booking and a booking's
//                                      manage page; `/booking/manage/:token` in any list is a booking made for the
//                                      run), three runs, each page's medians against the bare page's of the same runs
//   pnpm bench --runs 1 /about-us      any number of runs
//   pnpm bench / /about-us /menu       any pages
//   pnpm bench --js-only /             first-load JS only, file by file (no Lighthouse)
//   pnpm bench --no-build /            reuse the last builds
//   pnpm bench --js-only --check       first-load JS of one page of each type (FIRST_LOAD_PAGES), exit 1 when any
//                                      is over 1.15x the bare page's. Not a CI step: the first load ends
//                                      at the idle prefetch's mark, and a part fetched just before it (the contact
//                                      form, now and then) counts in one run and not in the next
//   pnpm bench --details /             also the metrics, the LCP element and render-blocking files
//   pnpm bench --booking               the booking modal: what opening it loads on a restaurant page (the booking
//                                      chunk, goal <= 45 KB gzip), that no first load carries booking, card or
//                                      captcha code, and Lighthouse on the restaurant page with the modal open
//   Ports: BENCH_SITE_PORT (3310), BENCH_BARE_PORT (3311), BENCH_API_PORT (4310).
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../site/e2e/support/chromium.ts';
import { BOOKING_CHUNK_BUDGET, BOOKING_OPENED_FROM, BOOKING_PAGE, bookingOpening } from './booking-chunk.mjs';
import { audit, firstLoadJs } from './lighthouse-measure.mjs';
import { misses, summarise, TARGETS } from './lighthouse-runs.mjs';
import { MANAGE_PAGE, withManagePage } from './manage-page.mjs';
import { build, startServers } from './servers.mjs';

// The Chromium and flags of every browser run (site/e2e/support/chromium.ts), headless here.
const { executablePath: chromePath, args: chromiumArgs } = chromiumLaunchOptions();
const chromeFlags = ['--headless=new', ...chromiumArgs];
const argv = process.argv.slice(2);
const flags = new Set(argv.filter((a) => a.startsWith('--')));
const runsAt = argv.indexOf('--runs');
const runCount = runsAt >= 0 ? Math.max(1, Number(argv[runsAt + 1]) || 1) : 3;
const paths = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--runs');
/** One page of each type: what `pnpm bench` measures by default. */
const PAGE_TYPES = [
  '/',
  '/about-us',
  BOOKING_PAGE,
  '/menu/m-main',
  '/find-us',
  '/contact',
  '/careers',
  '/offer/30-off-students',
  '/booking/find',
  MANAGE_PAGE,
];
const withDetails = flags.has('--details');
/** One page of each type whose first load is held to 1.15x the bare page's (`--check`). */
const FIRST_LOAD_PAGES = [
  '/',
  '/kids',
  '/find-us',
  '/restaurants',
  '/restaurants/london',
  BOOKING_PAGE,
  `${BOOKING_PAGE}/menu/m-main`,
  '/menu/m-main',
  '/careers',
  '/careers/job-search',
  '/careers/job/JOB-3001',
  '/offer/30-off-students',
  '/sign-up',
  '/contact',
  '/refer-a-friend',
  '/booking/find',
];
const FIRST_LOAD_LIMIT = 1.15;
let pages = paths.length ? paths : flags.has('--check') ? FIRST_LOAD_PAGES : PAGE_TYPES;
// BENCH_*_PORT move the three servers when another run holds the default ports.
const ports = {
  api: Number(process.env.BENCH_API_PORT ?? 4310),
  site: Number(process.env.BENCH_SITE_PORT ?? 3310),
  bare: Number(process.env.BENCH_BARE_PORT ?? 3311),
};
/** Script files whose names say booking, card or captcha code (none may be in a first load). */
const BOOKING_CODE = /booking|CardGuarantee|CardStep|card-sandbox|dropin|braintree|recaptcha/i;

let chrome;
let servers;
let browser;
try {
  if (!flags.has('--no-build')) {
    build('site');
    build('bench/bare-start');
  }
  servers = await startServers(ports);

  browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith('--headless')),
  });
  const bare = await firstLoadJs(browser, `http://127.0.0.1:${ports.bare}/`);
  pages = await withManagePage(pages, `http://127.0.0.1:${ports.api}`);
  if (flags.has('--booking')) {
    const kb = (n) => (n / 1024).toFixed(1);
    const siteUrl = `http://127.0.0.1:${ports.site}`;
    console.log('\nFirst loads (no booking, card or captcha code before a diner starts booking):');
    let clean = true;
    for (const path of [
      '/',
      '/about-us',
      BOOKING_PAGE,
      `${BOOKING_PAGE}/menu/m-main`,
      '/find-us',
      '/contact',
      '/booking/find',
      ...(await withManagePage([MANAGE_PAGE], `http://127.0.0.1:${ports.api}`)),
    ]) {
      const js = await firstLoadJs(browser, `${siteUrl}${path}`);
      const found = js.files.filter((f) => BOOKING_CODE.test(f));
      if (found.length) clean = false;
      console.log(
        `  ${path}: ${kb(js.gzip)} KB gzip (${(js.gzip / bare.gzip).toFixed(2)}x bare), booking/card/captcha code: ${found.length ? found.join(', ') : 'none'}`,
      );
    }
    const opening = await bookingOpening(browser, siteUrl);
    console.log(`\nOpening the booking modal on ${BOOKING_OPENED_FROM} loads ${kb(opening.total)} KB gzip:`);
    for (const f of opening.files.sort((a, b) => b.gzip - a.gzip))
      console.log(
        `  ${kb(f.gzip).padStart(6)} KB  ${f.path}${f.shared ? '  (also loaded by the contact form)' : ''}`,
      );
    console.log(
      `Booking chunk (what only booking loads): ${kb(opening.booking)} KB gzip (goal: at most ${BOOKING_CHUNK_BUDGET / 1024} KB): ${opening.booking <= BOOKING_CHUNK_BUDGET ? 'met' : 'NOT met'}`,
    );
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    const bareLh = await audit(`http://127.0.0.1:${ports.bare}/`, chrome.port, withDetails);
    const open = await audit(`${siteUrl}${BOOKING_PAGE}#booking`, chrome.port, withDetails);
    // The audit counts only if the modal really opened while Lighthouse watched: its code was fetched.
    const opened = open.requested.some((url) => /\/BookingDialog-[\w-]+\.js$/.test(url));
    console.log(
      `\nLighthouse (mobile): bare page ${bareLh.performance}; ${BOOKING_PAGE}#booking (modal open) performance ${open.performance}, LCP ${open.lcp} ms, TBT ${open.tbt} ms, CLS ${open.cls} (goal: at least 95): ${open.performance >= 95 && opened ? 'met' : 'NOT met'}`,
    );
    if (!opened) console.log('    the modal did not open during the audit (its code was never fetched)');
    if (open.runtimeError) console.log(`    Lighthouse error: ${open.runtimeError}`);
    if (open.failing.length) console.log(`    failing audits: ${open.failing.join(', ')}`);
    for (const line of open.details ?? []) console.log(`    ${line}`);
    console.log(`First loads free of booking, card and captcha code: ${clean ? 'yes' : 'NO'}`);
    // process.exit skips the finally below: stop the browsers and the servers first.
    await browser.close();
    await chrome.kill();
    servers.stop();
    process.exit(clean ? 0 : 1);
  } else if (flags.has('--js-only')) {
    const kb = (n) => (n / 1024).toFixed(1);
    const limit = Math.floor(bare.gzip * FIRST_LOAD_LIMIT);
    const over = [];
    for (const path of [null, ...pages]) {
      const js = path === null ? bare : await firstLoadJs(browser, `http://127.0.0.1:${ports.site}${path}`);
      if (path !== null && js.gzip > limit) over.push(`${path} (${js.gzip} B, ${js.gzip - limit} B over)`);
      console.log(
        `\n${path ?? 'bare page'}: ${kb(js.gzip)} KB gzip (${js.gzip} B), ${(js.gzip / bare.gzip).toFixed(4)}x bare`,
      );
      for (const f of js.sizes.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${kb(f.gzip).padStart(6)} KB  ${f.path}`);
    }
    console.log(
      `\nFirst-load JS <= ${FIRST_LOAD_LIMIT}x the bare page (${limit} B): ${over.length ? `OVER on ${over.join(', ')}` : `met on all ${pages.length} pages`}`,
    );
    // process.exit skips the finally below: stop the servers first, or they keep their ports.
    await browser.close();
    servers.stop();
    process.exit(flags.has('--check') && over.length ? 1 : 0);
  }
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags });

  // Each run measures the bare page, then every page: the bare page is the same machine's yardstick, in the same
  // minutes, for the scores and for the total blocking time.
  const audits = new Map([[null, []], ...pages.map((p) => [p, []])]);
  const firstLoads = new Map();
  for (let run = 1; run <= runCount; run++) {
    if (runCount > 1) console.log(`Run ${run} of ${runCount} ...`);
    audits.get(null).push(await audit(`http://127.0.0.1:${ports.bare}/`, chrome.port, withDetails));
    for (const path of pages) {
      const url = `http://127.0.0.1:${ports.site}${path}`;
      if (!firstLoads.has(path)) firstLoads.set(path, await firstLoadJs(browser, url));
      audits.get(path).push({ ...(await audit(url, chrome.port, withDetails)), js: firstLoads.get(path) });
    }
  }
  const bareRow = summarise(
    'bare page',
    audits.get(null).map((r) => ({ ...r, js: bare })),
  );
  const rows = [{ ...bareRow, bare: true }, ...pages.map((p) => summarise(p, audits.get(p)))];

  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `\nBare TanStack Start + Query page: first-load JS ${kb(bare.gzip)} KB gzip (${kb(bare.raw)} KB raw, ${bare.files.length} files)\n`,
  );
  console.log(
    `page | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | first-load JS gzip | ratio to bare | map code${runCount > 1 ? ` | perf / TBT of each of ${runCount} runs` : ''}`,
  );
  for (const r of rows) {
    const mapCode = r.js.files.some((f) => /mapbox|maplibre/i.test(f)) ? 'YES' : 'none';
    const each = runCount > 1 ? ` | ${r.runs.map((x) => `${x.performance} / ${x.tbt}`).join(', ')}` : '';
    console.log(
      `${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo}${r.noindex ? ' (noindex)' : ''} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${kb(r.js.gzip)} KB | ${(r.js.gzip / bare.gzip).toFixed(2)}x | ${mapCode}${each}`,
    );
    for (const x of r.runs) {
      if (x.runtimeError) console.log(`    Lighthouse error: ${x.runtimeError}`);
      if (x.failing.length) console.log(`    failing audits: ${x.failing.join(', ')}`);
      for (const line of x.details ?? []) console.log(`    ${line}`);
      if (withDetails)
        console.log(
          `    long tasks: ${x.longTasks.map((t) => `${t.duration} ms at ${t.start} (${t.url.replace(/^.*\//, '')})`).join(', ') || 'none'}`,
        );
    }
  }
  const pagesMeasured = rows.filter((r) => !r.bare);
  const ratio = (r) => r.js.gzip / bare.gzip;
  const failing = pagesMeasured.map((r) => [r.path, misses(r, bareRow)]).filter(([, m]) => m.length);
  console.log(
    `\nTargets (medians: performance >= ${TARGETS.performance}, TBT <= the bare page's ${bareRow.tbt} ms + ${TARGETS.tbtOverBare}, accessibility and best practices 100, SEO 100 unless noindex, no map code in the first load): ${
      failing.length
        ? `NOT met on ${failing.map(([p, m]) => `${p} (${m.join(', ')})`).join('; ')}`
        : 'met on every page'
    }`,
  );
  // The first-load goal covers the home page, the content pages and the manage pages.
  const within = pagesMeasured.filter((r) => ratio(r) <= 1.15).map((r) => r.path);
  const over = pagesMeasured.filter((r) => ratio(r) > 1.15).map((r) => `${r.path} (${ratio(r).toFixed(2)}x)`);
  console.log(
    `First-load JS <= 1.15x the bare page: met on ${within.length ? within.join(', ') : 'no page'}${
      over.length ? `; over on ${over.join(', ')}` : ''
    }`,
  );
} finally {
  await browser?.close();
  await chrome?.kill();
  servers?.stop();
}
