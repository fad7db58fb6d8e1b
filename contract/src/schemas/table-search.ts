import { MAX_ADULTS, MAX_CHILDREN, MAX_DISTANCE_MILES, MIN_ADULTS, MIN_CHILDREN } from '../constants.ts';
import { z } from '../zod.ts';
import { isoDateField } from './calendar-date.ts';
import { bookingTime, idParam, requestObject, responseId, responseObject, responseTime } from './common.ts';
import { GEO_KINDS } from './geo.ts';

/*
 * Find a table: the nearest free tables for a party, a date and a time, in one answer. The diner gives a
 * place (a postcode or town, their location, or the restaurant they are on); the brand API answers every candidate
 * restaurant within the radius in one pass over its database, with the same rules as one restaurant's availability.
 */

/** The radius a search covers unless it asks for another (the site's TABLE_SEARCH_RADIUS_MILES overrides it). */
export const TABLE_SEARCH_DEFAULT_RADIUS_MILES = 25;
export const TABLE_SEARCH_MIN_RADIUS_MILES = 1;
export const TABLE_SEARCH_MAX_RADIUS_MILES = MAX_DISTANCE_MILES;
/** At most this many restaurants with a table near the time (nearest first). */
export const TABLE_SEARCH_MAX_RESULTS = 10;
/** At most this many candidate restaurants are looked at (nearest first within the radius). */
export const TABLE_SEARCH_MAX_CANDIDATES = 20;
/**
 * A restaurant has a table "near that time" when one of its free times is within this many minutes either side
 * of the asked time; it shows those times closest to the asked one (the spec's three before and three after).
 */
export const TABLE_SEARCH_NEAR_MINUTES = 60;
/** The site's page of the search (all of it in the address). */
export const TABLE_SEARCH_PATH = '/find-a-table';

/** The words a diner reads for each refused field, on the page, beside what they typed. */
export const TABLE_SEARCH_MESSAGES = {
  place: "Sorry, we couldn't find your location. Please enter a postcode or use the search bar.",
  placeMissing: 'Enter a postcode or town, or use your location.',
  /** A `storeId` the brand API does not know (the restaurant the diner was on has gone). */
  storeId: "Sorry, we couldn't find that restaurant. Please enter a postcode or town instead.",
  adults: `Choose between ${MIN_ADULTS} and ${MAX_ADULTS} adults.`,
  children: `Choose between ${MIN_CHILDREN} and ${MAX_CHILDREN} children.`,
  date: 'Choose a date as day, month and year.',
  datePast: 'Choose today or a later date.',
  time: 'Choose a time on the quarter hour, between 09:00 and 23:45.',
  radius: `Choose a distance between ${TABLE_SEARCH_MIN_RADIUS_MILES} and ${TABLE_SEARCH_MAX_RADIUS_MILES} miles.`,
  noneAnywhere: (radius: number) => `Sorry, we have no tables within ${radius} miles near that time.`,
} as const;

const count = (field: 'adults' | 'children', min: number, max: number) =>
  z.coerce
    .number({ message: `${field} must be a number` })
    .check(
      z.int({ message: `${field} must be a whole number` }),
      z.gte(min, { message: `${field} must be at least ${min}` }),
      z.lte(max, { message: `${field} must be at most ${max}` }),
    );

/**
 * GET /api/booking/table-search: exactly one of `place` (a postcode, sector, district or town, as the geo search
 * reads it), `lat` with `lng` (the diner's location) or `storeId` (the restaurant the diner is on: the search is
 * around it, and it is among the candidates). `date` is `YYYY-MM-DD` (today or later, London), `time` a quarter
 * hour, `radius` in miles (default TABLE_SEARCH_DEFAULT_RADIUS_MILES).
 */
export const tableSearchQuery = requestObject({
  place: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { message: 'place must not be empty' }),
        z.maxLength(100, { message: 'place must be at most 100 characters' }),
      ),
  ),
  lat: z.optional(
    z.coerce
      .number({ message: 'lat must be a number' })
      .check(
        z.gte(-90, { message: 'lat must be between -90 and 90' }),
        z.lte(90, { message: 'lat must be between -90 and 90' }),
      ),
  ),
  lng: z.optional(
    z.coerce
      .number({ message: 'lng must be a number' })
      .check(
        z.gte(-180, { message: 'lng must be between -180 and 180' }),
        z.lte(180, { message: 'lng must be between -180 and 180' }),
      ),
  ),
  storeId: z.optional(idParam),
  adults: count('adults', MIN_ADULTS, MAX_ADULTS),
  children: z._default(count('children', MIN_CHILDREN, MAX_CHILDREN), 0),
  date: isoDateField('date'),
  time: bookingTime,
  radius: z._default(
    z.coerce.number({ message: 'radius must be a number' }).check(
      z.gte(TABLE_SEARCH_MIN_RADIUS_MILES, {
        message: `radius must be at least ${TABLE_SEARCH_MIN_RADIUS_MILES}`,
      }),
      z.lte(TABLE_SEARCH_MAX_RADIUS_MILES, {
        message: `radius must be at most ${TABLE_SEARCH_MAX_RADIUS_MILES}`,
      }),
    ),
    TABLE_SEARCH_DEFAULT_RADIUS_MILES,
  ),
}).check(
  z.superRefine((q, ctx) => {
    const point = q.lat !== undefined || q.lng !== undefined;
    if (point && (q.lat === undefined || q.lng === undefined)) {
      ctx.issues.push({
        code: 'custom',
        input: q,
        path: [q.lat === undefined ? 'lat' : 'lng'],
        message: 'lat and lng go together',
      });
    }
    const given = [q.place !== undefined, point, q.storeId !== undefined].filter(Boolean).length;
    if (given !== 1) {
      ctx.issues.push({
        code: 'custom',
        input: q,
        path: ['place'],
        message: 'needs exactly one of place, lat and lng, or storeId',
      });
    }
  }),
);
export type TableSearchQuery = z.infer<typeof tableSearchQuery>;

/** The search's query string: what the site sends, and what the page's address carries (the same names). */
export type TableSearchInput = z.input<typeof tableSearchQuery>;

/**
 * What one restaurant offers the search:
 * - `times`: free times near the asked time (`timeSlots`, at most three either side, within TABLE_SEARCH_NEAR_MINUTES);
 * - `none-near`: nothing near that time; `nearestFreeTime` is its nearest free time that day when there is one,
 *   `message` the booking rule's words when the restaurant cannot take the party that day (a closed day, a party
 *   over its online limit);
 * - `provider`: booked through its own provider (`providerUrl`), not here;
 * - `call-us`: a holiday park or a restaurant that does not book online (`message`, `phoneNumber`).
 */
export const TABLE_SEARCH_OUTCOMES = ['times', 'none-near', 'provider', 'call-us'] as const;
export type TableSearchOutcome = (typeof TABLE_SEARCH_OUTCOMES)[number];

export const tableSearchRestaurant = responseObject({
  storeId: responseId,
  storeName: z.string(),
  /** Miles from the searched point, to a tenth. */
  miles: z.number().check(z.nonnegative()),
  outcome: z.enum(TABLE_SEARCH_OUTCOMES),
  /** The table occasion the times are for (as the availability call's `occasionId`). */
  occasionId: z.optional(z.nullable(responseId)),
  timeSlots: z._default(z.array(responseObject({ time: responseTime })), []),
  /** Whether the asked time itself is free. */
  exactMatch: z._default(z.boolean(), false),
  nearestFreeTime: z.optional(responseTime),
  isPlaceAsEnquiryEnabled: z._default(z.boolean(), false),
  cardGuaranteeRequired: z._default(z.boolean(), false),
  standbyOffered: z._default(z.boolean(), false),
  providerUrl: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type TableSearchRestaurant = z.infer<typeof tableSearchRestaurant>;

/** Where the search was made from: a geo match, the diner's location, or the restaurant they are on. */
export const tableSearchPlace = responseObject({
  name: z.string(),
  kind: z.enum([...GEO_KINDS, 'location', 'restaurant']),
  lat: z.number(),
  lng: z.number(),
});
export type TableSearchPlace = z.infer<typeof tableSearchPlace>;

/**
 * The answer: `results` are the restaurants with a table near the time, and those booked elsewhere (`provider`,
 * `call-us`), nearest first, at most TABLE_SEARCH_MAX_RESULTS; `nothingNear` the other candidates within the
 * radius (`none-near`), nearest first. Both empty: no restaurant within the radius.
 */
export const tableSearchResponse = responseObject({
  place: tableSearchPlace,
  date: z.string(),
  time: responseTime,
  adults: z.number().check(z.int()),
  children: z.number().check(z.int()),
  radiusMiles: z.number(),
  results: z._default(z.array(tableSearchRestaurant), []),
  nothingNear: z._default(z.array(tableSearchRestaurant), []),
});
export type TableSearchResponse = z.infer<typeof tableSearchResponse>;

/**
 * The booking a time of the results opens: the restaurant's book-now page with the party, date and time chosen
 * (`chosen=1`: the journey checks that time and goes on to the next step it needs, the menu or the details).
 */
export function tableSearchBookingHref(
  restaurantPath: string,
  pick: { adults: number; children: number; date: string; time: string },
): string {
  const query = new URLSearchParams({
    adults: String(pick.adults),
    children: String(pick.children),
    date: pick.date,
    time: pick.time,
    chosen: '1',
  });
  return `${restaurantPath.replace(/\/$/, '')}/book-now?${query}`;
}
