// `pnpm test`: every check and every test runner, in order, then one summary line.
// Each runner writes a JSON report; the summary adds them up.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playwrightCounts, readJson, vitestCounts } from './test-reports.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const reports = `${root}.vitest-reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => `${root}node_modules/.bin/${name}`;
const only = process.argv.slice(2);

const results = [];
function step(name, command, args, { cwd = root, env = {}, report } = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const res = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = report ? report() : undefined;
  const ok = res.status === 0;
  results.push({ name, ok, seconds, counts });
  if (counts)
    console.log(
      `${name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
    );
  console.log(`=== ${name} ${ok ? 'passed' : `FAILED (exit ${res.status ?? res.signal})`} in ${seconds} s`);
}

// `pnpm lint`: biome, the brand API's and the booking feature's dependency rules, and the source files' limits.
step('lint', 'pnpm', ['-s', 'lint']);
step('typecheck', 'pnpm', ['-r', '--workspace-concurrency=2', 'typecheck']);
// `pnpm audit --prod`: fails on a high or critical advisory. An unreachable audit endpoint is reported as
// NOT CHECKED (one skipped) and fails only with AUDIT_REQUIRED=1.
step('audit', process.execPath, [`${root}scripts/supply-chain/audit.mjs`, `${reports}/audit.json`], {
  report: () => {
    const r = readJson(`${reports}/audit.json`);
    if (!r) return { passed: 0, failed: 1, skipped: 0 };
    if (r.status === 'unreachable')
      return { passed: 0, failed: 0, skipped: 1, note: 'NOT CHECKED: audit endpoint unreachable' };
    return r.status === 'ok' ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  },
});
step(
  'unit',
  bin('vitest'),
  ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile=${reports}/unit.json`],
  {
    report: vitestCounts(`${reports}/unit.json`, root),
  },
);
step(
  'stories',
  bin('vitest'),
  [
    'run',
    '--project',
    'storybook',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${reports}/stories.json`,
  ],
  {
    report: vitestCounts(`${reports}/stories.json`, root),
  },
);
// `pnpm visual`: builds storybook-static (the stories step runs the stories from source, not from a build),
// then screenshots the stories chosen from its index at xs, md and xl against visual/baselines. Under CI
// a missing or different baseline fails the step; nothing is written.
step('visual', 'pnpm', ['visual'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/visual.json` },
  report: playwrightCounts(`${reports}/visual.json`),
});
// The production build with a fake value in every server-side secret, then a grep of the browser's files
// for them (scripts/supply-chain/secrets.mjs).
step('build', process.execPath, [`${root}scripts/supply-chain/build-and-check.mjs`]);
// Page-level visual review (`pnpm pages`, visual/pages/): every route type of the spec's route table on this
// production build with the embedded brand API and a fixed clock, at xs, md and xl: each page's side gutters are
// measured and its picture compared with visual/pages/baselines. Under CI a missing or different baseline fails.
step('pages', bin('playwright'), ['test', '--config', 'visual/pages/playwright.config.ts'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/pages.json` },
  report: playwrightCounts(`${reports}/pages.json`),
});
step('e2e', bin('playwright'), ['test', '--config', 'site/e2e/playwright.config.ts'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
  report: playwrightCounts(`${reports}/e2e.json`),
});
// The booking limits with their defaults on (the e2e run keeps them off): the same build and the embedded brand
// API on their own ports and fresh data, for site/e2e/limits-on/booking-limits.journey.ts alone.
step('e2e-limits', bin('playwright'), ['test', '--config', 'site/e2e/limits-on/playwright.config.ts'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e-limits.json` },
  report: playwrightCounts(`${reports}/e2e-limits.json`),
});
// Several processes side by side (scripts/instances/): two brand APIs on one fresh PostgreSQL database
// (TEST_DATABASE_URL) and two single site processes of the same build over them, their rate limits in Redis
// (TEST_REDIS_URL): migrations once, the race for the last table through both, each reminder and e-mail once, and a
// rolling restart behind a balancer that fails no request. Without the two servers its cases are skipped (CI fails).
step(
  'instances',
  bin('vitest'),
  [
    'run',
    '--config',
    'scripts/instances/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${reports}/instances.json`,
  ],
  {
    env: {
      INSTANCES_BRAND_API_PORT: process.env.INSTANCES_BRAND_API_PORT ?? '4150',
      INSTANCES_SITE_PORT: process.env.INSTANCES_SITE_PORT ?? '3150',
    },
    report: vitestCounts(`${reports}/instances.json`, root),
  },
);
// The main diner journeys in Firefox ESR and WebKitGTK (Debian's packages; `.ci/run` installs them), against the
// same production build with the embedded brand API, failing on any uncaught page error (scripts/engines/run.mjs).
step(
  'engines',
  'xvfb-run',
  ['-a', process.execPath, `${root}scripts/engines/run.mjs`, '--report', `${reports}/engines.json`],
  {
    env: {
      ENGINES_SITE_PORT: process.env.ENGINES_SITE_PORT ?? process.env.E2E_SITE_PORT ?? '3130',
      ENGINES_BRAND_API_PORT: process.env.ENGINES_BRAND_API_PORT ?? process.env.E2E_BRAND_API_PORT ?? '4130',
    },
    report: () => readJson(`${reports}/engines.json`) ?? { passed: 0, failed: 1, skipped: 0 },
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n=== Summary');
for (const r of results) {
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
    skipped += r.counts.skipped;
  }
  const counts = r.counts
    ? ` (${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.note ? `; ${r.counts.note}` : ''})`
    : '';
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${counts} ${r.seconds} s`);
}
const allOk = results.every((r) => r.ok);
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
for (const r of results) {
  for (const name of r.counts?.flakyNames ?? []) console.log(`  flaky (${r.name}): ${name}`);
}
for (const r of results) {
  for (const name of r.counts?.failedNames ?? []) console.log(`  FAILED (${r.name}): ${name}`);
}
console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
