// The Lighthouse benchmark's summary over several runs (lighthouse.mjs): each page's median of each figure, with
// the bare page measured in the same runs, and the targets: performance at least 98, total blocking time at most
// the bare page's plus 100 ms, accessibility and best practices 100, SEO 100 on every page meant to be found (a
// `noindex` page is not), and no map code in a first load.

export const TARGETS = { performance: 98, tbtOverBare: 100 };

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One row per page from its runs (`runs`: each run's audit of that page): medians, and every run's figures. */
export function summarise(path, runs) {
  const of = (key) => median(runs.map((r) => Number(r[key])));
  return {
    path,
    runs,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls').toFixed(3),
    noindex: runs.some((r) => r.noindex),
    js: runs[0].js,
  };
}

/** Why a page misses its targets (none: it meets them), against the bare page's median TBT of the same runs. */
export function misses(row, bare) {
  const out = [];
  if (row.performance < TARGETS.performance) out.push(`performance ${row.performance}`);
  if (row.tbt > bare.tbt + TARGETS.tbtOverBare)
    out.push(`TBT ${row.tbt} ms > bare ${bare.tbt} + ${TARGETS.tbtOverBare}`);
  if (row.accessibility !== 100) out.push(`accessibility ${row.accessibility}`);
  if (row.bestPractices !== 100) out.push(`best practices ${row.bestPractices}`);
  if (row.seo !== 100 && !row.noindex) out.push(`SEO ${row.seo}`);
  if (row.js.files.some((f) => /mapbox|maplibre/i.test(f))) out.push('map code in the first load');
  return out;
}
