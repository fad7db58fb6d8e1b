import { LOCATION_MESSAGES as FINDER_MESSAGES, SEARCH_MIN_CHARS } from '@fittizia/contract';
import { compareText } from '../../../shared/compareText.ts';

/** Spec 2.3 and 8.2, word for word: the contract holds them for every layer. */
export { emptySearchMessage, LOCATION_MESSAGES as FINDER_MESSAGES } from '@fittizia/contract';

/** Spec 9: a search starts after more than 2 characters. */
export const shouldSearch = (query: string) => query.trim().length >= SEARCH_MIN_CHARS;

/** One decimal: '2.1 miles'. */
export const formatMiles = (miles: number) => `${miles.toFixed(1)} miles`;

/** What the finder needs of a restaurant (a contract `Restaurant` or `NearbyRestaurant` fits). */
export interface FinderRestaurant {
  storeId: string;
  title: string;
  city: string;
  slug: string;
  addressLine1?: string;
  addressLine2?: string | null;
  addressCity?: string;
  postcode?: string;
  /** The country the brand API serves with the restaurant (from its UK geodata). */
  country?: string;
  phoneNumber?: string;
  lat?: number;
  lng?: number;
  milesValue?: number;
  enableBookings?: boolean;
  hideRestaurantDetailPage?: boolean;
  isHolidayPark?: boolean;
  clickCollect?: boolean;
  /** A notice the list shows with the restaurant today, e.g. a temporary closure (`temporaryClosureNotice`). */
  notice?: string;
}

export const restaurantHref = (r: Pick<FinderRestaurant, 'city' | 'slug'>) =>
  `/restaurants/${r.city}/${r.slug}`;
export const bookNowHref = (r: Pick<FinderRestaurant, 'city' | 'slug'>) => `${restaurantHref(r)}/book-now`;

export const addressOf = (r: FinderRestaurant) =>
  [r.addressLine1, r.addressLine2, r.addressCity, r.postcode].filter(Boolean).join(', ');

/** The order the groups are listed in; a country not named here comes after these, holiday parks last. */
export const COUNTRY_ORDER = [
  'England',
  'Scotland',
  'Wales',
  'Northern Ireland',
  'Jersey',
  'Guernsey',
  'Isle of Man',
] as const;
export const HOLIDAY_PARKS = 'Holiday parks';
/** The heading of restaurants whose country the brand API did not send. */
export const OTHER_LOCATIONS = 'Other locations';
/** A country (as the brand API serves it with the restaurant), holiday parks, or other locations. */
export type LocationGroup = string;

/** The group a restaurant is listed under: its country from the brand API's geodata, holiday parks apart. */
export function groupOf(r: FinderRestaurant): LocationGroup {
  if (r.isHolidayPark) return HOLIDAY_PARKS;
  return r.country?.trim() || OTHER_LOCATIONS;
}

/** Sorts group names: the countries of COUNTRY_ORDER in that order, then others A-Z, then holiday parks. */
export function compareGroups(a: LocationGroup, b: LocationGroup): number {
  const rank = (g: LocationGroup) => {
    if (g === HOLIDAY_PARKS) return COUNTRY_ORDER.length + 2;
    if (g === OTHER_LOCATIONS) return COUNTRY_ORDER.length + 1;
    const i = (COUNTRY_ORDER as readonly string[]).indexOf(g);
    return i < 0 ? COUNTRY_ORDER.length : i;
  };
  return rank(a) - rank(b) || compareText(a, b);
}

export const townOf = (r: FinderRestaurant) => r.addressCity ?? r.city;

/** Restaurants that have a detail page, grouped by country (holiday parks apart), then by town and name. */
export function groupLocations(
  restaurants: FinderRestaurant[],
): { group: LocationGroup; restaurants: FinderRestaurant[] }[] {
  const groups = new Map<LocationGroup, FinderRestaurant[]>();
  for (const r of restaurants) {
    if (r.hideRestaurantDetailPage) continue;
    const group = groupOf(r);
    groups.set(group, [...(groups.get(group) ?? []), r]);
  }
  return [...groups.keys()].sort(compareGroups).map((group) => ({
    group,
    restaurants: (groups.get(group) ?? []).sort(
      (a, b) => compareText(townOf(a), townOf(b)) || compareText(a.title, b.title),
    ),
  }));
}

/** The full list filtered by name or town (case-insensitive, ignoring spaces at the ends). */
export function filterRestaurants<R extends FinderRestaurant>(list: R[], filter: string): R[] {
  const wanted = filter.trim().toLowerCase();
  if (!wanted) return list;
  return list.filter((r) =>
    [r.title, r.addressCity, r.city.replace(/-/g, ' ')].some((v) => v?.toLowerCase().includes(wanted)),
  );
}

/** An error from a search call: a 400 means the query itself was refused. */
export function messageForError(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 400 ? FINDER_MESSAGES.invalidQuery : FINDER_MESSAGES.error;
}
