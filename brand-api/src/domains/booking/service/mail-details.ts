import type { BookingMailDetails } from '../emails.ts';
import type { Store } from './engine.ts';
import { addressLines, type BookingRow } from './manage.ts';

/** A stored booking as its mails describe it. */
export function mailDetails(store: Store, row: BookingRow): BookingMailDetails {
  const r = store.restaurant;
  return {
    kind: 'confirmation',
    reference: row.reference,
    restaurant: {
      name: r.title,
      addressLines: addressLines(store),
      postcode: r.postcode ?? '',
      phoneNumber: r.phoneNumber,
      lat: r.lat,
      lng: r.lng,
      city: r.citySlug,
      slug: r.slug,
    },
    start: row.startsAt,
    durationMinutes: row.durationMinutes,
    adults: row.adults,
    children: row.children,
    menuName: row.menuName,
    customer: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    specialRequest: row.specialRequest,
  };
}
