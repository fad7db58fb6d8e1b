// Lighthouse benchmark: builds the site and a bare TanStack Start + Query page with the
// same pinned versions, serves both (the site with the embedded brand API), runs
// Lighthouse (mobile, simulated throttling) on each page and measures first-load JS
// (every script the page loads before interaction, gzip-compressed here).
//
//   pnpm bench                         home page and a content page
//   pnpm bench / /about-us /menu       any pages
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('../../', import.meta.url));
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
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about-us'];
const ports = { api: 4310, site: 3310, bare: 3311 };
const children = [];

function build(dir) {
  console.log(`Building ${dir} ...`);
  const res = spawnSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build'], {
    cwd: `${root}${dir}`,
    stdio: 'ignore',
  });
  if (res.status !== 0) throw new Error(`build of ${dir} failed`);
}

function serve(command, args, cwd, env) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 400; i++) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function firstLoadJs(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {}
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  let raw = 0;
  let gzip = 0;
  for (const body of scripts.values()) {
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: [...scripts.keys()].map((u) => new URL(u).pathname), raw, gzip };
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
    failing,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-brand-api-'));
let chrome;
let browser;
try {
  build('site');
  build('bench/bare-start');
  serve(process.execPath, ['--import', 'tsx', 'src/main.ts'], `${root}brand-api`, {
    BRAND_API_PORT: String(ports.api),
    BRAND_API_DATA_DIR: dataDir,
  });
  await waitFor(`http://127.0.0.1:${ports.api}/health`);
  serve(process.execPath, ['.output/server/index.mjs'], `${root}site`, {
    PORT: String(ports.site),
    HOST: '127.0.0.1',
    BRAND_API_URL: `http://127.0.0.1:${ports.api}`,
    NODE_ENV: 'production',
  });
  serve(process.execPath, ['.output/server/index.mjs'], `${root}bench/bare-start`, {
    PORT: String(ports.bare),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  });
  await waitFor(`http://127.0.0.1:${ports.site}/`);
  await waitFor(`http://127.0.0.1:${ports.bare}/`);

  browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith('--headless')),
  });
  const bare = await firstLoadJs(browser, `http://127.0.0.1:${ports.bare}/`);
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags });

  const rows = [];
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
  }
  const goal = rows.every(
    (r) =>
      r.performance >= 98 &&
      r.accessibility === 100 &&
      r.bestPractices === 100 &&
      r.seo === 100 &&
      r.js.gzip <= 1.15 * bare.gzip,
  );
  console.log(
    `\nGoal (performance >= 98, others 100, first-load JS <= 1.15x bare): ${goal ? 'met' : 'NOT met'}`,
  );
} finally {
  await browser?.close();
  await chrome?.kill();
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
