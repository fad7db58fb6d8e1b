import { createHmac, timingSafeEqual } from 'node:crypto';
import { BOOKING_CALENDAR_PATH, type CalendarQueryFields, calendarEventQuery } from './calendar-query.ts';

/**
 * Signed calendar links: `/booking/calendar.ics` serves a file only for a link the brand API made
 * for a real booking. The brand API signs the event's query when a table is booked (the create answer's
 * `calendarLink`); the site's route checks the signature before it builds anything. The key is
 * CALENDAR_LINK_SECRET, a key of its own that both servers hold (never sent to a browser, never derived from
 * the brand key). Server-only (node:crypto): imported as `@fittizia/contract/calendar-link`, never
 * through the package's index.
 */

/**
 * The calendar links' key outside production: embedded in both servers so `pnpm dev` and the tests run with
 * nothing to set. Published, so production refuses it (each server's configuration).
 */
export const DEV_CALENDAR_LINK_SECRET = 'fittizia-development-calendar-links-not-for-production';

/** The query parameter that carries the signature (always the last one). */
export const CALENDAR_SIGNATURE_PARAM = 'sig';

/** A booking's calendar event, as the link carries it (always with its reference). */
export type CalendarLinkEvent = CalendarQueryFields & { reference: string };

const signingKey = (secret: string) =>
  createHmac('sha256', secret).update('fittizia booking calendar link v1').digest();
const signature = (query: string, secret: string) =>
  createHmac('sha256', signingKey(secret)).update(query).digest('base64url');

/** `/booking/calendar.ics?<query>&sig=…`: the query, signed as it is. */
export function signCalendarQuery(query: URLSearchParams, secret: string): string {
  const text = query.toString();
  return `${BOOKING_CALENDAR_PATH}?${text}&${CALENDAR_SIGNATURE_PARAM}=${signature(text, secret)}`;
}

/** The signed `/booking/calendar.ics?…&sig=…` link of a booking's event. */
export function signedCalendarLink(event: CalendarLinkEvent, secret: string): string {
  return signCalendarQuery(calendarEventQuery(event), secret);
}

/**
 * The link's query without its signature when the signature is the secret's for exactly these parameters in
 * this order; undefined for an unsigned, altered or foreign link.
 */
export function verifiedCalendarQuery(params: URLSearchParams, secret: string): URLSearchParams | undefined {
  const given = params.getAll(CALENDAR_SIGNATURE_PARAM);
  if (given.length !== 1) return undefined;
  const rest = new URLSearchParams([...params].filter(([key]) => key !== CALENDAR_SIGNATURE_PARAM));
  const expected = Buffer.from(signature(rest.toString(), secret));
  const actual = Buffer.from(given[0] as string);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? rest : undefined;
}
