import { bookingResponse } from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import { madeUpBooking } from '../scripts/book-out.ts';
import { BOOKING_STORES, bookingEstate } from '../src/domains/booking/seed.ts';
import { describeOnEachDatabase, openThursday } from './harness.ts';

// The write path is measured, not the mail (its rendering is the same work with or without company).
vi.mock('../src/domains/booking/emails.ts', () => ({ sendBookingMail: vi.fn(async () => {}) }));

/**
 * The booking bench at 100 concurrent diners timed out creates on PGlite, whose one connection runs
 * one statement at a time. Many diners booking at once may wait their turn, but never longer than the turns
 * ahead of them: the slowest of N concurrent creates answers within a bound of N single creates measured in
 * the same test (a retry storm, a lock convoy or a create starved by later ones breaks it).
 */
const CONCURRENT = 40;
/** Room for the scheduling of N in-process requests and a busy machine; linear queueing needs 1. */
const SLACK = 3;

/** Restaurants bookable online with the standard floor plan, as the bench picks them. */
const STORES = bookingEstate()
  .filter((e) => e.settings.mode === 'online' && e.tables.some((t) => t.minSeats <= 2 && t.maxSeats >= 2))
  .filter((e) => !e.site.flags.has('P') && !e.site.flags.has('H') && e.site.storeId !== BOOKING_STORES.small)
  .map((e) => e.site.storeId);

describe('the bench restaurants', () => {
  it('are enough for one create each', () => {
    expect(STORES.length).toBeGreaterThanOrEqual(CONCURRENT + 8);
  });
});

describeOnEachDatabase(
  'concurrent creates',
  { app: { bookingLimits: { perEmail: 0, perPhone: 0, perAddress: 0 } } },
  (h) => {
    const create = async (storeId: string, date: string) => {
      const started = performance.now();
      const res = await h.post(`/api/booking/create/${storeId}`, madeUpBooking(storeId, date, '19:00'));
      const body = await res.json();
      return { ms: performance.now() - started, status: res.status, body };
    };

    it(`${CONCURRENT} diners booking at once all answer, the slowest within ${SLACK}x ${CONCURRENT} single creates`, async () => {
      const date = openThursday(21);
      // Warm: the restaurants' configurations are cached, as in steady use; then single creates are timed.
      const singles: number[] = [];
      for (const [i, storeId] of STORES.slice(0, 8).entries()) {
        const single = await create(storeId, date);
        expect(single.status, JSON.stringify(single.body)).toBe(200);
        if (i >= 3) singles.push(single.ms);
      }
      for (const storeId of STORES.slice(8, 8 + CONCURRENT)) {
        await h.request(`/api/booking/occasions/${storeId}?date=${date}`);
      }
      const single = singles.sort((a, b) => a - b)[Math.floor(singles.length / 2)] as number;

      const before = await h.count('bookings');
      const answers = await Promise.all(
        STORES.slice(8, 8 + CONCURRENT).map((storeId) => create(storeId, date)),
      );
      for (const a of answers) {
        expect(a.status, JSON.stringify(a.body)).toBe(200);
        bookingResponse.parse(a.body);
      }
      expect(await h.count('bookings')).toBe(before + CONCURRENT);
      const slowest = Math.max(...answers.map((a) => a.ms));
      expect(
        slowest,
        `slowest of ${CONCURRENT}: ${slowest.toFixed(0)} ms; one create alone: ${single.toFixed(1)} ms`,
      ).toBeLessThanOrEqual(SLACK * CONCURRENT * single);
    }, 120_000);
  },
);
