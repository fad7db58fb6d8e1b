import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BookingErrorCode,
  type BookingRequest,
  bookingRequest,
  londonToday,
  STANDBY_PATH,
  STANDBY_TOKEN_PATTERN,
  type StandbyEntry,
  type StandbyJoinRequest,
} from '@fittizia/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Db } from '../../../shared/database.ts';
import { BookingFailure } from '../../../shared/errors.ts';
import { bookings, standbyEntries } from '../tables.ts';
import { type CalendarDate, parseDate, unpadded } from './calendar.ts';
import type { BookingConfig } from './config.ts';
import { assertNotRejected, assertOnline, badField, fail, type Store, type StoreOccasion } from './engine.ts';
import { assertWithinLimits, type BookingAsker, type BookingLimits } from './limits.ts';
import { managePath } from './manage.ts';
import { standbyRefusal } from './standby-rules.ts';
import { availableTimes, dayTimes } from './times.ts';
import { newReference, pgError, UNIQUE_VIOLATION } from './write.ts';

/*
 * The standby list. A diner joins a restaurant's list for a date, a window of start times and a party
 * when no table fits. When tables are freed (a cancellation or a change), `offerFreedTables` goes down the
 * line, first come first served: the first waiting entry whose window has a time where a fitting table is free is
 * offered that time, and the table is held for it for STANDBY_HOLD_MINUTES as a row of booking_tables naming the
 * entry (the exclusion constraint counts it, so nobody else can book the table meanwhile). A claim in time books
 * that table (the hold is released and taken in the booking's own transaction); `expireStandbyOffers(now)`
 * releases holds not claimed in time and offers the tables to the next in line. Each entry has one signed link
 * (`STANDBY_PATH + <reference>.<signature>`, signed like a manage link) to see it, claim the offer and leave.
 * This file holds the list, joining it and its links; the offers, their expiry, leaving and the claim's
 * transaction work are in standby-offers.ts.
 */

export type StandbyRow = typeof standbyEntries.$inferSelect;

const signature = (secret: string, brandKey: string, reference: string) =>
  createHmac('sha256', secret)
    .update(`fittizia standby link v1\n${brandKey}\n${reference}`)
    .digest('base64url');

export function standbyToken(secret: string, brandKey: string, reference: string): string {
  return `${reference}.${signature(secret, brandKey, reference)}`;
}

export function standbyPath(secret: string, brandKey: string, reference: string): string {
  return `${STANDBY_PATH}${standbyToken(secret, brandKey, reference)}`;
}

/** The entry reference a token was signed for by this brand, or undefined for any other text. */
export function verifiedStandbyReference(
  secret: string,
  brandKey: string,
  token: string,
): string | undefined {
  if (!STANDBY_TOKEN_PATTERN.test(token)) return undefined;
  const [reference = '', given = ''] = token.split('.');
  const expected = Buffer.from(signature(secret, brandKey, reference));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? reference : undefined;
}

/** What the standby list needs around it: the database, the cached configuration, the clock and the mail. */
export interface StandbyContext {
  database: Database;
  config: BookingConfig;
  secret: string;
  now: () => Date;
  logger: Logger;
  /** Hands an offer to the outbox once its hold is committed (never throws). */
  sendOffer(entry: StandbyRow, store: Store): Promise<void>;
}

/** The occasion a standby entry books: the restaurant's standard table occasion. */
export function standbyOccasion(store: Store): StoreOccasion {
  const o = store.occasions.find((x) => x.enabled && x.occasion.bookingType === 'table');
  if (!o) fail(BookingErrorCode.NoRestrictions);
  return o;
}

/** The entry a token names, for this brand; 30 for any other text. */
export async function standbyByToken(db: Db, secret: string, brandKey: string, token: string) {
  const reference = verifiedStandbyReference(secret, brandKey, token);
  const [row] = reference
    ? await db
        .select()
        .from(standbyEntries)
        .where(and(eq(standbyEntries.reference, reference), eq(standbyEntries.brandKey, brandKey)))
        .limit(1)
    : [];
  if (!row) throw new BookingFailure(BookingErrorCode.StandbyLinkInvalid);
  return row;
}

/** The seating times of the entry's date inside its window, in order. */
function windowTimes(
  store: Store,
  o: StoreOccasion,
  date: CalendarDate,
  from: string,
  to: string,
  now: Date,
) {
  return dayTimes(store, o, date, now).filter((t) => t >= from && t <= to);
}

/** The times in the window at which a fitting table is free now. */
export async function freeTimesInWindow(
  db: Db,
  store: Store,
  o: StoreOccasion,
  covers: number,
  date: CalendarDate,
  from: string,
  to: string,
  now: Date,
): Promise<string[]> {
  const free = await availableTimes(db, store, o, covers, date, now);
  return free.map((t) => t.time).filter((t) => t >= from && t <= to);
}

/**
 * Joins the list: the restaurant takes bookings online, the date is not refused, a table could come free for the
 * party that day (`standbyRefusal`: 17, 18, 4, 5, 35 for a party no table seats, 36 for a closed day), the window
 * holds a seating time (an InvalidField naming it), no table is free in it now (34: book it instead), the booking limits and the standby caps allow it (21) and this e-mail is not already on the list for
 * that restaurant and date (33).
 */
export async function joinStandby(
  ctx: StandbyContext,
  input: {
    brandKey: string;
    storeId: string;
    body: StandbyJoinRequest;
    /** Who joins (their address is stored with the entry) and the limits they are held to (`limits.ts`). */
    asker: BookingAsker;
    limits: BookingLimits;
  },
): Promise<StandbyRow> {
  const { db } = ctx.database;
  const { body } = input;
  const now = ctx.now();
  const store = await ctx.config.store(input.storeId);
  assertOnline(store);
  const date = parseDate(body.date);
  assertNotRejected(store, date);
  const o = standbyOccasion(store);
  const covers = body.adultCovers + body.childCovers;
  const refusal = standbyRefusal(store, o, date, covers, now);
  if (refusal !== undefined) fail(refusal);
  if (windowTimes(store, o, date, body.windowFrom, body.windowTo, now).length === 0) {
    badField('body.windowFrom', 'the window holds no time the restaurant seats on that date');
  }
  if ((await freeTimesInWindow(db, store, o, covers, date, body.windowFrom, body.windowTo, now)).length > 0) {
    fail(BookingErrorCode.StandbyTableFree);
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        // The booking limits as for a create, and the standby list's own caps (code 21 past any).
        await assertWithinLimits(
          tx,
          {
            storeId: store.restaurant.storeId,
            day: date.iso,
            time: body.windowFrom,
            today: londonToday(now),
          },
          input.asker,
          input.limits,
          true,
        );
        const [inserted] = await tx
          .insert(standbyEntries)
          .values({
            reference: newReference(),
            brandKey: input.brandKey,
            storeId: store.restaurant.storeId,
            occasionId: o.occasion.id,
            diningDate: date.iso,
            windowFrom: body.windowFrom,
            windowTo: body.windowTo,
            adults: body.adultCovers,
            children: body.childCovers,
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.emailAddress,
            phone: body.mobilePhoneNumber ?? null,
            consentAt: now,
            joinedAt: now,
            dinerAddress: input.asker.address,
          })
          .returning();
        return inserted as StandbyRow;
      });
      return row;
    } catch (error) {
      const { code, constraint } = pgError(error);
      if (code !== UNIQUE_VIOLATION) throw error;
      if (constraint === 'standby_entries_live_uq') fail(BookingErrorCode.StandbyAlreadyJoined);
      // else a reference already in use (vanishingly rare): draw another
    }
  }
  throw new Error('could not draw an unused standby reference');
}

/** An entry read again (after a claim wrote it). */
export async function standbyById(db: Db, id: number): Promise<StandbyRow> {
  const [row] = await db.select().from(standbyEntries).where(eq(standbyEntries.id, id)).limit(1);
  if (!row) throw new BookingFailure(BookingErrorCode.StandbyLinkInvalid);
  return row;
}

/** The booking request a claim makes of an offered entry: its diner, party and the time held, no menu. */
export function claimRequest(row: StandbyRow): BookingRequest {
  const time = row.offeredTime;
  if (row.status !== 'offered' || !time) fail(BookingErrorCode.StandbyNothingToClaim);
  return bookingRequest.parse({
    restaurantId: row.storeId,
    firstName: row.firstName,
    lastName: row.lastName,
    emailAddress: row.email,
    ...(row.phone ? { mobilePhoneNumber: row.phone } : {}),
    diningDateTime: `${unpadded(parseDate(row.diningDate))} ${time}`,
    bookingTime: time,
    adultCovers: row.adults,
    childCovers: row.children,
    occasionId: row.occasionId,
  });
}

/** The entry as its page shows it. */
export async function standbyEntryView(
  ctx: StandbyContext,
  row: StandbyRow,
  brandKey: string,
): Promise<StandbyEntry> {
  const store = await ctx.config.store(row.storeId);
  const [booked] =
    row.bookingId === null
      ? []
      : await ctx.database.db
          .select({ reference: bookings.reference })
          .from(bookings)
          .where(eq(bookings.id, row.bookingId))
          .limit(1);
  const booking = booked
    ? { reference: booked.reference, manageLink: managePath(ctx.secret, brandKey, booked.reference) }
    : null;
  let position: number | null = null;
  if (row.status === 'waiting') {
    const ahead = await ctx.database.db.execute(sql`
      SELECT count(*)::int AS n FROM standby_entries
      WHERE store_id = ${row.storeId} AND dining_date = ${row.diningDate} AND status = 'waiting'
        AND (joined_at, id) < (${row.joinedAt.toISOString()}::timestamptz, ${row.id})`);
    position = Number((ahead as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) + 1;
  }
  return {
    standbyLink: standbyPath(ctx.secret, brandKey, row.reference),
    status: row.status,
    restaurant: { storeId: row.storeId, name: store.restaurant.title },
    date: row.diningDate,
    windowFrom: row.windowFrom,
    windowTo: row.windowTo,
    adults: row.adults,
    children: row.children,
    emailAddress: row.email,
    position,
    offer:
      row.status === 'offered' && row.offeredTime && row.offerExpiresAt
        ? { time: row.offeredTime, expiresAt: row.offerExpiresAt.toISOString() }
        : null,
    booking,
  };
}
