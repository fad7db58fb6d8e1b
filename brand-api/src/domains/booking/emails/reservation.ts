import { TZDate } from '@date-fns/tz';
import {
  BOOKING_TIME_ZONE,
  bookingEventUid,
  CALENDAR_ENTRY_HOURS,
  summaryDescription,
  summaryLocation,
} from '@fittizia/contract';
import { format } from 'date-fns';
import { createEvent } from 'ics';
import { calendarAttachment, jsonLdScript } from '../../../shared/mail/message.ts';
import {
  type BookingMailDetails,
  type CalendarMethod,
  mailSummary,
  restaurantPageUrl,
  shownName,
} from './parts.ts';

/*
 * The booking as mail clients and calendars read it: the schema.org reservation in each booking e-mail's HTML
 * and the calendar entry attached to a confirmation, change or cancellation.
 */

/**
 * The calendar entry of a confirmed booking (spec 9: two hours, Europe/London). The start
 * is written in UTC (`DTSTART:...Z`), the one form every calendar reads as the same
 * instant, so it opens at the London wall-clock time in summer and winter alike. The UID, title, location and
 * description come from the booking's summary, as in the site's download of the same booking.
 */
export function bookingCalendarEvent(
  details: BookingMailDetails,
  options: { siteUrl: string; from: string },
  calendar: CalendarMethod = { method: 'PUBLISH', sequence: 0 },
): string {
  const { restaurant } = details;
  const summary = mailSummary(details);
  const organizer = /^(.*?)\s*<([^>]+)>$/.exec(options.from);
  const { value, error } = createEvent({
    uid: bookingEventUid(details.reference),
    start: details.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: CALENDAR_ENTRY_HOURS },
    title: `Table at ${restaurant.name}`,
    description: [
      ...summaryDescription(summary),
      ...(restaurant.phoneNumber ? [`Restaurant phone: ${restaurant.phoneNumber}`] : []),
    ].join('\n'),
    location: summaryLocation(summary),
    ...(restaurant.lat !== null && restaurant.lng !== null
      ? { geo: { lat: restaurant.lat, lon: restaurant.lng } }
      : {}),
    url: restaurantPageUrl(options.siteUrl, restaurant),
    status: calendar.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: calendar.method === 'CANCEL' ? 'FREE' : 'BUSY',
    ...(organizer ? { organizer: { name: organizer[1] || 'Bookings', email: organizer[2] as string } } : {}),
    productId: 'fittizia-trattoria/booking',
    method: calendar.method,
    sequence: calendar.sequence,
  });
  if (error || !value) throw error ?? new Error('The calendar entry could not be made');
  return value;
}

/** A booking e-mail's calendar file: the booking's entry as `calendar` says (same UID), its METHOD in the type. */
export function calendarFile(
  filename: string,
  details: BookingMailDetails,
  options: { siteUrl: string; from: string },
  calendar: CalendarMethod,
) {
  return calendarAttachment(filename, bookingCalendarEvent(details, options, calendar), calendar.method);
}

export type ReservationStatus = 'confirmed' | 'cancelled' | 'pending';

const RESERVATION_STATUS: Record<ReservationStatus, string> = {
  confirmed: 'https://schema.org/ReservationConfirmed',
  cancelled: 'https://schema.org/ReservationCancelled',
  pending: 'https://schema.org/ReservationPending',
};

/** An instant as London wall-clock time with its offset (`2026-11-24T19:30:00+00:00`), as schema.org reads it. */
function londonIsoTime(at: Date): string {
  return format(new TZDate(at, BOOKING_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/**
 * The booking as a schema.org `FoodEstablishmentReservation` (status, reservation number, party size, start
 * time, the manage page as `modifyReservationUrl`, the restaurant as `reservationFor`), which mail clients read to
 * show the booking. The one builder for every booking e-mail (confirmation, reminder, change, cancellation).
 */
export function reservationJsonLd(
  details: BookingMailDetails,
  options: { siteUrl: string },
  status: ReservationStatus,
): Record<string, unknown> {
  const { restaurant, customer } = details;
  return {
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishmentReservation',
    reservationNumber: details.reference,
    reservationStatus: RESERVATION_STATUS[status],
    underName: {
      '@type': 'Person',
      ...(shownName(customer) ? { name: shownName(customer) } : { email: customer.email }),
    },
    partySize: details.adults + details.children,
    startTime: londonIsoTime(details.start),
    endTime: londonIsoTime(new Date(details.start.getTime() + details.durationMinutes * 60_000)),
    ...(details.manageUrl ? { modifyReservationUrl: details.manageUrl } : {}),
    reservationFor: {
      '@type': 'FoodEstablishment',
      name: restaurant.name,
      url: restaurantPageUrl(options.siteUrl, restaurant),
      ...(restaurant.phoneNumber ? { telephone: restaurant.phoneNumber } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: restaurant.addressLines.slice(0, -1).join(', ') || restaurant.addressLines[0] || '',
        addressLocality: restaurant.addressLines.at(-1) ?? '',
        postalCode: restaurant.postcode,
        addressCountry: 'GB',
      },
      ...(restaurant.lat !== null && restaurant.lng !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: restaurant.lat, longitude: restaurant.lng } }
        : {}),
    },
  };
}

/** The reservation as a `<script type="application/ld+json">` for an e-mail's HTML (`<` escaped in the JSON). */
export function reservationJsonLdScript(
  details: BookingMailDetails,
  options: { siteUrl: string },
  status: ReservationStatus,
) {
  return jsonLdScript(reservationJsonLd(details, options, status));
}
