import { type APIRequestContext, expect, test } from '@playwright/test';

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

test.describe('legacy redirects (spec 4.8)', () => {
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
