import {
  type AvailabilityResponse,
  availabilityResponse,
  hoursOn,
  restaurant as restaurantSchema,
  slotsResponse,
  WEEKDAYS,
} from '@fittizia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { restaurants } from '../src/domains/restaurants/tables.ts';
import { useHarness } from './harness.ts';

/**
 * Does the brand API offer times when the chosen restaurant is closed? It does not: every
 * time the availability and slots calls answer, for every restaurant, on ordinary days, a Monday closure and
 * the special dates of Christmas and New Year, lies inside that restaurant's opening hours for the day
 * (read from its public record with the contract's `hoursOn`, not from the engine). A party of 30 asking
 * for 19:00 is answered with times around 19:00 as an enquiry where the restaurant takes them, and with no
 * time (only the nearest other restaurant's) where it does not.
 */

/** A Monday, 10:00 London time. */
const CLOCK = new Date('2026-11-23T10:00:00Z');
/** Monday (Canary Wharf closed), Wednesday, Saturday, Christmas Eve and Day, New Year's Eve and Day. */
const DATES = [
  '2026-11-30',
  '2026-11-25',
  '2026-11-28',
  '2026-12-24',
  '2026-12-25',
  '2026-12-31',
  '2027-01-01',
];

const unpadded = (iso: string) => iso.replace(/-0/g, '-');
const weekdayOf = (iso: string) =>
  WEEKDAYS[(new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7] as (typeof WEEKDAYS)[number];
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('the brand API offers times only inside the restaurant opening hours', () => {
  const h = useHarness({ clock: CLOCK });
  let headers: Record<string, string>;
  const records = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    headers = { ...h.auth, 'content-type': 'application/json' };
    for (const { storeId } of await h.database.db
      .select({ storeId: restaurants.storeId })
      .from(restaurants)) {
      const found = await h.app.request(`/api/v1/content/restaurant/${storeId}`, { headers });
      if (found.status === 200) records.set(storeId, restaurantSchema.parse(await found.json()) as never);
    }
  }, 120_000);

  const availability = async (storeId: string, date: string, adults: number, time = '19:00') => {
    const res = await h.app.request('/api/booking/availability', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        stores: [{ storeId, miles: 0 }],
        date: `${date}T${time}:00`,
        adultCovers: adults,
        childrenCovers: 0,
      }),
    });
    return res.status === 200 ? availabilityResponse.parse(await res.json()) : undefined;
  };

  /** The times of `date` that fall outside the restaurant's hours that day (a close at or before the opening is past midnight). */
  const outsideHours = (storeId: string, date: string, times: string[]) => {
    const hours = hoursOn(records.get(storeId) as never, date, weekdayOf(date));
    if (!hours.open || !hours.close) return times;
    const open = minutes(hours.open);
    const close = minutes(hours.close) <= open ? minutes(hours.close) + 24 * 60 : minutes(hours.close);
    return times.filter((t) => minutes(t) < open || minutes(t) >= close);
  };

  it('answers availability, for every restaurant and the nearest one, only with times it is open', async () => {
    expect(records.size).toBeGreaterThan(70);
    let checked = 0;
    const outside: string[] = [];
    for (const storeId of records.keys()) {
      for (const date of DATES) {
        for (const adults of [2, 30]) {
          const results: AvailabilityResponse = (await availability(storeId, date, adults)) ?? [];
          for (const r of results) {
            const times = r.timeSlots.map((s) => s.time);
            checked += times.length;
            for (const t of outsideHours(r.storeId, date, times)) outside.push(`${r.storeId} ${date} ${t}`);
          }
        }
      }
    }
    expect(outside).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  }, 120_000);

  it('answers no time on a closed day or date, for availability and slots', async () => {
    const closedMonday = await availability(BOOKING_STORES.closedMondays, '2026-11-30', 2);
    expect(closedMonday?.[0]).toMatchObject({
      storeId: BOOKING_STORES.closedMondays,
      timeSlots: [],
      exactMatch: false,
    });
    // The nearest restaurant is offered instead, with its own (open) times.
    expect(closedMonday?.[1]?.storeId).not.toBe(BOOKING_STORES.closedMondays);
    for (const [storeId, date] of [
      [BOOKING_STORES.closedMondays, '2026-11-30'],
      [BOOKING_STORES.flagship, '2026-12-25'],
    ] as const) {
      const res = await h.app.request(
        `/api/booking/slots/${storeId}?occasionId=standard&adults=2&children=0&dates=${unpadded(date)}&menuIds=bm-a-la-carte&areaId=null`,
        { headers },
      );
      const times = res.status === 200 ? (slotsResponse.parse(await res.json()).dates[0]?.times ?? []) : [];
      expect({ storeId, date, times }).toEqual({ storeId, date, times: [] });
    }
  });

  it('answers a party of 30 at 19:00 around 19:00 as an enquiry, or with no time where enquiries are off', async () => {
    const enquiry = await availability(BOOKING_STORES.flagship, '2026-11-25', 30);
    expect(enquiry?.[0]).toMatchObject({ exactMatch: true, isPlaceAsEnquiryEnabled: true });
    expect(enquiry?.[0]?.timeSlots.map((s) => s.time)).toEqual([
      '18:15',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
    ]);
    const islington = '1005';
    const none = await availability(islington, '2026-11-25', 30);
    expect(none?.[0]).toMatchObject({ storeId: islington, timeSlots: [], exactMatch: false });
  });
});
