import { html } from 'hono/html';
import type { Logger } from 'pino';
import type { Database } from '../../../shared/database.ts';
import { queueMail } from '../../../shared/mail/message.ts';
import { type MailMessage, mailConfig } from '../../../shared/mail/outbox.ts';
import { londonInstant, parseDate, toMinutes } from '../service/calendar.ts';
import type { BookingConfig } from '../service/config.ts';
import type { Store } from '../service/engine.ts';
import { type StandbyContext, type StandbyRow, standbyPath } from '../service/standby.ts';
import { bookingMail } from './messages.ts';
import { guests, londonDateTime } from './parts.ts';

/*
 * The standby list's e-mails: "you are on the list" with the link to leave it, and the offer of a freed
 * table with the link to claim it before the hold ends. Both go through the outbox.
 */

export interface StandbyMailDetails {
  kind: 'joined' | 'offer';
  reference: string;
  restaurantName: string;
  /** The entry's date (YYYY-MM-DD) and window of start times. */
  date: string;
  windowFrom: string;
  windowTo: string;
  adults: number;
  children: number;
  customer: { firstName: string; lastName: string; email: string };
  /** The entry's page, absolute: see the entry, claim the offer, leave the list. */
  standbyUrl: string;
  /** An offer: the time held and the instant the hold ends. */
  offer?: { time: string; expiresAt: Date };
}

export async function standbyMailMessage(
  details: StandbyMailDetails,
  options: { brandName: string },
): Promise<MailMessage> {
  const day = parseDate(details.date);
  const { date } = londonDateTime(londonInstant(day, toMinutes(details.windowFrom)));
  const offer = details.offer;
  const until = offer ? londonDateTime(offer.expiresAt).time : '';
  const heading = offer ? 'A table is free for you' : 'You are on the standby list';
  const action = offer ? 'Book this table' : 'See your place or leave the list';
  return bookingMail(details, options.brandName, {
    kind: offer ? 'standby-offer' : 'standby-joined',
    because: `you joined the standby list of ${details.restaurantName}`,
    subject: offer
      ? `A table is free: ${details.restaurantName}, ${date} at ${offer.time}`
      : `You are on the standby list: ${details.restaurantName}, ${date}`,
    intro: [
      offer
        ? `A table has come free. We are holding it for you until ${until}; book it before then or it passes to the next diner on the list.`
        : 'We will e-mail you as soon as a table that fits comes free. The first diner on the list is offered it first.',
    ],
    facts: [
      ['Restaurant', details.restaurantName],
      ['Date', date],
      offer ? ['Time', offer.time] : ['Times', `${details.windowFrom} to ${details.windowTo}`],
      ['Guests', guests(details.adults, details.children)],
    ],
    text: [
      [
        `${action}: ${details.standbyUrl}`,
        ...(offer ? [`Leave the standby list: ${details.standbyUrl}`] : []),
      ],
    ],
    title: heading,
    heading,
    body: html`<p><a href="${details.standbyUrl}">${action}</a></p>`,
  });
}

/** Stores the message in the outbox and tries to send it; never throws (a failed send is retried later). */
export async function sendStandbyMail(database: Database, details: StandbyMailDetails): Promise<void> {
  await queueMail(database, (config) => standbyMailMessage(details, config), {
    context: { standby: details.reference },
    queued: 'standby mail queued',
    failed: 'standby mail could not be stored',
  });
}

/** The standby list's context over a database: its offers are e-mailed through the outbox. */
export function standbyContext(
  database: Database,
  options: { config: BookingConfig; secret: string; now: () => Date; logger: Logger },
): StandbyContext {
  return {
    database,
    ...options,
    async sendOffer(entry: StandbyRow, store: Store) {
      await sendStandbyMail(database, {
        ...standbyMailDetails(entry, store, options.secret),
        kind: 'offer',
        ...(entry.offeredTime && entry.offerExpiresAt
          ? { offer: { time: entry.offeredTime, expiresAt: entry.offerExpiresAt } }
          : {}),
      });
    },
  };
}

export function standbyMailDetails(entry: StandbyRow, store: Store, secret: string) {
  return {
    kind: 'joined' as const,
    reference: entry.reference,
    restaurantName: store.restaurant.title,
    date: entry.diningDate,
    windowFrom: entry.windowFrom,
    windowTo: entry.windowTo,
    adults: entry.adults,
    children: entry.children,
    customer: { firstName: entry.firstName, lastName: entry.lastName, email: entry.email },
    standbyUrl: `${mailConfig().siteUrl}${standbyPath(secret, entry.brandKey, entry.reference)}`,
  };
}
