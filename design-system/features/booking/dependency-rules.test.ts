import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/**
 * Runs the lint step's booking check (`pnpm lint`) over a folder: its exit code as lint sees it (the `err`
 * reporter) and its violations (read from the `json` reporter).
 */
function cruise(folder: string): { status: number | null; violations: Violation[] } {
  const run = (outputType: string) =>
    spawnSync(
      'pnpm',
      [
        'exec',
        'depcruise',
        '--config',
        'design-system/.dependency-cruiser.cjs',
        '--output-type',
        outputType,
        folder,
      ],
      { cwd: root, encoding: 'utf8' },
    );
  const output = JSON.parse(run('json').stdout) as { summary: { violations: Violation[] } };
  return { status: run('err').status, violations: output.summary.violations };
}

const fixture = 'design-system/test/fixtures/dependency-rules/booking';

describe("the booking feature's dependency check", () => {
  it('passes on the real tree', () => {
    const { status, violations } = cruise('design-system/features/booking');
    expect(violations).toEqual([]);
    expect(status).toBe(0);
  });

  it('fails on a fixture that breaks each rule, and lets the steps and the front ends use the journey', () => {
    const { status, violations } = cruise(fixture);
    expect(status).not.toBe(0);
    const found = violations.map(
      (v) => `${v.rule.name}: ${v.from.replace(`${fixture}/`, '')} -> ${v.to.replace(`${fixture}/`, '')}`,
    );
    expect(found.sort()).toEqual(
      [
        'journey-knows-no-view: journey/reducer.ts -> BookingWizard/wizard.ts',
        'journey-knows-no-view: journey/reducer.ts -> steps/step.ts',
        'steps-know-no-front-end: steps/step.ts -> BookingModal/modal.ts',
        'no-circular: BookingWizard/view.ts -> BookingWizard/wizard.ts',
      ].sort(),
    );
  });
});
