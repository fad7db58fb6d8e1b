import { londonToday, MAX_DISTANCE_MILES } from '@fittizia/contract';
import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { recordChange } from '../../../shared/changes.ts';
import type {
  ClosureBooking,
  ClosureInput,
  ClosureOutcome,
  ClosureService,
} from '../../../shared/closures.ts';
import type { Database, Db } from '../../../shared/database.ts';
import { InvalidField, NotFound } from '../../../shared/errors.ts';
import { mailConfig } from '../../../shared/mail/outbox.ts';
import {
  type ClosureRow,
  closureById,
  closuresOf,
  lockForClosure,
  restaurantExists,
  storeClosure,
} from '../../restaurants/index.ts';
import { sendStandbyClosedMail } from '../emails/closure-mail.ts';
import { sendCancellationMail } from '../emails.ts';
import { bookings, bookingTables, standbyEntries } from '../tables.ts';
import { londonInstant, parseDate, toMinutes } from './calendar.ts';
import { alternativesFor } from './closure-alternatives.ts';
import { BookingConfig } from './config.ts';
import type { Store } from './engine.ts';
import { mailDetails } from './mail-details.ts';
import { type BookingRow, cancelBooking } from './manage.ts';
import type { StandbyRow } from './standby.ts';

/*
 * A restaurant's closure (the operators' API calls it through `ClosureService`): in one transaction the closure is
 * stored (`restaurant_closures`, one per store and period), every confirmed table booking whose dining time falls in
 * [from, to) is cancelled the way a diner's cancellation is (`cancelBooking`: the table freed, the reminder
 * dropped, the history told, the row naming the closure), every live standby entry in the period ends, and a
 * change event says the restaurant changed. After the commit each diner is e-mailed: the cancellation with its
 * METHOD:CANCEL calendar entry, why, and the nearest restaurants with a table for the party at that time; each
 * ended standby entry a short note. The booking engine reads closures fresh with every call (`config.ts`).
 */

export interface ClosureDeps {
  database: Database;
  logger: Logger;
  now?: () => Date;
  /** The restaurants' booking configuration (a new cache on the same clock when not given). */
  config?: BookingConfig;
}

const RESTAURANT_NOT_FOUND = 'Restaurant not found';

/** The site's restaurant finder, absolute. */
const finderUrl = () => `${mailConfig().siteUrl}/find-us`;

/** Ends the live standby entries of the closure's store whose window meets the period; returns them. */
async function endStandby(tx: Db, closure: ClosureRow, now: Date): Promise<StandbyRow[]> {
  const { startsAt: from, endsAt: to } = closure;
  const live = await tx
    .select()
    .from(standbyEntries)
    .where(
      and(
        eq(standbyEntries.storeId, closure.storeId),
        inArray(standbyEntries.status, ['waiting', 'offered']),
        gte(standbyEntries.diningDate, londonToday(from)),
        lte(standbyEntries.diningDate, londonToday(new Date(to.getTime() - 1))),
      ),
    )
    .orderBy(asc(standbyEntries.joinedAt), asc(standbyEntries.id))
    .for('update');
  const inPeriod = live.filter((e) => {
    const day = parseDate(e.diningDate);
    return (
      londonInstant(day, toMinutes(e.windowFrom)) < to && londonInstant(day, toMinutes(e.windowTo)) >= from
    );
  });
  const ended: StandbyRow[] = [];
  for (const entry of inPeriod) {
    await tx.delete(bookingTables).where(eq(bookingTables.standbyId, entry.id));
    const [row] = await tx
      .update(standbyEntries)
      .set({ status: 'left', leftAt: now, offeredTableId: null, offerExpiresAt: null, closureId: closure.id })
      .where(eq(standbyEntries.id, entry.id))
      .returning();
    if (row) ended.push(row);
  }
  return ended;
}

export function createClosureService(deps: ClosureDeps): ClosureService {
  const { database, logger } = deps;
  const { db } = database;
  const clock = deps.now ?? (() => new Date());
  const config = deps.config ?? new BookingConfig(db, undefined, clock);

  /** The cancellation e-mail of a booking the closure cancelled; never fails the closure. */
  async function mailCancelled(store: Store, row: BookingRow, closure: ClosureRow): Promise<void> {
    try {
      const details = await mailDetails(db, store, row);
      const alternatives = await alternativesFor(
        { db, config, now: clock(), siteUrl: mailConfig().siteUrl, maxMiles: MAX_DISTANCE_MILES },
        store,
        row,
      );
      await sendCancellationMail(database, {
        ...details,
        sequence: row.icsSequence,
        reason: row.cancelReason,
        lateCancellation: row.lateCancellation,
        closure: { reason: closure.reason, alternatives, finderUrl: finderUrl() },
      });
    } catch (error) {
      logger.error({ err: error, reference: row.reference }, 'closure cancellation mail could not be queued');
    }
  }

  async function mailStandby(store: Store, entry: StandbyRow, closure: ClosureRow): Promise<void> {
    await sendStandbyClosedMail(database, {
      reference: entry.reference,
      restaurantName: store.restaurant.title,
      date: entry.diningDate,
      windowFrom: entry.windowFrom,
      adults: entry.adults,
      children: entry.children,
      customer: { firstName: entry.firstName, lastName: entry.lastName, email: entry.email },
      reason: closure.reason,
      finderUrl: finderUrl(),
    });
  }

  return {
    async close(input: ClosureInput): Promise<ClosureOutcome> {
      const reason = input.reason.trim();
      if (Number.isNaN(input.from.getTime()) || Number.isNaN(input.to.getTime()) || input.from >= input.to)
        throw new InvalidField('body.to', 'a closure ends after it starts');
      if (!reason) throw new InvalidField('body.reason', 'a closure needs a reason');
      if (!(await restaurantExists(db, input.storeId)))
        throw new NotFound(RESTAURANT_NOT_FOUND, { field: 'body.storeId' });
      const now = clock();
      const done = await db.transaction(async (tx) => {
        await lockForClosure(tx, input.storeId);
        const { row: closure, created } = await storeClosure(tx, { ...input, reason });
        if (!created) return { closure, created, cancelled: [], ended: [] };
        const due = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.storeId, input.storeId),
              eq(bookings.kind, 'table'),
              eq(bookings.status, 'confirmed'),
              gte(bookings.startsAt, input.from),
              lt(bookings.startsAt, input.to),
              gt(bookings.startsAt, now),
            ),
          )
          .orderBy(asc(bookings.startsAt), asc(bookings.id));
        const cancelled: BookingRow[] = [];
        for (const { id } of due) {
          // The diner's own path: tables released, reminder dropped, history told; never a late cancellation.
          cancelled.push(await cancelBooking(tx, id, { now, reason, windowHours: 0, closureId: closure.id }));
        }
        const ended = await endStandby(tx, closure, now);
        await recordChange(tx, { kind: 'restaurant', ids: [input.storeId], actor: input.actor });
        return { closure, created, cancelled, ended };
      });
      const { closure, created, cancelled, ended } = done;
      logger.info(
        {
          storeId: input.storeId,
          closureId: closure.id,
          created,
          cancelled: cancelled.length,
          standbyEnded: ended.length,
        },
        created ? 'restaurant closed' : 'restaurant closure already recorded',
      );
      if (cancelled.length > 0 || ended.length > 0) {
        try {
          const store = await config.store(input.storeId);
          for (const row of cancelled) await mailCancelled(store, row, closure);
          for (const entry of ended) await mailStandby(store, entry, closure);
        } catch (error) {
          logger.error({ err: error, closureId: closure.id }, 'closure mails could not be queued');
        }
      }
      return {
        closureId: String(closure.id),
        created,
        cancelledBookings: cancelled.length,
        standbyEnded: ended.length,
      };
    },

    async bookings(closureId: string): Promise<ClosureBooking[] | undefined> {
      if (!/^\d{1,18}$/.test(closureId)) return undefined;
      const closure = await closureById(db, Number(closureId));
      if (!closure) return undefined;
      const rows = await db
        .select()
        .from(bookings)
        .where(eq(bookings.closureId, closure.id))
        .orderBy(asc(bookings.startsAt), asc(bookings.id));
      return rows.map((b) => ({
        reference: b.reference,
        diningAt: b.startsAt.toISOString(),
        partySize: b.adults + b.children,
        email: b.email,
      }));
    },

    async list(storeId: string) {
      const closures = await closuresOf(db, storeId);
      if (closures.length === 0) return [];
      const counts = await db
        .select({ closureId: bookings.closureId, n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(
          inArray(
            bookings.closureId,
            closures.map((c) => c.id),
          ),
        )
        .groupBy(bookings.closureId);
      const byId = new Map(counts.map((c) => [c.closureId, Number(c.n)]));
      return closures.map((c) => ({
        closureId: String(c.id),
        from: c.startsAt.toISOString(),
        to: c.endsAt.toISOString(),
        reason: c.reason,
        cancelledBookings: byId.get(c.id) ?? 0,
      }));
    },
  };
}
