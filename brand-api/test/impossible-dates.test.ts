import { isDeepStrictEqual } from 'node:util';
import { impossibleDateRequests } from '@fittizia/api-mocks/bad-input';
import { mockAnswer } from '@fittizia/api-mocks/node';
import {
  type BookingRequestInput,
  type Endpoint,
  type EndpointName,
  endpoints,
  findCalendarDates,
  impossibleCalendarDays,
  type StandbyJoinRequestInput,
} from '@fittizia/contract';
import { expect, it } from 'vitest';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { rowCounts } from '../src/shared/row-counts.ts';
import { describeOnEachDatabase } from './harness.ts';
import { isOpsCall, sweepHeaders } from './ops-fixtures.ts';

/**
 * A date no calendar has never reaches the database. Every date field of every call of the endpoint
 * table (the contract's `findCalendarDates`) is given 30 February, 31 April, month 13 and 29 February of a year
 * that is not a leap year, from next year on (dates in the past used to be refused as past before the insert
 * failed) and in a past year; each request has that one fault. Each is refused with a 400 naming the field,
 * never a 5xx, the mocks answer the same, and no table gains or loses a row.
 */
const names = Object.keys(endpoints) as EndpointName[];
const callsWithDates = names.filter((name) => {
  const def = endpoints[name] as Endpoint;
  return [def.params, def.query, def.body].some((schema) => findCalendarDates(schema).length > 0);
});

describeOnEachDatabase('impossible dates to the brand API', {}, (h, kind) => {
  it('answers 400 naming the field to each impossible date of each call that takes one, writing nothing', async () => {
    const headers = await sweepHeaders(h);
    const before = await rowCounts(h.database);
    const nextYear = new Date().getFullYear() + 1;
    const swept = new Set<EndpointName>();
    const failures: string[] = [];
    let total = 0;
    for (const name of names) {
      for (const c of [nextYear, 2023].flatMap((year) => impossibleDateRequests(name, year, headers(name)))) {
        swept.add(name);
        total += 1;
        const init = {
          method: c.method,
          headers: c.headers,
          ...(c.body === undefined ? {} : { body: c.body }),
        };
        const res = await h.app.request(c.path, init);
        const text = await res.text();
        let body: { message?: unknown; field?: unknown } = {};
        try {
          body = JSON.parse(text) as typeof body;
        } catch {}
        const field = typeof body.field === 'string' ? body.field : '';
        if (res.status !== 400 || !(field === c.field || field.startsWith(`${c.field}.`))) {
          failures.push(`${name} ${c.field} ${c.kind}: ${res.status} ${text.slice(0, 160)}`);
          continue;
        }
        if (isOpsCall(name)) continue;
        const mocked = await mockAnswer(new Request(`http://brand-api.test${c.path}`, init));
        const mockedBody = mocked ? await mocked.json() : undefined;
        if (mocked?.status !== 400 || !isDeepStrictEqual(mockedBody, body)) {
          failures.push(
            `${name} ${c.field} ${c.kind}: the mock answers ${mocked?.status} ${JSON.stringify(mockedBody)}`,
          );
        }
      }
    }
    console.log(`impossible dates on ${kind.name}: ${total} requests to ${swept.size} calls`);
    expect(failures).toEqual([]);
    expect([...swept].sort()).toEqual([...callsWithDates].sort());
    // 16 calls of the site (find a table among them), 3 of the operators' API
    expect(swept.size).toBe(16 + 3);
    expect(h.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(await rowCounts(h.database)).toEqual(before);
  }, 120_000);

  it('refuses a booking and a standby entry that are otherwise good, on each impossible date of next year', async () => {
    const CG = BOOKING_STORES.flagship;
    const nextYear = new Date().getFullYear() + 1;
    const booking = (date: string): BookingRequestInput => ({
      restaurantId: CG,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
      diningDateTime: `${date} 19:30`,
      bookingTime: '19:30',
      adultCovers: 2,
      childCovers: 0,
      menuIds: ['bm-a-la-carte'],
      occasionId: 'standard',
    });
    const standby = (date: string): StandbyJoinRequestInput => ({
      date,
      windowFrom: '19:00',
      windowTo: '19:30',
      adultCovers: 2,
      childCovers: 0,
      firstName: 'Grace',
      lastName: 'Hopper',
      emailAddress: 'grace@example.com',
      consent: true,
    });
    const before = await rowCounts(h.database);
    for (const { label, date } of impossibleCalendarDays(nextYear)) {
      const created = await h.post(
        `/api/booking/create/${CG}`,
        booking(`${date.year}-${date.month}-${date.day}`),
      );
      expect(created.status, label).toBe(400);
      expect(await created.json(), label).toEqual({
        message: 'Invalid request: body.diningDateTime: diningDateTime must be a real date',
        field: 'body.diningDateTime',
      });
      const iso = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
      const joined = await h.post(`/api/booking/standby/join/${CG}`, standby(iso));
      expect(joined.status, label).toBe(400);
      expect(await joined.json(), label).toEqual({
        message: 'Invalid request: body.date: date must be a real date',
        field: 'body.date',
      });
    }
    expect(await rowCounts(h.database)).toEqual(before);
    // The same booking on the last Thursday of that February (an ordinary evening) is booked.
    let day = 28;
    while (new Date(Date.UTC(nextYear, 1, day)).getUTCDay() !== 4) day -= 1;
    const real = await h.post(`/api/booking/create/${CG}`, booking(`${nextYear}-2-${day}`));
    expect(real.status).toBe(200);
  });
});
