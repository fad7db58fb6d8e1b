import { ENQUIRY_REPLY_HOURS, greeting } from '@fittizia/contract';
import { html, raw } from 'hono/html';
import { composeMail, factLines, facts, factsTable, type MailFact } from '../../../shared/mail/message.ts';
import type { MailMessage } from '../../../shared/mail/outbox.ts';
import { type ClosureNotice, closureAlternatives, closureSentence } from './closure-notice.ts';
import {
  type BookingMailDetails,
  bookingFacts,
  bookingSubject,
  type CalendarMethod,
  directionsUrl,
  extrasFacts,
  guests,
  londonDateTime,
  manageHtml,
  manageText,
  menuFact,
  preorderHtml,
  preorderText,
  recipient,
  restaurantPageUrl,
} from './parts.ts';
import { calendarFile, type ReservationStatus, reservationJsonLdScript } from './reservation.ts';

/* The booking e-mails: confirmation or enquiry, the reminder the day before, a change and a cancellation. */

type MailOptions = { siteUrl: string; brandName: string; from: string };

/** What makes one booking e-mail; `bookingMail` lays it out as every booking e-mail is. */
export interface BookingMailSpec {
  kind: string;
  /** Why the diner gets it, ending "…because" (`you booked a table at …`): the service line of every booking e-mail. */
  because: string;
  subject: string;
  /** The page's title; the heading when not given. */
  title?: string;
  heading: string;
  /** The intro's sentences: lines of the text, one paragraph of the HTML. */
  intro: string[];
  facts: MailFact[];
  /** The text's sections after the facts, and the HTML after the facts' table. */
  text: (string[] | false)[];
  body: unknown;
}

/**
 * A booking or standby e-mail, laid out alike: greeted by the diner's first name, the intro, the facts as lines
 * and as a table, then the message's own sections, signed with the brand's name and addressed to the diner.
 * `after` is the line after the page's box (the reservation's JSON-LD).
 */
export function bookingMail(
  details: Pick<BookingMailDetails, 'customer'>,
  brandName: string,
  mail: BookingMailSpec & { after?: unknown; attachments?: MailMessage['attachments'] },
): Promise<MailMessage> {
  const hello = greeting(details.customer.firstName);
  return composeMail({
    kind: mail.kind,
    to: recipient(details.customer),
    subject: mail.subject,
    text: [[`${hello},`], mail.intro, factLines(mail.facts), ...mail.text, [brandName]],
    page: {
      title: mail.title ?? mail.heading,
      heading: mail.heading,
      body: html`<p>${hello},</p>
<p>${mail.intro.join(' ')}</p>
${factsTable(mail.facts)}
${mail.body}`,
      signature: brandName,
      ...(mail.after === undefined ? {} : { after: mail.after }),
    },
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
    purpose: { service: bookingServiceLine(mail.because) },
  });
}

/** The one line of a booking or standby e-mail that says why it came, and why it has no unsubscribe link. */
export const bookingServiceLine = (because: string) =>
  `You get this e-mail because ${because}. E-mails about a booking come whatever you chose about our offers.`;

/**
 * A booking e-mail with the reservation's JSON-LD in the given status (`null` leaves its line empty) and, when
 * `calendar` is given, the booking's calendar file.
 */
function reservationMail(
  details: BookingMailDetails,
  options: MailOptions,
  mail: BookingMailSpec & {
    status: ReservationStatus | null;
    calendar?: CalendarMethod & { filename: string };
  },
): Promise<MailMessage> {
  const { status, calendar, ...spec } = mail;
  return bookingMail(details, options.brandName, {
    ...spec,
    after: status ? reservationJsonLdScript(details, options, status) : '',
    ...(calendar ? { attachments: [calendarFile(calendar.filename, details, options, calendar)] } : {}),
  });
}

/** The booking confirmation or enquiry acknowledgement, as plain text and HTML (user input escaped). */
export function bookingMailMessage(details: BookingMailDetails, options: MailOptions): Promise<MailMessage> {
  const { restaurant } = details;
  const { date } = londonDateTime(details.start);
  const confirmed = details.kind === 'confirmation';
  const page = restaurantPageUrl(options.siteUrl, restaurant);
  const directions = directionsUrl(restaurant);
  const address = [...restaurant.addressLines, restaurant.postcode].filter(Boolean);
  const intro = confirmed
    ? 'Your table is booked. We look forward to seeing you.'
    : `Thank you for your booking enquiry. This is not yet a confirmed booking: ${restaurant.name} will reply within ${ENQUIRY_REPLY_HOURS} hours to confirm it or to talk through what is possible.`;
  const phoneLine = restaurant.phoneNumber
    ? `To change or cancel, call ${restaurant.name} on ${restaurant.phoneNumber}.`
    : `To change or cancel, contact ${restaurant.name}.`;
  const closing = confirmed
    ? 'The attached calendar entry (booking.ics) adds the booking to your calendar.'
    : `We will e-mail you again within ${ENQUIRY_REPLY_HOURS} hours.`;
  return reservationMail(details, options, {
    kind: confirmed ? 'booking-confirmation' : 'booking-enquiry',
    because: confirmed
      ? `you booked a table at ${restaurant.name}`
      : `you asked for a table at ${restaurant.name}`,
    subject: confirmed
      ? bookingSubject('Booking confirmed', details)
      : `Booking enquiry received (not yet confirmed): ${restaurant.name}, ${date}`,
    intro: [intro],
    facts: facts(
      ...bookingFacts(details, confirmed ? 'Booking reference' : 'Enquiry reference'),
      menuFact(details),
      ...extrasFacts(details),
      !!details.specialRequest && ['Special request', details.specialRequest],
    ),
    text: [
      [
        'Find us',
        ...address,
        `Directions: ${directions}`,
        `Restaurant page: ${page}`,
        ...(restaurant.phoneNumber ? [`Phone: ${restaurant.phoneNumber}`] : []),
      ],
      [closing, ...manageText(details), phoneLine],
      preorderText(details),
    ],
    title: confirmed ? 'Booking confirmed' : 'Booking enquiry received',
    heading: confirmed ? 'Your table is booked' : 'We have your booking enquiry',
    body: html`<h2 style="font-size:18px;margin:24px 0 8px">Find us</h2>
<p>${raw(address.map((line) => html`${line}`).join('<br>'))}</p>
<p><a href="${directions}">Directions</a> &middot; <a href="${page}">Restaurant page</a>${
      restaurant.phoneNumber
        ? html` &middot; <a href="tel:${restaurant.phoneNumber.replace(/\s+/g, '')}">${restaurant.phoneNumber}</a>`
        : ''
    }</p>
<p>${closing} ${phoneLine}</p>
${manageHtml(details)}${preorderHtml(details)}`,
    status: confirmed ? 'confirmed' : null,
    ...(confirmed ? { calendar: { filename: 'booking.ics', method: 'PUBLISH', sequence: 0 } } : {}),
  });
}

export interface ReminderMailDetails extends BookingMailDetails {
  /** The site's "I'll be there" page of the booking, absolute. */
  attendUrl: string;
  /** The manage page's cancel step, absolute. */
  cancelUrl: string;
  manageUrl: string;
}

/** The reminder the day before: the booking, "I'll be there" and "Cancel" links, and its JSON-LD. */
export function bookingReminderMessage(
  details: ReminderMailDetails,
  options: { siteUrl: string; brandName: string },
): Promise<MailMessage> {
  const { restaurant } = details;
  const { date, time } = londonDateTime(details.start);
  const directions = directionsUrl(restaurant);
  return bookingMail(details, options.brandName, {
    kind: 'booking-reminder',
    because: `you booked a table at ${restaurant.name}`,
    subject: bookingSubject('Reminder', details),
    intro: [
      `This is a reminder of your table at ${restaurant.name} on ${date} at ${time}.`,
      'Please let us know whether you are still coming.',
    ],
    facts: facts(...bookingFacts(details), menuFact(details), ...extrasFacts(details)),
    text: [
      [
        `I'll be there: ${details.attendUrl}`,
        `Cancel my booking: ${details.cancelUrl}`,
        `View my booking: ${details.manageUrl}`,
        `Directions: ${directions}`,
      ],
    ],
    title: 'Your booking reminder',
    heading: `See you soon at ${restaurant.name}`,
    body: html`<p><a href="${details.attendUrl}" style="display:inline-block;padding:12px 20px;background:#1f5130;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">I'll be there</a>
&nbsp; <a href="${details.cancelUrl}" style="display:inline-block;padding:12px 20px;color:#8a1c1c;border:2px solid #8a1c1c;border-radius:6px;text-decoration:none;font-weight:bold">Cancel my booking</a></p>
<p><a href="${details.manageUrl}">View my booking</a> &middot; <a href="${directions}">Directions</a></p>`,
    after: reservationJsonLdScript(details, options, 'confirmed'),
  });
}

export interface CancellationMailDetails extends BookingMailDetails {
  /** The calendar entry's SEQUENCE after the cancellation. */
  sequence: number;
  reason: string | null;
  /** Cancelled inside a card-guaranteed booking's window: recorded, and said, though nothing is charged. */
  lateCancellation: boolean;
  /** Cancelled by the restaurant's closure: why, and the alternatives (`closure-notice.ts`). */
  closure?: ClosureNotice;
}

/**
 * The cancellation of a booking, as text and HTML, with the calendar entry's cancellation (METHOD:CANCEL). One
 * the restaurant's closure made says why and where else the party could eat instead of the diner's reason.
 */
export function bookingCancellationMessage(
  details: CancellationMailDetails,
  options: MailOptions,
): Promise<MailMessage> {
  const late = details.lateCancellation
    ? "This cancellation was made inside the restaurant's cancellation window and is recorded as a late cancellation. No charge has been taken."
    : '';
  const attached = 'The attached calendar file (cancel.ics) removes the booking from your calendar.';
  const book = `${restaurantPageUrl(options.siteUrl, details.restaurant)}#booking`;
  const closure = details.closure;
  const elsewhere = closure ? closureAlternatives(details, closure) : undefined;
  return reservationMail(details, options, {
    kind: 'booking-cancellation',
    because: `you booked a table at ${details.restaurant.name}`,
    subject: bookingSubject('Booking cancelled', details),
    intro: [
      closure
        ? closureSentence(details, closure.reason)
        : 'Your booking is cancelled and your table has been released.',
    ],
    facts: facts(...bookingFacts(details), !closure && !!details.reason && ['Your reason', details.reason]),
    text: elsewhere ? [elsewhere.text, [attached]] : [!!late && [late], [attached, `Book again: ${book}`]],
    title: 'Booking cancelled',
    heading: 'Your booking is cancelled',
    body: elsewhere
      ? html`${elsewhere.html}
<p>${attached}</p>`
      : html`${late ? html`<p>${late}</p>` : ''}
<p>${attached}</p>
<p><a href="${book}">Book again</a></p>`,
    status: 'cancelled',
    calendar: { filename: 'cancel.ics', method: 'CANCEL', sequence: details.sequence },
  });
}

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
export function bookingChangeMessage(details: ChangeMailDetails, options: MailOptions): Promise<MailMessage> {
  const was = londonDateTime(details.previous.start);
  const attached = 'The attached calendar file (booking.ics) updates the booking in your calendar.';
  return reservationMail(details, options, {
    kind: 'booking-change',
    because: `you booked a table at ${details.restaurant.name}`,
    subject: bookingSubject('Booking changed', details),
    intro: ['Your booking has been changed. Here are the new details.'],
    facts: facts(
      ...bookingFacts(details),
      ['Was', `${was.date} at ${was.time}, ${guests(details.previous.adults, details.previous.children)}`],
      menuFact(details),
      ...extrasFacts(details),
    ),
    text: [[attached, ...manageText(details)]],
    title: 'Booking changed',
    heading: 'Your booking has been changed',
    body: html`<p>${attached}</p>
${manageHtml(details)}`,
    status: 'confirmed',
    calendar: { filename: 'booking.ics', method: 'REQUEST', sequence: details.sequence },
  });
}
