import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders, startReminderQueue } from '../src/domains/booking/index.ts';
import { unpadded } from '../src/domains/booking/service/calendar.ts';
import type { Database } from '../src/shared/database.ts';
import { configureMail, flushMail } from '../src/shared/mail/index.ts';
import {
  leftOut,
  openHarness,
  type TestClock,
  type TestDatabaseKind,
  testClock,
  testDatabases,
  useStore,
} from './harness.ts';
import { CLOCK, SECRET } from './manage-fixtures.ts';
import { book, booking, NO_LIMITS, onOrAfter, remindersOf, rowsOf, SITE } from './reminder-fixtures.ts';

/*
 * Booking reminders are sent exactly once across a restart of the brand API, and across two instances on one
 * database (PostgreSQL), each instance a harness over a store's database.
 */

/** One brand-API instance over a store's database: a harness with its reminder queue, on a shared clock. */
async function instance(database: Database, clock: TestClock, kind: TestDatabaseKind) {
  const h = await openHarness(
    { database, clock, app: { manageSecret: SECRET, bookingLimits: NO_LIMITS } },
    kind,
  );
  const queue = await startReminderQueue(database, {
    now: () => clock.now(),
    manageSecret: SECRET,
    logger: h.logger,
    pollingIntervalSeconds: 0.5,
  });
  return { ...h, queue };
}

for (const kind of testDatabases) {
  describe(`booking reminders across restarts and instances on ${kind.name}`, () => {
    if (leftOut(kind)) return;
    const store = useStore(kind);
    beforeAll(() => {
      configureMail({ siteUrl: SITE });
    });
    afterAll(async () => {
      await flushMail();
    });

    it('a reminder scheduled before a restart is sent once after it', async () => {
      const clock = testClock(CLOCK);
      const first = await store.open();
      const before = await instance(first, clock, kind);
      const saturday = onOrAfter(5, 6);
      const made = await book(
        before.app,
        before.auth,
        booking(unpadded(saturday), '20:00', 'restart@example.com'),
      );
      await before.queue.stop();
      await flushMail();
      await first.close();

      const second = await store.open();
      try {
        const after = await instance(second, clock, kind);
        // Saturday 11:00: the Saturday 20:00 booking's reminder (Friday 20:00) is due.
        clock.set(`${saturday.iso}T11:00:00Z`);
        await after.queue.sweepNow();
        await after.queue.sweepNow();
        expect(await remindersOf(second, made.bookingReference)).toHaveLength(1);
        const history = await rowsOf<{ event: string }>(
          second,
          `SELECT h.event FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = '${made.bookingReference}' AND h.event = 'reminded'`,
        );
        expect(history).toHaveLength(1);
        await after.queue.stop();
      } finally {
        await flushMail();
        await second.close();
      }
    }, 120_000);

    it.runIf(kind.name === 'postgres')(
      'two instances on one database send each reminder once',
      async () => {
        const clock = testClock(CLOCK);
        const [a, b] = [await store.open(), await store.open()];
        try {
          const one = await instance(a, clock, kind);
          const two = await instance(b, clock, kind);
          const made = [];
          const saturday = onOrAfter(5, 6);
          for (let i = 0; i < 9; i += 1) {
            const target = i % 2 === 0 ? one : two;
            made.push(
              await book(
                target.app,
                target.auth,
                booking(unpadded(saturday), `${12 + i}:00`, `pair${i}@example.com`),
              ),
            );
          }
          // Saturday 11:00: every one of them is due (each the day before at its time).
          clock.set(`${saturday.iso}T11:00:00Z`);
          const sweeps = { now: () => clock.now(), manageSecret: SECRET, logger: one.logger };
          // Sweeps from both instances at once: the queue's and direct ones.
          await Promise.all([
            one.queue.sweepNow(),
            two.queue.sweepNow(),
            sendDueReminders(a, sweeps),
            sendDueReminders(b, sweeps),
            one.queue.sweepNow(),
            two.queue.sweepNow(),
          ]);
          for (const m of made) expect(await remindersOf(a, m.bookingReference)).toHaveLength(1);
          const reminded = await rowsOf<{ n: number }>(
            a,
            `SELECT count(*)::int AS n FROM booking_history WHERE event = 'reminded'`,
          );
          expect(reminded[0]?.n).toBe(
            await rowsOf<{ n: number }>(
              a,
              `SELECT count(*)::int AS n FROM booking_reminders WHERE sent_at IS NOT NULL`,
            ).then((r) => r[0]?.n),
          );
          await one.queue.stop();
          await two.queue.stop();
        } finally {
          await flushMail();
          await a.close();
          await b.close();
        }
      },
      120_000,
    );
  });
}
