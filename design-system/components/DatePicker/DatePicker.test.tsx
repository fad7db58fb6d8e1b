import { describe, expect, it } from 'vitest';
import { formatDisplayDate, parseDisplayDate } from './DatePicker.tsx';

describe('display dates', () => {
  it('format as dd/MM/yyyy', () => {
    expect(formatDisplayDate(new Date(2030, 2, 7))).toBe('07/03/2030');
  });

  it('parse with or without zero padding, and only real dates', () => {
    expect(parseDisplayDate('07/03/2030')).toEqual(new Date(2030, 2, 7));
    expect(parseDisplayDate('7/3/2030')).toEqual(new Date(2030, 2, 7));
    expect(parseDisplayDate('29/02/2029')).toBeUndefined();
    expect(parseDisplayDate('29/02/2028')).toEqual(new Date(2028, 1, 29));
    expect(parseDisplayDate('2030-03-07')).toBeUndefined();
    expect(parseDisplayDate('07/03/30')).toBeUndefined();
  });
});
