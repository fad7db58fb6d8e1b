// The `audit` step of `pnpm test`: `pnpm audit --prod` fails on a high or critical advisory. When the
// registry's audit endpoint cannot be reached, the step says so plainly: it is reported as NOT CHECKED
// (skipped) and fails only when AUDIT_REQUIRED=1, so an unreachable endpoint never passes silently.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const reportFile = process.argv[2];
const res = spawnSync('pnpm', ['audit', '--prod', '--json'], {
  cwd: root,
  encoding: 'utf8',
  timeout: 120_000,
});
const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
let report;
try {
  report = JSON.parse(res.stdout);
} catch {
  report = undefined;
}
const write = (result) => {
  if (reportFile) writeFileSync(reportFile, JSON.stringify(result));
};

if (!report || report.error || !report.metadata) {
  const reason =
    report?.error?.message ??
    output
      .split('\n')
      .find((line) => /ERR_|audit endpoint|ENOTFOUND|ECONN|ETIMEDOUT/i.test(line))
      ?.trim() ??
    (res.error
      ? `pnpm could not run: ${res.error.message}`
      : `pnpm audit exited with ${res.status ?? res.signal}`);
  console.warn(
    `\naudit: NOT CHECKED: the registry's audit endpoint could not be reached.\naudit: ${reason}\n`,
  );
  write({ status: 'unreachable', reason });
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}
const counts = report.metadata.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
for (const advisory of Object.values(report.advisories ?? {})) {
  if (advisory.severity === 'high' || advisory.severity === 'critical') {
    console.error(
      `audit: ${advisory.severity}: ${advisory.module_name} ${advisory.vulnerable_versions}: ${advisory.title} (${advisory.url})`,
    );
  }
}
console.log(`audit: production dependencies: ${JSON.stringify(counts)}`);
write({ status: serious ? 'advisories' : 'ok', counts });
process.exit(serious ? 1 : 0);
