import { describe, expect, it } from 'vitest';
import {
  formatList,
  formatPounds,
  londonDayTime,
  longDate,
  numericDate,
  shortWeekdayDate,
} from './format.ts';

/*
 * The exact strings, the same in every engine: WebKit's own en-GB data gives 'Thu, 24 December' for the
 * special-hours date, and its default time zone is the device's; these must not depend on either.
 */
describe('shared/format', () => {
  it('special-hours dates: short weekday, day, month, no comma', () => {
    expect(shortWeekdayDate('2026-12-24')).toBe('Thu 24 December');
    expect(shortWeekdayDate('2027-01-01T00:00:00.000Z')).toBe('Fri 1 January');
    expect(shortWeekdayDate('2028-02-29')).toBe('Tue 29 February');
  });

  it('long dates: weekday, day, month and year, no comma', () => {
    expect(longDate('2027-07-14')).toBe('Wednesday 14 July 2027');
    expect(longDate('2026-03-29')).toBe('Sunday 29 March 2026');
  });

  it('numeric dates: dd/MM/yyyy', () => {
    expect(numericDate('2027-07-04')).toBe('04/07/2027');
    expect(numericDate('2026-12-31')).toBe('31/12/2026');
  });

  it("London's day and time of an instant, on both sides of midnight and of a clock change", () => {
    expect(londonDayTime(new Date('2026-12-24T19:30:00Z'))).toBe('Thursday 24 December at 19:30');
    expect(londonDayTime(new Date('2026-07-04T08:05:00Z'))).toBe('Saturday 4 July at 09:05'); // BST
    expect(londonDayTime(new Date('2026-07-04T23:30:00Z'))).toBe('Sunday 5 July at 00:30');
  });

  it('pounds and pence, with thousands separated', () => {
    expect(formatPounds(11.5)).toBe('£11.50');
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(4.995)).toBe('£5.00');
    expect(formatPounds(1234)).toBe('£1,234.00');
    expect(formatPounds(1234567.8)).toBe('£1,234,567.80');
    expect(formatPounds(-2)).toBe('-£2.00');
  });

  it('lists, British style', () => {
    expect(formatList([], 'or')).toBe('');
    expect(formatList(['milk'], 'or')).toBe('milk');
    expect(formatList(['milk', 'eggs'], 'or')).toBe('milk or eggs');
    expect(formatList(['milk', 'eggs', 'fish'], 'or')).toBe('milk, eggs or fish');
    expect(formatList(['celery', 'mustard', 'sesame'], 'and')).toBe('celery, mustard and sesame');
  });
});
