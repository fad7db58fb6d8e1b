import { describe, expect, it } from 'vitest';
import { CLOSURE_LABEL, closureSpecialHours } from '../src/domains/restaurants/index.ts';

/* A closure as special hours, one entry per London day whose hours it touches (no database). */

const week = (open: string, close: string, cc: string | null = null) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((d) => [
      [`${d}Open`, open],
      [`${d}Close`, close],
      [`${d}ClickCollectClose`, cc],
    ]),
  );
const day = (
  date: string,
  openTime: string | null,
  closeTime: string | null,
  clickCollectClose: string | null = null,
) => ({
  startDate: date,
  endDate: date,
  openTime,
  closeTime,
  clickCollectClose,
  label: CLOSURE_LABEL,
});
const period = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

describe('closures as special hours', () => {
  const restaurant = { ...week('11:30', '22:30', '21:30'), specialHours: [] };

  it('a day wholly closed, then a day closing at the start and one opening at the end', () => {
    // Summer time: 10:00Z is 11:00 in London.
    expect(closureSpecialHours(restaurant, [period('2026-07-01T14:00:00Z', '2026-07-03T12:00:00Z')])).toEqual(
      [
        day('2026-07-01', '11:30', '15:00', '15:00'),
        day('2026-07-02', null, null),
        day('2026-07-03', '13:00', '22:30', '21:30'),
      ],
    );
  });

  it('days in a row closed all day are one entry', () => {
    expect(closureSpecialHours(restaurant, [period('2026-12-07T00:00:00Z', '2026-12-10T14:00:00Z')])).toEqual(
      [
        { ...day('2026-12-07', null, null), endDate: '2026-12-09' },
        day('2026-12-10', '14:00', '22:30', '21:30'),
      ],
    );
  });

  it('a period outside the hours changes nothing; one around them closes the day', () => {
    expect(closureSpecialHours(restaurant, [period('2026-12-01T23:00:00Z', '2026-12-02T11:30:00Z')])).toEqual(
      [],
    );
    expect(closureSpecialHours(restaurant, [period('2026-12-02T00:00:00Z', '2026-12-03T00:00:00Z')])).toEqual(
      [day('2026-12-02', null, null)],
    );
  });

  it('hours past midnight: the day before closes at the start, a click-and-collect time before it is kept', () => {
    const late = { ...week('18:00', '02:00', '21:00'), specialHours: [] };
    expect(closureSpecialHours(late, [period('2026-12-03T01:00:00Z', '2026-12-03T17:00:00Z')])).toEqual([
      day('2026-12-02', '18:00', '01:00', '21:00'),
    ]);
  });

  it("a day the restaurant's own special hours close is left alone; its special hours are the base otherwise", () => {
    const christmas = {
      ...restaurant,
      specialHours: [
        { endDate: '2026-12-25', openTime: null, closeTime: null },
        { endDate: '2026-12-24', openTime: '11:30', closeTime: '16:00' },
      ],
    };
    expect(closureSpecialHours(christmas, [period('2026-12-24T15:00:00Z', '2026-12-26T00:00:00Z')])).toEqual([
      day('2026-12-24', '11:30', '15:00', null),
    ]);
  });
});
