import type { BookingSummary } from '@fittizia/contract';
import type { Db } from '../../../shared/database.ts';
import type { BookingMailDetails } from '../emails/parts.ts';
import type { Store } from './engine.ts';
import { addressLines, type BookingRow, bookedExtras, summaryRestaurant } from './manage.ts';
import { type BookingDraft, draftMenuName } from './write.ts';

/** The restaurant as the booking e-mails describe it. */
export function mailRestaurant(store: Store): BookingMailDetails['restaurant'] {
  const r = store.restaurant;
  return {
    name: r.title,
    addressLines: addressLines(store),
    postcode: r.postcode ?? '',
    phoneNumber: r.phoneNumber,
    lat: r.lat,
    lng: r.lng,
    city: r.citySlug,
    slug: r.slug,
  };
}

/** A stored booking as its mails describe it, with the extras it holds. */
export async function mailDetails(db: Db, store: Store, row: BookingRow): Promise<BookingMailDetails> {
  return {
    kind: 'confirmation',
    reference: row.reference,
    restaurant: mailRestaurant(store),
    start: row.startsAt,
    durationMinutes: row.durationMinutes,
    adults: row.adults,
    children: row.children,
    menuName: row.menuName,
    extras: await bookedExtras(db, row.id),
    customer: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    specialRequest: row.specialRequest,
  };
}

/** The extras a booking asks for, each with its line's price in pounds. */
export const draftExtras = (draft: Pick<BookingDraft, 'upsells'>): BookingSummary['extras'] =>
  draft.upsells.map(({ upsell, quantity }) => ({
    name: upsell.name,
    quantity,
    price: upsell.pricePence === null ? null : (upsell.pricePence * quantity) / 100,
  }));

/** A booking being placed as its summary (its calendar link is signed from it). */
export function draftSummary(
  draft: Pick<BookingDraft, 'store' | 'date' | 'time' | 'request' | 'menus' | 'upsells'>,
  reference: string,
): BookingSummary {
  return {
    reference,
    restaurant: summaryRestaurant(draft.store),
    date: draft.date.iso,
    time: draft.time,
    adults: draft.request.adultCovers,
    children: draft.request.childCovers,
    menuName: draftMenuName(draft),
    extras: draftExtras(draft),
  };
}
