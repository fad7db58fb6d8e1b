/**
 * Content of the global banner. Brand settings have no banner field (spec 3 lists none), so the site keeps
 * it here; changing the id shows it again to visitors who dismissed the previous message.
 */
export const GLOBAL_BANNER = {
  id: 'autumn-menu-2026',
  message: 'Our autumn menu has arrived in every trattoria.',
  linkText: 'See what is new',
  linkUrl: '/menu',
} as const;

export const MARKETING_TAG_SRC = '/scripts/marketing-tag.js';
export const SITE_HEADER_SELECTOR = '[data-testid="site-header"]';

/** `/restaurants/{city}/{slug}` and below: the restaurant the page is about, for the book-now link. */
export function restaurantFromPath(pathname: string): { city: string; slug: string } | undefined {
  const match = /^\/restaurants\/([^/]+)\/([^/]+)(?:\/|$)/.exec(pathname);
  if (!match?.[1] || !match[2] || match[2] === 'book-now' || match[2] === 'index-old' || match[2] === 'menu')
    return undefined;
  return { city: match[1], slug: match[2] };
}
