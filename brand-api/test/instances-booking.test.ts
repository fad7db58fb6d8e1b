import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madeUpBooking } from '../scripts/book-out.ts';
import { BOOKING_STORES, bookingEstate } from '../src/domains/booking/seed.ts';
import { configureMail, flushMail } from '../src/shared/mail/index.ts';
import { leftOut, openHarness, openThursday, testDatabases, useStore } from './harness.ts';
import { NO_LIMITS } from './reminder-fixtures.ts';

/*
 * The race for the last table across two brand-API instances on one PostgreSQL database (each an app over a pool
 * of its own): one diner has it, every other is refused with status 9, and no table is held twice at once (the
 * bookings' exclusion constraint, not a lock in either process). The same through two processes: scripts/instances.
 */

const postgres = testDatabases.find((k) => k.name === 'postgres');

/** A restaurant with the standard floor plan: two tables for 4 to 6 (a party of 5 fits no other). */
const storeId = bookingEstate().find(
  (e) =>
    e.settings.mode === 'online' &&
    e.tables.filter((t) => t.minSeats === 4 && t.maxSeats === 6).length === 2 &&
    !e.site.flags.has('P') &&
    !e.site.flags.has('H') &&
    e.site.storeId !== BOOKING_STORES.small,
)?.site.storeId as string;

describe('the last table raced through two brand APIs on one PostgreSQL database', () => {
  if (!postgres || leftOut(postgres)) return;
  const store = useStore(postgres);
  // The winners' confirmations go nowhere: the race is the point.
  beforeAll(() => {
    configureMail({
      transport: { name: 'none', deliver: async () => ({}) },
      logger: pino({ level: 'silent' }),
    });
  });
  afterAll(() => {
    configureMail({ logger: pino({ level: 'silent' }) });
  });

  it('goes to one diner: the rest get status 9, and no table is held twice', async () => {
    const [a, b] = [await store.open(), await store.open()];
    try {
      const one = await openHarness({ database: a, app: { bookingLimits: NO_LIMITS } }, postgres);
      const two = await openHarness({ database: b, app: { bookingLimits: NO_LIMITS } }, postgres);
      const date = openThursday(14);
      const party = (time: string) => ({ ...madeUpBooking(storeId, date, time), adultCovers: 5 });
      // One of the two tables is taken; then 30 diners, half through each instance, ask for the other.
      expect((await one.post(`/api/booking/create/${storeId}`, party('19:00'))).status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const res = await (i % 2 ? two : one).post(`/api/booking/create/${storeId}`, party('19:00'));
          return { status: res.status, body: (await res.json()) as { code?: number } };
        }),
      );
      expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((x) => x.status !== 200)) {
        expect(refused).toMatchObject({ status: 409, body: { code: 9 } });
      }
      const [double] = await one.rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM booking_tables x JOIN booking_tables y
           ON x.table_id = y.table_id AND x.booking_id < y.booking_id AND x.held && y.held`,
      );
      expect(double?.n).toBe(0);
    } finally {
      await flushMail();
      await a.close();
      await b.close();
    }
  }, 120_000);
});
