import type { BookingMailDetails } from '../emails/parts.ts';
import type { Store } from './engine.ts';
import { addressLines, type BookingRow } from './manage.ts';

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

/** A stored booking as its mails describe it. */
export function mailDetails(store: Store, row: BookingRow): BookingMailDetails {
  return {
    kind: 'confirmation',
    reference: row.reference,
    restaurant: mailRestaurant(store),
    start: row.startsAt,
    durationMinutes: row.durationMinutes,
    adults: row.adults,
    children: row.children,
    menuName: row.menuName,
    customer: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    specialRequest: row.specialRequest,
  };
}
