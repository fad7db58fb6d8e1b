import { createFileRoute } from '@tanstack/react-router';

async function handle(): Promise<Response> {
  const [{ sitemapPaths, sitemapXml, publicOrigin }, { cachedRestaurants }, { siteConfig }, { log }] =
    await Promise.all([
      import('../server/sitemap.ts'),
      import('../server/request-client.server.ts'),
      import('../server/config.ts'),
      import('../server/logger.ts'),
    ]);
  let restaurants: Awaited<ReturnType<typeof cachedRestaurants>>;
  try {
    restaurants = await cachedRestaurants();
  } catch (error) {
    // A sitemap without the restaurants would tell crawlers they are gone: ask them to come back.
    log('error', 'sitemap: restaurant list unavailable', {
      error: error instanceof Error ? error.message : String(error),
    });
    return new Response('Sitemap temporarily unavailable\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '600' },
    });
  }
  const origin = publicOrigin(siteConfig().SITE_URL);
  return new Response(sitemapXml(origin, sitemapPaths(restaurants)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  });
}

/** `/sitemap.xml`: home, content pages, menu, cities and visible restaurants (absolute URLs). */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: handle } },
});
