// What the Lighthouse benchmark (lighthouse.mjs) measures of one page: its first-load JS, in Chromium through
// Playwright, and a Lighthouse run (mobile, simulated throttling) with its scores and, with `withDetails`, what
// lies behind them.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

/**
 * The scripts a page loads before the idle prefetch of its lazy parts begins, with their sizes (raw and gzip).
 */
export async function firstLoadJs(browser, url) {
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

export async function audit(url, port, withDetails) {
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
    // A page kept out of search engines on purpose (`noindex`: manage my booking, find my booking) fails the SEO
    // category's crawlability audit by design.
    noindex: result.lhr.audits['is-crawlable']?.score === 0,
    // The long tasks Lighthouse saw (its simulated slow phone): start and length in ms, and the script.
    longTasks: (result.lhr.audits['long-tasks']?.details?.items ?? []).map((i) => ({
      start: Math.round(i.startTime),
      duration: Math.round(i.duration),
      url: i.url,
    })),
    failing,
    details: withDetails ? details(result.lhr, url) : undefined,
  };
}
