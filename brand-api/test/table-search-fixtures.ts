import {
  availabilityResponse,
  nearestSlots,
  slotsResponse,
  TABLE_SEARCH_NEAR_MINUTES,
  type TableSearchRestaurant,
  tableSearchResponse,
} from '@fittizia/contract';
import { expect } from 'vitest';
import type { Db } from '../src/shared/database.ts';
import type { Harness } from './harness.ts';

/* The find-a-table tests' helpers: the search call, a restaurant's own answers, and a counter of SQL statements. */

export type SearchQuery = Record<string, string | number>;

export const searchPath = (q: SearchQuery) =>
  `/api/booking/table-search?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

/** A search that succeeds, parsed by the contract. */
export async function search(h: Harness, q: SearchQuery) {
  const res = await h.request(searchPath(q));
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return tableSearchResponse.parse(JSON.parse(text));
}

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * The free times of a day from the restaurant's own slots call for its à la carte menu (served all day), none when
 * it answers with a refusal.
 */
export async function ownFreeTimes(
  h: Harness,
  storeId: string,
  party: { adults: number; children: number; date: string },
): Promise<{ times: string[]; refusal?: string }> {
  const [y, m, d] = party.date.split('-').map(Number);
  const query = new URLSearchParams({
    occasionId: 'standard',
    adults: String(party.adults),
    children: String(party.children),
    dates: `${y}-${m}-${d}`,
    menuIds: 'bm-a-la-carte',
    areaId: 'null',
  });
  const res = await h.request(`/api/booking/slots/${storeId}?${query}`);
  const body = await res.json();
  if (res.status !== 200) return { times: [], refusal: body.message };
  return { times: slotsResponse.parse(body).dates[0]?.times.map((t) => t.time) ?? [] };
}

/** The restaurant's own availability answer for it alone (its first result), or its refusal's words. */
export async function ownAvailability(
  h: Harness,
  storeId: string,
  party: { adults: number; children: number; date: string; time: string },
) {
  const res = await h.post('/api/booking/availability', {
    stores: [{ storeId, miles: 0 }],
    date: `${party.date}T${party.time}:00`,
    adultCovers: party.adults,
    childrenCovers: party.children,
  });
  const body = await res.json();
  if (res.status !== 200) return { refusal: body.message as string };
  const [own] = availabilityResponse.parse(body);
  expect(own?.storeId).toBe(storeId);
  return { result: own };
}

/**
 * What the search must say of a restaurant, from its own free times: the times near the asked one (the three
 * either side of it within TABLE_SEARCH_NEAR_MINUTES), else nothing near with the closest free time.
 */
export function expectedFromTimes(times: string[], asked: string): Partial<TableSearchRestaurant> {
  const apart = (t: string) => Math.abs(minutes(t) - minutes(asked));
  const near = times.filter((t) => apart(t) <= TABLE_SEARCH_NEAR_MINUTES);
  if (near.length > 0) {
    return {
      outcome: 'times',
      timeSlots: nearestSlots(near, asked).map((time) => ({ time })),
      exactMatch: near.includes(asked),
    };
  }
  const [closest] = [...times].sort((a, b) => apart(a) - apart(b) || a.localeCompare(b));
  return { outcome: 'none-near', ...(closest ? { nearestFreeTime: closest } : {}) };
}

/** Counts the SQL statements a database runs while `fn` runs (every query goes through the session). */
export async function countStatements(db: Db, fn: () => Promise<unknown>): Promise<number> {
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const original = session.prepareQuery;
  let count = 0;
  session.prepareQuery = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    session.prepareQuery = original;
  }
  return count;
}
