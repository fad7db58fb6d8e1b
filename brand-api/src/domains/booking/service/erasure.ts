import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../../shared/database.ts';
import { sendCancellationMail } from '../emails.ts';
import { bookings } from '../tables.ts';
import { BookingConfig } from './config.ts';
import { mailDetails } from './mail-details.ts';
import { cancelBooking } from './manage.ts';

/*
 * A person's future bookings cancelled before their data is erased (docs/privacy.md): each the way a diner's own
 * cancellation is (`cancelBooking`: the tables freed, the reminder dropped, the history told; never late), and each
 * e-mailed its cancellation with its METHOD:CANCEL calendar entry. The e-mails are queued here; the caller waits for
 * them (`flushMail`) before it erases the stored copies.
 */

export const ERASURE_CANCEL_REASON = 'Cancelled at your request, with the personal data we held about you';

export interface ErasureCancelDeps {
  database: Database;
  logger: Logger;
  now: Date;
  config?: BookingConfig;
}

/** Cancels the confirmed table bookings still ahead among these; answers how many it cancelled. */
export async function cancelForErasure(deps: ErasureCancelDeps, bookingIds: number[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const { database, now } = deps;
  const { db } = database;
  const config = deps.config ?? new BookingConfig(db, undefined, () => now);
  const ahead = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.id, bookingIds),
        eq(bookings.kind, 'table'),
        eq(bookings.status, 'confirmed'),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  let cancelled = 0;
  for (const { id } of ahead) {
    const row = await cancelBooking(db, id, { now, reason: ERASURE_CANCEL_REASON, windowHours: 0 });
    cancelled += 1;
    try {
      const store = await config.store(row.storeId);
      await sendCancellationMail(database, {
        ...(await mailDetails(db, store, row)),
        sequence: row.icsSequence,
        reason: row.cancelReason,
        lateCancellation: row.lateCancellation,
      });
    } catch (error) {
      deps.logger.error(
        { err: error, reference: row.reference },
        'erasure cancellation mail could not be queued',
      );
    }
  }
  return cancelled;
}
