import { describe, expect, it } from 'vitest';
import { cruise as cruiseWith, violationLines } from '../../../scripts/lib/depcruise.ts';

/** The lint step's booking check (`pnpm lint`) over a folder. */
const cruise = (folder: string) => cruiseWith('design-system/.dependency-cruiser.cjs', folder);

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
    expect(violationLines(violations, fixture)).toEqual(
      [
        'journey-knows-no-view: journey/reducer.ts -> BookingWizard/wizard.ts',
        'journey-knows-no-view: journey/reducer.ts -> steps/step.ts',
        'steps-know-no-front-end: steps/step.ts -> BookingModal/modal.ts',
        'no-circular: BookingWizard/view.ts -> BookingWizard/wizard.ts',
      ].sort(),
    );
  });
});
