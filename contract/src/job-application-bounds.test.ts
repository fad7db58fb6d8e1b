import { describe, expect, it } from 'vitest';
import { examples } from './examples.ts';
import { jobApplicationRequest } from './schemas/jobs.ts';

describe('brand API schema boundaries (spec 5.1)', () => {
  const body = examples.jobApplication.body;
  const year = new Date().getFullYear();
  const exp = (over: object) => ({
    ...body,
    experience: [
      { employer: 'A', jobTitle: 'B', fromMonth: 1, fromYear: year - 40, isCurrentRole: true, ...over },
    ],
  });
  it('takes the current year and 40 years ago, and nothing outside', () => {
    expect(jobApplicationRequest.safeParse(exp({})).success).toBe(true);
    expect(jobApplicationRequest.safeParse(exp({ fromYear: year })).success).toBe(true);
    expect(jobApplicationRequest.safeParse(exp({ fromYear: year - 41 })).success).toBe(false);
    expect(jobApplicationRequest.safeParse(exp({ fromYear: year + 1 })).success).toBe(false);
  });
  it('refuses a from-date equal to the to-date', () => {
    expect(
      jobApplicationRequest.safeParse(exp({ isCurrentRole: false, fromYear: year, toMonth: 1, toYear: year }))
        .success,
    ).toBe(false);
  });
  it('takes telephones of 7 and 17 characters, not 6 or 18', () => {
    for (const [telephone, ok] of [
      ['1234567', true],
      ['12345678901234567', true],
      ['123456', false],
      ['123456789012345678', false],
    ] as const) {
      expect(jobApplicationRequest.safeParse({ ...body, telephone }).success).toBe(ok);
    }
  });
});
