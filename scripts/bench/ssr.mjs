// Server-render benchmark: builds the site and a bare TanStack Start + Query page with the same
// pinned versions, serves both (the site with the embedded brand API, as `pnpm start` does), and loads each
// page with autocannon over loopback: requests/s, p50 and p99, and each page's ratio to the bare page
// measured in the same run (the machine may be shared: only ratios of one run compare). Then a soak of the
// restaurant page: the site's memory at the start and the end, and the error count. Pages are asked for as a
// browser does (Accept-Encoding: gzip, deflate, br).
//
//   pnpm bench:ssr                         build, measure, 10-minute soak
//   pnpm bench:ssr --no-build --no-soak    reuse the last builds, no soak
//   pnpm bench:ssr --duration 5 --connections 50 --soak-minutes 1
//
// Ports: BENCH_SITE_PORT (3310), BENCH_BARE_PORT (3311), BENCH_API_PORT (4310). BENCH_DATABASE_URL runs the
// brand API on that PostgreSQL database instead of a fresh PGlite one.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { LOCAL_BRAND_KEY, localBrandApiKeys, localSiteKeys } from '../lib/test-keys.mjs';
import { waitFor } from './servers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'soak-minutes': { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    'no-soak': { type: 'boolean', default: false },
    'no-api': { type: 'boolean', default: false },
  },
});
const bounded = (value, name, min, max) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) {
    console.error(`--${name} must be a number from ${min} to ${max}`);
    process.exit(64);
  }
  return n;
};
const duration = bounded(args.duration, 'duration', 1, 120);
const connections = bounded(args.connections, 'connections', 1, 500);
const soakMinutes = bounded(args['soak-minutes'], 'soak-minutes', 0.1, 60);
const host = '127.0.0.1';
const ports = {
  site: Number(process.env.BENCH_SITE_PORT ?? 3310),
  bare: Number(process.env.BENCH_BARE_PORT ?? 3311),
  api: Number(process.env.BENCH_API_PORT ?? 4310),
};
// The key the production site sends (scripts/lib/test-keys.mjs), so the brand API's answers are the site's.
const brandKey = LOCAL_BRAND_KEY;
const children = [];

function build(dir) {
  console.log(`Building ${dir} ...`);
  const res = spawnSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build'], {
    cwd: `${root}${dir}`,
    stdio: 'ignore',
  });
  if (res.status !== 0) throw new Error(`build of ${dir} failed`);
}

function serve(args, cwd, env) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

/** Resident memory (MB) of a process and every process under it (Linux /proc; undefined elsewhere). */
function rssMb(pid) {
  try {
    let kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    const kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const kid of kids ? kids.split(/\s+/) : []) kb += (rssMb(Number(kid)) ?? 0) * 1024;
    return kb / 1024;
  } catch {
    return undefined;
  }
}

function load(url, seconds, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** What a browser sends: pages may come compressed (the bare page never is; it is tiny). */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

/** Warm the page (JIT, caches), then measure it. */
async function measure(name, url, headers = browserHeaders) {
  await load(url, Math.min(3, duration), headers);
  const r = await load(url, duration, headers);
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-ssr-brand-api-'));
const heapDir = mkdtempSync(join(tmpdir(), 'bench-ssr-heap-'));

/** The site's JavaScript heap after a full collection, MB, summed over its processes (heap-sampler.mjs). */
function heapMb() {
  let bytes = 0;
  let found = false;
  for (const file of readdirSync(heapDir)) {
    try {
      bytes += JSON.parse(readFileSync(join(heapDir, file), 'utf8')).heapUsed;
      found = true;
    } catch {}
  }
  return found ? bytes / 1048576 : undefined;
}
// Stopped early (Ctrl+C, a timeout): stop the servers too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(heapDir, { recursive: true, force: true });
    process.exit(130);
  });
}
const started = Date.now();
let exitCode = 0;
try {
  if (!args['no-build']) {
    build('site');
    build('bench/bare-start');
  }
  serve(['--import', 'tsx', 'src/main.ts'], `${root}brand-api`, {
    BRAND_API_PORT: String(ports.api),
    BRAND_API_HOST: host,
    BRAND_API_DATA_DIR: dataDir,
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    ...localBrandApiKeys,
  });
  await waitFor(`http://${host}:${ports.api}/health`);
  // As `pnpm start` serves it: one process per core behind one port (WEB_CONCURRENCY overrides).
  const site = serve([`${root}scripts/cluster.mjs`, '.output/server/index.mjs'], `${root}site`, {
    PORT: String(ports.site),
    HOST: host,
    BRAND_API_URL: `http://${host}:${ports.api}`,
    NODE_ENV: 'production',
    // Required in production (site/server/config.ts): the site's public origin, its brand key and secrets.
    SITE_URL: `http://${host}:${ports.site}`,
    ...localSiteKeys,
    // The soak's leak check: each process writes its heap after a full collection (heap-sampler.mjs).
    HEAP_SAMPLE_DIR: heapDir,
    NODE_OPTIONS: `--expose-gc --import ${pathToFileURL(`${root}scripts/bench/heap-sampler.mjs`).href}`,
  });
  // The bare page the same way, so the ratio compares like with like.
  serve([`${root}scripts/cluster.mjs`, '.output/server/index.mjs'], `${root}bench/bare-start`, {
    PORT: String(ports.bare),
    HOST: host,
    NODE_ENV: 'production',
  });
  const siteUrl = `http://${host}:${ports.site}`;
  await waitFor(`${siteUrl}/`, (status) => status === 200);
  await waitFor(`http://${host}:${ports.bare}/`, (status) => status === 200);

  // A real restaurant and one of its menus, from the brand API itself.
  const token = await fetch(`http://${host}:${ports.api}/api/token`, {
    method: 'POST',
    headers: { brandKey },
  }).then((r) => r.json());
  const apiHeaders = { brandKey, authorization: `Bearer ${token.accessToken}` };
  const restaurantPath = '/restaurants/london/soho';
  const menuPath = '/restaurants/london/soho/menu/m-main';
  for (const path of [restaurantPath, menuPath, '/about-us', '/find-us']) {
    const res = await fetch(`${siteUrl}${path}`, { redirect: 'manual' });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}, not 200`);
  }

  const rows = [];
  rows.push(await measure('bare page', `http://${host}:${ports.bare}/`));
  for (const [name, path] of [
    ['home', '/'],
    ['content page', '/about-us'],
    ['restaurant', restaurantPath],
    ['menu', menuPath],
    ['finder', '/find-us'],
  ]) {
    rows.push({ path, ...(await measure(name, `${siteUrl}${path}`)) });
  }
  const apiRows = [];
  if (!args['no-api']) {
    apiRows.push(await measure('brand API health', `http://${host}:${ports.api}/health`));
    apiRows.push(
      await measure(
        'brand API restaurant by slug',
        `http://${host}:${ports.api}/api/v1/content/getRestaurantBySlug/soho`,
        apiHeaders,
      ),
    );
  }

  const bare = rows[0].rps;
  const fmt = (r, ref) =>
    `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(5)} ms  p99 ${String(
      r.p99,
    ).padStart(5)} ms  ${ref ? `${(r.rps / ref).toFixed(2)}x` : '     '}  errors ${r.errors}`;
  console.log(`\nServer render, ${connections} connections, ${duration} s each, after a warm-up:`);
  for (const r of rows) console.log(fmt(r, r === rows[0] ? undefined : bare));
  if (apiRows.length) {
    console.log('\nBrand API (the ratio is to its health check):');
    console.log(fmt(apiRows[0]));
    console.log(fmt(apiRows[1], apiRows[0].rps));
  }
  const slow = rows.slice(1).filter((r) => r.rps / bare < 0.5);
  const errored = [...rows, ...apiRows].filter((r) => r.errors > 0);
  console.log(
    `\nEvery page at 0.5x the bare page or more: ${slow.length ? `NO (${slow.map((r) => r.name).join(', ')})` : 'yes'}`,
  );
  if (errored.length) console.log(`Errors on: ${errored.map((r) => r.name).join(', ')}`);
  if (slow.length || errored.length) exitCode = 1;

  if (!args['no-soak']) {
    const seconds = Math.round(soakMinutes * 60);
    const before = rssMb(site.pid);
    console.log(`\nSoak: ${restaurantPath} for ${seconds} s at ${connections} connections ...`);
    const samples = [];
    const heaps = [];
    const heapBefore = heapMb();
    const soakStart = Date.now();
    const timer = setInterval(() => {
      const now = rssMb(site.pid);
      samples.push(now);
      heaps.push(heapMb());
      // A line a minute: resident memory climbs while V8 and the allocator keep freed memory for reuse; the heap
      // after a full collection is what a leak grows.
      if (samples.length % 6 === 0)
        console.log(
          `  ${Math.round((Date.now() - soakStart) / 60_000)} min: resident ${now?.toFixed(0) ?? 'n/a'} MB, heap after GC ${heaps.at(-1)?.toFixed(1) ?? 'n/a'} MB`,
        );
    }, 10_000);
    const soak = await load(`${siteUrl}${restaurantPath}`, seconds, browserHeaders);
    clearInterval(timer);
    // Let in-flight work settle before the last reading.
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssMb(site.pid);
    const mb = (n) => (n === undefined ? 'n/a' : `${n.toFixed(0)} MB`);
    const peak = Math.max(...samples.filter((n) => n !== undefined), after ?? 0);
    const soakErrors = soak.errors + soak.timeouts + soak.non2xx;
    console.log(
      `Soak: ${soak.requests.total} requests, ${soak.requests.average.toFixed(0)} req/s, p99 ${soak.latency.p99} ms; ` +
        `site memory (all processes) ${mb(before)} at the start, ${mb(after)} at the end, peak ${mb(peak)}; errors ${soakErrors}`,
    );
    // Growth beyond noise: the heap left after a full collection, from the start of the soak to its end, may not
    // grow by more than 10% (a leak of a few hundred bytes a request doubles it over a soak's requests).
    await new Promise((r) => setTimeout(r, 11_000));
    const heapAfter = heapMb();
    if (heapBefore !== undefined && heapAfter !== undefined) {
      const growth = (heapAfter - heapBefore) / heapBefore;
      console.log(
        `Heap after a full collection (all processes): ${heapBefore.toFixed(1)} MB at the start, ${heapAfter.toFixed(1)} MB at the end (${(growth * 100).toFixed(1)}%; beyond noise above 10%): ${growth <= 0.1 ? 'no growth' : 'GROWING'}`,
      );
      if (growth > 0.1) exitCode = 1;
    } else console.log('Heap after a full collection: not sampled');
    if (soakErrors > 0) exitCode = 1;
  }
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(heapDir, { recursive: true, force: true });
  process.exit(exitCode);
}
