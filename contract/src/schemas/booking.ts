import { MAX_ADULTS, MAX_CHILDREN, MAX_LOCATIONS, MIN_ADULTS, MIN_CHILDREN } from '../constants.ts';
import { z } from '../zod.ts';
import { isoDateOrDateTimeField, unpaddedDateField } from './calendar-date.ts';
import { idParam, requestObject, responseId, responseObject, responseTime } from './common.ts';

export * from './booking-create.ts';
export * from './booking-options.ts';
export { idListQuery } from './booking-query.ts';

/*
 * The booking calls' schemas (spec 7.2): the occasions and availability here; the steps' options
 * (booking-options.ts) and the booking itself with its card guarantee (booking-create.ts) beside it.
 */

/* ------------------------------------------------------------------ a restaurant in a path */

export const storeParams = requestObject({ storeId: idParam });
export type StoreParams = z.infer<typeof storeParams>;

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
  /**
   * An addition: whether this restaurant's standby list takes the party on this date (the brand API's join
   * rule: a table that seats the party, the restaurant open that day). False when absent: standby is not offered.
   */
  standbyOffered: z._default(z.boolean(), false),
});
export type AvailabilityResult = z.infer<typeof availabilityResult>;

/** "Availability returns a list of store results." */
export const availabilityResponse = z.array(availabilityResult);
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;
