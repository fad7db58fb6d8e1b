import { BookingErrorCode } from '@fittizia/contract';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { BookingFailure } from '../../../shared/errors.ts';
import { brandReminderHours } from '../../brand/index.ts';
import { bookingHistory, bookingReminders, bookings } from '../tables.ts';

type BookingRow = typeof bookings.$inferSelect;

/*
 * Booking reminders. A confirmed table booking has one row in booking_reminders: when its reminder
 * is due (the brand's `reminder_hours_before`, 24 by default, before the dining time) and when a sweep claimed
 * it. A booking made inside that window gets no reminder (its confirmation has just arrived); a brand with 0
 * hours sends none. Cancelling removes the row; a change of time computes it again (`rescheduleReminder`).
 *
 * The sweep (`claimDueReminders`) is what the job queue runs (`reminder-queue.ts`): in one transaction it takes
 * the due rows with FOR UPDATE SKIP LOCKED, marks them sent and writes 'reminded' to the booking's history, so
 * however many sweeps run at once (two brand-API instances on one database, a sweep repeated after a restart)
 * each reminder is claimed exactly once. The e-mail is stored in the outbox after the commit; the time is the
 * brand API's clock, so a test moves the clock and runs a sweep to send what has become due.
 */

/** How many due reminders one sweep claims at most (the next sweep takes the rest). */
export const REMINDER_SWEEP_BATCH = 200;

/**
 * Sets (or removes) a booking's reminder from the booking as it now is: a confirmed table booking whose
 * reminder time is still ahead of `now` gets one due then, not yet sent; anything else (cancelled, an enquiry,
 * a time already inside the window, a brand that sends none) has none. Call it in the transaction that changed
 * the booking (create, change, cancel); `db` may be that transaction.
 */
export async function rescheduleReminder(db: Db, bookingId: number, options: { now: Date }): Promise<void> {
  const [row] = await db
    .select({
      kind: bookings.kind,
      status: bookings.status,
      brandKey: bookings.brandKey,
      startsAt: bookings.startsAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  const due = row ? reminderDueAt(row, await brandReminderHours(db, row.brandKey)) : null;
  if (!due || due.getTime() <= options.now.getTime()) {
    await db.delete(bookingReminders).where(eq(bookingReminders.bookingId, bookingId));
    return;
  }
  await db
    .insert(bookingReminders)
    .values({ bookingId, dueAt: due, sentAt: null })
    .onConflictDoUpdate({ target: bookingReminders.bookingId, set: { dueAt: due, sentAt: null } });
}

/** When a booking's reminder is due, or null when it has none (not a confirmed table, or 0 hours). */
export function reminderDueAt(
  row: Pick<BookingRow, 'kind' | 'status' | 'startsAt'>,
  hoursBefore: number,
): Date | null {
  if (row.kind !== 'table' || row.status !== 'confirmed' || hoursBefore <= 0) return null;
  return new Date(row.startsAt.getTime() - hoursBefore * 3_600_000);
}

/**
 * Claims the reminders due at `now` of bookings still confirmed and still ahead, in one transaction: each
 * row is locked (SKIP LOCKED: another sweep's rows are left to it), marked sent, and the booking's history
 * gains 'reminded'. Returns the bookings claimed; the caller sends their e-mails.
 */
export async function claimDueReminders(
  db: Db,
  options: { now: Date; limit?: number },
): Promise<BookingRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ bookingId: bookingReminders.bookingId })
      .from(bookingReminders)
      .innerJoin(bookings, eq(bookings.id, bookingReminders.bookingId))
      .where(
        and(
          isNull(bookingReminders.sentAt),
          lte(bookingReminders.dueAt, options.now),
          eq(bookings.status, 'confirmed'),
          gt(bookings.startsAt, options.now),
        ),
      )
      .orderBy(asc(bookingReminders.dueAt))
      .limit(options.limit ?? REMINDER_SWEEP_BATCH)
      .for('update', { of: bookingReminders, skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.bookingId);
    const claimed = await tx
      .update(bookingReminders)
      .set({ sentAt: options.now })
      .where(
        and(
          isNull(bookingReminders.sentAt),
          sql`${bookingReminders.bookingId} IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      )
      .returning({ bookingId: bookingReminders.bookingId, dueAt: bookingReminders.dueAt });
    if (claimed.length === 0) return [];
    await tx.insert(bookingHistory).values(
      claimed.map((c) => ({
        bookingId: c.bookingId,
        event: 'reminded' as const,
        at: options.now,
        detail: { dueAt: c.dueAt.toISOString() },
      })),
    );
    return tx
      .select()
      .from(bookings)
      .where(
        sql`${bookings.id} IN (${sql.join(
          claimed.map((c) => sql`${c.bookingId}`),
          sql`, `,
        )})`,
      )
      .orderBy(asc(bookings.startsAt));
  });
}

/**
 * "I'll be there" from a reminder: the booking's history gains 'confirmed-by-diner' (once: a second press
 * answers with the first time). Returns when the diner confirmed; 24 for a cancelled booking.
 */
export async function confirmByDiner(db: Db, bookingId: number, options: { now: Date }): Promise<Date> {
  return db.transaction(async (tx) => {
    // The booking row is locked so two presses at once write one row, and a cancel in between is seen.
    const [row] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!row) throw new BookingFailure(BookingErrorCode.ManageLinkInvalid);
    if (row.status === 'cancelled') throw new BookingFailure(BookingErrorCode.AlreadyCancelled);
    const [earlier] = await tx
      .select({ at: bookingHistory.at })
      .from(bookingHistory)
      .where(and(eq(bookingHistory.bookingId, bookingId), eq(bookingHistory.event, 'confirmed-by-diner')))
      .limit(1);
    if (earlier) return earlier.at;
    await tx
      .insert(bookingHistory)
      .values({ bookingId, event: 'confirmed-by-diner', at: options.now, detail: {} });
    return options.now;
  });
}
