import type { Restaurant } from '@fittizia/contract';

/** The restaurants a person can pick as their favourite: every listed one, by name. */
export function signupRestaurants(restaurants: readonly Restaurant[]): { storeId: string; title: string }[] {
  return restaurants
    .filter((r) => !r.hideRestaurantDetailPage)
    .map((r) => ({ storeId: String(r.storeId), title: r.title }))
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));
}

/** Pages with a person's own data: never stored by a cache, never indexed. */
export const PRIVATE_PAGE_HEADERS = { 'cache-control': 'no-store' } as const;
export const NOINDEX_META = { name: 'robots', content: 'noindex, nofollow' } as const;
