import {
  CANCEL_REASON_MAX_LENGTH,
  MANAGE_TOKEN_PATTERN,
  MAX_ADULTS,
  MAX_CHILDREN,
  MIN_ADULTS,
} from '../constants.ts';
import { z } from '../zod.ts';
import { bookingPreorder } from './booking-preorder.ts';
import { isoDateField } from './calendar-date.ts';
import { bearerSecrets, email, requestObject, responseObject } from './common.ts';

/*
 * Manage my booking: a booking's own page by an unguessable link, "find my booking" by reference and
 * e-mail, and cancel. The link's token is `<reference>.<signature>`: the brand API signs the reference with its
 * manage secret (HMAC-SHA256, base64url), so a token cannot be made or altered without the secret.
 */

export const manageToken = z
  .string()
  .check(z.regex(MANAGE_TOKEN_PATTERN, { message: 'token must be the code of a booking link' }))
  .register(bearerSecrets, { what: "a booking's manage token", pattern: MANAGE_TOKEN_PATTERN });

export const manageParams = requestObject({ token: manageToken });
export type ManageParams = z.infer<typeof manageParams>;

/** A booking reference as a person types it: spaces around it ignored, any case. */
export const bookingReference = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.regex(/^[A-Z0-9-]{4,40}$/, {
    message: 'reference must be the booking reference from your confirmation',
  }),
);

/** Find my booking: the reference and the e-mail address the booking was made with. */
export const bookingFindRequest = requestObject({
  reference: bookingReference,
  emailAddress: email,
});
export type BookingFindRequest = z.infer<typeof bookingFindRequest>;

export const bookingFindResponse = responseObject({
  /** The booking's manage token: the site sends the diner to `BOOKING_MANAGE_PATH + manageToken`. */
  manageToken: manageToken,
});
export type BookingFindResponse = z.infer<typeof bookingFindResponse>;

/** Cancel: the diner's reason is optional (free text, several lines allowed as `message`). */
export const bookingCancelRequest = requestObject({
  message: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(CANCEL_REASON_MAX_LENGTH, {
        message: `message must be at most ${CANCEL_REASON_MAX_LENGTH} characters`,
      }),
    ),
  ),
});
export type BookingCancelRequest = z.infer<typeof bookingCancelRequest>;

const isoInstant = z.iso.datetime({ offset: true });

/**
 * Change: the new date, time and party of a table booking. The brand API applies the same rules as a
 * new booking (a seating time of that day, a free fitting table, the party limits, card and enquiry rules); the
 * booking keeps its reference, menu, extras and details.
 */
export const bookingChangeRequest = requestObject({
  /** The Europe/London date, `YYYY-MM-DD`. */
  date: isoDateField('date'),
  /** The Europe/London time, `HH:MM`, on a quarter hour. */
  time: z
    .string()
    .check(z.regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, { message: 'time must be a quarter hour as HH:MM' })),
  adults: z
    .number({ message: 'adults must be a number' })
    .check(
      z.int({ message: 'adults must be a whole number' }),
      z.gte(MIN_ADULTS, { message: `adults must be at least ${MIN_ADULTS}` }),
      z.lte(MAX_ADULTS, { message: `adults must be at most ${MAX_ADULTS}` }),
    ),
  children: z
    .number({ message: 'children must be a number' })
    .check(
      z.int({ message: 'children must be a whole number' }),
      z.gte(0, { message: 'children must be at least 0' }),
      z.lte(MAX_CHILDREN, { message: `children must be at most ${MAX_CHILDREN}` }),
    ),
});
export type BookingChangeRequest = z.infer<typeof bookingChangeRequest>;

/** One booking as its manage page shows it. */
export const managedBooking = responseObject({
  reference: z.string().check(z.minLength(1)),
  status: z.enum(['confirmed', 'cancelled']),
  restaurant: responseObject({
    storeId: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    addressLines: z.array(z.string()),
    postcode: z.string(),
    phoneNumber: z.nullable(z.string()),
    /** The restaurant's page on the site, `/restaurants/{city}/{slug}`. */
    pagePath: z.string().check(z.startsWith('/restaurants/')),
    directionsUrl: z.url({ protocol: /^https$/ }),
  }),
  /** The Europe/London date and time as booked, and the instant they mean. */
  date: isoDateField('date'),
  time: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  startsAt: isoInstant,
  adults: z.number().check(z.int(), z.gte(1)),
  children: z.number().check(z.int(), z.gte(0)),
  menuName: z.nullable(z.string()),
  /** The extras booked, each with its line's price in pounds (unit price × quantity; null when unpriced). */
  extras: z.array(
    responseObject({
      name: z.string(),
      quantity: z.number().check(z.int(), z.gte(1)),
      price: z.nullable(z.number().check(z.nonnegative())),
    }),
  ),
  /** The special request with the structured needs in words, as the diner sent them. */
  specialRequest: z.nullable(z.string()),
  /** The address the confirmation was sent to. */
  emailAddress: z.string(),
  /** The signed calendar download of a confirmed booking (`/booking/calendar.ics?…&sig=…`). */
  calendarLink: z.optional(z.string().check(z.startsWith('/booking/calendar.ics?'))),
  /** Card-guaranteed: the restaurant's cancellation window applies. */
  cardGuaranteed: z.boolean(),
  cancellationWindowHours: z.number().check(z.int(), z.gte(0)),
  /** From this instant a cancellation of a card-guaranteed booking is late. */
  lateFrom: z.nullable(isoInstant),
  cancelledAt: z.nullable(isoInstant),
  cancelReason: z.nullable(z.string()),
  lateCancellation: z.boolean(),
  /** An addition: the booking's group pre-order, with the organiser's and the guests' links. */
  preorder: z.optional(bookingPreorder),
});
export type ManagedBooking = z.infer<typeof managedBooking>;
