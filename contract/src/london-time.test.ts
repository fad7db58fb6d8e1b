import { describe, expect, it } from 'vitest';
import { londonInstant } from './london-time.ts';

describe('londonInstant', () => {
  it('uses the offset in force on the date: 19:30 is 18:30Z in summer time and 19:30Z in winter', () => {
    expect(londonInstant({ year: 2027, month: 7, day: 14 }, 19 * 60 + 30).toISOString()).toBe(
      '2027-07-14T18:30:00.000Z',
    );
    expect(londonInstant({ year: 2027, month: 1, day: 13 }, 19 * 60 + 30).toISOString()).toBe(
      '2027-01-13T19:30:00.000Z',
    );
  });

  it('is right on the clock-change days (last Sunday of March and of October)', () => {
    // 2027-03-28: clocks go forward at 01:00 UTC (01:00 local becomes 02:00).
    expect(londonInstant({ year: 2027, month: 3, day: 28 }, 0).toISOString()).toBe(
      '2027-03-28T00:00:00.000Z',
    );
    expect(londonInstant({ year: 2027, month: 3, day: 28 }, 150).toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(londonInstant({ year: 2027, month: 3, day: 28 }, 19 * 60).toISOString()).toBe(
      '2027-03-28T18:00:00.000Z',
    );
    // 2027-10-31: clocks go back at 01:00 UTC (02:00 local becomes 01:00).
    expect(londonInstant({ year: 2027, month: 10, day: 31 }, 0).toISOString()).toBe(
      '2027-10-30T23:00:00.000Z',
    );
    expect(londonInstant({ year: 2027, month: 10, day: 31 }, 19 * 60).toISOString()).toBe(
      '2027-10-31T19:00:00.000Z',
    );
  });
});
