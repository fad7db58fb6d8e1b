import { examples, type Restaurant, searchRestaurantsResponse } from '@fittizia/contract';
import {
  EXTERNAL_PATHS,
  LEGACY_PATHS,
  LEGACY_RESTAURANT_PREFIXES,
  type LegacyData,
  legacyTarget,
  RESTAURANT_SUFFIXES,
  redirectLocation,
  SHORT_FORMS,
} from '../legacy-redirects.ts';

/*
 * The legacy redirect tests' data: restaurants covering each case, and the table's cases, generated and by
 * hand.
 */

export const GIFT = 'https://gift-cards.fittizia.example';
export const FEEDBACK = 'https://feedback.fittizia.example/survey';

/** The contract's example restaurants plus a small list covering each case, parsed with the contract schema. */
export const fixture = (city: string, slug: string, extra: Record<string, unknown> = {}) => ({
  storeId: `${city}-${slug}`,
  title: `Fittizia Trattoria ${city} ${slug}`,
  city,
  slug,
  ...extra,
});
export const restaurants: Restaurant[] = searchRestaurantsResponse.parse({
  restaurants: [
    ...examples.searchRestaurants.response.restaurants, // manchester/deansgate, leeds/briggate, lakeside (hidden)
    fixture('cardiff', 'roath'),
    fixture('cardiff', 'cardiff-bay'),
    fixture('witney', 'witney-holiday-village', { hideRestaurantDetailPage: true }),
    fixture('york', 'york-holiday-park', { hideRestaurantDetailPage: true }),
    fixture('york', 'stonegate', { hideRestaurantDetailPage: false }),
    fixture('bath', 'milsom-street', { storeId: '' }), // no storeId: its menu is /menu
    fixture('St Albans', 'market place'), // not a clean slug: never used
  ],
}).restaurants;

export const data: LegacyData = { restaurants, giftCardUrl: GIFT, feedbackUrl: FEEDBACK };
export const at = (path: string, d: LegacyData = data) => legacyTarget(new URL(`http://site.test${path}`), d);
export const decide = (path: string, d: LegacyData = data) =>
  redirectLocation(new URL(`http://site.test${path}`), d);

/** Sample paths for a table key: the key itself, or two paths below a `/*` key. */
export const samplesOf = (key: string) =>
  key.endsWith('/*') ? [`${key.slice(0, -2)}/anything`, `${key.slice(0, -2)}/old/leaflet.pdf`] : [key];

/** Every same-site page the table may send to (spec 4.8 "Current redirect targets" plus /cookie-policy). */
export const CURRENT_TARGETS = [
  '/',
  '/restaurants',
  '/restaurants/lakeside',
  '/restaurants/witney',
  '/menu',
  '/drinks-menu',
  '/kids',
  '/offers',
  '/offer/30-off-students',
  '/students',
  '/parties',
  '/christmas-party',
  '/pizza-restaurant',
  '/vegetarian',
  '/delivery',
  '/whats-on',
  '/contact',
  '/faqs',
  '/about-us',
  '/app',
  '/sign-up',
  '/privacy-policy',
  '/terms-and-conditions',
  '/our-policies',
  '/bluelights-dds-discount',
  '/group-bookings',
  '/group-bookings/thanks',
  '/careers',
  '/careers/job-search',
  '/careers-benefits',
  '/careers-values',
  '/careers-wellbeing',
  '/careers-community',
  '/careers-apprenticeships',
];

/**
 * Independent expectations for the generated restaurant addresses: written from the
 * rules (restaurant page, #booking, restaurant menu; hidden pages go to the city page and
 * /menu), not from the implementation.
 */
export function expectedRestaurantCases(): Array<[string, string]> {
  const clean = restaurants.filter((r) => /^[a-z0-9-]+$/.test(r.city) && /^[a-z0-9-]+$/.test(r.slug));
  const cases: Array<[string, string]> = [];
  for (const prefix of LEGACY_RESTAURANT_PREFIXES) {
    for (const city of new Set(clean.map((r) => r.city))) {
      const first = clean.find((r) => r.city === city && !r.hideRestaurantDetailPage);
      cases.push([
        `/${prefix}/${city}`,
        first ? `/restaurants/${city}/${first.slug}` : `/restaurants/${city}`,
      ]);
    }
    for (const r of clean) {
      const page = `/restaurants/${r.city}/${r.slug}`;
      const old = `/${prefix}/${r.city}/${r.slug}`;
      const hidden = r.hideRestaurantDetailPage === true;
      const menu = hidden || !r.storeId ? '/menu' : `${page}/menu`;
      cases.push([old, hidden ? `/restaurants/${r.city}` : page]);
      for (const [suffix, part] of Object.entries(RESTAURANT_SUFFIXES)) {
        const expected =
          part === 'menu'
            ? menu
            : hidden
              ? `/restaurants/${r.city}`
              : part === 'booking'
                ? `${page}#booking`
                : page;
        cases.push([`${old}/${suffix}`, expected]);
      }
    }
  }
  return cases;
}

export const generated: Array<[string, string]> = [
  ...Object.entries(LEGACY_PATHS).flatMap(([key, to]) =>
    samplesOf(key).map((p): [string, string] => [p, to]),
  ),
  ...Object.entries(SHORT_FORMS).map(([from, to]): [string, string] => [from, to]),
  ...Object.entries(EXTERNAL_PATHS).flatMap(([key, which]) =>
    samplesOf(key).map((p): [string, string] => [p, which === 'giftCardUrl' ? GIFT : FEEDBACK]),
  ),
  ...expectedRestaurantCases(),
];

/** Hand-written: these do not depend on how the table is generated. */
export const explicit: Array<[string, string]> = [
  ['/Italian-Restaurant//Cardiff/Roath/Book-Now/', '/restaurants/cardiff/roath#booking'],
  ['/italian-restaurant/cardiff/roath', '/restaurants/cardiff/roath'],
  ['/italian-restaurant/cardiff/roath/book-a-table', '/restaurants/cardiff/roath#booking'],
  ['/italian-restaurant/cardiff/roath/about', '/restaurants/cardiff/roath'],
  ['/italian-restaurant/cardiff/roath/menu', '/restaurants/cardiff/roath/menu'],
  ['/italian-restaurant/cardiff/roath/menu/m-main', '/restaurants/cardiff/roath/menu/m-main'],
  ['/italian-restaurant/cardiff', '/restaurants/cardiff/roath'],
  ['/italian-restaurant/cardiff/roath/gallery', '/restaurants/cardiff/roath'],
  ['/italian-restaurant/cardiff/closed-site', '/restaurants/cardiff/roath'],
  ['/italian-restaurant/cardiff/book-now', '/restaurants/cardiff/roath#booking'],
  ['/italian-restaurant/york', '/restaurants/york/stonegate'],
  ['/italian-restaurant/witney', '/restaurants/witney'],
  ['/italian-restaurant/lakeside/lakeside/book-now', '/restaurants/lakeside'],
  ['/italian-restaurant/lakeside/lakeside/menu', '/menu'],
  ['/italian-restaurant/bath/milsom-street/menu', '/menu'],
  ['/italian-restaurant/atlantis', '/restaurants'],
  ['/restaurant/manchester/deansgate/book-now', '/restaurants/manchester/deansgate#booking'],
  ['/italian-restaurants/leeds', '/restaurants/leeds/briggate'],
  ['/offers/students-30-off', '/offer/30-off-students'],
  ['/menus/main-menu.pdf', '/menu'],
  ['/menus/summer-2019.pdf', '/menu'],
  ['/pdf/kids-menu.pdf', '/kids'],
  ['/christmas/2019/menu', '/christmas-party'],
  ['/policies/allergens', '/our-policies'],
  ['/jobs', '/careers'],
  ['/jobs/search', '/careers/job-search'],
  ['/jobs/head-chef-cardiff-123', '/careers'],
  ['/careers/benefits', '/careers-benefits'],
  ['/campaign/summer-spritz', '/'],
  ['/blue-light-discount', '/bluelights-dds-discount'],
  ['/group-bookings/thank-you', '/group-bookings/thanks'],
  ['/lakeside-holiday-park', '/restaurants/lakeside'],
  ['/witney-opening', '/restaurants/witney'],
  ['/book-a-table', '/#booking'],
  ['/booking', '/#booking'],
  ['/terms', '/terms-and-conditions'],
  ['/enquire-here', '/group-bookings'],
  ['/click-collect', '/delivery'],
  ['/keep-in-touch', '/contact'],
  ['/gift-cards', GIFT],
  ['/giftcards', GIFT],
  ['/gift-card', GIFT],
  ['/feedback', FEEDBACK],
  ['/tell-us', FEEDBACK],
];

export const allCases = [...generated, ...explicit];
export const isExternal = (to: string) => to === GIFT || to === FEEDBACK;
