// Find-a-table benchmark (not a test): the search of many restaurants against one restaurant's availability, on a
// busy Saturday, in one run.
//
//   pnpm bench:table-search                 the brand-API half, then the site half (builds the site first)
//   pnpm bench:table-search --no-site       the brand-API half alone
//   pnpm bench:table-search --no-build      the site half on the site's last production build
//   options: --requests 200 (each call, after --warm 20), --pages 100 (each page, after 10)
//
// It starts the brand API as `pnpm start` does (a fresh PGlite folder), finds the radius around Covent Garden that
// takes in at least 10 restaurants, and fills their Saturday through the real create path: about 70% of each
// restaurant's tables booked at 18:00 and again at 20:00, so that at least half of every restaurant's peak slots
// (each table at each quarter hour from 18:00 to 21:00) are held (it checks, and stops if not). Then, one request at
// a time, alternately:
// 1. brand API: GET /api/booking/table-search (party of 4, 19:30, those 10+ restaurants) against POST
//    /api/booking/availability for Covent Garden (the booking modal's call: it and its nearest), p95 of each;
// 2. site (production build): /find-a-table?... against the restaurant page with a query string (a page the
//    rendered-page cache never keeps: an uncached render), p95 of each. A 404 from /find-a-table says the page
//    is not there yet.
// Each ratio's target is at most 2; the exit code is 1 when one is over it, 2 when a half could not run (through
// pnpm, any failure is 1).
// Ports: BENCH_API_PORT (4310), BENCH_SITE_PORT (3310).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { londonToday, type TableSearchResponse } from '@fittizia/contract';
import { bookingEstate, DINING_DURATIONS } from '../src/domains/booking/seed.ts';
import { addCalendarDays, isoWeekday, parseDate } from '../src/domains/booking/service/calendar.ts';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    warm: { type: 'string', default: '20' },
    pages: { type: 'string', default: '100' },
    'no-site': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(args.requests);
const WARM = Number(args.warm);
const PAGES = Number(args.pages);
const TARGET = 2;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4310);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3310);
const api = `http://127.0.0.1:${API_PORT}`;
const site = `http://127.0.0.1:${SITE_PORT}`;
const brandApiDir = fileURLToPath(new URL('../', import.meta.url));
const root = fileURLToPath(new URL('../../', import.meta.url));
// The local runs' keys (the production site refuses the demo ones): scripts/lib/test-keys.mjs.
const keys = (await import(pathToFileURL(join(root, 'scripts/lib/test-keys.mjs')).href)) as {
  LOCAL_BRAND_KEY: string;
  localBrandApiKeys: Record<string, string>;
  localSiteKeys: Record<string, string>;
};

const FIRST = '1001';
const PEAK = [
  '18:00',
  '18:15',
  '18:30',
  '18:45',
  '19:00',
  '19:15',
  '19:30',
  '19:45',
  '20:00',
  '20:15',
  '20:30',
  '20:45',
  '21:00',
];
const SITTINGS = ['18:00', '20:00'];
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'bench-table-search-'));
function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
function finish(code: number): never {
  stopAll();
  process.exit(code);
}

async function waitFor(url: string, ok: (status: number) => boolean) {
  for (let i = 0; i < 720; i++) {
    try {
      if (ok((await fetch(url)).status)) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

function serve(argv: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, argv, {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}

/** The next Saturday at least 3 days on, away from the Christmas dates' special rules. */
function saturday(): string {
  let day = addCalendarDays(parseDate(londonToday()), 3);
  while (isoWeekday(day) !== 6 || (day.month === 12 && day.day >= 20) || (day.month === 1 && day.day <= 2))
    day = addCalendarDays(day, 1);
  return day.iso;
}

const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
};
const p50 = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;

/** Times `a` and `b` one request at a time, alternately (so the machine's load falls on both alike). */
async function sideBySide(
  n: number,
  warm: number,
  a: (i: number) => Promise<Response>,
  b: (i: number) => Promise<Response>,
) {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < warm + n; i++) {
    for (const [k, call] of [a, b].entries()) {
      const start = performance.now();
      const res = await call(i);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${res.url || 'a call'} answered ${res.status}`);
      if (i >= warm) times[k as 0 | 1].push(performance.now() - start);
    }
  }
  return times;
}

function report(label: string, [a, b]: [number[], number[]], names: [string, string]) {
  const ratio = p95(a) / p95(b);
  console.log(`\n${label}`);
  console.log(
    `  ${names[0]}: p50 ${p50(a).toFixed(1)} ms, p95 ${p95(a).toFixed(1)} ms (${a.length} requests)`,
  );
  console.log(
    `  ${names[1]}: p50 ${p50(b).toFixed(1)} ms, p95 ${p95(b).toFixed(1)} ms (${b.length} requests)`,
  );
  console.log(
    `  ratio of p95s: ${ratio.toFixed(2)} (target at most ${TARGET}) ${ratio <= TARGET ? 'ok' : 'OVER TARGET'}`,
  );
  return ratio;
}

try {
  serve(['--import', 'tsx', 'src/main.ts'], brandApiDir, {
    BRAND_API_PORT: String(API_PORT),
    BRAND_API_HOST: '127.0.0.1',
    BRAND_API_DATA_DIR: dataDir,
    // The Saturday is filled by one bench diner from one address: limits off.
    BOOKING_LIMIT_PER_EMAIL: '0',
    BOOKING_LIMIT_PER_PHONE: '0',
    BOOKING_LIMIT_PER_ADDRESS: '0',
    BOOKING_LIMIT_PER_ADDRESS_PER_SERVICE: '0',
    ...keys.localBrandApiKeys,
  });
  await waitFor(`${api}/health`, (s) => s === 200);
  const token = (await (
    await fetch(`${api}/api/token`, {
      method: 'POST',
      headers: { brandKey: keys.LOCAL_BRAND_KEY, 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { accessToken: string };
  const headers = { brandKey: keys.LOCAL_BRAND_KEY, authorization: `Bearer ${token.accessToken}` };
  const date = saturday();
  const searchQuery = (radius: number, adults = 4, time = '19:30') =>
    new URLSearchParams({ storeId: FIRST, adults: String(adults), date, time, radius: String(radius) });
  const search = async (radius: number) =>
    (await (
      await fetch(`${api}/api/booking/table-search?${searchQuery(radius)}`, { headers })
    ).json()) as TableSearchResponse;

  // The radius that takes in at least 10 restaurants.
  let radius = 25;
  let answer = await search(radius);
  const count = (a: TableSearchResponse) => a.results.length + a.nothingNear.length;
  while (count(answer) < 10 && radius < 100) {
    radius = Math.min(100, radius + 5);
    answer = await search(radius);
  }
  const candidates = [...answer.results, ...answer.nothingNear].sort((x, y) => x.miles - y.miles);
  const online = candidates.filter((c) => c.outcome === 'times' || c.outcome === 'none-near');
  console.log(
    `Saturday ${date}: ${candidates.length} restaurants within ${radius} miles of Covent Garden, ${online.length} booked online`,
  );

  // A realistic Saturday: about 70% of each restaurant's tables taken at each sitting, through the create path.
  const estate = new Map(bookingEstate().map((e) => [e.site.storeId, e]));
  const duration = (covers: number) =>
    (DINING_DURATIONS.find((d) => d.maxCovers >= covers) ?? DINING_DURATIONS[0])?.minutes ?? 120;
  let n = 0;
  const shares: number[] = [];
  for (const c of online) {
    const tables = [...(estate.get(c.storeId)?.tables ?? [])].sort(
      (a, b) => a.maxSeats - b.maxSeats || a.minSeats - b.minSeats || a.id.localeCompare(b.id),
    );
    let held = 0;
    for (const time of SITTINGS) {
      for (const [i, table] of tables.entries()) {
        if (i % 10 >= 7) continue;
        const covers = Math.max(2, table.minSeats);
        n += 1;
        const res = await fetch(`${api}/api/booking/create/${c.storeId}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            restaurantId: c.storeId,
            firstName: 'Bench',
            lastName: 'Diner',
            emailAddress: `bench-${n}@example.com`,
            diningDateTime: `${date} ${time}`,
            bookingTime: time,
            adultCovers: covers,
            childCovers: 0,
            menuIds: ['bm-a-la-carte'],
            occasionId: 'standard',
            braintreeCustomerId: 'bench-card-customer',
          }),
        });
        await res.arrayBuffer();
        if (res.status !== 200) continue;
        // One booking holds one table from its time for its dining duration.
        const from = minutesOf(time);
        held += PEAK.filter((t) => minutesOf(t) >= from && minutesOf(t) < from + duration(covers)).length;
      }
    }
    shares.push(tables.length ? held / (tables.length * PEAK.length) : 1);
  }
  const least = Math.min(...shares);
  console.log(
    `${n} bookings tried; peak slots (18:00-21:00) held: at least ${(least * 100).toFixed(0)}% of each restaurant's`,
  );
  if (least < 0.5) {
    console.error('The Saturday is not busy enough (under half the peak slots of a restaurant held).');
    finish(2);
  }

  // 1. The brand API: the search against one restaurant's availability, each with a few parties and times.
  const times = ['19:00', '19:15', '19:30', '19:45', '20:00'];
  const apiTimes = await sideBySide(
    REQUESTS,
    WARM,
    (i) =>
      fetch(`${api}/api/booking/table-search?${searchQuery(radius, 2 + (i % 5), times[i % 5])}`, { headers }),
    (i) =>
      fetch(`${api}/api/booking/availability`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          stores: [{ storeId: FIRST, miles: 0 }],
          date: `${date}T${times[i % 5]}:00`,
          adultCovers: 2 + (i % 5),
          childrenCovers: 0,
        }),
      }),
  );
  const ratios = [
    report(`Brand API, ${count(answer)}-restaurant search against one restaurant's availability`, apiTimes, [
      'table search',
      'availability',
    ]),
  ];

  // 2. The site: the search page against the restaurant page, each rendered afresh.
  let siteRan = true;
  if (!args['no-site']) {
    if (!args['no-build']) {
      console.log('\nBuilding the site ...');
      const built = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
        cwd: join(root, 'site'),
        stdio: 'ignore',
      });
      if (built.status !== 0) throw new Error('the site build failed');
    }
    serve(['.output/server/index.mjs'], join(root, 'site'), {
      PORT: String(SITE_PORT),
      HOST: '127.0.0.1',
      BRAND_API_URL: api,
      NODE_ENV: 'production',
      SITE_URL: site,
      ...keys.localSiteKeys,
    });
    await waitFor(`${site}/`, (s) => s === 200);
    // Distinct searches (party and time vary), so no two within seconds share one brand-API answer.
    const page = (i: number) =>
      `${site}/find-a-table?${new URLSearchParams({ ...Object.fromEntries(searchQuery(radius, 1 + (i % 8), times[i % 5])), children: '0' })}`;
    const probe = await fetch(page(0));
    await probe.arrayBuffer();
    if (probe.status === 404) {
      console.error(
        '\nThe site answers 404 for /find-a-table: the page is not in this build (it comes with the site half of find a table). Run with --no-site for the brand-API half alone.',
      );
      siteRan = false;
    } else {
      const siteTimes = await sideBySide(
        PAGES,
        10,
        (i) => fetch(page(i), { headers: { 'accept-encoding': 'gzip, deflate, br' } }),
        (i) =>
          fetch(`${site}/restaurants/london/covent-garden?bench=${i}`, {
            headers: { 'accept-encoding': 'gzip, deflate, br' },
          }),
      );
      ratios.push(
        report('Site, the find-a-table page against the restaurant page (uncached renders)', siteTimes, [
          '/find-a-table',
          'restaurant page',
        ]),
      );
    }
  }
  finish(ratios.some((r) => !(r <= TARGET)) ? 1 : siteRan ? 0 : 2);
} catch (error) {
  console.error(error);
  finish(2);
}
