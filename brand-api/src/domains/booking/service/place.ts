import {
  BookingErrorCode,
  type BookingPreorder,
  type BookingRequest,
  type BookingResponse,
  PREORDER_DEFAULT_CUTOFF_HOURS,
} from '@fittizia/contract';
import { mailConfig } from '../../../shared/mail/outbox.ts';
import { offerRunsOn } from '../../offers/index.ts';
import { isVerifiedCardCustomer } from '../../payments/index.ts';
import { preorderPaths, preorderPlan, queuePreorderOf } from '../../preorders/index.ts';
import { mailPreorder, sendBookingMail } from '../emails.ts';
import { endOf, londonInstant, toMinutes } from './calendar.ts';
import type { BookingContext } from './context.ts';
import {
  areasFor,
  badField,
  chosenMenus,
  durationFor,
  fail,
  fittingTables,
  type MenuRow,
  menusOn,
  type StoreOccasion,
} from './engine.ts';
import { cardGuaranteeRequired, chosenUpsells, upsellsFor } from './extras.ts';
import { requestHash, storedAnswer } from './idempotency.ts';
import { type BookingAsker, emailKey, phoneKey } from './limits.ts';
import { draftExtras, draftSummary, mailRestaurant } from './mail-details.ts';
import { bookingCalendarLink, managePath } from './manage.ts';
import { prepare } from './prepare.ts';
import { rescheduleReminder } from './reminders.ts';
import { assertSeatingTime } from './times.ts';
import { type BookingDraft, type BookingKind, draftMenuName, writeBooking } from './write.ts';

/** Who asks for a booking: the brand, the diner's session, and the keys the limits count by. */
export interface BookingAsk {
  brandKey: string;
  sessionId: string | null;
  asker: BookingAsker;
}

/**
 * A booking request checked against the rules of its restaurant, occasion, date and party: the draft
 * `writeBooking` writes (the tables that fit, the menus and extras chosen, the card guarantee, the limits).
 */
export async function checkBooking(
  ctx: BookingContext,
  kind: BookingKind,
  storeId: string,
  body: BookingRequest,
  { brandKey, sessionId, asker }: BookingAsk,
): Promise<BookingDraft> {
  const { db } = ctx.database;
  // The restaurant of the path and the time of diningDateTime are the contract's rules (checkRequest).
  const [dateText, timeText] = body.diningDateTime.trim().split(/[T ]/) as [string, string];
  const time = timeText.slice(0, 5);
  const covers = body.adultCovers + body.childCovers;
  const { store, o, date, at, how } = await prepare(ctx, storeId, body.occasionId, dateText, covers);
  if (kind === 'event' && how !== 'event')
    badField('body.occasionId', `"${o.occasion.id}" is not an event occasion`);
  if (kind !== 'event' && how === 'event') {
    badField('body.occasionId', `"${o.occasion.id}" is an event: send it to the events call`);
  }
  // A party the online limit cannot seat, an enquiry where enquiries do not apply: nothing to offer (4).
  if (how !== kind) fail(BookingErrorCode.NoFreeSlot);
  assertSeatingTime(store, o, date, time, at);
  const menus = chosenMenus(menusOn(store, o, date), body.menuIds, time);
  // An offer that does not run on the dining day (unknown, ended, not yet started) is not found (7).
  if (body.offerId && !(await offerRunsOn(db, body.offerId, date.iso))) fail(BookingErrorCode.OfferNotFound);
  const upsells = chosenUpsells(
    upsellsFor(store, o, covers, false),
    body,
    store.settings.allowMultipleUpsells,
  );
  const guaranteed = kind === 'table' && cardGuaranteeRequired(store, o, covers, date, how);
  if (guaranteed) {
    // The card guarantee holds only for a customer whose card the provider verified and vaulted
    // (POST /api/v1/braintree/submit records it); any other id is as good as none.
    const customerId = body.braintreeCustomerId?.trim();
    const verified = customerId ? await isVerifiedCardCustomer(db, customerId) : false;
    if (!verified) fail(BookingErrorCode.NeedCreditCard);
  }
  const durationMinutes = durationFor(store, covers);
  const start = londonInstant(date, toMinutes(time));
  const tables =
    kind === 'table'
      ? fittingTables(
          store,
          covers,
          areasFor(store, o, covers, how).map((a) => a.id),
        )
      : [];
  if (kind === 'table' && tables.length === 0) fail(BookingErrorCode.NoFreeSlot);
  return {
    brandKey,
    kind,
    store,
    occasion: o satisfies StoreOccasion,
    date,
    time,
    start,
    end: endOf(start, durationMinutes),
    durationMinutes,
    request: body,
    menus,
    upsells,
    tables,
    sessionId,
    now: at,
    asker,
    limits: await ctx.limits(brandKey),
    cardGuaranteed: guaranteed,
    ...(kind === 'table'
      ? {
          calendarLink: (reference: string) =>
            bookingCalendarLink(
              draftSummary({ store, date, time, request: body, menus, upsells }, reference),
              ctx.calendarSecret,
            ),
          manageLink: (reference: string) => managePath(ctx.manageSecret, brandKey, reference),
          ...preorderDraft(ctx, menus, body, start),
        }
      : {}),
  };
}

/** A table booking's pre-order, when its menus or its party ask for one (docs/preorders.md). */
function preorderDraft(ctx: BookingContext, menus: MenuRow[], body: BookingRequest, start: Date) {
  const plan = preorderPlan(
    menus,
    { adults: body.adultCovers, children: body.childCovers, start },
    { minParty: ctx.preorders.minParty, defaultCutoffHours: PREORDER_DEFAULT_CUTOFF_HOURS },
  );
  if (!plan) return {};
  const places = body.adultCovers + body.childCovers;
  const answer = (reference: string): BookingPreorder => ({
    ...preorderPaths(ctx.preorders.secret, reference),
    places,
    chosen: 0,
    cutoffAt: plan.cutoffAt.toISOString(),
    state: plan.cutoffAt.getTime() <= ctx.now().getTime() ? 'closed' : 'open',
    overParty: [],
  });
  return { preorder: { plan, answer } };
}

/**
 * Places a booking (create, enquiry and events share it): an idempotency key sent before answers what it
 * answered; otherwise the request is checked against the rules, written whole in one transaction, and then
 * (after the commit) a table's reminder is scheduled and the mail handed to the outbox.
 */
export async function placeBooking(
  ctx: BookingContext,
  call: { kind: BookingKind; endpoint: string; storeId: string; idempotencyKey?: string },
  body: BookingRequest,
  who: { brandKey: string; sessionId: string | null; address: string | null },
): Promise<BookingResponse> {
  const { db } = ctx.database;
  const ask: BookingAsk = {
    brandKey: who.brandKey,
    sessionId: who.sessionId,
    asker: {
      emailKey: emailKey(body.emailAddress),
      phoneKey: phoneKey(body.mobilePhoneNumber),
      address: who.address,
    },
  };
  const { kind, endpoint, storeId, idempotencyKey } = call;
  const idem =
    idempotencyKey === undefined
      ? undefined
      : { key: idempotencyKey, endpoint, hash: requestHash(endpoint, storeId, body) };
  if (idem) {
    const stored = await storedAnswer(db, ask.brandKey, idem);
    // Only successful answers are stored (always 200): the reply is checked against the contract again.
    if (stored) return stored.body;
  }
  const draft = await checkBooking(ctx, kind, storeId, body, ask);
  const result = await writeBooking(db, draft, idem);
  if (!result.replayed && kind === 'table' && result.bookingId !== undefined) {
    await remind(ctx, result.bookingId, draft.now);
    await queuePreorder(ctx, result.bookingId);
  }
  if (!result.replayed) await mailBooking(ctx, draft, result.body.bookingReference);
  return result.body;
}

/** Schedules a committed booking's reminder; a failure is logged, never fails the booking. */
async function remind(ctx: BookingContext, bookingId: number, at: Date): Promise<void> {
  try {
    await rescheduleReminder(ctx.database.db, bookingId, { now: at });
  } catch (error) {
    ctx.logger.error({ err: error, bookingId }, 'booking reminder could not be scheduled');
  }
}

/** Queues a committed booking's pre-order cut-off job; a failure is logged (a queue's start queues it). */
export async function queuePreorder(ctx: BookingContext, bookingId: number): Promise<void> {
  try {
    await queuePreorderOf(ctx.database.db, bookingId, ctx.preorders.scheduler);
  } catch (error) {
    ctx.logger.error({ err: error, bookingId }, 'pre-order cut-off could not be queued');
  }
}

/** Hands the committed booking to the outbox; a mail failure never fails the booking. */
export async function mailBooking(
  ctx: BookingContext,
  draft: BookingDraft,
  reference: string,
): Promise<void> {
  try {
    await sendBookingMail(ctx.database, {
      kind: draft.kind === 'table' ? 'confirmation' : 'enquiry',
      reference,
      restaurant: mailRestaurant(draft.store),
      start: draft.start,
      durationMinutes: draft.durationMinutes,
      adults: draft.request.adultCovers,
      children: draft.request.childCovers,
      menuName: draftMenuName(draft),
      extras: draftExtras(draft),
      customer: {
        firstName: draft.request.firstName,
        lastName: draft.request.lastName,
        email: draft.request.emailAddress,
      },
      specialRequest: draft.request.specialRequest?.trim() || null,
      ...(draft.kind === 'table'
        ? { manageUrl: `${mailConfig().siteUrl}${managePath(ctx.manageSecret, draft.brandKey, reference)}` }
        : {}),
      ...(draft.preorder ? { preorder: mailPreorder(draft.preorder.answer(reference)) } : {}),
    });
  } catch (error) {
    ctx.logger.error({ err: error, reference }, 'booking mail could not be handed to the outbox');
  }
}
