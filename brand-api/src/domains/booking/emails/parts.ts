import { TZDate } from '@date-fns/tz';
import {
  BOOKING_TIME_ZONE,
  type BookingPreorder,
  type BookingSummary,
  type BookingSummaryExtra,
  extrasTotal,
  extrasWords,
  formatPounds,
  guestsWords,
  isGreetingName,
} from '@fittizia/contract';
import { format } from 'date-fns';
import { html } from 'hono/html';
import type { MailFact } from '../../../shared/mail/message.ts';
import { mailConfig } from '../../../shared/mail/outbox.ts';

/*
 * What every booking e-mail is made of: the booking as the e-mails describe it, its recipient, links, guests and
 * London wall-clock time, and the facts and manage link the messages share.
 */

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
  /** The extras booked, each with its line's price in pounds (the booking summary's). */
  extras: BookingSummaryExtra[];
  customer: { firstName: string; lastName: string; email: string };
  specialRequest: string | null;
  /** A confirmed table's manage page, absolute. */
  manageUrl?: string;
  /** A group pre-order's links, absolute (docs/preorders.md), and its cut-off in words. */
  preorder?: MailPreorder;
}

export interface MailPreorder {
  organiserUrl: string;
  guestUrl: string;
  cutoffText: string;
}

/** A booking's pre-order as its e-mails carry it: the two links made absolute, the cut-off in London words. */
export function mailPreorder(preorder: BookingPreorder, siteUrl = mailConfig().siteUrl): MailPreorder {
  const local = new TZDate(new Date(preorder.cutoffAt), BOOKING_TIME_ZONE);
  return {
    organiserUrl: `${siteUrl}${preorder.organiserLink}`,
    guestUrl: `${siteUrl}${preorder.guestLink}`,
    cutoffText: `${format(local, 'EEEE d MMMM')} at ${format(local, 'HH:mm')}`,
  };
}

/** The pre-order's lines of the confirmation's text, when the booking has one. */
export function preorderText(details: BookingMailDetails): string[] {
  const p = details.preorder;
  if (!p) return [];
  return [
    `Your group pre-orders its food before ${p.cutoffText}.`,
    `Share this link with your guests so each can choose: ${p.guestUrl}`,
    `See who has chosen what (keep this one to yourself): ${p.organiserUrl}`,
  ];
}

/** The pre-order's paragraph of the confirmation's HTML, when the booking has one. */
export function preorderHtml(details: BookingMailDetails) {
  const p = details.preorder;
  return p
    ? html`<h2 style="font-size:18px;margin:24px 0 8px">Your group’s pre-order</h2>
<p>Your group pre-orders its food before ${p.cutoffText}. <a href="${p.guestUrl}">Share this link with your guests</a> so each can choose; <a href="${p.organiserUrl}">see who has chosen what</a> (keep this one to yourself).</p>`
    : '';
}

type MailCustomer = Pick<BookingMailDetails['customer'], 'firstName' | 'lastName' | 'email'>;

/*
 * The diner's name as typed: a booking's e-mails greet by it (`greeting`) and name the recipient and the
 * reservation's guest by it only when it passes the contract's strict check (first and last name each), so the
 * form cannot make these e-mails carry a stranger's words to whatever address was typed.
 */
export const shownName = (customer: MailCustomer): string | undefined =>
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

/** '6 guests (4 adults, 2 children)': the booking summary's words. */
export const guests = guestsWords;

/** The booking's date and time on the wall clock in London, whatever the server's zone. */
export function londonDateTime(start: Date): { date: string; time: string } {
  const local = new TZDate(start, BOOKING_TIME_ZONE);
  return { date: format(local, 'EEEE d MMMM yyyy'), time: format(local, 'HH:mm') };
}

/** The facts every booking e-mail opens with: reference, restaurant, date, time and guests. */
export function bookingFacts(details: BookingMailDetails, referenceLabel = 'Booking reference'): MailFact[] {
  const { date, time } = londonDateTime(details.start);
  return [
    [referenceLabel, details.reference],
    ['Restaurant', details.restaurant.name],
    ['Date', date],
    ['Time', time],
    ['Guests', guests(details.adults, details.children)],
  ];
}

/** A booking e-mail's subject: what happened, then the restaurant and when (`Booking changed: …, … at 19:30`). */
export function bookingSubject(label: string, details: BookingMailDetails): string {
  const { date, time } = londonDateTime(details.start);
  return `${label}: ${details.restaurant.name}, ${date} at ${time}`;
}

/** The booking as its summary (contract): what the screen, the manage page and the calendar files say too. */
export function mailSummary(details: BookingMailDetails): BookingSummary {
  const local = new TZDate(details.start, BOOKING_TIME_ZONE);
  return {
    reference: details.reference,
    restaurant: {
      name: details.restaurant.name,
      addressLines: details.restaurant.addressLines,
      postcode: details.restaurant.postcode,
    },
    date: format(local, 'yyyy-MM-dd'),
    time: format(local, 'HH:mm'),
    adults: details.adults,
    children: details.children,
    menuName: details.menuName,
    extras: details.extras,
  };
}

/**
 * The extras as facts, as the confirmation screen lists them: each with its quantity and price
 * (`2 × Prosecco on arrival, £13.00`), then their total; none without extras.
 */
export function extrasFacts(details: Pick<BookingMailDetails, 'extras'>): MailFact[] {
  const words = extrasWords(details.extras);
  return words
    ? [
        ['Extras', words.lines.join('; ')],
        ['Extras total', formatPounds(extrasTotal(details.extras))],
      ]
    : [];
}

/** The booking's menu as a fact, when it has one. */
export const menuFact = (details: BookingMailDetails): MailFact | false =>
  !!details.menuName && ['Menu', details.menuName];

/** The manage page's line of a booking e-mail's text, when the booking has one. */
export function manageText(details: BookingMailDetails): string[] {
  return details.manageUrl ? [`To view, change or cancel your booking online: ${details.manageUrl}`] : [];
}

/** The manage page's link of a booking e-mail's HTML, when the booking has one. */
export function manageHtml(details: BookingMailDetails) {
  return details.manageUrl
    ? html`<p><a href="${details.manageUrl}">View, change or cancel your booking</a></p>`
    : '';
}
