import { mockAnswer } from '@fittizia/api-mocks/node';
import { TABLE_SEARCH_MESSAGES } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { searchPath } from './table-search-fixtures.ts';

/*
 * The mocks refuse the find-a-table search's bad input as the brand API does: the same status and field for each,
 * and the diner's words (`TABLE_SEARCH_MESSAGES`) in both messages where the brand API's own rule refuses (a place
 * or restaurant it does not know, a past date). Runs once the mocks answer the search (their handler is the site
 * half's); until then its cases are skipped.
 */

const CLOCK = new Date('2026-11-23T10:00:00Z');
const good = { place: 'WC2E 9HA', adults: 4, children: 0, date: '2027-03-06', time: '19:30' };
const { place: _place, ...noPlace } = good;
const cases: [string, Record<string, string | number>, string, string?][] = [
  [
    'an unknown place',
    { ...good, place: 'Nowhere-on-earth-zzq' },
    'query.place',
    TABLE_SEARCH_MESSAGES.place,
  ],
  ['a party of 0', { ...good, adults: 0 }, 'query.adults'],
  ['a party over the limit', { ...good, adults: 101 }, 'query.adults'],
  ['a past date', { ...good, date: '2026-01-02' }, 'query.date', TABLE_SEARCH_MESSAGES.datePast],
  ['a time off the quarter hour', { ...good, time: '19:20' }, 'query.time'],
  ['a radius of 0', { ...good, radius: 0 }, 'query.radius'],
  ['a radius over 100', { ...good, radius: 101 }, 'query.radius'],
  ['two places at once', { ...good, storeId: '1001' }, 'query.place'],
  ['no place', noPlace, 'query.place'],
  ['lat without lng', { ...noPlace, lat: 51.5 }, 'query.lng'],
  [
    'an unknown restaurant',
    { ...noPlace, storeId: '999999' },
    'query.storeId',
    TABLE_SEARCH_MESSAGES.storeId,
  ],
];

const probe = await mockAnswer(new Request(`http://brand-api.test${searchPath(good)}`));
const mocked = probe !== undefined && probe.status !== 404;

describe('the mocks refuse the table search as the brand API does', () => {
  const h = useHarness({ clock: CLOCK });
  it.runIf(mocked).each(cases)(
    '%s: the same status and field on both',
    async (_name, query, field, words) => {
      const res = await h.request(searchPath(query));
      const body = (await res.json()) as { field?: string; message?: string };
      const mock = await mockAnswer(new Request(`http://brand-api.test${searchPath(query)}`));
      const mockBody = (await mock?.json()) as { field?: string; message?: string } | undefined;
      expect({ status: res.status, field: body.field }).toEqual({ status: 400, field });
      expect({ status: mock?.status, field: mockBody?.field }).toEqual({ status: 400, field });
      if (words) {
        expect(body.message).toContain(words);
        expect(mockBody?.message).toContain(words);
      }
    },
  );
});
