import { contentPagePath } from '@fittizia/contract';
import { FORM_PAGE_PATHS } from './content-pages.ts';
import { type LegacyRestaurant, restaurantPaths } from './legacy-redirects.ts';

/** A thank-you page (`group-bookings/thanks`, `sign-up-thanks`): served, but not for search engines. */
export const isThankYouPage = (id: string) => id.split('/').some((part) => /(^|-)thanks?(-|$)/.test(part));

/**
 * Every public path the sitemap lists: the home page (`/`) and each published content page (the brand API's
 * publishedContentPages, less the thank-you pages), the menu, the job list, the customer pages with a form,
 * each city page, and each restaurant page and restaurant menu whose restaurant does not
 * hide its detail page. No duplicates, in a stable order.
 */
export function sitemapPaths(
  restaurants: readonly LegacyRestaurant[],
  contentPageIds: readonly string[],
): string[] {
  const pages = new Set(contentPageIds.map((id) => id.toLowerCase()));
  pages.delete('home');
  const paths = new Set<string>(['/']);
  for (const id of [...pages].filter((id) => !isThankYouPage(id)).sort()) paths.add(contentPagePath(id));
  paths.add('/menu');
  paths.add('/careers/job-search');
  for (const path of FORM_PAGE_PATHS) paths.add(path);
  const cities = new Set<string>();
  const restaurantPages: string[] = [];
  for (const restaurant of restaurants) {
    const p = restaurantPaths(restaurant);
    if (!p) continue;
    cities.add(p.city);
    if (restaurant.hideRestaurantDetailPage) continue;
    restaurantPages.push(p.page);
    if (p.menu !== '/menu') restaurantPages.push(p.menu);
  }
  for (const city of [...cities].sort()) paths.add(city);
  for (const page of restaurantPages.sort()) paths.add(page);
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
