import { html } from 'hono/html';
import type { Database } from '../../../shared/database.ts';
import { queueMail } from '../../../shared/mail/message.ts';
import type { MailMessage } from '../../../shared/mail/outbox.ts';
import { londonInstant, parseDate, toMinutes } from '../service/calendar.ts';
import { reasonWords } from './closure-notice.ts';
import { bookingMail } from './messages.ts';
import { guests, londonDateTime } from './parts.ts';

/* The short note to a diner whose standby entry a restaurant's closure ended. */

/** A standby entry a closure ended, as its short e-mail describes it. */
export interface StandbyClosedDetails {
  reference: string;
  restaurantName: string;
  date: string;
  windowFrom: string;
  adults: number;
  children: number;
  customer: { firstName: string; lastName: string; email: string };
  reason: string;
  finderUrl: string;
}

/** The note to a diner whose standby entry a closure ended. */
export function standbyClosedMessage(
  details: StandbyClosedDetails,
  options: { brandName: string },
): Promise<MailMessage> {
  const { date } = londonDateTime(londonInstant(parseDate(details.date), toMinutes(details.windowFrom)));
  const sentence = `We're sorry: ${details.restaurantName} has had to close on ${date} because of ${reasonWords(details.reason)}, so you are no longer on its standby list.`;
  return bookingMail(details, options.brandName, {
    kind: 'standby-closed',
    because: `you joined the standby list of ${details.restaurantName}`,
    subject: `Standby list closed: ${details.restaurantName}, ${date}`,
    intro: [sentence],
    facts: [
      ['Restaurant', details.restaurantName],
      ['Date', date],
      ['Guests', guests(details.adults, details.children)],
    ],
    text: [[`Find another restaurant: ${details.finderUrl}`]],
    heading: 'The standby list is closed',
    body: html`<p><a href="${details.finderUrl}">Find another restaurant</a></p>`,
  });
}

/** Stores the note in the outbox and tries to send it; never throws (a failed send is retried later). */
export async function sendStandbyClosedMail(
  database: Database,
  details: StandbyClosedDetails,
): Promise<void> {
  await queueMail(database, (config) => standbyClosedMessage(details, config), {
    context: { standby: details.reference },
    queued: 'standby mail queued',
    failed: 'standby mail could not be stored',
  });
}
