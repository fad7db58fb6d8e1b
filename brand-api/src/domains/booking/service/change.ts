import { BookingErrorCode, londonToday } from '@fittizia/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { BookingFailure } from '../../../shared/errors.ts';
import { movePreorder } from '../../preorders/index.ts';
import { closedAt } from '../../restaurants/index.ts';
import { bookingHistory, bookingMenuChoices, bookings, bookingTables } from '../tables.ts';
import type { CalendarDate } from './calendar.ts';
import type { TableRow } from './engine.ts';
import { assertWithinLimits, type BookingLimits, emailKey } from './limits.ts';
import type { BookingRow } from './manage.ts';
import { rescheduleReminder } from './reminders.ts';
import { pgError } from './write.ts';

/*
 * Change a booking: a new date, time and party, checked by the same rules as a new booking (routes.ts),
 * then written in one transaction: the row locked and checked again, its holds removed and a fitting free table
 * held for the new time, so the exclusion constraint `booking_tables_no_overlap` is still the only arbiter of a
 * table's time; with no table free the transaction rolls back and the booking is exactly as it was (26).
 */

/** What a change asks for, once checked against the restaurant's rules. */
export interface ChangePlan {
  date: CalendarDate;
  time: string;
  start: Date;
  end: Date;
  durationMinutes: number;
  adults: number;
  children: number;
  /** The tables that fit the new party in the occasion's areas, best first. */
  tables: TableRow[];
}

/** PostgreSQL's deadlock (two changes swapping tables) and serialisation failures: the change is tried again. */
const RETRIED = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/** The menus a booking was made with: a change must find each offered on the new date and at the new time (8). */
export async function bookedMenuIds(db: Db, bookingId: number): Promise<string[]> {
  const rows = await db
    .select({ id: bookingMenuChoices.menuId })
    .from(bookingMenuChoices)
    .where(eq(bookingMenuChoices.bookingId, bookingId));
  return rows.map((r) => r.id);
}

/** Whether a change asks for what the booking already is. */
export function sameAsBooked(
  row: BookingRow,
  plan: Pick<ChangePlan, 'date' | 'time' | 'adults' | 'children'>,
) {
  return (
    row.diningDate === plan.date.iso &&
    row.diningTime === plan.time &&
    row.adults === plan.adults &&
    row.children === plan.children
  );
}

/**
 * Moves a booking to the plan's date, time and party in one transaction, or changes nothing: 24 when it was
 * cancelled meanwhile, 23 once its time has come, 29 when nothing would change, 21 past the booking limits
 * (counted without the booking itself), 26 when no fitting table is free
 * (the old holds come back with the rollback). The row's calendar SEQUENCE rises by one and the history gains
 * 'changed' with what it was and what it is.
 */
export async function changeBooking(
  db: Db,
  bookingId: number,
  plan: ChangePlan,
  options: { now: Date; limits?: BookingLimits },
): Promise<{ before: BookingRow; after: BookingRow }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await changeOnce(db, bookingId, plan, options.now, options.limits);
    } catch (error) {
      const { code } = pgError(error);
      if (attempt >= ATTEMPTS || !code || !RETRIED.has(code)) throw error;
    }
  }
}

async function changeOnce(
  db: Db,
  bookingId: number,
  plan: ChangePlan,
  now: Date,
  limits: BookingLimits | undefined,
): Promise<{ before: BookingRow; after: BookingRow }> {
  return db.transaction(async (tx) => {
    // A closure made meanwhile (no time inside one is booked), read before the row is locked.
    const [store] = await tx
      .select({ id: bookings.storeId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (store && (await closedAt(tx, store.id, plan.start)))
      throw new BookingFailure(BookingErrorCode.NoFreeSlot);
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update').limit(1);
    if (!row) throw new BookingFailure(BookingErrorCode.ManageLinkInvalid);
    if (row.status === 'cancelled') throw new BookingFailure(BookingErrorCode.AlreadyCancelled);
    if (row.startsAt.getTime() <= now.getTime()) throw new BookingFailure(BookingErrorCode.BookingPast);
    if (sameAsBooked(row, plan)) throw new BookingFailure(BookingErrorCode.ChangeUnchanged);
    // The booking limits hold for the new date and time as for a new booking by the same diner (21).
    if (limits) {
      await assertWithinLimits(
        tx,
        {
          storeId: row.storeId,
          day: plan.date.iso,
          time: plan.time,
          today: londonToday(now),
          exceptBooking: row.id,
        },
        { emailKey: row.emailKey ?? emailKey(row.email), phoneKey: row.phoneKey, address: row.dinerAddress },
        limits,
      );
    }

    // The old holds go first, inside this transaction: a new time overlapping the old one may keep its table.
    const released = await tx
      .delete(bookingTables)
      .where(eq(bookingTables.bookingId, row.id))
      .returning({ tableId: bookingTables.tableId });
    const range = sql`tstzrange(${plan.start.toISOString()}::timestamptz, ${plan.end.toISOString()}::timestamptz, '[)')`;
    const ids = plan.tables.map((t) => t.id);
    const busy = ids.length
      ? await tx.execute(
          sql`SELECT DISTINCT table_id FROM booking_tables WHERE table_id IN ${ids} AND held && ${range}`,
        )
      : { rows: [] };
    const taken = new Set((busy as unknown as { rows: { table_id: string }[] }).rows.map((r) => r.table_id));
    const before = new Set(released.map((r) => r.tableId));
    // The table the booking had comes first when it still fits, then the others in their order.
    const free = plan.tables
      .filter((t) => !taken.has(t.id))
      .sort((a, b) => Number(before.has(b.id)) - Number(before.has(a.id)));
    let held: TableRow | undefined;
    for (const table of free) {
      // A hold committed meanwhile by another transaction is caught by the exclusion constraint: nothing inserted.
      const [inserted] = await tx
        .insert(bookingTables)
        .values({ bookingId: row.id, tableId: table.id, held: range })
        .onConflictDoNothing()
        .returning({ tableId: bookingTables.tableId });
      if (inserted) {
        held = table;
        break;
      }
    }
    if (!held) throw new BookingFailure(BookingErrorCode.ChangeNoTable);

    const [after] = await tx
      .update(bookings)
      .set({
        diningDate: plan.date.iso,
        diningTime: plan.time,
        startsAt: plan.start,
        endsAt: plan.end,
        durationMinutes: plan.durationMinutes,
        adults: plan.adults,
        children: plan.children,
        areaId: held.areaId,
        icsSequence: row.icsSequence + 1,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    await tx.insert(bookingHistory).values({
      bookingId: row.id,
      event: 'changed',
      at: now,
      detail: {
        from: {
          date: row.diningDate,
          time: row.diningTime,
          adults: row.adults,
          children: row.children,
          tables: released.map((r) => r.tableId),
        },
        to: {
          date: plan.date.iso,
          time: plan.time,
          adults: plan.adults,
          children: plan.children,
          tables: [held.id],
        },
      },
    });
    // The reminder follows the booking to its new time, in the same transaction.
    await rescheduleReminder(tx, row.id, { now });
    // A pre-order's cut-off follows the booking too (its job is queued again after the commit).
    if (row.startsAt.getTime() !== plan.start.getTime()) await movePreorder(tx, row.id, plan.start);
    return { before: row, after: after as BookingRow };
  });
}
