import { TZDate } from '@date-fns/tz';
import {
  BOOKING_TIME_ZONE,
  CALENDAR_ENTRY_HOURS,
  ENQUIRY_REPLY_HOURS,
  greeting,
  isGreetingName,
} from '@fittizia/contract';
import { format } from 'date-fns';
import { html, raw } from 'hono/html';
import { createEvent } from 'ics';
import type { Database } from '../../shared/database.ts';
import { enqueueMail, type MailMessage, mailConfig } from '../../shared/mail/outbox.ts';

export interface BookingMailDetails {
  kind: 'confirmation' | 'enquiry';
  reference: string;
  restaurant: {
    name: string;
    addressLines: string[];
    postcode: string;
    phoneNumber: string | null;
    lat: number | null;
    lng: number | null;
    city: string;
    slug: string;
  };
  /** the booking's start as an instant (UTC); the mail renders it in Europe/London */
  start: Date;
  durationMinutes: number;
  adults: number;
  children: number;
  menuName: string | null;
  customer: { firstName: string; lastName: string; email: string };
  specialRequest: string | null;
  /** A confirmed table's manage page, absolute. */
  manageUrl?: string;
}

type MailCustomer = Pick<BookingMailDetails['customer'], 'firstName' | 'lastName' | 'email'>;

/*
 * The diner's name as typed: a booking's e-mails greet by it (`greeting`) and name the recipient and the
 * reservation's guest by it only when it passes the contract's strict check (first and last name each), so the
 * form cannot make these e-mails carry a stranger's words to whatever address was typed.
 */
const shownName = (customer: MailCustomer): string | undefined =>
  isGreetingName(customer.firstName) && isGreetingName(customer.lastName)
    ? `${customer.firstName.trim()} ${customer.lastName.trim()}`
    : undefined;

/** The message's recipient: the address, with the diner's name only when it passes the check. */
export const recipient = (customer: MailCustomer): string | { name: string; address: string } => {
  const name = shownName(customer);
  return name ? { name, address: customer.email } : customer.email;
};

/** How a calendar file speaks of the event: a new entry, an update or a cancellation (RFC 5546), same UID. */
export interface CalendarMethod {
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** The entry's SEQUENCE: 0 at first, raised by one with each update or cancellation. */
  sequence: number;
}

/** The restaurant page on the site: `/restaurants/{city}/{slug}` (spec 2.1). */
export function restaurantPageUrl(siteUrl: string, restaurant: BookingMailDetails['restaurant']): string {
  return `${siteUrl}/restaurants/${encodeURIComponent(restaurant.city)}/${encodeURIComponent(restaurant.slug)}`;
}

/** Directions to the restaurant: from its coordinates, else its postcode. */
export function directionsUrl(
  restaurant: Pick<BookingMailDetails['restaurant'], 'lat' | 'lng'> & { postcode: string | null },
): string {
  const destination =
    restaurant.lat !== null && restaurant.lng !== null
      ? `${restaurant.lat},${restaurant.lng}`
      : `${restaurant.postcode}, United Kingdom`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

export function guests(adults: number, children: number): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const total = adults + children;
  const parts = [plural(adults, 'adult', 'adults')];
  if (children > 0) parts.push(plural(children, 'child', 'children'));
  return `${plural(total, 'guest', 'guests')} (${parts.join(', ')})`;
}

/** A booking e-mail's HTML: its title, heading, body, the brand's name and the reservation's JSON-LD. */
function bookingMailPage(page: {
  title: string;
  heading: string;
  brandName: string;
  body: unknown;
  jsonLd: unknown;
}) {
  return html`<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${page.title}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<h1 style="font-size:22px;margin:0 0 16px">${page.heading}</h1>
${page.body}
<p>${page.brandName}</p>
</div>
${page.jsonLd}
</body>
</html>`;
}

/** An e-mail's facts (label and value per row) as an HTML table, values escaped. */
function factsTable(rows: [string, string][]) {
  return html`<table role="presentation" style="border-collapse:collapse;width:100%;margin:16px 0">
${rows.map(
  ([label, value]) =>
    html`<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>`,
)}
</table>`;
}

/** The manage page's line of a booking e-mail's text, when the booking has one. */
function manageText(details: BookingMailDetails): string[] {
  return details.manageUrl ? [`To view, change or cancel your booking online: ${details.manageUrl}`] : [];
}

/** The manage page's link of a booking e-mail's HTML, when the booking has one. */
function manageHtml(details: BookingMailDetails) {
  return details.manageUrl
    ? html`<p><a href="${details.manageUrl}">View, change or cancel your booking</a></p>`
    : '';
}

/** The booking's date and time on the wall clock in London, whatever the server's zone. */
export function londonDateTime(start: Date): { date: string; time: string } {
  const local = new TZDate(start, BOOKING_TIME_ZONE);
  return { date: format(local, 'EEEE d MMMM yyyy'), time: format(local, 'HH:mm') };
}

/**
 * The calendar entry of a confirmed booking (spec 9: two hours, Europe/London). The start
 * is written in UTC (`DTSTART:...Z`), the one form every calendar reads as the same
 * instant, so it opens at the London wall-clock time in summer and winter alike.
 */
export function bookingCalendarEvent(
  details: BookingMailDetails,
  options: { siteUrl: string; from: string },
  calendar: CalendarMethod = { method: 'PUBLISH', sequence: 0 },
): string {
  const { restaurant } = details;
  const address = [restaurant.name, ...restaurant.addressLines, restaurant.postcode]
    .filter(Boolean)
    .join(', ');
  const organizer = /^(.*?)\s*<([^>]+)>$/.exec(options.from);
  const { value, error } = createEvent({
    uid: `${details.reference}@${(organizer?.[2] ?? 'bookings@localhost').split('@')[1]}`,
    start: details.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: CALENDAR_ENTRY_HOURS },
    title: `Table at ${restaurant.name}`,
    description: [
      `Booking reference: ${details.reference}`,
      guests(details.adults, details.children),
      details.menuName ? `Menu: ${details.menuName}` : '',
      restaurant.phoneNumber ? `Restaurant phone: ${restaurant.phoneNumber}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    location: address,
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

/** The booking confirmation or enquiry acknowledgement, as plain text and HTML (user input escaped). */
export async function bookingMailMessage(
  details: BookingMailDetails,
  options: { siteUrl: string; brandName: string; from: string },
): Promise<MailMessage> {
  const { restaurant, customer } = details;
  const { date, time } = londonDateTime(details.start);
  const confirmed = details.kind === 'confirmation';
  const page = restaurantPageUrl(options.siteUrl, restaurant);
  const directions = directionsUrl(restaurant);
  const address = [...restaurant.addressLines, restaurant.postcode].filter(Boolean);
  const covers = guests(details.adults, details.children);

  const intro = confirmed
    ? 'Your table is booked. We look forward to seeing you.'
    : `Thank you for your booking enquiry. This is not yet a confirmed booking: ${restaurant.name} will reply within ${ENQUIRY_REPLY_HOURS} hours to confirm it or to talk through what is possible.`;
  const rows: [string, string][] = [
    [confirmed ? 'Booking reference' : 'Enquiry reference', details.reference],
    ['Restaurant', restaurant.name],
    ['Date', date],
    ['Time', time],
    ['Guests', covers],
    ...(details.menuName ? ([['Menu', details.menuName]] as [string, string][]) : []),
    ...(details.specialRequest ? ([['Special request', details.specialRequest]] as [string, string][]) : []),
  ];
  const phoneLine = restaurant.phoneNumber
    ? `To change or cancel, call ${restaurant.name} on ${restaurant.phoneNumber}.`
    : `To change or cancel, contact ${restaurant.name}.`;

  const text = [
    `${greeting(customer.firstName)},`,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Find us',
    ...address,
    `Directions: ${directions}`,
    `Restaurant page: ${page}`,
    ...(restaurant.phoneNumber ? [`Phone: ${restaurant.phoneNumber}`] : []),
    '',
    confirmed
      ? 'The attached calendar entry (booking.ics) adds the booking to your calendar.'
      : `We will e-mail you again within ${ENQUIRY_REPLY_HOURS} hours.`,
    ...manageText(details),
    phoneLine,
    '',
    options.brandName,
  ].join('\n');

  const htmlBody = await bookingMailPage({
    title: confirmed ? 'Booking confirmed' : 'Booking enquiry received',
    heading: confirmed ? 'Your table is booked' : 'We have your booking enquiry',
    brandName: options.brandName,
    jsonLd: confirmed ? reservationJsonLdScript(details, options, 'confirmed') : '',
    body: html`<p>${greeting(customer.firstName)},</p>
<p>${intro}</p>
${factsTable(rows)}
<h2 style="font-size:18px;margin:24px 0 8px">Find us</h2>
<p>${raw(address.map((line) => html`${line}`).join('<br>'))}</p>
<p><a href="${directions}">Directions</a> &middot; <a href="${page}">Restaurant page</a>${
      restaurant.phoneNumber
        ? html` &middot; <a href="tel:${restaurant.phoneNumber.replace(/\s+/g, '')}">${restaurant.phoneNumber}</a>`
        : ''
    }</p>
<p>${
      confirmed
        ? 'The attached calendar entry (booking.ics) adds the booking to your calendar.'
        : `We will e-mail you again within ${ENQUIRY_REPLY_HOURS} hours.`
    } ${phoneLine}</p>
${manageHtml(details)}`,
  });

  return {
    kind: confirmed ? 'booking-confirmation' : 'booking-enquiry',
    to: recipient(customer),
    subject: confirmed
      ? `Booking confirmed: ${restaurant.name}, ${date} at ${time}`
      : `Booking enquiry received (not yet confirmed): ${restaurant.name}, ${date}`,
    text,
    html: String(htmlBody),
    ...(confirmed
      ? {
          attachments: [
            {
              filename: 'booking.ics',
              content: bookingCalendarEvent(details, options),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ],
        }
      : {}),
  };
}

/* ------------------------------------------------------------------ schema.org reservation */

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
  const json = JSON.stringify(reservationJsonLd(details, options, status)).replace(/</g, '\\u003c');
  return html`<script type="application/ld+json">${raw(json)}</script>`;
}

/* ------------------------------------------------------------------ reminder */

export interface ReminderMailDetails extends BookingMailDetails {
  /** The site's "I'll be there" page of the booking, absolute. */
  attendUrl: string;
  /** The manage page's cancel step, absolute. */
  cancelUrl: string;
  manageUrl: string;
}

/** The reminder the day before: the booking, "I'll be there" and "Cancel" links, and its JSON-LD. */
export async function bookingReminderMessage(
  details: ReminderMailDetails,
  options: { siteUrl: string; brandName: string },
): Promise<MailMessage> {
  const { restaurant, customer } = details;
  const { date, time } = londonDateTime(details.start);
  const directions = directionsUrl(restaurant);
  const rows: [string, string][] = [
    ['Booking reference', details.reference],
    ['Restaurant', restaurant.name],
    ['Date', date],
    ['Time', time],
    ['Guests', guests(details.adults, details.children)],
    ...(details.menuName ? ([['Menu', details.menuName]] as [string, string][]) : []),
  ];
  const intro = `This is a reminder of your table at ${restaurant.name} on ${date} at ${time}.`;
  const ask = 'Please let us know whether you are still coming.';
  const text = [
    `${greeting(customer.firstName)},`,
    '',
    intro,
    ask,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `I'll be there: ${details.attendUrl}`,
    `Cancel my booking: ${details.cancelUrl}`,
    `View my booking: ${details.manageUrl}`,
    `Directions: ${directions}`,
    '',
    options.brandName,
  ].join('\n');
  const htmlBody = await bookingMailPage({
    title: 'Your booking reminder',
    heading: `See you soon at ${restaurant.name}`,
    brandName: options.brandName,
    jsonLd: reservationJsonLdScript(details, options, 'confirmed'),
    body: html`<p>${greeting(customer.firstName)},</p>
<p>${intro} ${ask}</p>
${factsTable(rows)}
<p><a href="${details.attendUrl}" style="display:inline-block;padding:12px 20px;background:#1f5130;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">I'll be there</a>
&nbsp; <a href="${details.cancelUrl}" style="display:inline-block;padding:12px 20px;color:#8a1c1c;border:2px solid #8a1c1c;border-radius:6px;text-decoration:none;font-weight:bold">Cancel my booking</a></p>
<p><a href="${details.manageUrl}">View my booking</a> &middot; <a href="${directions}">Directions</a></p>`,
  });
  return {
    kind: 'booking-reminder',
    to: recipient(customer),
    subject: `Reminder: ${restaurant.name}, ${date} at ${time}`,
    text,
    html: String(htmlBody),
  };
}

/** Stores the reminder in the outbox and tries to send it; never throws (a failed send is retried later). */
export function sendReminderMail(database: Database, details: ReminderMailDetails): Promise<void> {
  return storeBookingMail(database, details.reference, 'reminder', (config) =>
    bookingReminderMessage(details, config),
  );
}

export interface CancellationMailDetails extends BookingMailDetails {
  /** The calendar entry's SEQUENCE after the cancellation. */
  sequence: number;
  reason: string | null;
  /** Cancelled inside a card-guaranteed booking's window: recorded, and said, though nothing is charged. */
  lateCancellation: boolean;
}

/** The cancellation of a booking, as text and HTML, with the calendar entry's cancellation (METHOD:CANCEL). */
export async function bookingCancellationMessage(
  details: CancellationMailDetails,
  options: { siteUrl: string; brandName: string; from: string },
): Promise<MailMessage> {
  const { restaurant, customer } = details;
  const { date, time } = londonDateTime(details.start);
  const rows: [string, string][] = [
    ['Booking reference', details.reference],
    ['Restaurant', restaurant.name],
    ['Date', date],
    ['Time', time],
    ['Guests', guests(details.adults, details.children)],
    ...(details.reason ? ([['Your reason', details.reason]] as [string, string][]) : []),
  ];
  const intro = 'Your booking is cancelled and your table has been released.';
  const late = details.lateCancellation
    ? "This cancellation was made inside the restaurant's cancellation window and is recorded as a late cancellation. No charge has been taken."
    : '';
  const attached = 'The attached calendar file (cancel.ics) removes the booking from your calendar.';
  const book = `${restaurantPageUrl(options.siteUrl, restaurant)}#booking`;
  const text = [
    `${greeting(customer.firstName)},`,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(late ? [late, ''] : []),
    attached,
    `Book again: ${book}`,
    '',
    options.brandName,
  ].join('\n');
  const htmlBody = await bookingMailPage({
    title: 'Booking cancelled',
    heading: 'Your booking is cancelled',
    brandName: options.brandName,
    jsonLd: reservationJsonLdScript(details, options, 'cancelled'),
    body: html`<p>${greeting(customer.firstName)},</p>
<p>${intro}</p>
${factsTable(rows)}
${late ? html`<p>${late}</p>` : ''}
<p>${attached}</p>
<p><a href="${book}">Book again</a></p>`,
  });
  return {
    kind: 'booking-cancellation',
    to: recipient(customer),
    subject: `Booking cancelled: ${restaurant.name}, ${date} at ${time}`,
    text,
    html: String(htmlBody),
    attachments: [
      calendarFile('cancel.ics', details, options, { method: 'CANCEL', sequence: details.sequence }),
    ],
  };
}

/** A notice's calendar file: the booking's entry as `calendar` says (same UID), with its METHOD in the type. */
function calendarFile(
  filename: string,
  details: BookingMailDetails,
  options: { siteUrl: string; from: string },
  calendar: CalendarMethod,
) {
  return {
    filename,
    content: bookingCalendarEvent(details, options, calendar),
    contentType: `text/calendar; charset=utf-8; method=${calendar.method}`,
  };
}

/** Stores the cancellation in the outbox and tries to send it; never throws (a failed send is retried later). */
export function sendCancellationMail(database: Database, details: CancellationMailDetails): Promise<void> {
  return storeBookingMail(database, details.reference, 'cancellation', (config) =>
    bookingCancellationMessage(details, config),
  );
}

/**
 * Builds a booking e-mail and stores it in the outbox, delivered in the background so no answer waits on SMTP;
 * never throws: a build or storage failure is logged (a failed send is retried later by the outbox).
 */
async function storeBookingMail(
  database: Database,
  reference: string,
  kind: string,
  build: (config: ReturnType<typeof mailConfig>) => Promise<MailMessage>,
): Promise<void> {
  const config = mailConfig();
  try {
    const message = await build(config);
    const { id } = await enqueueMail(database, message, { deliver: 'background' });
    config.logger.info({ mailId: id, kind: message.kind, reference }, 'booking mail queued');
  } catch (error) {
    config.logger.error({ err: error, reference, kind }, 'booking mail could not be stored');
  }
}

/** Stores the message in the outbox and tries to send it; never throws (a failed send is retried later). */
export function sendBookingMail(database: Database, details: BookingMailDetails): Promise<void> {
  return storeBookingMail(database, details.reference, details.kind, (config) =>
    bookingMailMessage(details, config),
  );
}

/* Change of a booking. */

export interface ChangeMailDetails extends BookingMailDetails {
  /** The calendar entry's SEQUENCE after the change (one more than before). */
  sequence: number;
  /** What the booking was before the change. */
  previous: { start: Date; adults: number; children: number };
}

/**
 * A changed booking, as text and HTML with its JSON-LD, and the updated calendar entry (same UID, METHOD:REQUEST,
 * SEQUENCE + 1).
 */
export async function bookingChangeMessage(
  details: ChangeMailDetails,
  options: { siteUrl: string; brandName: string; from: string },
): Promise<MailMessage> {
  const { restaurant, customer } = details;
  const { date, time } = londonDateTime(details.start);
  const was = londonDateTime(details.previous.start);
  const rows: [string, string][] = [
    ['Booking reference', details.reference],
    ['Restaurant', restaurant.name],
    ['Date', date],
    ['Time', time],
    ['Guests', guests(details.adults, details.children)],
    ['Was', `${was.date} at ${was.time}, ${guests(details.previous.adults, details.previous.children)}`],
    ...(details.menuName ? ([['Menu', details.menuName]] as [string, string][]) : []),
  ];
  const intro = 'Your booking has been changed. Here are the new details.';
  const attached = 'The attached calendar file (booking.ics) updates the booking in your calendar.';
  const text = [
    `${greeting(customer.firstName)},`,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    attached,
    ...manageText(details),
    '',
    options.brandName,
  ].join('\n');
  const htmlBody = await bookingMailPage({
    title: 'Booking changed',
    heading: 'Your booking has been changed',
    brandName: options.brandName,
    jsonLd: reservationJsonLdScript(details, options, 'confirmed'),
    body: html`<p>${greeting(customer.firstName)},</p>
<p>${intro}</p>
${factsTable(rows)}
<p>${attached}</p>
${manageHtml(details)}`,
  });
  return {
    kind: 'booking-change',
    to: recipient(customer),
    subject: `Booking changed: ${restaurant.name}, ${date} at ${time}`,
    text,
    html: String(htmlBody),
    attachments: [
      calendarFile('booking.ics', details, options, { method: 'REQUEST', sequence: details.sequence }),
    ],
  };
}

/** Stores the change e-mail in the outbox and tries to send it; never throws (a failed send is retried later). */
export function sendChangeMail(database: Database, details: ChangeMailDetails): Promise<void> {
  return storeBookingMail(database, details.reference, 'change', (config) =>
    bookingChangeMessage(details, config),
  );
}
