import { describe, expect, it } from 'vitest';
import {
  CLOSURE_LABEL,
  hoursOn,
  openingState,
  specialHoursOn,
  temporaryClosureNotice,
  upcomingSpecialHours,
  weeklyHoursTable,
} from './opening.ts';
import { at, restaurant } from './test-fixtures/opening.fixture.ts';

describe('openingState: special dates', () => {
  const special = restaurant({
    specialHours: [
      {
        startDate: '2026-12-25',
        endDate: '2026-12-25',
        openTime: null,
        closeTime: null,
        clickCollectClose: null,
        label: 'Christmas Day',
      },
      {
        startDate: '2026-12-24',
        endDate: '2026-12-24',
        openTime: '11:30',
        closeTime: '17:00',
        clickCollectClose: '16:00',
        label: 'Christmas Eve',
      },
      {
        startDate: '2026-12-31',
        endDate: '2026-12-31',
        openTime: '11:30',
        closeTime: '00:00',
        clickCollectClose: '20:00',
        label: "New Year's Eve",
      },
      {
        endDate: '2026-08-01',
        openTime: '10:00',
        closeTime: '23:59',
        clickCollectClose: null,
        label: 'Summer fair',
      },
      { startDate: '2026-04-03', endDate: '2026-04-06T00:00:00Z', openTime: '09:00', closeTime: '20:00' },
    ],
  });

  it('a special closed date overrides the weekly hours', () => {
    // 2026-12-25 is a Friday, normally open.
    const state = openingState(special, at('2026-12-25T13:00:00Z'));
    expect(state).toMatchObject({ status: 'closed', label: 'Closed' });
    expect(state.special?.label).toBe('Christmas Day');
  });

  it('special short hours close early', () => {
    expect(openingState(special, at('2026-12-24T16:30:00Z'))).toMatchObject({
      label: 'Open until 17:00',
      closingSoon: true,
    });
    expect(openingState(special, at('2026-12-24T17:00:00Z')).label).toBe('Closed');
  });

  it('a special late opening to 00:00 stays open to midnight', () => {
    expect(openingState(special, at('2026-12-31T23:15:00Z'))).toMatchObject({
      status: 'open',
      label: 'Open until 00:00',
      closingSoon: true,
    });
    // New Year's Day has no special entry here: back to Friday's weekly hours.
    expect(openingState(special, at('2027-01-01T00:10:00Z')).label).toBe('Closed opens at 11:30');
  });

  it('a special early opening (an entry with only an end date)', () => {
    // 2026-08-01 is a Saturday, 09:30 UTC is 10:30 BST.
    expect(openingState(special, at('2026-08-01T09:30:00Z')).label).toBe('Open until 23:59');
    expect(openingState(special, at('2026-08-01T08:30:00Z')).label).toBe('Closed opens at 10:00');
  });

  it('a special range covers each of its days, reading datetimes by their date', () => {
    expect(specialHoursOn(special as never, '2026-04-02')).toBeUndefined();
    expect(specialHoursOn(special as never, '2026-04-05')?.openTime).toBe('09:00');
    expect(specialHoursOn(special as never, '2026-04-06')?.openTime).toBe('09:00');
    expect(specialHoursOn(special as never, '2026-04-07')).toBeUndefined();
  });

  it('click-and-collect on a special date uses its own closing time', () => {
    expect(openingState(special, at('2026-12-24T15:30:00Z'), { mode: 'click-collect' })).toMatchObject({
      label: 'Open until 16:00',
      closingSoon: true,
    });
    // No click-and-collect closing time on the summer fair: closed for collection all day.
    expect(openingState(special, at('2026-08-01T12:00:00Z'), { mode: 'click-collect' }).label).toBe('Closed');
  });
});

describe('openingState: click-and-collect', () => {
  const r = restaurant();
  it('closes at its own time', () => {
    // 2026-01-14 Wednesday: dine-in to 22:30, collection to 21:30.
    expect(openingState(r, at('2026-01-14T21:45:00Z'), { mode: 'click-collect' }).label).toBe('Closed');
    expect(openingState(r, at('2026-01-14T21:45:00Z')).label).toBe('Open until 22:30');
    expect(openingState(r, at('2026-01-14T21:00:00Z'), { mode: 'click-collect' })).toMatchObject({
      label: 'Open until 21:30',
      closingSoon: true,
    });
  });
  it('is closed when the restaurant has no click-and-collect closing time', () => {
    const none = restaurant({ wednesdayClickCollectClose: null });
    expect(openingState(none, at('2026-01-14T13:00:00Z'), { mode: 'click-collect' }).label).toBe('Closed');
  });
});

describe('openingState: BST/GMT boundaries', () => {
  const r = restaurant();
  it('on the last Sunday of March (clocks go forward at 01:00 UTC)', () => {
    // 2026-03-29 is a Sunday, opening at 12:00 local.
    expect(openingState(r, at('2026-03-29T11:30:00Z')).label).toBe('Open until 21:30'); // 12:30 BST
    expect(openingState(r, at('2026-03-29T10:59:00Z')).label).toBe('Closed opens at 12:00'); // 11:59 BST
    expect(openingState(r, at('2026-03-29T20:45:00Z')).label).toBe('Closed'); // 21:45 BST
  });
  it('the day before, still GMT', () => {
    // Saturday 2026-03-28, 11:15 UTC is 11:15 GMT: before 11:30.
    expect(openingState(r, at('2026-03-28T11:15:00Z')).label).toBe('Closed opens at 11:30');
  });
  it('on the last Sunday of October (clocks go back at 01:00 UTC)', () => {
    // 2026-10-25 is a Sunday.
    expect(openingState(r, at('2026-10-25T12:30:00Z')).label).toBe('Open until 21:30'); // 12:30 GMT
    expect(openingState(r, at('2026-10-25T11:59:00Z')).label).toBe('Closed opens at 12:00'); // 11:59 GMT
    expect(openingState(r, at('2026-10-24T11:00:00Z')).label).toBe('Open until 23:00'); // Saturday 12:00 BST
    expect(openingState(r, at('2026-10-25T21:00:00Z')).closingSoon).toBe(true); // 21:00 GMT
  });
  it('a Saturday 00:00 close across the October change', () => {
    const late = restaurant({ saturdayClose: '00:00' });
    // Saturday 2026-10-24 22:30 UTC is 23:30 BST.
    expect(openingState(late, at('2026-10-24T22:30:00Z')).label).toBe('Open until 00:00');
    expect(openingState(late, at('2026-10-24T23:30:00Z')).label).toBe('Closed opens at 12:00');
  });
});

describe('hoursOn', () => {
  it('returns the weekly hours for the day', () => {
    expect(hoursOn(restaurant(), '2026-01-14', 'wednesday')).toEqual({ open: '11:30', close: '22:30' });
    expect(hoursOn(restaurant(), '2026-01-14', 'wednesday', 'click-collect')).toEqual({
      open: '11:30',
      close: '21:30',
    });
  });
});

describe('weeklyHoursTable', () => {
  it('lists Monday to Sunday and marks today in Europe/London', () => {
    const rows = weeklyHoursTable(
      restaurant({ mondayOpen: null, mondayClose: null }),
      at('2026-07-15T23:30:00Z'),
    );
    expect(rows.map((r) => r.dayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows.find((r) => r.isToday)?.day).toBe('thursday');
    expect(rows[0]).toMatchObject({ open: null, close: null, clickCollectClose: null });
    expect(rows[2]).toMatchObject({ open: '11:30', close: '22:30', clickCollectClose: '21:30' });
  });
});

describe('upcomingSpecialHours', () => {
  it('keeps entries ending today or later, in date order', () => {
    const r = {
      specialHours: [
        { startDate: '2026-12-26', endDate: '2026-12-26', openTime: '12:00', closeTime: '21:00' },
        { startDate: '2025-12-25', endDate: '2025-12-25', openTime: null, closeTime: null },
        { startDate: '2026-12-24', endDate: '2026-12-24', openTime: '11:30', closeTime: '17:00' },
      ],
    };
    expect(upcomingSpecialHours(r, at('2026-12-01T12:00:00Z')).map((s) => s.endDate)).toEqual([
      '2026-12-24',
      '2026-12-26',
    ]);
    expect(upcomingSpecialHours(r, at('2026-12-01T12:00:00Z'), 1)).toHaveLength(1);
  });
});

describe('temporaryClosureNotice()', () => {
  const closure = (entry: Record<string, unknown>) => ({
    specialHours: [{ startDate: '2026-12-06', endDate: '2026-12-06', label: CLOSURE_LABEL, ...entry }],
  });
  it('says a restaurant is closed all day, or the hours it keeps, on the closure’s day only', () => {
    expect(temporaryClosureNotice(closure({ openTime: null, closeTime: null }) as never, '2026-12-06')).toBe(
      'Closed today: temporary closure',
    );
    expect(
      temporaryClosureNotice(closure({ openTime: '11:30', closeTime: '18:00' }) as never, '2026-12-06'),
    ).toBe('Open 11:30–18:00 today: temporary closure');
    expect(temporaryClosureNotice(closure({}) as never, '2026-12-07')).toBeUndefined();
  });
  it('says nothing of other special hours', () => {
    const christmas = {
      specialHours: [{ startDate: '2026-12-06', endDate: '2026-12-06', label: 'Christmas', openTime: null }],
    };
    expect(temporaryClosureNotice(christmas as never, '2026-12-06')).toBeUndefined();
  });
});
