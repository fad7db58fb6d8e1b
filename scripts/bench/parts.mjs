// Parts benchmark ("code there before the tap"): how long a page's lazy parts take to go live once the
// idle prefetch starts, with the server's list of their files (lib/part-files.ts: every file fetched at once) and,
// as the reference in the same run, without it (the list taken out of the page's HTML: each part's imports found
// one level at a time, the parts one after another). Production build, embedded brand API, Chromium through
// Playwright, phone viewport, CDP throttling (4x CPU, 150 ms round trip, 1.6 Mbps down), consent answered. Runs
// alternate with and without the list, page by page.
//
// For each page: the time from the `prefetch` mark to the body's part being live (`data-part="live"` on the part
// that holds the page's main content) and to every part being live (median and p75), and the ratio of the two
// medians without / with the list.
//
//   pnpm bench:parts                     build, 5 runs of each page each way
//   pnpm bench:parts --no-build --runs 3 reuse the last build
//   pnpm bench:parts --only /contact,/    some pages
//   Ports: BENCH_SITE_PORT (3330), BENCH_BARE_PORT (3331), BENCH_API_PORT (4330).
import { chromium } from 'playwright';
import { ms, openPhone, quantile } from './phone.mjs';
import { build, startServers } from './servers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const RUNS = Number(option('--runs', 5));
const ONLY = option('--only', '');
const ports = {
  api: Number(process.env.BENCH_API_PORT ?? 4330),
  site: Number(process.env.BENCH_SITE_PORT ?? 3330),
  bare: Number(process.env.BENCH_BARE_PORT ?? 3331),
};
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PAGES = [
  ['home', '/'],
  ['restaurant page', '/restaurants/london/covent-garden'],
  ['menu page', '/restaurants/london/covent-garden/menu/m-main'],
  ['contact', '/contact'],
  ['finder', '/find-us'],
  ['careers', '/careers'],
];

const LIST = /<script type="application\/json" id="part-files"[^>]*>[^<]*<\/script>/;

async function run(browser, path, withList) {
  const base = `http://127.0.0.1:${ports.site}`;
  const { context, page } = await openPhone(browser, base);
  let listed = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      listed = JSON.parse(LIST.exec(html)?.[0].replace(/^<script[^>]*>|<\/script>$/g, '') ?? '[]').length;
      await route.fulfill({ response, body: withList ? html : html.replace(LIST, '') });
    },
  );
  await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
  const times = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        const check = () => {
          const mark = performance.getEntriesByName('prefetch')[0];
          const parts = [...document.querySelectorAll('[data-part]')];
          const body = parts.find((p) => p.closest('main'));
          if (mark && body?.dataset.part === 'live' && body.dataset.bodyLive === undefined)
            body.dataset.bodyLive = String(performance.now());
          if (mark && parts.every((p) => p.dataset.part === 'live'))
            resolve({
              body: Number(body?.dataset.bodyLive ?? performance.now()) - mark.startTime,
              all: performance.now() - mark.startTime,
            });
          else if (performance.now() - started > 60_000) reject(new Error('the parts did not go live'));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  await context.close();
  return { ...times, listed };
}

const both = (values) => `${ms(quantile(values, 0.5))} / ${ms(quantile(values, 0.75))}`;

let servers;
let browser;
try {
  if (!args.includes('--no-build')) build('site');
  servers = await startServers(ports);
  browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  for (const [name, path] of PAGES.filter(([, p]) => !ONLY || ONLY.split(',').includes(p))) {
    const results = { with: [], without: [] };
    let listed = 0;
    for (let i = 0; i < RUNS; i++)
      for (const withList of [true, false]) {
        try {
          const r = await run(browser, path, withList);
          listed = r.listed;
          results[withList ? 'with' : 'without'].push(r);
        } catch (error) {
          console.log(`  ${name} run ${i + 1} failed: ${error.message.split('\n')[0]}`);
        }
      }
    console.log(`${name}: ${RUNS} runs each way done`);
    rows.push({ name, path, listed, ...results });
  }
  console.log(
    "\nFrom the idle prefetch to the page's parts live (Chromium, 390 px phone, 4x CPU, 150 ms RTT, 1.6 Mbps; ms, median / p75)\n",
  );
  console.log(
    'page | files listed | body part live: with the list | without | every part live: with | without | ratio (every part, medians)',
  );
  console.log('---|---|---|---|---|---|---');
  for (const r of rows) {
    const all = (list) => list.map((x) => x.all);
    const body = (list) => list.map((x) => x.body);
    const ratio = quantile(all(r.without), 0.5) / quantile(all(r.with), 0.5);
    console.log(
      `${r.name} (${r.path}) | ${r.listed} | ${both(body(r.with))} | ${both(body(r.without))} | ${both(all(r.with))} | ${both(all(r.without))} | ${Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '-'}`,
    );
  }
} finally {
  await browser?.close();
  servers?.stop();
}
