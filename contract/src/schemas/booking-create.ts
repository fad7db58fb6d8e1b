import { MAX_ADULTS, MAX_CHILDREN, MIN_ADULTS, MIN_CHILDREN } from '../constants.ts';
import { z } from '../zod.ts';
import { bookingPreorder } from './booking-preorder.ts';
import { unpaddedDateTimeField } from './calendar-date.ts';
import {
  bookingTime,
  email,
  envelope,
  idParam,
  nonEmptyString,
  requestObject,
  responseObject,
} from './common.ts';
import { requestPersonName } from './person.ts';

/* The booking itself (spec 7.2): its request and response, and the card guarantee's calls. */

/* ------------------------------------------------------------------ booking (7.2) */

export const bookingUpsell = requestObject({
  id: idParam,
  /** At 0 the item is removed from the booking, so a sent line has at least 1 (spec 5.2). */
  quantity: z
    .number({ message: 'quantity must be a number' })
    .check(z.int(), z.gte(1, { message: 'quantity must be at least 1' })),
});

/** A diner's name: every form's name rule (`person.ts`). */
const personName = (field: string) => requestPersonName(field);

/** The party of a request body: adults (at least one) and children (none when left out). */
export const adultCoversField = z
  .number({ message: 'adultCovers must be a number' })
  .check(
    z.int(),
    z.gte(MIN_ADULTS, { message: `adultCovers must be at least ${MIN_ADULTS}` }),
    z.lte(MAX_ADULTS, { message: `adultCovers must be at most ${MAX_ADULTS}` }),
  );
export const childCoversField = z._default(
  z
    .number({ message: 'childCovers must be a number' })
    .check(
      z.int(),
      z.gte(MIN_CHILDREN, { message: `childCovers must be at least ${MIN_CHILDREN}` }),
      z.lte(MAX_CHILDREN, { message: `childCovers must be at most ${MAX_CHILDREN}` }),
    ),
  0,
);

/**
 * Booking request (spec 3). `mobilePhoneNumber` is sent with spaces removed; it is
 * optional because the wizard variant allows no phone (5.2). `diningDateTime` is the
 * unpadded date plus the time, e.g. `2025-3-7 19:30` (or with a `T`).
 * Also used as the "booking data" of the events and enquiry calls, whose payloads the
 * spec does not show.
 */
export const bookingRequest = requestObject({
  restaurantId: idParam,
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  emailAddress: email,
  mobilePhoneNumber: z.optional(
    z
      .string()
      .check(z.regex(/^\+?\d{7,16}$/, { message: 'mobilePhoneNumber must be digits only (spaces removed)' })),
  ),
  diningDateTime: unpaddedDateTimeField('diningDateTime'),
  adultCovers: adultCoversField,
  childCovers: childCoversField,
  offerId: z.optional(z.nullable(idParam)),
  menuIds: z._default(z.array(idParam), []),
  menuName: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  shouldReceivePromotions: z._default(z.boolean(), false),
  shouldReceiveSms: z._default(z.boolean(), false),
  specialRequest: z.optional(
    z.string().check(z.maxLength(1000, { message: 'specialRequest must be at most 1000 characters' })),
  ),
  occasionId: idParam,
  bookingTime: bookingTime,
  braintreeCustomerId: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100)))),
  upsells: z._default(z.array(bookingUpsell), []),
  upsellIds: z._default(z.array(idParam), []),
}).check(
  z.superRefine((body, ctx) => {
    // The time is sent twice (spec 3): both must say the same.
    const time = body.diningDateTime.split(/[T ]/)[1]?.slice(0, 5);
    if (time !== body.bookingTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['bookingTime'],
        message: `must be the time of diningDateTime (${time})`,
      });
    }
    // An extra is asked for once: in `upsells` ({id, quantity}) or in `upsellIds` (quantity 1), never both.
    const seen = new Set<string>();
    const lines = [
      ...body.upsells.map((u, i) => ({ id: u.id, path: ['upsells', i] })),
      ...body.upsellIds.map((id, i) => ({ id, path: ['upsellIds', i] })),
    ];
    for (const line of lines) {
      if (seen.has(line.id)) {
        ctx.addIssue({ code: 'custom', path: line.path, message: `extra "${line.id}" is listed twice` });
        return;
      }
      seen.add(line.id);
    }
  }),
);
export type BookingRequest = z.infer<typeof bookingRequest>;
export type BookingRequestInput = z.input<typeof bookingRequest>;

/** Booking status meaning the slot was just taken (spec 4.4, 8.2). */
export const BOOKING_STATUS_SLOT_TAKEN = 9;

/** Booking response (spec 3). */
export const bookingResponse = responseObject({
  bookingReference: z.string(),
  bookingStatus: z.optional(z.number().check(z.int())),
  /**
   * An addition: a confirmed table's calendar download, `/booking/calendar.ics?…&sig=…`, signed by
   * the brand API (`calendar-link.ts`); the site serves a calendar file only for such a link.
   */
  calendarLink: z.optional(z.string().check(z.startsWith('/booking/calendar.ics?'))),
  /** An addition: a confirmed table's manage page, `/booking/manage/<token>`. */
  manageLink: z.optional(z.string().check(z.startsWith('/booking/manage/'))),
  /** An addition: the address the confirmation e-mail was sent to. */
  confirmationSentTo: z.optional(z.string()),
  /** An addition: a booking that takes a group pre-order, with the organiser's and the guests' links. */
  preorder: z.optional(bookingPreorder),
});
export type BookingResponse = z.infer<typeof bookingResponse>;

/* ------------------------------------------------------------------ card guarantee (7.2) */

/** "response data is the client authorisation for the card form; null on failure". */
export const braintreeTokenResponse = envelope(z.nullable(z.string().check(z.minLength(1))));
export type BraintreeTokenResponse = z.infer<typeof braintreeTokenResponse>;

/** Card submission payload (spec 3), PascalCase as the spec writes it. */
export const braintreeSubmitRequest = requestObject({
  Nonce: nonEmptyString,
  FirstName: personName('FirstName'),
  LastName: personName('LastName'),
  Email: email,
  /** Empty or absent for a customer the payment provider has not seen yet. */
  CustomerId: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100)))),
});
export type BraintreeSubmitRequest = z.infer<typeof braintreeSubmitRequest>;

/** "success is HTTP 200 with data the customer id". */
export const braintreeSubmitResponse = envelope(z.string().check(z.minLength(1)));
export type BraintreeSubmitResponse = z.infer<typeof braintreeSubmitResponse>;
