// Lighthouse benchmark: builds the site and a bare TanStack Start + Query page with the
// same pinned versions, serves both (the site with the embedded brand API), runs
// Lighthouse (mobile, simulated throttling) on each page and measures first-load JS
// (every script the page loads before interaction, gzip-compressed here).
//
//   pnpm bench                         home page, a content page, find my booking and a booking's manage page
//                                      (`/booking/manage/:token` in any list is a booking made for the run)
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
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { BOOKING_CHUNK_BUDGET, BOOKING_OPENED_FROM, BOOKING_PAGE, bookingOpening } from './booking-chunk.mjs';
import { MANAGE_PAGE, withManagePage } from './manage-page.mjs';
import { build, startServers } from './servers.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith('--')));
const paths = process.argv.slice(2).filter((a) => !a.startsWith('--'));
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
let pages = paths.length
  ? paths
  : flags.has('--check')
    ? FIRST_LOAD_PAGES
    : ['/', '/about-us', '/booking/find', MANAGE_PAGE];
// BENCH_*_PORT move the three servers when another run holds the default ports.
const ports = {
  api: Number(process.env.BENCH_API_PORT ?? 4310),
  site: Number(process.env.BENCH_SITE_PORT ?? 3310),
  bare: Number(process.env.BENCH_BARE_PORT ?? 3311),
};
async function firstLoadJs(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  const reads = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // Every body is read before the page closes: a read cut short would under-count. A body the browser no
    // longer has (a redirect, a page gone) counts as nothing, rather than crashing the run with its servers up.
    reads.push(
      response.body().then(
        (body) => scripts.set(response.url(), body),
        (error) => console.warn(`    could not read ${response.url()}: ${error.message}`),
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(reads);
  // The first load ends where the idle prefetch of the page's lazy parts begins (site/lib/prefetch.ts).
  const beforePrefetch = await page.evaluate(() => {
    const mark = performance.getEntriesByName('prefetch', 'mark')[0];
    return performance
      .getEntriesByType('resource')
      .filter((e) => !mark || e.startTime < mark.startTime)
      .map((e) => e.name);
  });
  for (const u of [...scripts.keys()]) if (!beforePrefetch.includes(u)) scripts.delete(u);
  await page.close();
  let raw = 0;
  let gzip = 0;
  for (const body of scripts.values()) {
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const files = [...scripts].map(([u, body]) => ({
    path: new URL(u).pathname,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  return { files: files.map((f) => f.path), sizes: files, raw, gzip };
}

/** Script files whose names say booking, card or captcha code (none may be in a first load). */
const BOOKING_CODE = /booking|CardGuarantee|CardStep|card-sandbox|dropin|braintree|recaptcha/i;

/** With --details: the metrics behind the score and what holds up the largest paint. */
function details(lhr, url) {
  const a = lhr.audits;
  const report = join(tmpdir(), `lighthouse-${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}.json`);
  writeFileSync(report, JSON.stringify(lhr));
  const ms = (id) => `${Math.round(a[id]?.numericValue ?? Number.NaN)} ms`;
  const lines = [
    `FCP ${ms('first-contentful-paint')}, SI ${ms('speed-index')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}`,
  ];
  const lcpItems = a['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of lcpItems) {
    for (const item of table.items ?? []) {
      if (item.node) lines.push(`LCP element: ${item.node.snippet?.slice(0, 160)}`);
      else if (item.phase) lines.push(`  LCP ${item.phase}: ${Math.round(item.timing)} ms`);
    }
  }
  for (const item of a['render-blocking-resources']?.details?.items ?? [])
    lines.push(`render-blocking: ${new URL(item.url).pathname} (${Math.round(item.wastedMs)} ms)`);
  for (const item of a['bootup-time']?.details?.items?.slice(0, 5) ?? [])
    lines.push(`script time: ${item.url.slice(-50)} ${Math.round(item.total)} ms`);
  lines.push(`full report: ${report}`);
  return lines;
}

async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  const c = result.lhr.categories;
  const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
  const failing = Object.values(result.lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbt: Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: (result.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
    runtimeError: result.lhr.runtimeError?.message,
    requested: (result.lhr.audits['network-requests']?.details?.items ?? []).map((i) => i.url),
    failing,
    details: flags.has('--details') ? details(result.lhr, url) : undefined,
  };
}

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
    const bareLh = await audit(`http://127.0.0.1:${ports.bare}/`, chrome.port);
    const open = await audit(`${siteUrl}${BOOKING_PAGE}#booking`, chrome.port);
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

  const rows = [];
  // The bare page too: the same machine's yardstick for the scores.
  rows.push({
    path: 'bare page',
    bare: true,
    ...(await audit(`http://127.0.0.1:${ports.bare}/`, chrome.port)),
    js: bare,
  });
  for (const path of pages) {
    const url = `http://127.0.0.1:${ports.site}${path}`;
    const js = await firstLoadJs(browser, url);
    const lh = await audit(url, chrome.port);
    rows.push({ path, ...lh, js });
  }

  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `\nBare TanStack Start + Query page: first-load JS ${kb(bare.gzip)} KB gzip (${kb(bare.raw)} KB raw, ${bare.files.length} files)\n`,
  );
  console.log(
    'page | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | first-load JS gzip | ratio to bare | map code',
  );
  for (const r of rows) {
    const mapCode = r.js.files.some((f) => /mapbox|maplibre/i.test(f)) ? 'YES' : 'none';
    console.log(
      `${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${kb(r.js.gzip)} KB | ${(r.js.gzip / bare.gzip).toFixed(2)}x | ${mapCode}`,
    );
    if (r.runtimeError) console.log(`    Lighthouse error: ${r.runtimeError}`);
    if (r.failing.length) console.log(`    failing audits: ${r.failing.join(', ')}`);
    for (const line of r.details ?? []) console.log(`    ${line}`);
  }
  const pagesMeasured = rows.filter((r) => !r.bare);
  const scoresMet = (r) =>
    r.performance >= 98 &&
    r.accessibility === 100 &&
    r.bestPractices === 100 &&
    r.seo === 100 &&
    !r.js.files.some((f) => /mapbox|maplibre/i.test(f));
  const ratio = (r) => r.js.gzip / bare.gzip;
  const failing = pagesMeasured.filter((r) => !scoresMet(r)).map((r) => r.path);
  console.log(
    `\nScores (performance >= 98, accessibility, best practices and SEO 100, no map code in the first load): ${
      failing.length ? `NOT met on ${failing.join(', ')}` : 'met on every page'
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
