import { z } from '../zod.ts';
import { requestObject, responseObject } from './common.ts';
import { restaurant } from './content.ts';

/* 7.8 Geo search: by free text (postcode, sector, district or place name) and by coordinates. */

export const GEO_KINDS = ['postcode', 'sector', 'district', 'place'] as const;
export type GeoKind = (typeof GEO_KINDS)[number];

/** A restaurant with its distance from the searched point. */
export const nearbyRestaurant = z.extend(restaurant, { milesValue: z.number().check(z.nonnegative()) });
export type NearbyRestaurant = z.infer<typeof nearbyRestaurant>;

/** One geo match: the place found, where it is, and the nearest restaurants with milesValue. */
export const geoResult = responseObject({
  name: z.string(),
  kind: z.enum(GEO_KINDS),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  restaurants: z._default(z.array(nearbyRestaurant), []),
});
export type GeoResult = z.infer<typeof geoResult>;

export const geoSearchParams = requestObject({
  query: z
    .string({ message: 'query is required' })
    .check(
      z.trim(),
      z.minLength(1, { message: 'query is required' }),
      z.maxLength(100, { message: 'query must be at most 100 characters' }),
    ),
});
export type GeoSearchParams = z.infer<typeof geoSearchParams>;

/** GET /api/geo/search/{query}: a list of matches, best first (empty when nothing matched). */
export const geoSearchResponse = z.array(geoResult);
export type GeoSearchResponse = z.infer<typeof geoSearchResponse>;

export const geoCoordinatesParams = requestObject({
  lat: z.coerce
    .number({ message: 'lat must be a number' })
    .check(
      z.gte(-90, { message: 'lat must be between -90 and 90' }),
      z.lte(90, { message: 'lat must be between -90 and 90' }),
    ),
  lng: z.coerce
    .number({ message: 'lng must be a number' })
    .check(
      z.gte(-180, { message: 'lng must be between -180 and 180' }),
      z.lte(180, { message: 'lng must be between -180 and 180' }),
    ),
});
export type GeoCoordinatesParams = z.infer<typeof geoCoordinatesParams>;

/** GET /api/geo/search/lat/{lat}/lng/{lng}: the one place at that point (designed as a single item). */
export const geoCoordinatesResponse = geoResult;
export type GeoCoordinatesResponse = z.infer<typeof geoCoordinatesResponse>;
