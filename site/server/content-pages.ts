/**
 * The demo content pages the site serves through its generic content routes (`/{id1}` and
 * `/{id1}/{id2}`), `home` being `/`: the embedded brand API's seed. The sitemap lists the pages the brand API
 * says are published (publishedContentPages, server/sitemap.ts), not this list; the legacy redirect tests and
 * the furniture e2e use it to check that no legacy address shadows one of the seed's pages. `group-bookings/thanks` is served too but not
 * listed: a thank-you page is not for search engines. The job list (`/careers/job-search`) has its own
 * routes (`routes/careers/`), and so have the customer pages with a form (`FORM_PAGE_PATHS`).
 */
export const CONTENT_PAGE_IDS = [
  'home',
  'kids',
  'parties',
  'christmas-party',
  'offers',
  'delivery',
  'whats-on',
  'faqs',
  'about-us',
  'app',
  'students',
  'vegetarian',
  'pizza-restaurant',
  'drinks-menu',
  'our-policies',
  'terms-and-conditions',
  'privacy-policy',
  'cookie-policy',
  'careers',
  'careers-benefits',
  'careers-values',
  'careers-wellbeing',
  'careers-community',
  'careers-apprenticeships',
  'bluelights-dds-discount',
] as const;

export type ContentPageId = (typeof CONTENT_PAGE_IDS)[number];

/** The site path of a content page (`home` is the root): the contract's, shared with the links' check. */
export { contentPagePath } from '@fittizia/contract';

/**
 * Public pages with their own routes and a form, listed in the sitemap beside the content pages.
 * The pages of one person (preferences, choices, occasion dates by guid) and the thank-you pages are not.
 */
export const FORM_PAGE_PATHS = [
  '/sign-up',
  '/contact',
  '/group-bookings',
  '/refer-a-friend',
  '/offer/30-off-students',
] as const;
