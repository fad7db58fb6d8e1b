import { describe, expect, it } from 'vitest';
import { londonNow, londonToday, normaliseTime, openingState } from './opening.ts';
import { at, restaurant } from './test-fixtures/opening.fixture.ts';

describe('londonNow', () => {
  it('reads the date, weekday and minute in GMT', () => {
    expect(londonNow(at('2026-01-14T10:05:00Z'))).toEqual({
      date: '2026-01-14',
      weekday: 'wednesday',
      minutes: 605,
    });
  });
  it('reads the date, weekday and minute in BST', () => {
    expect(londonNow(at('2026-07-15T23:30:00Z'))).toEqual({
      date: '2026-07-16',
      weekday: 'thursday',
      minutes: 30,
    });
  });
  it('reads midnight as minute 0', () => {
    expect(londonNow(at('2026-01-15T00:00:00Z')).minutes).toBe(0);
  });
});

describe('londonToday', () => {
  it("is London's date on both sides of midnight and of a clock change, whatever the process's zone", () => {
    expect(londonToday(at('2026-06-30T22:59:00Z'))).toBe('2026-06-30');
    expect(londonToday(at('2026-06-30T23:00:00Z'))).toBe('2026-07-01'); // BST: 00:00 in London
    expect(londonToday(at('2027-03-31T23:30:00Z'))).toBe('2027-04-01'); // after the clocks went forward
    expect(londonToday(at('2026-12-31T23:59:00Z'))).toBe('2026-12-31'); // GMT
    expect(londonToday(at('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });
  it('reads the clock when no instant is given', () => {
    const before = londonNow(new Date()).date;
    const today = londonToday();
    const after = londonNow(new Date()).date;
    expect([before, after]).toContain(today);
  });
});

describe('normaliseTime', () => {
  it.each([
    ['9:05', '09:05'],
    ['22:30', '22:30'],
    ['22:30:00', '22:30'],
    ['00:00', '00:00'],
    ['24:00', '00:00'],
    ['', null],
    [null, null],
    [undefined, null],
    ['25:00', null],
    ['noon', null],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseTime(input as string | null | undefined)).toBe(expected);
  });
});

describe('openingState (dine-in)', () => {
  const r = restaurant();

  it('is closed, opening later, before opening time', () => {
    const state = openingState(r, at('2026-01-14T09:00:00Z'));
    expect(state).toMatchObject({
      status: 'closed',
      label: 'Closed opens at 11:30',
      opensAt: '11:30',
      closingSoon: false,
    });
  });

  it('is open at the opening minute', () => {
    expect(openingState(r, at('2026-01-14T11:30:00Z')).label).toBe('Open until 22:30');
  });

  it('is open until the closing time and not closing soon early in the day', () => {
    const state = openingState(r, at('2026-01-14T13:00:00Z'));
    expect(state).toMatchObject({
      status: 'open',
      label: 'Open until 22:30',
      closesAt: '22:30',
      closingSoon: false,
    });
  });

  it('flags closing soon within 60 minutes of closing', () => {
    expect(openingState(r, at('2026-01-14T21:29:00Z')).closingSoon).toBe(false);
    expect(openingState(r, at('2026-01-14T21:30:00Z')).closingSoon).toBe(true);
    expect(openingState(r, at('2026-01-14T22:29:00Z'))).toMatchObject({ status: 'open', closingSoon: true });
  });

  it('accepts a custom closing-soon window', () => {
    expect(openingState(r, at('2026-01-14T21:45:00Z'), { closingSoonMinutes: 30 }).closingSoon).toBe(false);
  });

  it('is Closed with no time after closing', () => {
    expect(openingState(r, at('2026-01-14T22:30:00Z'))).toEqual({
      status: 'closed',
      label: 'Closed',
      closingSoon: false,
    });
  });

  it('is Closed with no time on a day without hours (Mondays closed)', () => {
    const closedMondays = restaurant({ mondayOpen: null, mondayClose: null, mondayClickCollectClose: null });
    // 2026-01-12 is a Monday.
    expect(openingState(closedMondays, at('2026-01-12T13:00:00Z')).label).toBe('Closed');
    expect(openingState(closedMondays, at('2026-01-12T08:00:00Z')).label).toBe('Closed');
  });

  it('treats an empty opening or closing time as closed', () => {
    expect(openingState(restaurant({ wednesdayOpen: '' }), at('2026-01-14T13:00:00Z')).label).toBe('Closed');
    expect(openingState(restaurant({ wednesdayClose: null }), at('2026-01-14T13:00:00Z')).label).toBe(
      'Closed',
    );
  });

  it('uses the weekday of Europe/London, not of UTC', () => {
    // Friday 23:30 UTC in summer is Saturday 00:30 in London: after Friday's 23:00 close, before Saturday opens.
    expect(openingState(r, at('2026-07-17T23:30:00Z')).label).toBe('Closed opens at 11:30');
  });
});

describe('openingState: past midnight', () => {
  // Friday and Saturday close at 00:00, which means the next day.
  const late = restaurant({ fridayClose: '00:00', saturdayClose: '00:00', fridayClickCollectClose: '22:30' });

  it('a 00:00 close is open until midnight', () => {
    // 2026-01-16 is a Friday (GMT).
    expect(openingState(late, at('2026-01-16T23:30:00Z'))).toMatchObject({
      status: 'open',
      label: 'Open until 00:00',
      closingSoon: true,
    });
    expect(openingState(late, at('2026-01-16T22:00:00Z')).closingSoon).toBe(false);
  });

  it('is closed from midnight, reading the new day', () => {
    expect(openingState(late, at('2026-01-17T00:00:00Z')).label).toBe('Closed opens at 11:30');
  });

  it('a close after midnight (01:30) keeps it open into the next day', () => {
    const later = restaurant({ fridayClose: '01:30' });
    expect(openingState(later, at('2026-01-17T00:45:00Z'))).toMatchObject({
      status: 'open',
      label: 'Open until 01:30',
      closingSoon: true,
    });
    expect(openingState(later, at('2026-01-17T01:30:00Z')).label).toBe('Closed opens at 11:30');
  });

  it('a Friday 00:00 close in BST', () => {
    // 2026-07-17 is a Friday; 22:30 UTC is 23:30 BST.
    expect(openingState(late, at('2026-07-17T22:30:00Z')).label).toBe('Open until 00:00');
    expect(openingState(late, at('2026-07-17T23:00:00Z')).label).toBe('Closed opens at 11:30');
  });
});
