import { londonToday, temporaryClosureNotice } from '@fittizia/contract/opening';
import type { FinderSearched, FinderSearchResult } from '@fittizia/design-system';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getBrandClient } from './brand-client.ts';
import { mapConfigQuery, settingsQuery } from './queries.ts';

/**
 * Query option factories of the restaurant, menu and finder pages. Apart from lib/queries.ts (what the root
 * layout needs) so that this code loads with those pages, not in every first load.
 */

/** A restaurant by city and slug (7.4), with the menus it links (`menus: [{ id, name }]`). */
export const restaurantQuery = (city: string, slug: string) =>
  queryOptions({
    queryKey: ['restaurant', city.toLowerCase(), slug.toLowerCase()],
    queryFn: async (): Promise<
      import('@fittizia/contract').Restaurant & { menus?: { id: string; name: string }[] }
    > => (await getBrandClient()).call('restaurantBySlugAndCity', { params: { city, slug } }),
    staleTime: 10 * 60 * 1000,
  });

/** A restaurant as the finder, the locations page and the sign-up forms list it (`FinderRestaurant`). */
export type DirectoryRestaurant = import('@fittizia/design-system').FinderRestaurant;

/** Only the fields of `FinderRestaurant`: no hours, special hours, tiles, menus or social links. */
export function toDirectoryRestaurant(
  r: import('@fittizia/contract').Restaurant & { notice?: string },
): DirectoryRestaurant {
  return {
    storeId: String(r.storeId),
    title: r.title,
    city: r.city,
    slug: r.slug,
    addressLine1: r.addressLine1,
    addressLine2: r.addressLine2,
    addressCity: r.addressCity,
    postcode: r.postcode,
    country: r.country,
    phoneNumber: r.phoneNumber,
    lat: r.lat,
    lng: r.lng,
    enableBookings: r.enableBookings,
    hideRestaurantDetailPage: r.hideRestaurantDetailPage,
    isHolidayPark: r.isHolidayPark,
    clickCollect: r.clickCollect,
    ...(r.notice ? { notice: r.notice } : {}),
  };
}

/**
 * The restaurants of a finder's list, each with its notice for today where it has one (a temporary closure: an
 * operator's closure, shown as special hours). London's date is read once for the list.
 */
export function withNotices<R extends Pick<import('@fittizia/contract').Restaurant, 'specialHours'>>(
  restaurants: readonly R[],
  now = new Date(),
): (R & { notice?: string })[] {
  const today = londonToday(now);
  return restaurants.map((r) => {
    const notice = temporaryClosureNotice(r, today);
    return notice ? { ...r, notice } : r;
  });
}

/**
 * Every restaurant, as the finder, the locations page and the sign-up and preferences forms list them. Those
 * pages carry their query data in the page for hydration: the full list (hours, 800 special dates, hero tiles,
 * social links) made the finder's page 419 KB; this one is a small part of that. Its own key, so the full list
 * (`allRestaurantsQuery` in lib/queries.ts, which the booking modal reads) is never replaced by it.
 */
export const restaurantDirectoryQuery = () =>
  queryOptions({
    queryKey: ['restaurant-directory'],
    queryFn: async (): Promise<{ restaurants: DirectoryRestaurant[] }> => {
      const all = await (await getBrandClient()).call('searchRestaurants');
      return { restaurants: withNotices(all.restaurants).map(toDirectoryRestaurant) };
    },
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

/** Finder: a postcode or place search, as the finder shows it (the best match's place and nearest restaurants). */
export async function finderSearch(queryClient: QueryClient, query: string): Promise<FinderSearchResult> {
  const [best] = await queryClient.fetchQuery(geoSearchQuery(query));
  return {
    place: best?.name,
    restaurants: withNotices(best?.restaurants ?? []),
  };
}

/**
 * The finder's search of the page's address (`?q=`), run by the loader so that the server renders its results:
 * what it found, or (only what the finder shows of a failure) the status of the refusal.
 */
export async function finderSearched(queryClient: QueryClient, query: string): Promise<FinderSearched> {
  try {
    return { query, result: await finderSearch(queryClient, query) };
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    return { query, error: { status: typeof status === 'number' ? status : undefined } };
  }
}

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

/**
 * The countries of the estate, as the brand API serves them from its geodata: those of the restaurants with a
 * detail page (holiday parks apart), the most restaurants first. 'England, Scotland, Wales and Jersey'.
 */
export function estateCountries(restaurants: DirectoryRestaurant[]): string {
  const counts = new Map<string, number>();
  for (const r of restaurants) {
    if (r.hideRestaurantDetailPage || r.isHolidayPark || !r.country) continue;
    counts.set(r.country, (counts.get(r.country) ?? 0) + 1);
  }
  const names = [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** The finder's and the locations page's data: the site's name and the map's token (the list is read from the cache). */
export async function loadDirectoryWithMap(queryClient: QueryClient) {
  const [settings, , map] = await Promise.all([
    queryClient.ensureQueryData(settingsQuery()),
    queryClient.ensureQueryData(restaurantDirectoryQuery()),
    queryClient.ensureQueryData(mapConfigQuery()),
  ]);
  return { siteName: settings.site_name, mapboxAccessToken: map.mapboxAccessToken };
}
