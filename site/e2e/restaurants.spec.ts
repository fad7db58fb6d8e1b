import { expect, test } from './fixtures.ts';
import { inUse } from './support/in-use.ts';
import { hydrated, jsonLd } from './support/page-reads.ts';

test.describe('restaurant pages', () => {
  test('a restaurant page shows the open state for a fixed clock (Wednesday 13:00 GMT)', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-01-14T13:00:00Z'));
    const response = await page.goto('/restaurants/london/soho');
    expect(response?.status()).toBe(200);
    // The open state is worked out at the diner's (fixed) clock once the page is in use; the server renders it at
    // its own clock, so without this the test passed only while the real time was within Soho's hours.
    await inUse(page);
    // The seeded hours, read through the site's proxy: the state must follow them.
    const restaurant = await page.evaluate(async () =>
      (await fetch('/api/v1/content/restaurant/slug/soho/city/london')).json(),
    );
    expect(restaurant.wednesdayOpen <= '13:00' && '13:00' < restaurant.wednesdayClose).toBe(true);
    await expect(page.locator('[data-opening-mode="dine-in"]')).toContainText(
      `Open until ${restaurant.wednesdayClose}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(restaurant.title);
    await expect(page.getByText(`///${restaurant.threeWordAddress}`)).toBeVisible();
    await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${restaurant.lat},${restaurant.lng}`,
    );
    await expect(page.getByRole('link', { name: /Book Now at/ }).first()).toHaveAttribute(
      'href',
      '/restaurants/london/soho/book-now',
    );
    await expect(page.getByRole('link', { name: 'Change location' }).first()).toHaveAttribute(
      'href',
      '/find-us',
    );
  });

  test('the hero shows the restaurant’s picture: preloaded at high priority, sized, AVIF, fetched once', async ({
    page,
  }) => {
    const heroRequests: { url: string; type: string | undefined }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/images/restaurants/'))
        heroRequests.push({ url: response.url(), type: response.headers()['content-type'] });
    });
    await page.goto('/restaurants/london/covent-garden');
    // The preload is in the head: the browser fetches the picture before it parses the body.
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    await expect(preload).toHaveAttribute('type', 'image/avif');
    await expect(preload).toHaveAttribute('imagesrcset', /hero-[a-z-]+-640\.avif 640w, .*-1440\.avif 1440w$/);
    await expect(preload).toHaveAttribute('imagesizes', /100vw/);

    const hero = page.locator('article[data-form-type="heroTile"]');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      'Fittizia Trattoria London Covent Garden',
    );
    const img = hero.locator('img');
    await expect(img).toHaveAttribute('alt', /.{10,}/);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('width', '1440');
    await expect(img).toHaveAttribute('height', '810');
    await expect(img).toHaveAttribute('sizes', /100vw/);
    await expect(hero.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 640w/);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(current).toMatch(/\/images\/restaurants\/hero-[a-z-]+-\d+\.avif$/);
    // The preload and the picture chose the same file: one request, served as AVIF.
    expect(heroRequests).toEqual([{ url: current, type: 'image/avif' }]);
    // The name sits on an opaque panel of the tile's colour, whatever the picture behind it.
    const panel = await hero
      .getByRole('heading', { level: 1 })
      .evaluate((el) => getComputedStyle(el.parentElement as HTMLElement).backgroundColor);
    expect(panel).toBe('rgb(36, 71, 66)');
  });

  test('equal side gutters at 320 px, also with a larger text size (the hours table scrolls in its card)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/restaurants/london/covent-garden');
    await hydrated(page);
    const edges = () =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const gutter = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
        const article = document.querySelector('main article') as HTMLElement;
        const boxes = [article, ...article.querySelectorAll<HTMLElement>(':scope > *, section')];
        return {
          scrollWidth: document.documentElement.scrollWidth,
          width,
          gutter,
          gaps: boxes.map((box) => {
            const r = box.getBoundingClientRect();
            return { left: Math.round(r.left), right: Math.round(width - r.right) };
          }),
        };
      });
    // A diner's larger default text size (1rem = 19 px): the hours table's words no longer fit its card.
    for (const fontSize of ['', '19px']) {
      await page.evaluate((size) => {
        document.documentElement.style.fontSize = size;
      }, fontSize);
      const report = await edges();
      expect(report.scrollWidth).toBeLessThanOrEqual(report.width);
      for (const gap of report.gaps) {
        expect(gap.left).toBeGreaterThanOrEqual(Math.round(report.gutter));
        expect(gap.right).toBeGreaterThanOrEqual(Math.round(report.gutter));
      }
    }
  });

  test('closed on a Monday for a restaurant closed on Mondays, and on Christmas Day', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-01-12T13:00:00Z'));
    await page.goto('/restaurants/london/canary-wharf');
    // The server renders the state at its own time; the page's code works it out again at the diner's.
    await inUse(page);
    await expect(page.locator('[data-opening-mode="dine-in"]')).toHaveText(/^Restaurant:Closed$|^Closed$/);

    await page.clock.setFixedTime(new Date('2026-12-25T13:00:00Z'));
    await page.goto('/restaurants/london/covent-garden');
    await inUse(page);
    await expect(page.locator('[data-opening-mode="dine-in"]')).toContainText('Closed');
    await expect(page.locator('[data-opening-mode="dine-in"]')).toContainText('Christmas Day');
  });

  test('a holiday park shows the call-us message instead of booking', async ({ page }) => {
    await page.goto('/restaurants/skegness/gabbiano-sands');
    await expect(
      page.getByText(
        "Sorry, we can't take bookings for holiday-park restaurants online. Please call the restaurant directly to book.",
      ),
    ).toBeVisible();
  });

  test('JSON-LD Restaurant is present, valid JSON and describes the restaurant', async ({ page }) => {
    await page.goto('/restaurants/london/covent-garden');
    const blocks = await jsonLd(page);
    const restaurant = blocks.find((b) => b['@type'] === 'Restaurant');
    expect(restaurant).toBeDefined();
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      servesCuisine: 'Italian',
      acceptsReservations: true,
      address: { '@type': 'PostalAddress', addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(restaurant?.telephone).toMatch(/^020 7946/);
    expect(Array.isArray(restaurant?.openingHoursSpecification)).toBe(true);
    expect(String(restaurant?.menu)).toMatch(/\/restaurants\/london\/covent-garden\/menu$/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/restaurants\/london\/covent-garden$/);
  });

  test('unknown and hidden restaurants, and an empty city, are 404', async ({ page }) => {
    expect((await page.goto('/restaurants/london/nowhere'))?.status()).toBe(404);
    expect((await page.goto('/restaurants/croydon/croydon'))?.status()).toBe(404);
    expect((await page.goto('/restaurants/atlantis'))?.status()).toBe(404);
  });

  test('Witney (a legacy redirect target) has its city page and its restaurant page', async ({ page }) => {
    expect((await page.goto('/restaurants/witney'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants in Witney' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Fittizia Trattoria Witney', exact: true });
    await expect(link).toHaveAttribute('href', '/restaurants/witney/witney');
    expect((await page.goto('/restaurants/witney/witney'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fittizia Trattoria Witney');
    await expect(page.getByText(/OX28 \d[A-Z]{2}/).first()).toBeVisible();
  });

  test('Lakeside lists its holiday park: flagged, booked by phone, never linked to its hidden page', async ({
    page,
  }) => {
    expect((await page.goto('/restaurants/lakeside'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /^Restaurants in / })).toBeVisible();
    const item = page.getByTestId('city-restaurant');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(
      'Fittizia Trattoria Lakeside Holiday Park',
    );
    await expect(item.getByRole('heading', { level: 2 }).getByRole('link')).toHaveCount(0);
    await expect(item.getByText('Holiday park', { exact: true })).toBeVisible();
    await expect(
      item.getByText(
        "Sorry, we can't take bookings for holiday-park restaurants online. Please call the restaurant directly to book.",
      ),
    ).toBeVisible();
    await expect(item.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\d+$/);
    // Its menus are the brand's (spec 2.2: /menu when the detail page is hidden); nothing links the hidden page.
    await expect(item.getByRole('link', { name: /^Menus/ })).toHaveAttribute('href', '/menu');
    await expect(page.locator('a[href^="/restaurants/lakeside/lakeside"]')).toHaveCount(0);
    // The city's own menus (spec 2.1) are in the city's context.
    await expect(page.getByRole('link', { name: /^Our menus in / })).toHaveAttribute(
      'href',
      '/restaurants/lakeside/menu',
    );
    expect((await page.goto('/restaurants/lakeside/lakeside'))?.status()).toBe(404);
  });

  test('the city page lists the city’s restaurants and the legacy page stays reachable', async ({ page }) => {
    expect((await page.goto('/restaurants/glasgow'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants in Glasgow' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Fittizia Trattoria Glasgow Merchant City', exact: true }),
    ).toHaveAttribute('href', '/restaurants/glasgow/merchant-city');
    expect((await page.goto('/restaurants/glasgow/index-old'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants in Glasgow' })).toBeVisible();
  });
});
