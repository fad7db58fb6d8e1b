import { LOCATION_MESSAGES as FINDER_MESSAGES, SEARCH_MIN_CHARS } from '@fittizia/contract';

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
  phoneNumber?: string;
  lat?: number;
  lng?: number;
  milesValue?: number;
  enableBookings?: boolean;
  hideRestaurantDetailPage?: boolean;
  isHolidayPark?: boolean;
  clickCollect?: boolean;
}

export const restaurantHref = (r: Pick<FinderRestaurant, 'city' | 'slug'>) =>
  `/restaurants/${r.city}/${r.slug}`;
export const bookNowHref = (r: Pick<FinderRestaurant, 'city' | 'slug'>) => `${restaurantHref(r)}/book-now`;

export const addressOf = (r: FinderRestaurant) =>
  [r.addressLine1, r.addressLine2, r.addressCity, r.postcode].filter(Boolean).join(', ');

/** Postcode areas outside England (the restaurant record carries no country). */
const SCOTTISH = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'ZE',
]);
const WELSH = new Set(['CF', 'LD', 'LL', 'NP', 'SA']);
export const COUNTRY_ORDER = ['England', 'Scotland', 'Wales', 'Jersey', 'Holiday parks'] as const;
export type LocationGroup = (typeof COUNTRY_ORDER)[number];

export function groupOf(r: FinderRestaurant): LocationGroup {
  if (r.isHolidayPark) return 'Holiday parks';
  const area = /^[A-Z]{1,2}/.exec((r.postcode ?? '').toUpperCase())?.[0] ?? '';
  if (area === 'JE') return 'Jersey';
  if (SCOTTISH.has(area)) return 'Scotland';
  if (WELSH.has(area)) return 'Wales';
  return 'England';
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
