import type { BrandClient, Restaurant } from '@fittizia/contract';
import { getRequest } from '@tanstack/react-start/server';
import { serverBrandClient } from './brand-api.server.ts';
import { PublicReadCache } from './cache.ts';
import { siteConfig } from './config.ts';
import { log } from './logger.ts';
import { isOutage, withPublicReadCache } from './public-reads.ts';
import { sessionFrom } from './session.ts';
import { noteReadTags } from './shared-render.ts';
import { withSharedTableSearches } from './table-search-share.ts';

/**
 * The instance's cache: 600 s fresh (spec 7.4, PUBLIC_READ_FRESH_SECONDS), then for as long again served while
 * one reload runs in the background, then the last good copy while the brand API fails.
 */
export const publicReads = new PublicReadCache({
  freshMs: siteConfig().PUBLIC_READ_FRESH_SECONDS * 1000,
  // As long again answered at once while one reload runs in the background.
  staleWhileRevalidateMs: siteConfig().PUBLIC_READ_FRESH_SECONDS * 1000,
  maxEntries: 2000,
  isOutage,
  onStale(key, error, ageMs) {
    log('warn', 'brand API unavailable; serving the last good copy', {
      key,
      ageSeconds: Math.round(ageMs / 1000),
      error: error instanceof Error ? error.message : String(error),
    });
  },
});

/**
 * The server client for the current request, with the public reads cached; a shared page being rendered
 * collects the tags of the reads it uses (server/shared-render.ts). Identical table searches within a few seconds
 * share one answer (server/table-search-share.ts).
 */
export function requestBrandClient(): BrandClient {
  return withSharedTableSearches(
    withPublicReadCache(serverBrandClient(sessionFrom(getRequest()).id), publicReads, noteReadTags),
  );
}

/**
 * The cached restaurant list for server code outside a loader (request middleware,
 * sitemap); a page's tags do not count it (the legacy redirects read it, not the page). Rejects when the brand API cannot answer and nothing is cached; callers decide how to degrade.
 */
export async function cachedRestaurants(): Promise<Restaurant[]> {
  const client = withPublicReadCache(serverBrandClient(undefined), publicReads);
  return (await client.call('searchRestaurants')).restaurants;
}

/**
 * The published content pages' ids (the sitemap's list), a public read tagged `content-pages`: a publish of a new
 * page or a removal drops it on every process (docs/caching.md). Rejects when the brand API cannot answer and
 * nothing is cached.
 */
export async function cachedContentPageIds(): Promise<string[]> {
  const client = withPublicReadCache(serverBrandClient(undefined), publicReads);
  return (await client.call('publishedContentPages')).pages.map((page) => page.id);
}
