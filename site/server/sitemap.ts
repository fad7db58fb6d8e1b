import { CONTENT_PAGE_IDS, contentPagePath, FORM_PAGE_PATHS } from './content-pages.ts';
import { type LegacyRestaurant, restaurantPaths } from './legacy-redirects.ts';

/**
 * Every public path the sitemap lists: the home page and each content page, the menu, the job list, the
 * customer pages with a form,
 * each city page, and each restaurant page and restaurant menu whose restaurant does not
 * hide its detail page. No duplicates, in a stable order.
 */
export function sitemapPaths(restaurants: readonly LegacyRestaurant[]): string[] {
  const paths = new Set<string>(CONTENT_PAGE_IDS.map(contentPagePath));
  paths.add('/menu');
  paths.add('/careers/job-search');
  for (const path of FORM_PAGE_PATHS) paths.add(path);
  const cities = new Set<string>();
  const pages: string[] = [];
  for (const restaurant of restaurants) {
    const p = restaurantPaths(restaurant);
    if (!p) continue;
    cities.add(p.city);
    if (restaurant.hideRestaurantDetailPage) continue;
    pages.push(p.page);
    if (p.menu !== '/menu') pages.push(p.menu);
  }
  for (const city of [...cities].sort()) paths.add(city);
  for (const page of pages.sort()) paths.add(page);
  return [...paths];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** The absolute origin for public URLs: SITE_URL's, never the request's Host (which any client can set). */
export function publicOrigin(siteUrl: string): string {
  return new URL(siteUrl).origin;
}

/** A sitemaps.org urlset of absolute URLs. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawl everything but the API proxy; point at the sitemap. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
