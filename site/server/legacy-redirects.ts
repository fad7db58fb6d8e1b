import type { Restaurant } from '@fittizia/contract';
import { normalisedLocation } from './redirects.ts';

/**
 * Step 3 of spec 4.8: the legacy redirect table. Everything here is data: the fixed
 * old → new addresses below, and the restaurant addresses generated from the brand
 * API's restaurant list. Nothing is written per restaurant.
 *
 * Keys are lowercase paths without a trailing slash. A key ending in `/*` matches every
 * path below it (not the path itself); an exact key wins over a `/*` key, and a longer
 * `/*` key over a shorter one. A target never appears as a key (one hop, tested).
 */
export const LEGACY_PATHS: Readonly<Record<string, string>> = {
  // Restaurant finder, and the holiday park (its city page is its only page) and Witney city pages.
  '/italian-restaurant': '/restaurants',
  '/italian-restaurants': '/restaurants',
  '/find-a-restaurant': '/restaurants',
  '/restaurant-finder': '/restaurants',
  '/locations': '/restaurants',
  '/lakeside-holiday-park': '/restaurants/lakeside',
  '/holiday-parks/lakeside': '/restaurants/lakeside',
  '/witney-opening': '/restaurants/witney',
  '/oxfordshire/witney': '/restaurants/witney',

  // Offers.
  '/offers/students-30-off': '/offer/30-off-students',
  '/student-discount': '/offer/30-off-students',
  '/unidays': '/students',
  '/offers/student': '/students',
  '/offers/nhs-discount': '/bluelights-dds-discount',
  '/blue-light-discount': '/bluelights-dds-discount',
  '/bluelights': '/bluelights-dds-discount',
  '/offers/kids-eat-free': '/kids',
  '/offers/latest': '/offers',
  '/special-offers': '/offers',
  '/deals': '/offers',

  // Menus and menu PDFs.
  '/menus': '/menu',
  '/our-menu.pdf': '/menu',
  '/menus/main-menu.pdf': '/menu',
  '/menus/gluten-free-menu.pdf': '/menu',
  '/menus/allergen-menu.pdf': '/our-policies',
  '/menus/drinks-menu.pdf': '/drinks-menu',
  '/menus/kids-menu.pdf': '/kids',
  '/menus/vegan-menu.pdf': '/vegetarian',
  '/menus/christmas-menu.pdf': '/christmas-party',
  '/menus/*': '/menu',
  '/food-menu': '/menu',
  '/our-food': '/menu',
  '/drinks': '/drinks-menu',
  '/wine-list': '/drinks-menu',
  '/pizza': '/pizza-restaurant',
  '/pizzeria': '/pizza-restaurant',
  '/vegan': '/vegetarian',
  '/vegetarian-menu': '/vegetarian',
  '/kids-menu': '/kids',

  // External PDFs (the old document host paths).
  '/pdf/kids-menu.pdf': '/kids',
  '/pdf/kids-activity-sheet.pdf': '/kids',
  '/pdf/christmas-menu.pdf': '/christmas-party',
  '/pdf/party-pack.pdf': '/parties',
  '/pdf/group-menu.pdf': '/group-bookings',
  '/pdf/allergen-guide.pdf': '/our-policies',
  '/pdf/*': '/menu',

  // Parties, Christmas and group bookings.
  '/kids-parties': '/parties',
  '/birthday-parties': '/parties',
  '/christmas': '/christmas-party',
  '/christmas/*': '/christmas-party',
  '/festive': '/christmas-party',
  '/christmas-menu': '/christmas-party',
  '/party-bookings': '/group-bookings',
  '/group-bookings/thank-you': '/group-bookings/thanks',
  '/enquiry-thanks': '/group-bookings/thanks',

  // Policies.
  '/policies': '/our-policies',
  '/policies/allergens': '/our-policies',
  '/allergens': '/our-policies',
  '/modern-slavery-statement': '/our-policies',
  '/policies/privacy': '/privacy-policy',
  '/privacy-notice': '/privacy-policy',
  '/policies/terms': '/terms-and-conditions',
  '/policies/cookies': '/cookie-policy',

  // Careers.
  '/jobs': '/careers',
  '/jobs/search': '/careers/job-search',
  '/jobs/*': '/careers',
  '/vacancies': '/careers/job-search',
  '/work-with-us': '/careers',
  '/careers/benefits': '/careers-benefits',
  '/careers/our-values': '/careers-values',
  '/careers/wellbeing': '/careers-wellbeing',
  '/careers/community': '/careers-community',
  '/careers/apprenticeships': '/careers-apprenticeships',
  '/apprenticeships': '/careers-apprenticeships',

  // Campaigns and retired pages.
  '/campaign/*': '/',
  '/campaigns/*': '/',
  '/home': '/',
  '/index.html': '/',
  '/about': '/about-us',
  '/our-story': '/about-us',
  '/faq': '/faqs',
  '/help': '/faqs',
  '/events': '/whats-on',
  '/order-online': '/delivery',
  '/mobile-app': '/app',
  '/newsletter': '/sign-up',
  '/contact-form': '/contact',
};

/** The short forms of spec 4.8, word for word. */
export const SHORT_FORMS: Readonly<Record<string, string>> = {
  '/book-a-table': '/#booking',
  '/book-now': '/#booking',
  '/booking': '/#booking',
  '/terms': '/terms-and-conditions',
  '/signup': '/sign-up',
  '/privacy': '/privacy-policy',
  '/student': '/students',
  '/app-download': '/app',
  '/enquire-here': '/group-bookings',
  '/takeaway': '/delivery',
  '/click-collect': '/delivery',
  '/whatson': '/whats-on',
  '/keep-in-touch': '/contact',
  '/contact-us': '/contact',
};

export type ExternalTarget = 'giftCardUrl' | 'feedbackUrl';

/** The only addresses that leave the site: to exactly the configured URL, never with a path. */
export const EXTERNAL_PATHS: Readonly<Record<string, ExternalTarget>> = {
  '/gift-cards': 'giftCardUrl',
  '/gift-cards/*': 'giftCardUrl',
  '/giftcards': 'giftCardUrl',
  '/gift-card': 'giftCardUrl',
  '/giftcard': 'giftCardUrl',
  '/gift-vouchers': 'giftCardUrl',
  '/gift-voucher': 'giftCardUrl',
  '/feedback': 'feedbackUrl',
  '/tell-us': 'feedbackUrl',
  '/tell-us-what-you-think': 'feedbackUrl',
  '/customer-feedback': 'feedbackUrl',
};

/** Old restaurant address prefixes: `/{prefix}/{city}[/{site}[/{suffix}[/{menuId}]]]`. */
export const LEGACY_RESTAURANT_PREFIXES = [
  'italian-restaurant',
  'italian-restaurants',
  'restaurant',
] as const;

type RestaurantPart = 'page' | 'booking' | 'menu';

/** Suffixes after an old restaurant address; an unknown suffix goes to the restaurant page. */
export const RESTAURANT_SUFFIXES: Readonly<Record<string, RestaurantPart>> = {
  'book-now': 'booking',
  'book-a-table': 'booking',
  booking: 'booking',
  about: 'page',
  'about-us': 'page',
  menu: 'menu',
  menus: 'menu',
  'our-menu': 'menu',
};

export type LegacyRestaurant = Pick<Restaurant, 'city' | 'slug' | 'storeId' | 'hideRestaurantDetailPage'>;

export interface LegacyData {
  /** The brand API's restaurant list; `undefined` when it could not be loaded (restaurant addresses are then skipped). */
  restaurants: readonly LegacyRestaurant[] | undefined;
  giftCardUrl: string;
  feedbackUrl: string;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Same cleaning as steps 1-2, plus lowercase: the key the table is matched with. */
export function legacyKey(pathname: string): string {
  let path = pathname.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path.toLowerCase();
}

/** The value of a table for `key`: exact first, then the longest `/*` parent. */
function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  if (Object.hasOwn(table, key)) return table[key];
  for (let cut = key.lastIndexOf('/'); cut > 0; cut = key.lastIndexOf('/', cut - 1)) {
    const wildcard = `${key.slice(0, cut)}/*`;
    if (Object.hasOwn(table, wildcard)) return table[wildcard];
  }
  return undefined;
}

/** Whether the path is an old restaurant address, i.e. needs the restaurant list. */
export function needsRestaurants(url: URL): boolean {
  const [, prefix, city] = legacyKey(url.pathname).split('/');
  return (LEGACY_RESTAURANT_PREFIXES as readonly string[]).includes(prefix ?? '') && !!city;
}

/** The public paths of a restaurant, or undefined when its city or slug is not a clean slug. */
export function restaurantPaths(r: LegacyRestaurant) {
  const city = r.city.toLowerCase();
  const slug = r.slug.toLowerCase();
  if (!SLUG.test(city) || !SLUG.test(slug)) return undefined;
  const page = `/restaurants/${city}/${slug}`;
  return {
    city: `/restaurants/${city}`,
    page,
    /** Spec 2.2: the restaurant menu, or /menu without a storeId or with a hidden detail page. */
    menu: r.storeId && !r.hideRestaurantDetailPage ? `${page}/menu` : '/menu',
  };
}

function restaurantTarget(key: string, restaurants: readonly LegacyRestaurant[] | undefined) {
  const [, prefix = '', city, siteSegment, suffixSegment, menuId, ...rest] = key.split('/');
  if (!(LEGACY_RESTAURANT_PREFIXES as readonly string[]).includes(prefix) || !city || rest.length) return;
  if (![city, siteSegment, suffixSegment, menuId].every((s) => s === undefined || SLUG.test(s))) return;
  if (!restaurants) return;
  const inCity = restaurants.filter((r) => r.city.toLowerCase() === city && restaurantPaths(r));
  if (inCity.length === 0) return menuId ? undefined : '/restaurants';
  const byDefault = inCity.find((r) => !r.hideRestaurantDetailPage);

  let site = siteSegment;
  let suffix = suffixSegment;
  let restaurant = site ? inCity.find((r) => r.slug.toLowerCase() === site) : undefined;
  // `/italian-restaurant/{city}/menu`: a suffix straight after the city means its default site.
  if (site && !restaurant && suffix === undefined && Object.hasOwn(RESTAURANT_SUFFIXES, site)) {
    suffix = site;
    site = undefined;
  }
  restaurant ??= byDefault;
  const part: RestaurantPart = suffix ? (RESTAURANT_SUFFIXES[suffix] ?? 'page') : 'page';
  if (menuId && part !== 'menu') return;

  const paths = restaurant && restaurantPaths(restaurant);
  const cityPage = `/restaurants/${city}`;
  if (!restaurant || !paths || restaurant.hideRestaurantDetailPage)
    return part === 'menu' ? '/menu' : cityPage;
  if (part === 'booking') return `${paths.page}#booking`;
  if (part === 'menu') return menuId && paths.menu !== '/menu' ? `${paths.menu}/${menuId}` : paths.menu;
  return paths.page;
}

/** Query before the hash; external targets are returned exactly as configured. */
function withSearch(target: string, search: string): string {
  const hash = target.indexOf('#');
  if (hash < 0) return `${target}${search}`;
  return `${target.slice(0, hash)}${search}${target.slice(hash)}`;
}

const SITE_BASE = 'http://site.invalid';

/**
 * The open-redirect guard: a same-site path that starts with exactly one `/` and holds no
 * backslash, whitespace or control character, or exactly one of the two configured URLs.
 */
export function isSafeLocation(location: string, data: Pick<LegacyData, 'giftCardUrl' | 'feedbackUrl'>) {
  if (location === data.giftCardUrl || location === data.feedbackUrl) return true;
  if (!location.startsWith('/') || location.startsWith('//')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\s\u0000-\u001f\u007f]/.test(location)) return false;
  try {
    return new URL(location, SITE_BASE).origin === SITE_BASE;
  } catch {
    return false;
  }
}

/**
 * The final target of a legacy address (so the middleware answers one 301), or undefined.
 * Matching is case-insensitive and ignores repeated and trailing slashes; the query string
 * is kept on same-site targets. A target that fails `isSafeLocation` is refused.
 */
export function legacyTarget(url: URL, data: LegacyData): string | undefined {
  const key = legacyKey(url.pathname);
  if (key === '/api' || key.startsWith('/api/')) return undefined;
  const external = lookup(EXTERNAL_PATHS, key);
  let location: string | undefined;
  if (external) location = data[external];
  else {
    const target =
      lookup(SHORT_FORMS, key) ?? lookup(LEGACY_PATHS, key) ?? restaurantTarget(key, data.restaurants);
    if (target) location = withSearch(target, url.search);
  }
  if (!location || !isSafeLocation(location, data)) return undefined;
  if (location === `${url.pathname}${url.search}`) return undefined;
  return location;
}

/**
 * Spec 4.8 as one decision: the legacy table first, then steps 1-2. One 301 at most. `leadingSlashes`: the
 * request guard found a run of slashes at the start of the path and removed it (`url` is what remains), so
 * the clean path is a target even when nothing else changes.
 */
export function redirectLocation(
  url: URL,
  data: LegacyData,
  options: { leadingSlashes?: boolean } = {},
): string | undefined {
  const location = legacyTarget(url, data) ?? normalisedLocation(url);
  if (location || !options.leadingSlashes) return location;
  const clean = `${url.pathname}${url.search}`;
  return isSafeLocation(clean, data) ? clean : undefined;
}
