import { describe, expect, it } from 'vitest';
import { BOOKING_TIMES } from '../../../components/TimeSelect/TimeSelect.tsx';
import { bookableTimes, nearestTime } from './index.ts';

const restaurant = {
  fridayOpen: '12:00',
  fridayClose: '22:00',
  saturdayOpen: '11:00',
  saturdayClose: '00:00',
  sundayOpen: null,
  sundayClose: null,
  specialHours: [{ startDate: '2026-12-24', endDate: '2026-12-24', openTime: '12:00', closeTime: '16:00' }],
};

describe('times offered on the chosen date', () => {
  it('offers only the times within the restaurant’s hours that day', () => {
    const friday = bookableTimes(restaurant, '2026-01-16', BOOKING_TIMES);
    expect(friday[0]).toBe('12:00');
    expect(friday.at(-1)).toBe('21:45');
    // A close of 00:00 is midnight.
    expect(bookableTimes(restaurant, '2026-01-17', BOOKING_TIMES).at(-1)).toBe('23:45');
    // A special date's hours win over the weekday's.
    expect(bookableTimes(restaurant, '2026-12-24', BOOKING_TIMES).at(-1)).toBe('15:45');
  });

  it('before a date is chosen, offers the times within any of its days’ hours', () => {
    const any = bookableTimes(restaurant, undefined, BOOKING_TIMES);
    expect(any[0]).toBe('11:00');
    expect(any.at(-1)).toBe('23:45');
    expect(
      bookableTimes({ mondayOpen: '12:00', mondayClose: '22:00' }, undefined, BOOKING_TIMES).at(-1),
    ).toBe('21:45');
  });

  it('keeps every time without a restaurant, without hours, or on a day closed all day', () => {
    expect(bookableTimes(undefined, undefined, BOOKING_TIMES)).toBe(BOOKING_TIMES);
    expect(bookableTimes({}, '2026-01-16', BOOKING_TIMES)).toBe(BOOKING_TIMES);
    expect(bookableTimes(restaurant, '2026-01-18', BOOKING_TIMES)).toBe(BOOKING_TIMES);
  });

  it('moves an asked time outside the hours to the nearest offered one', () => {
    const friday = bookableTimes(restaurant, '2026-01-16', BOOKING_TIMES);
    expect(nearestTime(friday, '19:30')).toBe('19:30');
    expect(nearestTime(friday, '09:00')).toBe('12:00');
    expect(nearestTime(friday, '23:30')).toBe('21:45');
  });
});
