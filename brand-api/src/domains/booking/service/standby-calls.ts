import { BookingErrorCode, type StandbyEntry, type StandbyJoinRequest } from '@fittizia/contract';
import { sendStandbyMail, standbyMailDetails } from '../emails/standby-mail.ts';
import type { BookingContext } from './context.ts';
import { fail } from './engine.ts';
import { type BookingAsker, emailKey, phoneKey } from './limits.ts';
import { checkBooking, mailBooking } from './place.ts';
import {
  claimRequest,
  joinStandby,
  type StandbyRow,
  standbyById,
  standbyByToken,
  standbyEntryView,
} from './standby.ts';
import { claimInTransaction, expireStandbyOffers, leaveStandby } from './standby-offers.ts';
import { writeBooking } from './write.ts';

/* The standby calls: join, view, leave and claim (a normal booking of the held table). */

const view = (ctx: BookingContext, row: StandbyRow, brandKey: string) =>
  standbyEntryView(ctx.standby, row, brandKey);

/** The entry a link names, after the offers due by now have expired (lazy expiry on read). */
async function entry(ctx: BookingContext, token: string, brandKey: string): Promise<StandbyRow> {
  await expireStandbyOffers(ctx.standby);
  return standbyByToken(ctx.database.db, ctx.standby.secret, brandKey, token);
}

/** Joins a restaurant's standby list; the "you are on the list" mail goes to the outbox. */
export async function joinStandbyList(
  ctx: BookingContext,
  {
    brandKey,
    storeId,
    body,
    address,
  }: { brandKey: string; storeId: string; body: StandbyJoinRequest; address: string | null },
): Promise<StandbyEntry> {
  const row = await joinStandby(ctx.standby, {
    brandKey,
    storeId,
    body,
    asker: { emailKey: emailKey(body.emailAddress), phoneKey: phoneKey(body.mobilePhoneNumber), address },
    limits: await ctx.limits(brandKey),
  });
  ctx.logger.info({ standby: row.reference, storeId: row.storeId }, 'standby joined');
  await sendStandbyMail(
    ctx.database,
    standbyMailDetails(row, await ctx.config.store(row.storeId), ctx.manageSecret),
  );
  return view(ctx, row, brandKey);
}

/** The entry a standby link names. */
export async function viewStandby(
  ctx: BookingContext,
  brandKey: string,
  token: string,
): Promise<StandbyEntry> {
  return view(ctx, await entry(ctx, token, brandKey), brandKey);
}

/** Leaves the standby list. */
export async function leaveStandbyList(
  ctx: BookingContext,
  brandKey: string,
  token: string,
): Promise<StandbyEntry> {
  return view(ctx, await leaveStandby(ctx.standby, (await entry(ctx, token, brandKey)).id), brandKey);
}

/**
 * Claims an offered table: the entry's request through a table booking's checks, then the booking of only the
 * table held for it (its hold released and taken in the booking's transaction) and the confirmation mail.
 * Claiming twice answers the booking made the first time.
 */
export async function claimStandby(
  ctx: BookingContext,
  brandKey: string,
  token: string,
  address: string | null,
): Promise<StandbyEntry> {
  const { db } = ctx.database;
  const found = await entry(ctx, token, brandKey);
  if (found.status === 'booked') return view(ctx, found, brandKey);
  if (found.status === 'expired') fail(BookingErrorCode.StandbyOfferExpired);
  const asker: BookingAsker = { emailKey: emailKey(found.email), phoneKey: phoneKey(found.phone), address };
  const draft = await checkBooking(ctx, 'table', found.storeId, claimRequest(found), {
    brandKey,
    sessionId: null,
    asker,
  });
  const result = await writeBooking(db, {
    ...draft,
    tables: draft.tables.filter((t) => t.id === found.offeredTableId),
    claiming: found.id,
    inTransaction: claimInTransaction(found.id, draft.now),
  });
  ctx.logger.info({ standby: found.reference, reference: result.body.bookingReference }, 'standby claimed');
  await mailBooking(ctx, draft, result.body.bookingReference);
  return view(ctx, await standbyById(db, found.id), brandKey);
}
