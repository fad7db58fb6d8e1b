import { BookingErrorCode, type ManagedBooking } from '@fittizia/contract';
import { mailConfig } from '../../../shared/mail/outbox.ts';
import { bookingPreorder } from '../../preorders/index.ts';
import { sendCancellationMail, sendChangeMail } from '../emails.ts';
import { endOf, londonInstant, toMinutes } from './calendar.ts';
import { bookedMenuIds, changeBooking } from './change.ts';
import type { BookingContext, CallBody } from './context.ts';
import { areasFor, chosenMenus, durationFor, fail, fittingTables, menusOn, type Store } from './engine.ts';
import { cardGuaranteeRequired } from './extras.ts';
import { mailDetails } from './mail-details.ts';
import {
  type BookingRow,
  bookingByToken,
  cancelBooking,
  findBooking,
  managedBooking,
  managePath,
  manageToken,
} from './manage.ts';
import { queuePreorder } from './place.ts';
import { prepare } from './prepare.ts';
import { confirmByDiner } from './reminders.ts';
import { offerFreedTables } from './standby-offers.ts';
import { assertSeatingTime } from './times.ts';

/* Manage my booking: find, view, cancel and change by the signed link, and "I'll be there" from the reminder. */

/** The booking as its manage page shows it, with its group pre-order's links when it has one. */
async function managed(ctx: BookingContext, row: BookingRow, store: Store): Promise<ManagedBooking> {
  const view = await managedBooking(ctx.database.db, row, store, ctx.calendarSecret);
  const preorder = await bookingPreorder(ctx.database.db, row.id, {
    secret: ctx.preorders.secret,
    now: ctx.now(),
  });
  return preorder ? { ...view, preorder } : view;
}

/** The manage token of the booking a reference and e-mail address find. */
export async function findForManage(ctx: BookingContext, brandKey: string, reference: string, email: string) {
  const row = await findBooking(ctx.database.db, brandKey, reference, email);
  return { manageToken: manageToken(ctx.manageSecret, brandKey, row.reference) };
}

/** The booking a manage link names, as its page shows it. */
export async function viewManaged(
  ctx: BookingContext,
  brandKey: string,
  token: string,
): Promise<ManagedBooking> {
  const { db } = ctx.database;
  const row = await bookingByToken(db, ctx.manageSecret, brandKey, token, ctx.now());
  return managed(ctx, row, await ctx.config.store(row.storeId));
}

/** Offers the tables a cancellation (or a change) freed to the standby list; never fails the caller. */
async function offerToStandby(ctx: BookingContext, storeId: string, date: string): Promise<void> {
  try {
    await offerFreedTables(ctx.standby, storeId, date);
  } catch (error) {
    ctx.logger.error({ err: error, storeId, date }, 'standby offers could not be made');
  }
}

/** Cancels the booking a manage link names: the cancellation mail, then its tables offered to the standby list. */
export async function cancelManaged(
  ctx: BookingContext,
  brandKey: string,
  token: string,
  reason: string | null,
): Promise<ManagedBooking> {
  const { db } = ctx.database;
  const found = await bookingByToken(db, ctx.manageSecret, brandKey, token, ctx.now());
  const store = await ctx.config.store(found.storeId);
  const row = await cancelBooking(db, found.id, {
    now: ctx.now(),
    reason,
    windowHours: store.settings.cancellationWindowHours,
  });
  ctx.logger.info({ reference: row.reference, late: row.lateCancellation }, 'booking cancelled');
  await sendCancellationMail(ctx.database, {
    ...(await mailDetails(db, store, row)),
    sequence: row.icsSequence,
    reason: row.cancelReason,
    lateCancellation: row.lateCancellation,
  });
  await offerToStandby(ctx, row.storeId, row.diningDate);
  return managed(ctx, row, store);
}

/**
 * Change: the new date, time and party through the rules of a new booking (the restaurant, the date's refusal,
 * the occasion's limits, how the party is placed, a seating time, the booking's menus on that date and time,
 * the card rules), then the move in one transaction (change.ts), the freed tables offered to the standby list
 * and the change mail.
 */
export async function changeManaged(
  ctx: BookingContext,
  brandKey: string,
  token: string,
  body: CallBody<'bookingChange'>,
): Promise<ManagedBooking> {
  const { db } = ctx.database;
  const found = await bookingByToken(db, ctx.manageSecret, brandKey, token, ctx.now());
  if (found.status === 'cancelled') fail(BookingErrorCode.AlreadyCancelled);
  const covers = body.adults + body.children;
  const { store, o, date, at, how } = await prepare(ctx, found.storeId, found.occasionId, body.date, covers);
  // A party the restaurant takes only by enquiry cannot be a table booking; one nothing seats online is 4.
  if (how === 'enquiry') fail(BookingErrorCode.ChangeNeedsEnquiry);
  if (how !== 'table') fail(BookingErrorCode.NoFreeSlot);
  assertSeatingTime(store, o, date, body.time, at);
  chosenMenus(menusOn(store, o, date), await bookedMenuIds(db, found.id), body.time);
  // A card cannot be added by a change: a booking that had none cannot move to where one is needed.
  if (!found.cardGuaranteed && cardGuaranteeRequired(store, o, covers, date, how)) {
    fail(BookingErrorCode.ChangeNeedsCard);
  }
  const durationMinutes = durationFor(store, covers);
  const start = londonInstant(date, toMinutes(body.time));
  const { before, after } = await changeBooking(
    db,
    found.id,
    {
      date,
      time: body.time,
      start,
      end: endOf(start, durationMinutes),
      durationMinutes,
      adults: body.adults,
      children: body.children,
      tables: fittingTables(
        store,
        covers,
        areasFor(store, o, covers, how).map((a) => a.id),
      ),
    },
    { now: at, limits: await ctx.limits(brandKey) },
  );
  ctx.logger.info({ reference: after.reference }, 'booking changed');
  await queuePreorder(ctx, after.id);
  // The tables the old date and time held are free now: offered to that date's standby list.
  await offerToStandby(ctx, before.storeId, before.diningDate);
  await sendChangeMail(ctx.database, {
    ...(await mailDetails(db, store, after)),
    manageUrl: `${mailConfig().siteUrl}${managePath(ctx.manageSecret, brandKey, after.reference)}`,
    sequence: after.icsSequence,
    previous: { start: before.startsAt, adults: before.adults, children: before.children },
  });
  return managed(ctx, after, store);
}

/** "I'll be there" from the reminder e-mail: the diner's confirmation and the booking as it now is. */
export async function attendManaged(ctx: BookingContext, brandKey: string, token: string) {
  const { db } = ctx.database;
  const row = await bookingByToken(db, ctx.manageSecret, brandKey, token, ctx.now());
  const confirmedAt = await confirmByDiner(db, row.id, { now: ctx.now() });
  ctx.logger.info({ reference: row.reference }, 'booking attendance confirmed');
  return {
    confirmedAt: confirmedAt.toISOString(),
    booking: await managed(ctx, row, await ctx.config.store(row.storeId)),
  };
}
