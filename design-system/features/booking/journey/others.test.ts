import { examples, type TableSearchResponse, tableSearchResponse } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import {
  chosenRestaurantOnly,
  nearestOtherRestaurant,
  otherRestaurants,
  othersAsk,
  pendingRead,
} from './index.ts';
import { atSearch, leedsResult, piccadilly, result, run, TODAY } from './journeyTest.fixture.ts';

/** The contract's example answer, with two more restaurants: one with the asked time, one booked elsewhere. */
const answer: TableSearchResponse = tableSearchResponse.parse({
  ...examples.bookingTableSearch.response,
  results: [
    ...examples.bookingTableSearch.response.results,
    {
      storeId: '1043',
      storeName: 'Fittizia Manchester Piccadilly',
      miles: 0.5,
      outcome: 'times',
      occasionId: 'standard',
      timeSlots: [{ time: '19:15' }, { time: '19:30' }],
      exactMatch: true,
    },
    { storeId: '1090', storeName: 'A holiday park', miles: 3, outcome: 'call-us', message: 'Call us' },
  ],
});

describe('the other restaurants (the table search around the chosen one)', () => {
  it('keeps the restaurants bookable here with times, nearest first, without the chosen one', () => {
    const others = otherRestaurants(answer, '1099');
    expect(others.map((o) => o.storeId)).toEqual(['1042', '1043']);
    expect(others[1]).toMatchObject({ slots: ['19:15', '19:30'], exactMatch: true, miles: 0.5 });
    expect(otherRestaurants(answer, '1042').map((o) => o.storeId)).toEqual(['1043']);
    expect(nearestOtherRestaurant(otherRestaurants(answer, '1042'))).toEqual({ storeId: '1043', miles: 0.5 });
    expect(nearestOtherRestaurant([])).toBeUndefined();
  });

  it("keeps only the chosen restaurant's availability answer (the brand API adds its nearest)", () => {
    expect(chosenRestaurantOnly([result({}), leedsResult()], '1042').map((r) => r.storeId)).toEqual(['1042']);
  });

  it('is read when the asked time is not free at the chosen restaurant, and only then', () => {
    const notFree = run(atSearch(), {
      type: 'availabilityLoaded',
      results: [result({ exactMatch: false, timeSlots: [{ time: '18:00' }] })],
      today: TODAY,
    });
    expect(pendingRead(notFree)).toEqual({ kind: 'others', ask: othersAsk(notFree) });
    expect(othersAsk(notFree)).toEqual({
      storeId: '1042',
      date: '2026-01-16',
      time: '19:30',
      adults: 2,
      children: 0,
    });
    const full = run(atSearch(), {
      type: 'availabilityLoaded',
      results: [result({ exactMatch: false, timeSlots: [] })],
      today: TODAY,
    });
    expect(pendingRead(full)?.kind).toBe('others');
    const free = run(atSearch(), { type: 'availabilityLoaded', results: [result({})], today: TODAY });
    expect(pendingRead(free)?.kind).toBe('menus');
  });

  it('an answer is kept once, and only for the question the journey still asks', () => {
    const s = run(atSearch(), {
      type: 'availabilityLoaded',
      results: [result({ exactMatch: false, timeSlots: [] })],
      today: TODAY,
    });
    const ask = othersAsk(s);
    if (!ask) throw new Error('no ask');
    expect(run(s, { type: 'othersLoaded', ask: { ...ask, adults: 3 }, others: [piccadilly] }).others).toBe(
      undefined,
    );
    const loaded = run(s, { type: 'othersLoaded', ask, others: [piccadilly] });
    expect(loaded.others).toEqual([piccadilly]);
    expect(pendingRead(loaded)).toBeUndefined();
    expect(run(loaded, { type: 'othersLoaded', ask, others: [] }).others).toEqual([piccadilly]);
    // Edit date: the answer goes with the question it answered.
    expect(run(loaded, { type: 'edit', section: 'date' }).others).toBeUndefined();
  });
});
