import { TABLE_SEARCH_MESSAGES } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { hasTableSearch, tableSearchText, validateTableSearch } from '../routes/-find-a-table-search.ts';
import { checkTableSearch, refusedFields, runTableSearch } from './table-search.ts';

const future = () => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
};
const ok = () => ({
  place: 'M1 1AA',
  adults: '4',
  children: '0',
  date: future(),
  time: '19:30',
  radius: '25',
});

describe("find a table's search in the address", () => {
  it('keeps the contract names trimmed, digits as numbers (the address writes them plainly), and drops the rest', () => {
    expect(
      validateTableSearch({
        place: ' M1 1AA ',
        adults: 4,
        children: '0',
        time: '19:30',
        q: 'x',
        date: '',
        radius: {},
      }),
    ).toEqual({ place: 'M1 1AA', adults: 4, children: 0, time: '19:30' });
    expect(validateTableSearch({ place: '12345', adults: 'abc', lat: '53.48000' })).toEqual({
      place: '12345',
      adults: 'abc',
    });
    expect(validateTableSearch({ lat: '53.48000', lng: '-2.24' })).toEqual({ lat: 53.48, lng: -2.24 });
    expect(tableSearchText({ adults: 4, time: '19:30' })).toEqual({ adults: '4', time: '19:30' });
  });

  it('lets a typed place win over the location or restaurant the form carried', () => {
    expect(validateTableSearch({ place: 'Leeds', lat: '53.4', lng: '-2.2', storeId: '1042' })).toEqual({
      place: 'Leeds',
    });
    expect(validateTableSearch({ lat: '53.4', lng: '-2.2' })).toEqual({ lat: 53.4, lng: -2.2 });
  });

  it('knows a bare page from a search', () => {
    expect(hasTableSearch({})).toBe(false);
    expect(hasTableSearch({ place: 'M1 1AA' })).toBe(true);
  });
});

describe('the search is checked as the brand API checks it, each field in the diner’s words', () => {
  it('accepts a good search', () => {
    expect(checkTableSearch(ok())).toBeUndefined();
  });

  it.each([
    [{ adults: '0' }, { adults: TABLE_SEARCH_MESSAGES.adults }],
    [{ adults: '101' }, { adults: TABLE_SEARCH_MESSAGES.adults }],
    [{ children: '-1' }, { children: TABLE_SEARCH_MESSAGES.children }],
    [{ date: '2026-02-30' }, { date: TABLE_SEARCH_MESSAGES.date }],
    [{ date: '2020-01-06' }, { date: TABLE_SEARCH_MESSAGES.datePast }],
    [{ time: '19:20' }, { time: TABLE_SEARCH_MESSAGES.time }],
    [{ radius: '150' }, { radius: TABLE_SEARCH_MESSAGES.radius }],
    [{ place: undefined, storeId: '' }, { place: TABLE_SEARCH_MESSAGES.placeMissing }],
  ])('%o is refused: %o', (over, errors) => {
    expect(checkTableSearch({ ...ok(), ...over })).toEqual(errors);
  });

  it('runs no search until the place, the party, the date and the time are all given', async () => {
    expect(await runTableSearch({ place: 'M1 1AA' })).toEqual({ kind: 'idle' });
    expect(await runTableSearch({ adults: 4, date: future(), time: '19:30' })).toEqual({ kind: 'idle' });
  });

  it('tells each refused field at once', () => {
    expect(checkTableSearch({ ...ok(), adults: '0', time: '7pm' })).toEqual({
      adults: TABLE_SEARCH_MESSAGES.adults,
      time: TABLE_SEARCH_MESSAGES.time,
    });
  });

  it("reads the brand API's own refusals: a place it cannot find, a past date", () => {
    expect(refusedFields(ok(), 'query.place', TABLE_SEARCH_MESSAGES.place)).toEqual({
      place: TABLE_SEARCH_MESSAGES.place,
    });
    expect(refusedFields(ok(), 'query.date', TABLE_SEARCH_MESSAGES.datePast)).toEqual({
      date: TABLE_SEARCH_MESSAGES.datePast,
    });
    expect(refusedFields({ lat: '1', lng: '2' }, 'query.storeId', 'x')).toEqual({
      place: TABLE_SEARCH_MESSAGES.place,
    });
  });
});
