import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BOOKING_MANAGE_PATH,
  BookingErrorCode,
  type BookingSummary,
  type BookingSummaryExtra,
  MANAGE_TOKEN_PATTERN,
  type ManagedBooking,
  summaryCalendarEvent,
} from '@fittizia/contract';
import { signedCalendarLink } from '@fittizia/contract/calendar-link';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { BookingFailure } from '../../../shared/errors.ts';
import { cancelPreorder } from '../../preorders/index.ts';
import { directionsUrl } from '../emails.ts';
import { bookingHistory, bookings, bookingTables, bookingUpsells, upsells } from '../tables.ts';
import type { Store } from './engine.ts';
import { rescheduleReminder } from './reminders.ts';

/*
 * Manage my booking. A booking's manage link carries `<reference>.<signature>`: HMAC-SHA256 of the
 * brand and the reference under the brand API's manage secret (BOOKING_MANAGE_SECRET), base64url. Nothing is
 * stored for it; a token cannot be made or altered without the secret, and it stops working once the dining
 * time has come (BookingPast).
 */

const signature = (secret: string, brandKey: string, reference: string) =>
  createHmac('sha256', secret)
    .update(`fittizia manage link v1\n${brandKey}\n${reference}`)
    .digest('base64url');

/** The manage token of a booking of this brand. */
export function manageToken(secret: string, brandKey: string, reference: string): string {
  return `${reference}.${signature(secret, brandKey, reference)}`;
}

/** The site path of a booking's manage page. */
export function managePath(secret: string, brandKey: string, reference: string): string {
  return `${BOOKING_MANAGE_PATH}${manageToken(secret, brandKey, reference)}`;
}

/** The reference a token was signed for by this brand, or undefined for any other text. */
export function verifiedReference(secret: string, brandKey: string, token: string): string | undefined {
  if (!MANAGE_TOKEN_PATTERN.test(token)) return undefined;
  const dot = token.indexOf('.');
  const reference = token.slice(0, dot);
  const expected = Buffer.from(signature(secret, brandKey, reference));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? reference : undefined;
}

/** The restaurant's address lines as the mails and the manage page print them. */
export function addressLines(store: Store): string[] {
  const r = store.restaurant;
  return [r.addressLine1, r.addressLine2, r.addressCity].filter((l): l is string => Boolean(l));
}

/** The restaurant as a booking's summary names it. */
export function summaryRestaurant(store: Store): BookingSummary['restaurant'] {
  return {
    name: store.restaurant.title,
    addressLines: addressLines(store),
    postcode: store.restaurant.postcode ?? '',
  };
}

/** A confirmed table's signed calendar download (`/booking/calendar.ics?…&sig=…`), built from its summary. */
export function bookingCalendarLink(summary: BookingSummary, calendarSecret: string): string {
  return signedCalendarLink(summaryCalendarEvent(summary), calendarSecret);
}

export type BookingRow = typeof bookings.$inferSelect;

/** The extras a booking holds, in the restaurant's order, each with its line's price in pounds as booked. */
export async function bookedExtras(db: Db, bookingId: number): Promise<BookingSummaryExtra[]> {
  const rows = await db
    .select({
      name: upsells.name,
      quantity: bookingUpsells.quantity,
      unitPence: bookingUpsells.unitPricePence,
    })
    .from(bookingUpsells)
    .innerJoin(upsells, eq(upsells.id, bookingUpsells.upsellId))
    .where(eq(bookingUpsells.bookingId, bookingId))
    .orderBy(upsells.position);
  return rows.map((e) => ({
    name: e.name,
    quantity: e.quantity,
    price: e.unitPence === null ? null : (e.unitPence * e.quantity) / 100,
  }));
}

/** A stored booking's summary: what its e-mails, its manage page and its calendar files say. */
export function rowSummary(store: Store, row: BookingRow, extras: BookingSummaryExtra[]): BookingSummary {
  return {
    reference: row.reference,
    restaurant: summaryRestaurant(store),
    date: row.diningDate,
    time: row.diningTime,
    adults: row.adults,
    children: row.children,
    menuName: row.menuName,
    extras,
  };
}

/**
 * The table booking a token names, for this brand; BookingFailure 22 for a token that is not one of ours (or
 * names an enquiry, which has no manage page), 23 once its dining time has come.
 */
export async function bookingByToken(
  db: Db,
  secret: string,
  brandKey: string,
  token: string,
  now: Date,
): Promise<BookingRow> {
  const reference = verifiedReference(secret, brandKey, token);
  const [row] = reference
    ? await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.reference, reference), eq(bookings.brandKey, brandKey)))
        .limit(1)
    : [];
  if (row?.kind !== 'table') throw new BookingFailure(BookingErrorCode.ManageLinkInvalid);
  if (row.startsAt.getTime() <= now.getTime()) throw new BookingFailure(BookingErrorCode.BookingPast);
  return row;
}

/**
 * Find my booking: the reference and the e-mail address it was made with (both compared without regard to
 * case or surrounding spaces). No booking, another brand's, an enquiry and a wrong e-mail all fail alike (25),
 * so the answer never says whether a reference exists.
 */
export async function findBooking(
  db: Db,
  brandKey: string,
  reference: string,
  email: string,
): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.reference, reference.trim().toUpperCase()),
        eq(bookings.brandKey, brandKey),
        eq(bookings.kind, 'table'),
        sql`lower(${bookings.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  if (!row) throw new BookingFailure(BookingErrorCode.BookingNotFound);
  return row;
}

/** When a card-guaranteed booking's cancellation becomes late; null without a card. */
export function lateFrom(row: BookingRow, windowHours: number): Date | null {
  return row.cardGuaranteed ? new Date(row.startsAt.getTime() - windowHours * 3_600_000) : null;
}

/** The booking as its manage page shows it. */
export async function managedBooking(
  db: Db,
  row: BookingRow,
  store: Store,
  calendarSecret: string,
): Promise<ManagedBooking> {
  const extras = await bookedExtras(db, row.id);
  const r = store.restaurant;
  const windowHours = store.settings.cancellationWindowHours;
  const late = lateFrom(row, windowHours);
  return {
    reference: row.reference,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    restaurant: {
      storeId: r.storeId,
      name: r.title,
      addressLines: addressLines(store),
      postcode: r.postcode ?? '',
      phoneNumber: r.phoneNumber,
      pagePath: `/restaurants/${encodeURIComponent(r.citySlug)}/${encodeURIComponent(r.slug)}`,
      directionsUrl: directionsUrl(r),
    },
    date: row.diningDate,
    time: row.diningTime,
    startsAt: row.startsAt.toISOString(),
    adults: row.adults,
    children: row.children,
    menuName: row.menuName,
    extras,
    specialRequest: row.specialRequest,
    emailAddress: row.email,
    ...(row.status === 'cancelled'
      ? {}
      : { calendarLink: bookingCalendarLink(rowSummary(store, row, extras), calendarSecret) }),
    cardGuaranteed: row.cardGuaranteed,
    cancellationWindowHours: windowHours,
    lateFrom: late ? late.toISOString() : null,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    cancelReason: row.cancelReason,
    lateCancellation: row.lateCancellation,
  };
}

/**
 * Cancels a booking in one transaction: the row is locked and checked again (24 when already cancelled, 23 once
 * its time has come), its holds are removed from booking_tables so the exclusion constraint no longer counts
 * them, the row keeps status 'cancelled', when, why, whether it was late (a card-guaranteed booking inside the
 * window: recorded, no charge is taken) and the calendar SEQUENCE raised by one, and the history gains
 * 'cancelled' with the tables released.
 */
export async function cancelBooking(
  db: Db,
  bookingId: number,
  options: {
    now: Date;
    reason: string | null;
    windowHours: number;
    /** The restaurant closure that cancels it (kept on the row and in the history). */
    closureId?: number;
  },
): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update').limit(1);
    if (!row) throw new BookingFailure(BookingErrorCode.ManageLinkInvalid);
    if (row.status === 'cancelled') throw new BookingFailure(BookingErrorCode.AlreadyCancelled);
    if (row.startsAt.getTime() <= options.now.getTime())
      throw new BookingFailure(BookingErrorCode.BookingPast);
    const late = lateFrom(row, options.windowHours);
    const lateCancellation = late !== null && options.now.getTime() >= late.getTime();
    const released = await tx
      .delete(bookingTables)
      .where(eq(bookingTables.bookingId, row.id))
      .returning({ tableId: bookingTables.tableId, held: bookingTables.held });
    const [updated] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: options.now,
        cancelReason: options.reason,
        lateCancellation,
        icsSequence: row.icsSequence + 1,
        ...(options.closureId === undefined ? {} : { closureId: options.closureId }),
      })
      .where(eq(bookings.id, row.id))
      .returning();
    await tx.insert(bookingHistory).values({
      bookingId: row.id,
      event: 'cancelled',
      at: options.now,
      detail: {
        reason: options.reason,
        lateCancellation,
        released,
        ...(options.closureId === undefined ? {} : { closureId: options.closureId }),
      },
    });
    // A cancelled booking has no reminder, and its pre-order closes (state cancelled).
    await rescheduleReminder(tx, row.id, { now: options.now });
    await cancelPreorder(tx, row.id);
    return updated as BookingRow;
  });
}
