import { queryOptions } from '@tanstack/react-query';
import { getBrandClient } from './brand-client.ts';
import { getPublicConfig } from './public-config.ts';

/** Query option factories: loaders `ensureQueryData` them, components `useSuspenseQuery` them. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: ['brand-settings'],
    queryFn: async () => (await getBrandClient()).call('brandSettings'),
    staleTime: 10 * 60 * 1000,
  });

export const pageQuery = (id: string) =>
  queryOptions({
    queryKey: ['content-page', id.toLowerCase()],
    queryFn: async () => (await getBrandClient()).call('contentPage', { params: { id } }),
    staleTime: 60 * 1000,
  });

/**
 * The public configuration (gift card and feedback addresses, public map token): it
 * never changes during a visit. The root loader fills it during SSR, so the browser
 * normally never fetches it.
 */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: () => getPublicConfig(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** Gift card and feedback addresses (spec 1). */
export const externalLinksQuery = publicConfigQuery;

/** A restaurant by city and slug (7.4), with the menus it links (`menus: [{ id, name }]`). */
export const restaurantQuery = (city: string, slug: string) =>
  queryOptions({
    queryKey: ['restaurant', city.toLowerCase(), slug.toLowerCase()],
    queryFn: async (): Promise<
      import('@fittizia/contract').Restaurant & { menus?: { id: string; name: string }[] }
    > => (await getBrandClient()).call('restaurantBySlugAndCity', { params: { city, slug } }),
    staleTime: 10 * 60 * 1000,
  });

/** Every restaurant (7.4, cached 600 s upstream): the city pages and the menu list read it. */
export const allRestaurantsQuery = () =>
  queryOptions({
    queryKey: ['search-restaurants'],
    queryFn: async () => (await getBrandClient()).call('searchRestaurants'),
    staleTime: 10 * 60 * 1000,
  });

/** A menu by id (7.4). */
export const menuQuery = (id: string) =>
  queryOptions({
    queryKey: ['menu', id.toLowerCase()],
    queryFn: async () => (await getBrandClient()).call('menu', { params: { id } }),
    staleTime: 10 * 60 * 1000,
  });

/** Offers of a restaurant by store id (7.7). */
export const restaurantOffersQuery = (storeId: string) =>
  queryOptions({
    queryKey: ['restaurant-offers', storeId],
    queryFn: async () => (await getBrandClient()).call('restaurantOffers', { params: { id: storeId } }),
    staleTime: 10 * 60 * 1000,
  });

/** Finder (spec 2.3, 7.8): a postcode or place search; the best match's nearest restaurants come with it. */
export const geoSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['geo-search', query.trim().toUpperCase()],
    queryFn: async () => (await getBrandClient()).call('geoSearch', { params: { query: query.trim() } }),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

/** Finder: the place and nearest restaurants at a device location (rounded to about 100 m). */
export const geoCoordinatesQuery = (lat: number, lng: number) =>
  queryOptions({
    queryKey: ['geo-coordinates', lat.toFixed(3), lng.toFixed(3)],
    queryFn: async () =>
      (await getBrandClient()).call('geoSearchByCoordinates', {
        params: { lat: lat.toFixed(5), lng: lng.toFixed(5) },
      }),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

/** The public Mapbox token (`MAPBOX_ACCESS_TOKEN`); null means the offline map. */
export const mapConfigQuery = publicConfigQuery;
