import type { CalendarQueryFields } from './calendar-query.ts';
import { CALENDAR_ENTRY_HOURS } from './constants.ts';

/**
 * What was booked, as every place that describes a booking says it: the booking e-mails (confirmation, change,
 * reminder, cancellation), the manage page, the confirmation screen and every calendar file of the booking (the
 * site's download and the e-mails' attachments). One summary: the restaurant, the London date and time, the
 * party, the menu, the extras with their quantities and prices and their total, and one calendar event id.
 * Pure: no Node, no React.
 */

/** The calendar event id's domain: the fictional brand's own. */
export const BOOKING_EVENT_UID_DOMAIN = 'fittizia.example';

/**
 * The UID of a booking's calendar event (RFC 5545), the same in every calendar file of the booking, so a change
 * (METHOD:REQUEST, a higher SEQUENCE) or a cancellation (METHOD:CANCEL) updates the entry the diner added.
 */
export const bookingEventUid = (reference: string): string => `${reference}@${BOOKING_EVENT_UID_DOMAIN}`;

/** One extra as booked: `price` is the line's price in pounds (unit price × quantity), null when unpriced. */
export type BookingSummaryExtra = {
  name: string;
  quantity: number;
  price: number | null;
};

export interface BookingSummary {
  reference: string;
  restaurant: { name: string; addressLines: string[]; postcode: string };
  /** `yyyy-MM-dd`, Europe/London. */
  date: string;
  /** `HH:mm`, Europe/London wall clock. */
  time: string;
  adults: number;
  children: number;
  menuName: string | null;
  extras: BookingSummaryExtra[];
}

/** '£11.50', '£1,234.00', '-£2.00': pounds and pence, written out (the same text in every engine). */
export function formatPounds(amount: number): string {
  const pence = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(pence / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `£${whole}.${String(pence % 100).padStart(2, '0')}`;
  return amount < 0 && pence > 0 ? `-${text}` : text;
}

/** The total of the priced extras, in pounds (to the penny). */
export const extrasTotal = (extras: readonly BookingSummaryExtra[]): number =>
  Math.round(extras.reduce((sum, e) => sum + (e.price ?? 0) * 100, 0)) / 100;

/**
 * The extras in words: a line each (`2 × Prosecco on arrival, £13.00`, the price left out when unknown) and
 * their total (`Extras total £13.00`); undefined without extras.
 */
export function extrasWords(
  extras: readonly BookingSummaryExtra[],
): { lines: string[]; total: string } | undefined {
  if (extras.length === 0) return undefined;
  return {
    lines: extras.map(
      (e) => `${e.quantity} × ${e.name}${e.price != null ? `, ${formatPounds(e.price)}` : ''}`,
    ),
    total: `Extras total ${formatPounds(extrasTotal(extras))}`,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '6 guests (4 adults, 2 children)', '1 guest (1 adult)'. */
export function guestsWords(adults: number, children: number): string {
  const parts = [plural(adults, 'adult', 'adults')];
  if (children > 0) parts.push(plural(children, 'child', 'children'));
  return `${plural(adults + children, 'guest', 'guests')} (${parts.join(', ')})`;
}

/** The restaurant's name and address on one line: a calendar entry's location. */
export const summaryLocation = (summary: Pick<BookingSummary, 'restaurant'>): string =>
  [summary.restaurant.name, ...summary.restaurant.addressLines, summary.restaurant.postcode]
    .filter(Boolean)
    .join(', ');

/** The calendar entry's description, a line each: the reference, the party, the menu, the extras and total. */
export function summaryDescription(summary: BookingSummary): string[] {
  const extras = extrasWords(summary.extras);
  return [
    `Booking reference: ${summary.reference}`,
    guestsWords(summary.adults, summary.children),
    ...(summary.menuName ? [`Menu: ${summary.menuName}`] : []),
    ...(extras ? [...extras.lines.map((line) => `Extra: ${line}`), extras.total] : []),
  ];
}

/** The booking as a calendar event (spec 9: two hours, Europe/London), as the signed download carries it. */
export function summaryCalendarEvent(summary: BookingSummary): CalendarQueryFields & { reference: string } {
  return {
    title: `Table at ${summary.restaurant.name}`,
    location: summaryLocation(summary),
    date: summary.date,
    time: summary.time,
    durationHours: CALENDAR_ENTRY_HOURS,
    description: summaryDescription(summary),
    reference: summary.reference,
  };
}
