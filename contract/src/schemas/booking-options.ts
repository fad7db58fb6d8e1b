import { NO_AREA_ID } from '../constants.ts';
import { z } from '../zod.ts';
import { adultsQuery, childrenQuery, idListQuery, occasionIdQuery } from './booking-query.ts';
import { unpaddedDateField } from './calendar-date.ts';
import {
  bookingTime,
  boolString,
  envelope,
  idParam,
  requestObject,
  responseId,
  responseObject,
  responseTime,
} from './common.ts';

/*
 * The calls of a booking's steps between the occasion and the booking itself (spec 7.2): the areas, menus and
 * times a party may choose from, what the booking will require, and the upsells offered.
 */

/* ------------------------------------------------------------------ areas, menus, slots */

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
