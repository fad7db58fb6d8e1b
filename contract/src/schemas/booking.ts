import {
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_LOCATIONS,
  MIN_ADULTS,
  MIN_CHILDREN,
  NO_AREA_ID,
} from '../constants.ts';
import { z } from '../zod.ts';
import { isoDateOrDateTimeField, unpaddedDateField, unpaddedDateTimeField } from './calendar-date.ts';
import {
  bookingTime,
  boolString,
  email,
  envelope,
  idParam,
  nonEmptyString,
  requestObject,
  responseId,
  responseObject,
  responseTime,
} from './common.ts';
import { requestPersonName } from './person.ts';

/* ------------------------------------------------------------------ shared pieces */

export const storeParams = requestObject({ storeId: idParam });
export type StoreParams = z.infer<typeof storeParams>;

/** Adults and children as query strings (spec 5.2: 1 to 100 adults, 0 to 50 children). */
const adultsQuery = z.coerce
  .number({ message: 'adults must be a number' })
  .check(
    z.int({ message: 'adults must be a whole number' }),
    z.gte(MIN_ADULTS, { message: `adults must be at least ${MIN_ADULTS}` }),
    z.lte(MAX_ADULTS, { message: `adults must be at most ${MAX_ADULTS}` }),
  );
const childrenQuery = z.coerce
  .number({ message: 'children must be a number' })
  .check(
    z.int({ message: 'children must be a whole number' }),
    z.gte(MIN_CHILDREN, { message: `children must be at least ${MIN_CHILDREN}` }),
    z.lte(MAX_CHILDREN, { message: `children must be at most ${MAX_CHILDREN}` }),
  );

/**
 * A list of ids in a query string. Accepts an array or a comma-separated string and
 * always yields an array; the client sends it back as one comma-separated value.
 */
export const idListQuery = z.pipe(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((v) =>
      (Array.isArray(v) ? v : v.split(','))
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ),
  z.array(idParam).check(z.minLength(1, { message: 'needs at least one id' })),
);

/* ------------------------------------------------------------------ occasions (7.2) */

export const occasionsQuery = requestObject({ date: unpaddedDateField('date') });
export type OccasionsQuery = z.infer<typeof occasionsQuery>;

const linkType = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.enum(['inclusive', 'exclusive']));
const idLink = responseObject({ id: responseId });

export const menuLinkGroup = responseObject({ type: linkType, menuLinks: z._default(z.array(idLink), []) });
export const areaLinkGroup = responseObject({ type: linkType, areaLinks: z._default(z.array(idLink), []) });

/**
 * Occasion (spec 3). `name` and `description` are additions for display; `bookingType` (an addition) says
 * whether the occasion is booked as a table or requested as an event (the events call, spec 7.2). An
 * unknown booking type is dropped, so the journey treats the occasion as a table.
 */
export const occasion = responseObject({
  id: responseId,
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  bookingType: z.catch(z.optional(z.enum(['table', 'event'])), undefined),
  minimumCovers: z.number().check(z.int(), z.nonnegative()),
  maximumCovers: z.number().check(z.int(), z.nonnegative()),
  menuLinkGroup: z.optional(z.nullable(menuLinkGroup)),
  areaLinkGroup: z.optional(z.nullable(areaLinkGroup)),
});
export type Occasion = z.infer<typeof occasion>;

/** "Occasions response: occasions with covers limits and link groups." */
export const occasionsResponse = responseObject({ occasions: z.array(occasion) });
export type OccasionsResponse = z.infer<typeof occasionsResponse>;

/* ------------------------------------------------------------------ availability (7.2) */

export const availabilityStore = requestObject({
  storeId: idParam,
  miles: z
    .number({ message: 'miles must be a number' })
    .check(z.nonnegative({ message: 'miles must not be negative' })),
});

/**
 * Availability request (spec 3). The site sends the selected restaurant plus the nearest
 * other non-holiday-park one; the contract allows up to MAX_LOCATIONS stores. `date` is
 * sent in ISO form (7.2), not the unpadded form.
 */
export const availabilityRequest = requestObject({
  stores: z
    .array(availabilityStore)
    .check(
      z.minLength(1, { message: 'stores needs at least one store' }),
      z.maxLength(MAX_LOCATIONS, { message: `stores allows at most ${MAX_LOCATIONS} stores` }),
    ),
  date: isoDateOrDateTimeField('date'),
  adultCovers: z
    .number({ message: 'adultCovers must be a number' })
    .check(
      z.int(),
      z.gte(MIN_ADULTS, { message: `adultCovers must be at least ${MIN_ADULTS}` }),
      z.lte(MAX_ADULTS, { message: `adultCovers must be at most ${MAX_ADULTS}` }),
    ),
  childrenCovers: z
    .number({ message: 'childrenCovers must be a number' })
    .check(
      z.int(),
      z.gte(MIN_CHILDREN, { message: `childrenCovers must be at least ${MIN_CHILDREN}` }),
      z.lte(MAX_CHILDREN, { message: `childrenCovers must be at most ${MAX_CHILDREN}` }),
    ),
});
export type AvailabilityRequest = z.infer<typeof availabilityRequest>;

export const timeSlot = responseObject({ time: responseTime });

/** Availability result per store (spec 3). */
export const availabilityResult = responseObject({
  storeId: responseId,
  storeName: z.string(),
  occasionId: z.optional(z.nullable(responseId)),
  exactMatch: z.boolean(),
  isFirstChoice: z.boolean(),
  miles: z.number().check(z.nonnegative()),
  timeSlots: z._default(z.array(timeSlot), []),
  isPlaceAsEnquiryEnabled: z._default(z.boolean(), false),
  minimumCovers: z.optional(z.number().check(z.int(), z.nonnegative())),
  allowMultipleUpsells: z._default(z.boolean(), false),
});
export type AvailabilityResult = z.infer<typeof availabilityResult>;

/** "Availability returns a list of store results." */
export const availabilityResponse = z.array(availabilityResult);
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/* ------------------------------------------------------------------ areas, menus, slots */

const occasionIdQuery = idParam;

export const areasQuery = requestObject({
  occasionId: occasionIdQuery,
  children: childrenQuery,
  adults: adultsQuery,
  dates: unpaddedDateField('dates'),
});
export type AreasQuery = z.infer<typeof areasQuery>;

/** A bookable area of a restaurant. The spec does not show its fields; id and name are designed. */
export const bookingArea = responseObject({
  id: responseId,
  name: z.string(),
  description: z.optional(z.string()),
});
export type BookingArea = z.infer<typeof bookingArea>;

/**
 * Areas response: not shown in the spec. Designed like the menus and upsells answers,
 * `{ status: 200, data: { areas } }`.
 */
export const areasResponse = envelope(responseObject({ areas: z.array(bookingArea) }));
export type AreasResponse = z.infer<typeof areasResponse>;

export const bookingMenusQuery = requestObject({
  occasionId: occasionIdQuery,
  children: childrenQuery,
  adults: adultsQuery,
  dates: unpaddedDateField('dates'),
  time: bookingTime,
});
export type BookingMenusQuery = z.infer<typeof bookingMenusQuery>;

/** A menu offered for a booking (fields beyond id and name are designed). Price in pounds. */
export const bookingMenu = responseObject({
  id: responseId,
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  price: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  image: z.optional(z.nullable(z.string())),
});
export type BookingMenu = z.infer<typeof bookingMenu>;

/** "Menus response has status 200 and data.menus." */
export const bookingMenusResponse = envelope(responseObject({ menus: z.array(bookingMenu) }));
export type BookingMenusResponse = z.infer<typeof bookingMenusResponse>;

export const slotsQuery = requestObject({
  occasionId: occasionIdQuery,
  children: childrenQuery,
  adults: adultsQuery,
  dates: unpaddedDateField('dates'),
  menuIds: idListQuery,
  /** The string 'null' when no area is chosen (spec 7.2). */
  areaId: z._default(idParam, NO_AREA_ID),
});
export type SlotsQuery = z.infer<typeof slotsQuery>;

export const slot = responseObject({ time: responseTime, canEnquire: z._default(z.boolean(), false) });
export type Slot = z.infer<typeof slot>;

/** Slots response (spec 3): `dates[0].times[]` with time and canEnquire. */
export const slotsResponse = responseObject({
  dates: z.array(responseObject({ date: z.optional(z.string()), times: z._default(z.array(slot), []) })),
});
export type SlotsResponse = z.infer<typeof slotsResponse>;

/* ------------------------------------------------------------------ requirements (7.2) */

export const requirementsQuery = requestObject({
  occasionId: occasionIdQuery,
  children: childrenQuery,
  adults: adultsQuery,
  bookingDate: unpaddedDateField('bookingDate'),
  menuId: idParam,
  time: bookingTime,
  areaId: z.optional(idParam),
});
export type RequirementsQuery = z.infer<typeof requirementsQuery>;

export const requirementsResponse = responseObject({
  isCardGuaranteeRequired: z.boolean(),
  isPlaceAsEnquiryEnabled: z.boolean(),
});
export type RequirementsResponse = z.infer<typeof requirementsResponse>;

/* ------------------------------------------------------------------ upsells (7.2) */

export const upsellsQuery = requestObject({
  occasionId: occasionIdQuery,
  children: childrenQuery,
  adults: adultsQuery,
  bookingDate: unpaddedDateField('bookingDate'),
  time: bookingTime,
  includeUnavailable: z._default(boolString, false),
});
export type UpsellsQuery = z.infer<typeof upsellsQuery>;

/** Upsell (spec 3). `price` (pounds) is an addition. */
export const upsell = responseObject({
  id: responseId,
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  image: z.optional(z.nullable(z.string())),
  minimumQuantity: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  maximumQuantity: z.number().check(z.int(), z.nonnegative()),
  price: z.optional(z.nullable(z.number().check(z.nonnegative()))),
});
export type Upsell = z.infer<typeof upsell>;

/** "Upsells response has status 200 and data.upsells." */
export const upsellsResponse = envelope(responseObject({ upsells: z.array(upsell) }));
export type UpsellsResponse = z.infer<typeof upsellsResponse>;

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
