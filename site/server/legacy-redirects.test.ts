import { examples, type Restaurant, searchRestaurantsResponse } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_IDS, contentPagePath } from './content-pages.ts';
import {
  EXTERNAL_PATHS,
  isSafeLocation,
  LEGACY_PATHS,
  LEGACY_RESTAURANT_PREFIXES,
  type LegacyData,
  legacyTarget,
  needsRestaurants,
  RESTAURANT_SUFFIXES,
  redirectLocation,
  SHORT_FORMS,
} from './legacy-redirects.ts';
import { normalisedLocation } from './redirects.ts';
import { checkRequest } from './request-guard.ts';

const GIFT = 'https://gift-cards.fittizia.example';
const FEEDBACK = 'https://feedback.fittizia.example/survey';

/** The contract's example restaurants plus a small list covering each case, parsed with the contract schema. */
const fixture = (city: string, slug: string, extra: Record<string, unknown> = {}) => ({
  storeId: `${city}-${slug}`,
  title: `Fittizia Trattoria ${city} ${slug}`,
  city,
  slug,
  ...extra,
});
const restaurants: Restaurant[] = searchRestaurantsResponse.parse({
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

const data: LegacyData = { restaurants, giftCardUrl: GIFT, feedbackUrl: FEEDBACK };
const at = (path: string, d: LegacyData = data) => legacyTarget(new URL(`http://site.test${path}`), d);
const decide = (path: string, d: LegacyData = data) =>
  redirectLocation(new URL(`http://site.test${path}`), d);

/** Sample paths for a table key: the key itself, or two paths below a `/*` key. */
const samplesOf = (key: string) =>
  key.endsWith('/*') ? [`${key.slice(0, -2)}/anything`, `${key.slice(0, -2)}/old/leaflet.pdf`] : [key];

/** Every same-site page the table may send to (spec 4.8 "Current redirect targets" plus /cookie-policy). */
const CURRENT_TARGETS = [
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
function expectedRestaurantCases(): Array<[string, string]> {
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

const generated: Array<[string, string]> = [
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
const explicit: Array<[string, string]> = [
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

const allCases = [...generated, ...explicit];
const isExternal = (to: string) => to === GIFT || to === FEEDBACK;

describe('legacy redirect table (spec 4.8 step 3)', () => {
  it('has a sizeable generated table and at least 15 hand-written cases', () => {
    expect(generated.length).toBeGreaterThan(250);
    expect(explicit.length).toBeGreaterThanOrEqual(15);
  });

  it.each(allCases)('%s → %s', (from, to) => {
    expect(at(from)).toBe(to);
  });

  it.each(allCases)('%s → %s whatever the case, trailing or repeated slashes', (from, to) => {
    const shouting = from.toUpperCase();
    expect(at(shouting)).toBe(to);
    expect(at(`${from}/`)).toBe(to);
    expect(at(`/${from.replace(/\//g, '//')}//`)).toBe(to);
  });

  it.each(allCases)('%s keeps the query string (before the hash, never on an external URL)', (from, to) => {
    const target = at(`${from}/?utm_source=mail&x=a%2Fb`);
    if (isExternal(to)) expect(target).toBe(to);
    else {
      const [path, hash] = to.split('#');
      expect(target).toBe(`${path}?utm_source=mail&x=a%2Fb${hash ? `#${hash}` : ''}`);
    }
  });

  it.each(allCases)('%s is one hop: its target is not redirected again', (from, to) => {
    expect(decide(`${from.toUpperCase()}//`)).toBe(to);
    if (isExternal(to)) return;
    const next = new URL(to, 'http://site.test');
    expect(legacyTarget(next, data)).toBeUndefined();
    expect(normalisedLocation(next)).toBeUndefined();
  });

  it('sends to every "Current redirect target" of spec 4.8, and only to known pages', () => {
    const targets = new Set(allCases.map(([, to]) => to.split('#')[0] ?? to));
    for (const target of CURRENT_TARGETS) expect(targets, target).toContain(target);
    for (const target of targets) {
      const known =
        isExternal(target) ||
        CURRENT_TARGETS.includes(target) ||
        target === '/cookie-policy' ||
        /^\/restaurants\/[a-z0-9-]+(\/[a-z0-9-]+(\/menu(\/[a-z0-9-]+)?)?)?$/.test(target);
      expect(known, target).toBe(true);
    }
  });

  it('never shadows a live page', () => {
    const live = [...CONTENT_PAGE_IDS.map(contentPagePath), ...CURRENT_TARGETS, '/cookie-policy', '/find-us'];
    for (const path of live) expect(at(path), path).toBeUndefined();
    for (const path of [
      '/restaurants/cardiff',
      '/restaurants/cardiff/roath',
      '/restaurants/cardiff/book-now',
    ])
      expect(at(path), path).toBeUndefined();
  });

  it('leaves unknown paths and the API alone', () => {
    for (const path of ['/no-such-page', '/offers/summer', '/careers/job/123', '/api/v1/content/page/terms'])
      expect(at(path), path).toBeUndefined();
    expect(at('/API/feedback')).toBeUndefined();
    expect(at('/api/gift-cards')).toBeUndefined();
  });

  it('leaves odd restaurant addresses alone', () => {
    for (const path of [
      '/italian-restaurant/cardiff/roath/book-now/extra',
      '/italian-restaurant/cardiff/roath/menu/m-main/more',
      '/italian-restaurant/caf%C3%A9',
      '/italian-restaurant/cardiff/ro_ath',
    ])
      expect(at(path), path).toBeUndefined();
  });

  it('takes the first site of a city that does not hide its page, in list order', () => {
    const reordered: LegacyData = { ...data, restaurants: [...restaurants].reverse() };
    expect(at('/italian-restaurant/cardiff', reordered)).toBe('/restaurants/cardiff/cardiff-bay');
    expect(at('/italian-restaurant/york', reordered)).toBe('/restaurants/york/stonegate');
  });

  it('skips only the restaurant addresses when the restaurant list is unavailable', () => {
    const down: LegacyData = { ...data, restaurants: undefined };
    expect(at('/italian-restaurant/cardiff/roath', down)).toBeUndefined();
    expect(decide('/Italian-Restaurant//Cardiff/Roath/', down)).toBe('/Italian-Restaurant/Cardiff/Roath');
    expect(at('/italian-restaurant', down)).toBe('/restaurants');
    expect(at('/book-now', down)).toBe('/#booking');
    expect(at('/gift-cards', down)).toBe(GIFT);
  });

  it('knows which paths need the restaurant list', () => {
    const needs = (p: string) => needsRestaurants(new URL(`http://site.test${p}`));
    expect(needs('/Italian-Restaurant/Cardiff')).toBe(true);
    expect(needs('/restaurant/cardiff/roath/menu')).toBe(true);
    expect(needs('/italian-restaurant')).toBe(false);
    expect(needs('/restaurants/cardiff')).toBe(false);
    expect(needs('/book-now')).toBe(false);
  });

  it('does not redirect an address to itself', () => {
    expect(at('/restaurants')).toBeUndefined();
  });
});

describe('open redirects (spec 4.8: never to another host)', () => {
  const payloads = [
    '//evil.example',
    '//evil.example/',
    '///evil.example',
    '/\\evil.example',
    '/\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example/',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/italian-restaurant/..%2F..%2Fevil.example',
    '/italian-restaurant/%2F%2Fevil.example/roath',
    '/italian-restaurant/cardiff/%2F%2Fevil.example',
    '/italian-restaurant//evil.example',
    '/italian-restaurant/cardiff/roath/menu/%2F%2Fevil.example',
    '/https://evil.example',
    '/https:/evil.example',
    '/http:%2F%2Fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\\t/evil.example',
    '/gift-cards//evil.example',
    '/gift-cards/https://evil.example',
    '/feedback/..%2F..%2Fevil.example',
    '/%0D%0ALocation:%20https://evil.example',
    '/book-now%0D%0ALocation:%20//evil.example',
    '/book-now?next=//evil.example',
    '/book-now?%0D%0ALocation:https://evil.example',
    '/campaign/x/..%2F..%2F%2Fevil.example',
    '/./evil.example',
    '/..//evil.example',
    '/%2E%2E/%2F/evil.example',
    '/@evil.example',
    '/ /evil.example',
    '/%20/evil.example',
    '/\u3002evil.example',
  ];
  const site = new URL('http://site.test/');

  it.each(payloads)('%j stays on site', (payload) => {
    // Built by concatenation: the request line's path, never resolved against another host.
    const url = new URL(`${site.origin}${payload}`);
    expect(url.host).toBe('site.test');
    for (const variant of [url, new URL(`${site.origin}${url.pathname.toUpperCase()}/${url.search}`)]) {
      const location = redirectLocation(variant, data);
      if (location === undefined) continue;
      expect(location === GIFT || location === FEEDBACK || isSafeLocation(location, data)).toBe(true);
      if (location === GIFT || location === FEEDBACK) continue;
      expect(location.startsWith('/')).toBe(true);
      expect(location.startsWith('//')).toBe(false);
      expect(location).not.toMatch(/[\\\r\n\t]/);
      expect(new URL(location, site).host).toBe('site.test');
    }
  });

  it('a gift-card sub-path goes to exactly the configured URL, never with the path', () => {
    expect(at('/gift-cards//evil.example')).toBe(GIFT);
    expect(at('/Gift-Cards/https://evil.example?x=1')).toBe(GIFT);
  });

  it('refuses a target that is not a same-site path nor a configured URL', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      `${GIFT}/evil`,
      `${GIFT}.evil.example`,
      'javascript:alert(1)',
      '/\r\nlocation: //evil.example',
      '/a b',
      '',
    ])
      expect(isSafeLocation(bad, data), JSON.stringify(bad)).toBe(false);
    for (const good of ['/', '/menu', '/#booking', '/restaurants/cardiff/roath?x=1#booking', GIFT, FEEDBACK])
      expect(isSafeLocation(good, data), good).toBe(true);
  });

  it('refuses a poisoned target from the data (restaurant list or configuration)', () => {
    const poisoned: LegacyData = {
      restaurants: [{ city: 'cardiff', slug: '/evil.example', storeId: '1' }],
      giftCardUrl: GIFT,
      feedbackUrl: FEEDBACK,
    };
    const target = at('/italian-restaurant/cardiff', poisoned);
    expect(target).toBe('/restaurants');
  });
});

describe('a leading run of slashes (after the request guard removed it): one 301 to the final target', () => {
  const guarded = (path: string) => {
    const verdict = checkRequest({ url: `http://site.test${path}`, headers: new Headers() } as Request);
    if (verdict.action !== 'redirect')
      throw new Error(`${path} was not handed on as a leading-slash redirect`);
    const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
    return redirectLocation(new URL(`http://site.test${verdict.path}${query}`), data, {
      leadingSlashes: true,
    });
  };

  it.each([
    ['//careers///job-search/', '/careers/job-search'],
    ['//menu', '/menu'],
    ['///menu//?x=1', '/menu?x=1'],
    ['//signup', '/sign-up'],
    ['//italian-restaurant/cardiff/roath/menu', '/restaurants/cardiff/roath/menu'],
    ['//italian-restaurant/manchester/deansgate/book-now/', '/restaurants/manchester/deansgate#booking'],
  ])('%s goes to %s', (from, to) => {
    expect(guarded(from)).toBe(to);
    // One hop: the target needs no further redirect.
    expect(decide(to.split('#')[0] as string)).toBeUndefined();
  });

  it.each(['//evil.example/x', '///evil.example', '//evil.example', '/\\evil.example/x', '//\\evil.example'])(
    '%s stays on the site',
    (from) => {
      const location = guarded(from) as string;
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://site.test').host).toBe('site.test');
    },
  );

  it('without the guard mark a clean path is not redirected', () => {
    expect(redirectLocation(new URL('http://site.test/menu'), data)).toBeUndefined();
  });
});
