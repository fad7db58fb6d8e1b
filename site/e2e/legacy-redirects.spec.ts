import type { APIRequestContext } from '@playwright/test';
import { LEGACY_PATHS, SHORT_FORMS } from '../server/legacy-redirects.ts';
import { expect, test } from './fixtures.ts';

/** The defaults of site/server/config.ts (the e2e server sets neither variable). */
const GIFT_CARD_HOST = 'gift-cards.fittizia.example';

/** A real restaurant from the sitemap, so the test follows whatever the brand API has seeded. */
async function restaurantFromSitemap(request: APIRequestContext) {
  const res = await request.get('/sitemap.xml');
  expect(res.status(), 'sitemap.xml answers').toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const pages = [...xml.matchAll(/<loc>[^<]*\/restaurants\/([a-z0-9-]+)\/([a-z0-9-]+)<\/loc>/g)];
  const first = pages[0];
  return first ? { city: first[1] ?? '', slug: first[2] ?? '' } : undefined;
}

/** Every `<loc>` path of the sitemap. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  expect(res.status(), 'sitemap.xml answers').toBe(200);
  return [...(await res.text()).matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
}

/**
 * Requests `from` without following, expects one 301 (to `expected` when given), then requests the target
 * (the hash is the browser's business) and expects a 200 page. Targets already checked are not fetched again.
 */
async function expectLandsOn200(
  request: APIRequestContext,
  from: string,
  checked: Map<string, number>,
  expected?: string,
) {
  const res = await request.get(from, { maxRedirects: 0 });
  expect(res.status(), `${from} answers 301`).toBe(301);
  const location = res.headers().location ?? '';
  if (expected !== undefined) expect(location, from).toBe(expected);
  expect(location, `${from} stays on the site`).toMatch(/^\/(?!\/)/);
  const target = location.split('#')[0] || '/';
  if (!checked.has(target)) {
    const page = await request.get(target, { maxRedirects: 0 });
    checked.set(target, page.status());
  }
  expect.soft(checked.get(target), `${from} → ${target} answers 200 (one hop, no second redirect)`).toBe(200);
}

/** A sample path for a table key: the key, or a path below a `/*` key. */
const sampleOf = (key: string) => (key.endsWith('/*') ? `${key.slice(0, -2)}/e2e-sample` : key);

test.describe('legacy redirects (spec 4.8)', () => {
  test('every target of the legacy table and the short forms is a live page (200)', async ({ request }) => {
    test.setTimeout(180_000);
    const checked = new Map<string, number>();
    for (const [key, target] of [...Object.entries(LEGACY_PATHS), ...Object.entries(SHORT_FORMS)]) {
      await expectLandsOn200(request, sampleOf(key), checked, target);
    }
    // The two towns reached without a site segment (spec 4.8 "Current redirect targets").
    for (const town of ['/restaurants/lakeside', '/restaurants/witney'])
      expect(checked.get(town), town).toBe(200);
  });

  test('every old restaurant address lands on a live page (200): cities, restaurants and menus', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const paths = await sitemapPaths(request);
    const cities = paths.filter((p) => /^\/restaurants\/[a-z0-9-]+$/.test(p));
    const pages = paths.filter((p) => /^\/restaurants\/[a-z0-9-]+\/[a-z0-9-]+$/.test(p));
    expect(cities.length).toBeGreaterThan(50);
    expect(cities).toEqual(expect.arrayContaining(['/restaurants/lakeside', '/restaurants/witney']));
    expect(pages.length).toBeGreaterThan(50);
    const checked = new Map<string, number>();
    // A bare city goes to its default site, or to the city page when it has none with a page (Lakeside).
    for (const city of cities) {
      await expectLandsOn200(request, city.replace(/^\/restaurants/, '/italian-restaurant'), checked);
    }
    expect(checked.get('/restaurants/lakeside'), 'Lakeside: its city page').toBe(200);
    expect(checked.get('/restaurants/witney/witney'), 'Witney: its restaurant page').toBe(200);
    for (const page of pages) {
      const old = page.replace(/^\/restaurants/, '/italian-restaurant');
      await expectLandsOn200(request, `${old}/about`, checked, page);
      await expectLandsOn200(request, `${old}/menu`, checked, `${page}/menu`);
    }
    // A hidden restaurant's old address goes to its city page.
    await expectLandsOn200(
      request,
      '/italian-restaurant/lakeside/lakeside/book-now',
      checked,
      '/restaurants/lakeside',
    );
    await expectLandsOn200(request, '/italian-restaurant/croydon/croydon', checked, '/restaurants/croydon');
  });

  test('an old restaurant address goes to its final page in one 301', async ({ request }) => {
    const restaurant = await restaurantFromSitemap(request);
    test.skip(
      !restaurant,
      'the brand API lists no restaurant with a visible page yet (search-restaurants not seeded)',
    );
    if (!restaurant) return;
    const { city, slug } = restaurant;
    const old = `/Italian-Restaurant//${city.toUpperCase()}/${slug}/Book-Now/?utm_source=e2e`;
    const res = await request.get(old, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(`/restaurants/${city}/${slug}?utm_source=e2e#booking`);

    const menu = await request.get(`/italian-restaurant/${city}/${slug}/menu`, { maxRedirects: 0 });
    expect(menu.status()).toBe(301);
    expect(menu.headers().location).toBe(`/restaurants/${city}/${slug}/menu`);
  });

  test('a short form and an old page address answer one 301 to the final target', async ({ request }) => {
    const short = await request.get('/Contact-Us/', { maxRedirects: 0 });
    expect(short.status()).toBe(301);
    expect(short.headers().location).toBe('/contact');

    const booking = await request.get('/book-a-table?src=leaflet', { maxRedirects: 0 });
    expect(booking.status()).toBe(301);
    expect(booking.headers().location).toBe('/?src=leaflet#booking');

    const pdf = await request.get('/Menus//Main-Menu.pdf/', { maxRedirects: 0 });
    expect(pdf.status()).toBe(301);
    expect(pdf.headers().location).toBe('/menu');
  });

  test('a gift-card address goes to the external shop (not followed)', async ({ request }) => {
    const res = await request.get('/Gift-Cards/', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(new URL(res.headers().location ?? '').host).toBe(GIFT_CARD_HOST);
  });

  test('open-redirect payloads stay on the site', async ({ request, baseURL }) => {
    const site = new URL(baseURL ?? 'http://127.0.0.1');
    for (const payload of [
      '//evil.example/',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      '/italian-restaurant/..%2F..%2Fevil.example/',
      '/https://evil.example/',
      '/gift-cards//evil.example',
      '/book-now%0D%0ALocation:%20https://evil.example',
    ]) {
      const res = await request.get(`${site.origin}${payload}`, { maxRedirects: 0 });
      const location = res.headers().location;
      if (res.status() === 301 && location) {
        const target = new URL(location, site);
        expect([site.host, GIFT_CARD_HOST], `${payload} → ${location}`).toContain(target.host);
        if (target.host === GIFT_CARD_HOST) expect(location).toBe(`https://${GIFT_CARD_HOST}`);
      } else {
        expect(res.status(), payload).toBeLessThan(500);
      }
    }
  });

  test('robots.txt allows all but /api/ and points at the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });
});
