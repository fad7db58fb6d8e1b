import { describe, expect, it } from 'vitest';
import { SLOTS_EACH_SIDE } from './constants.ts';
import { closedOn, nearestSlots, padTime } from './slots.ts';

describe('nearestSlots', () => {
  const evening = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];

  it('keeps the asked time and SLOTS_EACH_SIDE times either side of it', () => {
    expect(SLOTS_EACH_SIDE).toBe(3);
    expect(nearestSlots(evening, '19:00')).toEqual([
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
    ]);
  });

  it('offers the times around an asked time that is taken', () => {
    expect(nearestSlots(['18:00', '20:00'], '19:00')).toEqual(['18:00', '20:00']);
  });

  it('reads times in any order and spelling, once each', () => {
    expect(nearestSlots(['9:30', '09:00', '10:00:00', '09:00'], '09:30')).toEqual([
      '09:00',
      '09:30',
      '10:00',
    ]);
    expect(padTime('9:5')).toBe('09:05');
  });
});

describe('closedOn', () => {
  const restaurant = {
    mondayOpen: null,
    mondayClose: null,
    tuesdayOpen: '12:00',
    tuesdayClose: '22:00',
    specialHours: [{ endDate: '2026-12-22', openTime: null, closeTime: null }],
  };

  it('is true on a weekday without hours and on a special date closed all day, false on an open day', () => {
    expect(closedOn(restaurant, '2026-12-14')).toBe(true);
    expect(closedOn(restaurant, '2026-12-22')).toBe(true);
    expect(closedOn(restaurant, '2026-12-15')).toBe(false);
  });

  it('is false for a restaurant whose hours are not known', () => {
    expect(closedOn(undefined, '2026-12-14')).toBe(false);
    expect(closedOn({}, '2026-12-14')).toBe(false);
  });
});
