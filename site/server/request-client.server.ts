import {
  type BrandClient,
  CACHE_TTL_SECONDS,
  type Restaurant,
  type SearchRestaurantsResponse,
} from '@fittizia/contract';
import { getRequest } from '@tanstack/react-start/server';
import { serverBrandClient } from './brand-api.server.ts';
import { TtlCache } from './cache.ts';
import { sessionFrom } from './session.ts';

const settingsCache = new TtlCache<unknown>(CACHE_TTL_SECONDS * 1000);
const restaurantsCache = new TtlCache<SearchRestaurantsResponse>(CACHE_TTL_SECONDS * 1000);

/** The restaurant list, shared by every request of this instance for 600 s (spec 7.4). */
function searchRestaurants(client: BrandClient): Promise<SearchRestaurantsResponse> {
  return restaurantsCache.get('restaurants', () => client.call('searchRestaurants'));
}

/**
 * The server client for the current request, with brand settings and the restaurant
 * list cached for 600 s (spec 7.4).
 */
export function requestBrandClient(): BrandClient {
  const client = serverBrandClient(sessionFrom(getRequest()).id);
  return {
    call(name, input) {
      if (name === 'brandSettings')
        return settingsCache.get('settings', () => client.call(name, input)) as never;
      if (name === 'searchRestaurants') return searchRestaurants(client) as never;
      return client.call(name, input);
    },
  };
}

/**
 * The cached restaurant list for server code outside a loader (request middleware,
 * sitemap). Rejects when the brand API cannot answer; callers decide how to degrade.
 */
export async function cachedRestaurants(): Promise<Restaurant[]> {
  return (await searchRestaurants(serverBrandClient(undefined))).restaurants;
}
