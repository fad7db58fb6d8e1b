import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/**
 * Runs one of the lint step's dependency checks (`pnpm lint`) over a folder: its exit code as lint sees it (the
 * `err` reporter) and its violations (read from the `json` reporter). Paths are the repository root's.
 */
export function cruise(config: string, folder: string): { status: number | null; violations: Violation[] } {
  const run = (outputType: string) =>
    spawnSync('pnpm', ['exec', 'depcruise', '--config', config, '--output-type', outputType, folder], {
      cwd: root,
      encoding: 'utf8',
    });
  const output = JSON.parse(run('json').stdout) as { summary: { violations: Violation[] } };
  return { status: run('err').status, violations: output.summary.violations };
}

/**
 * Each violation as `rule: from -> to`, sorted: paths under `fixture` shortened, and a package named by its name,
 * not its installed path.
 */
export const violationLines = (violations: readonly Violation[], fixture: string) => {
  const short = (path: string) =>
    path
      .replace(`${fixture}/`, '')
      .replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?([^/]+)\/.*$/, '$1');
  return violations.map((v) => `${v.rule.name}: ${short(v.from)} -> ${short(v.to)}`).sort();
};
