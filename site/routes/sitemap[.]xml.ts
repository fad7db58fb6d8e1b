import { createFileRoute } from '@tanstack/react-router';

async function handle(): Promise<Response> {
  const [
    { sitemapPaths, sitemapXml, publicOrigin },
    { cachedRestaurants, cachedContentPageIds },
    { siteConfig },
    { log },
  ] = await Promise.all([
    import('../server/sitemap.ts'),
    import('../server/request-client.server.ts'),
    import('../server/config.ts'),
    import('../server/logger.ts'),
  ]);
  let restaurants: Awaited<ReturnType<typeof cachedRestaurants>>;
  let contentPageIds: string[];
  try {
    [restaurants, contentPageIds] = await Promise.all([cachedRestaurants(), cachedContentPageIds()]);
  } catch (error) {
    // A sitemap without the restaurants or the pages would tell crawlers they are gone: ask them to come back.
    log('error', 'sitemap: restaurant or content page list unavailable', {
      error: error instanceof Error ? error.message : String(error),
    });
    return new Response('Sitemap temporarily unavailable\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '600' },
    });
  }
  const origin = publicOrigin(siteConfig().SITE_URL);
  return new Response(sitemapXml(origin, sitemapPaths(restaurants, contentPageIds)), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=600',
      // What it is made from, for a CDN to purge it by (docs/caching.md, "Tag headers"): a page published for
      // the first time or removed, a restaurant changed.
      'surrogate-key': 'content-pages restaurants',
      'cache-tag': 'content-pages,restaurants',
    },
  });
}

/** `/sitemap.xml`: home, the published content pages, menu, cities and visible restaurants (absolute URLs). */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: handle } },
});
