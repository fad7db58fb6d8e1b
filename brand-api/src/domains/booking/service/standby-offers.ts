import { BookingErrorCode, STANDBY_HOLD_MINUTES } from '@fittizia/contract';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { BookingFailure } from '../../../shared/errors.ts';
import { bookingTables, standbyEntries } from '../tables.ts';
import { endOf, londonInstant, parseDate, toMinutes } from './calendar.ts';
import { areasFor, durationFor, fail, fittingTables } from './engine.ts';
import { freeTimesInWindow, type StandbyContext, type StandbyRow, standbyOccasion } from './standby.ts';

/*
 * The standby list's offers: freed tables offered down the line and held, offers expiring, a diner leaving, and
 * the claim's work inside the booking's transaction (the list itself, joining and the links: standby.ts).
 */

/**
 * Offers freed tables of a restaurant's date down the line (first come, first served): each waiting entry, in
 * the order they joined, whose window has a time where a fitting table is free gets the earliest such time, and
 * one fitting table is held for it until now + STANDBY_HOLD_MINUTES; its offer is then e-mailed. A cancellation
 * calls it (and a change can): the tables it freed are then free. Returns the entries offered a table.
 */
export async function offerFreedTables(
  ctx: StandbyContext,
  storeId: string,
  dateIso: string,
): Promise<StandbyRow[]> {
  const { db } = ctx.database;
  const now = ctx.now();
  const store = await ctx.config.store(storeId);
  const date = parseDate(dateIso);
  const o = standbyOccasion(store);
  const offered: StandbyRow[] = [];
  const line = await db
    .select()
    .from(standbyEntries)
    .where(
      and(
        eq(standbyEntries.storeId, storeId),
        eq(standbyEntries.diningDate, date.iso),
        eq(standbyEntries.status, 'waiting'),
      ),
    )
    .orderBy(asc(standbyEntries.joinedAt), asc(standbyEntries.id));
  for (const entry of line) {
    const covers = entry.adults + entry.children;
    const times = await freeTimesInWindow(db, store, o, covers, date, entry.windowFrom, entry.windowTo, now);
    if (times.length === 0) continue;
    const tables = fittingTables(
      store,
      covers,
      areasFor(store, o, covers, 'table').map((a) => a.id),
    );
    const minutes = durationFor(store, covers);
    const row = await db.transaction(async (tx) => {
      // One offer run per restaurant and date at a time; the entry is read again under its lock.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`standby:${storeId}:${date.iso}`}))`);
      const current = await lockedEntry(tx, entry.id);
      if (current?.status !== 'waiting') return undefined;
      for (const time of times) {
        const start = londonInstant(date, toMinutes(time));
        const range = sql`tstzrange(${start.toISOString()}::timestamptz, ${endOf(start, minutes).toISOString()}::timestamptz, '[)')`;
        for (const table of tables) {
          // The exclusion constraint is the arbiter, as for a booking: an overlapping hold inserts nothing.
          const [held] = await tx
            .insert(bookingTables)
            .values({ standbyId: entry.id, tableId: table.id, held: range })
            .onConflictDoNothing()
            .returning({ tableId: bookingTables.tableId });
          if (!held) continue;
          const [updated] = await tx
            .update(standbyEntries)
            .set({
              status: 'offered',
              offeredTime: time,
              offeredTableId: table.id,
              offeredAt: now,
              offerExpiresAt: new Date(now.getTime() + STANDBY_HOLD_MINUTES * 60_000),
            })
            .where(eq(standbyEntries.id, entry.id))
            .returning();
          return updated;
        }
      }
      return undefined;
    });
    if (row) {
      offered.push(row);
      ctx.logger.info({ standby: row.reference, time: row.offeredTime }, 'standby offer made');
      await ctx.sendOffer(row, store);
    }
  }
  return offered;
}

/** An entry read under a row lock, in the caller's transaction (undefined when there is none). */
async function lockedEntry(tx: Db, id: number): Promise<StandbyRow | undefined> {
  const [row] = await tx
    .select()
    .from(standbyEntries)
    .where(eq(standbyEntries.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** Releases an entry's hold, in the caller's transaction. */
async function releaseHold(tx: Db, entryId: number): Promise<void> {
  await tx.delete(bookingTables).where(eq(bookingTables.standbyId, entryId));
}

/**
 * Offers not claimed by `now` expire: each hold is released, the entry leaves the line (status expired) and the
 * tables are offered to the next in line of that restaurant and date (`offerFreedTables`). Deterministic under
 * the injected clock; the brand API runs it on an interval and before any standby read. Returns the expired.
 */
export async function expireStandbyOffers(ctx: StandbyContext, now: Date = ctx.now()): Promise<StandbyRow[]> {
  const { db } = ctx.database;
  const expired = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(standbyEntries)
      .where(and(eq(standbyEntries.status, 'offered'), lte(standbyEntries.offerExpiresAt, now)))
      .for('update', { skipLocked: true });
    for (const entry of due) {
      await releaseHold(tx, entry.id);
      await tx
        .update(standbyEntries)
        .set({ status: 'expired', offeredTableId: null, offerExpiresAt: null })
        .where(eq(standbyEntries.id, entry.id));
    }
    return due;
  });
  const days = new Map(expired.map((e) => [`${e.storeId}\n${e.diningDate}`, e]));
  for (const e of days.values()) {
    ctx.logger.info(
      { storeId: e.storeId, date: e.diningDate },
      'standby offers expired: passing to the next',
    );
    await offerFreedTables(ctx, e.storeId, e.diningDate);
  }
  return expired;
}

/** Leaves the list: a held table is released and offered to the next in line. Leaving twice changes nothing. */
export async function leaveStandby(ctx: StandbyContext, entryId: number): Promise<StandbyRow> {
  const { db } = ctx.database;
  const now = ctx.now();
  const { row, released } = await db.transaction(async (tx) => {
    const current = await lockedEntry(tx, entryId);
    if (!current) throw new BookingFailure(BookingErrorCode.StandbyLinkInvalid);
    if (current.status !== 'waiting' && current.status !== 'offered')
      return { row: current, released: false };
    await releaseHold(tx, current.id);
    const [updated] = await tx
      .update(standbyEntries)
      .set({ status: 'left', leftAt: now, offeredTableId: null, offerExpiresAt: null })
      .where(eq(standbyEntries.id, current.id))
      .returning();
    return { row: updated as StandbyRow, released: current.status === 'offered' };
  });
  if (released) await offerFreedTables(ctx, row.storeId, row.diningDate);
  return row;
}

/**
 * The claim's work inside the booking's transaction: the entry is locked and must still hold an offer that has
 * not expired (31 when it has, 32 when nothing is offered); its hold is released so the booking takes the table;
 * once the booking is written the entry is marked booked with it.
 */
export function claimInTransaction(entryId: number, now: Date) {
  return {
    async before(tx: Db) {
      const current = await lockedEntry(tx, entryId);
      if (current?.status === 'expired') fail(BookingErrorCode.StandbyOfferExpired);
      if (current?.status !== 'offered' || !current.offerExpiresAt)
        fail(BookingErrorCode.StandbyNothingToClaim);
      if (current.offerExpiresAt.getTime() <= now.getTime()) fail(BookingErrorCode.StandbyOfferExpired);
      await releaseHold(tx, entryId);
    },
    async after(tx: Db, bookingId: number) {
      await tx
        .update(standbyEntries)
        .set({ status: 'booked', bookingId, offerExpiresAt: null, offeredTableId: null })
        .where(eq(standbyEntries.id, entryId));
    },
  };
}

/** Runs `expireStandbyOffers` every `intervalMs` until stopped (the brand API's server starts it). */
export function startStandbyExpiryLoop(ctx: StandbyContext, intervalMs = 15_000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => expireStandbyOffers(ctx))
      .catch((error: unknown) => ctx.logger.error({ err: error }, 'standby expiry failed'));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
