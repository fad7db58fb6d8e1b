import { londonToday, TABLE_SEARCH_MESSAGES, tableSearchResponse } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { mockAnswer } from './node.ts';
import { mockFreeTimes, mockPlace, nearTimes } from './table-search-handlers.ts';

const ask = async (query: Record<string, string>) => {
  const res = await mockAnswer(
    new Request(`http://brand-api.test/api/booking/table-search?${new URLSearchParams(query)}`),
  );
  if (!res) throw new Error('no mock answered');
  return { status: res.status, body: await res.json() };
};
const future = () => {
  const d = new Date(`${londonToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 5);
  return d.toISOString().slice(0, 10);
};

describe('the mocks answer the table search', () => {
  it('lists the restaurants within the radius nearest first, with times around the asked one', async () => {
    const { status, body } = await ask({ place: 'M1 1AA', adults: '4', date: future(), time: '19:30' });
    expect(status).toBe(200);
    const answer = tableSearchResponse.parse(body);
    expect(answer.place).toMatchObject({ name: 'M1 1AA', kind: 'postcode' });
    expect(answer.results.map((r) => r.storeId)).toEqual(['1042']);
    const times = answer.results[0]?.timeSlots.map((s) => s.time) ?? [];
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual(nearTimes(mockFreeTimes('1042', 4), '19:30'));
  });

  it('names a holiday park with its provider, and one that is full near the time with its nearest time', async () => {
    const { body } = await ask({
      place: 'Kendal',
      adults: '10',
      date: future(),
      time: '20:00',
      radius: '100',
    });
    const answer = tableSearchResponse.parse(body);
    expect(answer.results.find((r) => r.storeId === '1203')?.outcome).toBe('provider');
    const full = answer.nothingNear.map((r) => r.storeId);
    // Kendal is nearer Leeds than Manchester; a party of ten finds both evenings full.
    expect(full).toEqual(['1057', '1042']);
    expect(answer.nothingNear[0]?.nearestFreeTime).toBe(mockFreeTimes('1057', 10).at(-1));
    expect(answer.nothingNear[0]?.timeSlots).toEqual([]);
  });

  it('refuses a place it cannot find and a past date as the brand API does', async () => {
    expect(await ask({ place: 'Atlantis', adults: '2', date: future(), time: '19:30' })).toEqual({
      status: 400,
      body: { message: TABLE_SEARCH_MESSAGES.place, field: 'query.place' },
    });
    expect(await ask({ place: 'M1 1AA', adults: '2', date: '2020-01-06', time: '19:30' })).toEqual({
      status: 400,
      body: { message: TABLE_SEARCH_MESSAGES.datePast, field: 'query.date' },
    });
  });

  it.each([
    ['adults', { adults: '0' }],
    ['time', { time: '19:20' }],
    ['radius', { radius: '101' }],
  ])('refuses a bad %s naming the field', async (field, over) => {
    const { status, body } = await ask({
      place: 'M1 1AA',
      adults: '2',
      date: future(),
      time: '19:30',
      ...over,
    });
    expect(status).toBe(400);
    expect(body.field).toBe(`query.${field}`);
  });

  it('knows postcodes of its towns only', () => {
    expect(mockPlace('LS1 4DY')?.name).toBe('LS1 4DY');
    expect(mockPlace('ZZ9 9ZZ')).toBeUndefined();
  });
});
