import type { Restaurant } from '@fittizia/contract';
import { compareText } from '@fittizia/design-system';

/** The restaurants a person can pick as their favourite: every listed one, by name (the design system's collation). */
export function signupRestaurants(
  restaurants: readonly Pick<Restaurant, 'storeId' | 'title' | 'hideRestaurantDetailPage'>[],
): { storeId: string; title: string }[] {
  return restaurants
    .filter((r) => !r.hideRestaurantDetailPage)
    .map((r) => ({ storeId: String(r.storeId), title: r.title }))
    .sort((a, b) => compareText(a.title, b.title));
}

/**
 * Pages with a person's own data are never indexed (and never stored by a cache: `Cache-Control: private,
 * no-store` from server/page-response.ts, the one place a page's caching is decided).
 */
export const NOINDEX_META = { name: 'robots', content: 'noindex, nofollow' } as const;
