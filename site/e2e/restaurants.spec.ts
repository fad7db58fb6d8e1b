import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { inUse } from './support/in-use.ts';

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/** Map code by file name: mapbox-gl and the lazy map modules (as in the finder's test). */
const MAP_CODE = /mapbox|MapboxMap|OfflineMap/i;
/** Text only the offline map's module holds (its bundled UK outline), and only mapbox-gl holds. */
const OFFLINE_MAP_SIGNATURE = 'MultiPolygon';
const MAPBOX_GL_SIGNATURE = 'api.mapbox.com';

/** The JSON-LD blocks of the page, parsed (a parse failure fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

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

  test('the restaurant map: no map code in the first load; the marker once the map scrolls into view', async ({
    browser,
  }) => {
    // A phone-sized window, so the map (in the contact panel) starts below the fold.
    const context = await browser.newContext({ viewport: { width: 390, height: 640 } });
    const page = await context.newPage();
    const mapRequests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (MAP_CODE.test(url.pathname) || url.hostname.endsWith('mapbox.com')) mapRequests.push(request.url());
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const response = await page.goto('/restaurants/london/soho');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const restaurant = await page.evaluate(async () =>
      (await fetch('/api/v1/content/restaurant/slug/soho/city/london')).json(),
    );

    const map = page.getByRole('region', { name: `Map of ${restaurant.title}` });
    await expect(map).toHaveAttribute('data-map-state', 'waiting');
    const before = await map.boundingBox();
    expect(before?.y ?? 0, 'the map starts below the fold').toBeGreaterThan(640);
    // Its box is reserved from the server render on, so loading it shifts nothing.
    expect(before?.height ?? 0).toBeGreaterThan(200);
    await page.waitForTimeout(500);
    expect(mapRequests, 'no map module or mapbox-gl before the map is in view').toEqual([]);
    // Nor is the map code inside the first-load scripts themselves.
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      expect(body, url).not.toContain(OFFLINE_MAP_SIGNATURE);
      expect(body, url).not.toContain(MAPBOX_GL_SIGNATURE);
    }

    // The non-map alternative is there from the start: directions and the coordinates.
    await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${restaurant.lat},${restaurant.lng}`,
    );
    const coordinates = page.getByText(`Latitude ${restaurant.lat}, longitude ${restaurant.lng}`);
    await expect(coordinates).toBeAttached();
    const gapBefore = ((await coordinates.boundingBox())?.y ?? 0) - (before?.y ?? 0);

    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    expect(mapRequests.length, 'the map module loads once in view').toBeGreaterThan(0);
    // Without MAPBOX_ACCESS_TOKEN: the bundled offline style, nothing from Mapbox's servers.
    await expect(map).toHaveAttribute('data-map-engine', 'offline');
    expect(mapRequests.some((url) => /mapbox\.com/.test(url))).toBe(false);
    const marker = map.getByRole('button', { name: new RegExp(`^${restaurant.title}, `) });
    await expect(marker).toBeVisible();
    // One marker; the map's other buttons are its own zoom controls.
    await expect(map.getByRole('button', { name: /^Zoom (in|out)$/ })).toHaveCount(2);
    await expect(map.getByRole('button')).toHaveCount(3);
    // The marker sits inside the map, and the map kept its size and place in the page.
    const after = await map.boundingBox();
    const pin = await marker.boundingBox();
    expect(after?.height).toBe(before?.height);
    expect(((await coordinates.boundingBox())?.y ?? 0) - (after?.y ?? 0)).toBe(gapBefore);
    expect(pin && after && pin.y > after.y && pin.y < after.y + after.height).toBe(true);
    expect(Number(await map.locator('[data-zoom]').getAttribute('data-zoom'))).toBeLessThanOrEqual(18);
    await context.close();
  });

  test('without JavaScript the page still has directions, the coordinates and a reserved map box', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto('/restaurants/london/soho'))?.status()).toBe(200);
    await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
    );
    await expect(page.getByText(/^Latitude -?\d+(\.\d+)?, longitude -?\d+(\.\d+)?$/)).toBeVisible();
    const map = page.locator('[data-map-engine]');
    await expect(map).toHaveAttribute('data-map-state', 'waiting');
    expect((await map.boundingBox())?.height ?? 0).toBeGreaterThan(200);
    await context.close();
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

test.describe('menu pages', () => {
  interface MenuJson {
    sections: { items: { id: string; name: string; allergens: string[] }[] }[];
  }

  test('an allergen chosen hides every item containing it', async ({ page }) => {
    await page.goto('/restaurants/london/covent-garden/menu/m-main?allergens=milk');
    await hydrated(page);
    const menu: MenuJson = await page.evaluate(async () =>
      (await fetch('/api/v1/content/menu/m-main')).json(),
    );
    const all = menu.sections.flatMap((s) => s.items);
    const withMilk = new Set(all.filter((i) => i.allergens.includes('milk')).map((i) => i.id));
    expect(withMilk.size).toBeGreaterThan(0);
    const shown = await page
      .locator('[data-menu-item]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-item')));
    expect(shown.length).toBeGreaterThan(0);
    for (const id of shown) expect(withMilk.has(id as string)).toBe(false);
    const unique = new Set(all.filter((i) => !i.allergens.includes('milk')).map((i) => i.id));
    expect(new Set(shown)).toEqual(unique);
    await expect(page.getByRole('status')).toHaveText(
      `${all.length - unique.size} ${all.length - unique.size === 1 ? 'dish' : 'dishes'} hidden by your filters (${withMilk.size} contain${withMilk.size === 1 ? 's' : ''} milk). Showing ${unique.size} of ${all.length}.`,
    );

    // Choosing another allergen in the page updates the URL and hides those items too.
    const eggs = page.getByRole('checkbox', { name: 'Eggs' });
    await eggs.check();
    await expect(page).toHaveURL(/allergens=(eggs(%2C|,)milk|milk(%2C|,)eggs)/);
    const after = await page
      .locator('[data-menu-item]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-item')));
    const avoid = new Set(
      all.filter((i) => i.allergens.includes('milk') || i.allergens.includes('eggs')).map((i) => i.id),
    );
    for (const id of after) expect(avoid.has(id as string)).toBe(false);

    // The state survives a reload (it lives in the URL and is rendered on the server).
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Eggs' })).toBeChecked();
  });

  test('with JavaScript the filters apply as they change and say how many dishes they hide', async ({
    page,
  }) => {
    await page.goto('/restaurants/london/covent-garden/menu/m-main');
    await hydrated(page);
    const menu: { sections: { items: { dietaryTags: { name: string }[] }[] }[] } = await page.evaluate(
      async () => (await fetch('/api/v1/content/menu/m-main')).json(),
    );
    const all = menu.sections.flatMap((s) => s.items);
    const vegan = all.filter((i) => i.dietaryTags.some((t) => t.name.toLowerCase() === 'vegan'));
    expect(vegan.length).toBeGreaterThan(0);
    const status = page.getByTestId('menu-filter-status');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveText('');
    // No page load: the same document filters in place (a marker set on it survives).
    await page.evaluate(() => {
      (window as { stillHere?: boolean }).stillHere = true;
    });
    await page.getByRole('checkbox', { name: 'Vegan' }).check();
    await expect(page).toHaveURL(/diet=vegan/);
    await expect(page.locator('[data-menu-item]')).toHaveCount(vegan.length);
    const hidden = all.length - vegan.length;
    await expect(status).toHaveText(
      `${hidden} dishes hidden by your filters. Showing ${vegan.length} of ${all.length}.`,
    );
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);

    // The allergen filter is a disclosure that says how many are chosen.
    const opener = page.locator('summary', { hasText: 'Allergens' });
    await expect(opener).toContainText('Hide dishes containing an allergen');
    await opener.click();
    await page.getByRole('checkbox', { name: 'Mustard' }).check();
    await expect(opener).toContainText('1 chosen');
    await expect(page).toHaveURL(/allergens=mustard/);
  });

  test('a filter is drawn at once and the address follows; typing, Back and the links keep up with it', async ({
    page,
  }) => {
    await page.goto('/restaurants/london');
    await page.goto('/restaurants/london/covent-garden/menu/m-main');
    await hydrated(page);
    const status = page.getByTestId('menu-filter-status');
    await expect(page.locator('[data-part="live"] [data-testid="menu-filter-status"]')).toBeAttached();
    // Drawn in the press's own task (React draws a press in a microtask), before the address changes.
    const vegan = await page.getByRole('checkbox', { name: 'Vegan' }).elementHandle();
    const drawnAtPress = await page.evaluate(async (box) => {
      (box as HTMLInputElement).click();
      await Promise.resolve();
      return {
        status: document.querySelector('[data-testid="menu-filter-status"]')?.textContent ?? '',
        search: location.search,
      };
    }, vegan);
    expect(drawnAtPress.status).toContain('hidden by your filters');
    expect(drawnAtPress.search).toBe('');
    await expect(page).toHaveURL(/[?&]diet=vegan\b/);
    // Typed fast, a space at the end: the box keeps every letter; the address gets the trimmed search.
    const search = page.getByRole('searchbox', { name: /^Search this restaurant.s menu$/ });
    await search.pressSequentially('pizza ');
    await expect(page).toHaveURL(/[?&]q=pizza(&|$)/);
    await expect(search).toHaveValue('pizza ');
    await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    // Clear filters (a link) empties the address and the filters alike.
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/diet=|q=/);
    await expect(page.getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
    await expect(status).toHaveText('');
    // Clear filters is a link, so a new entry: Back shows the filters that entry's address holds.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]diet=vegan&q=pizza$/);
    await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    await expect(search).toHaveValue('pizza');
    await expect(status).toContainText('hidden by your filters');
    // The filters themselves replace the page's entry: Back again leaves the menu.
    await page.goBack();
    await expect(page).toHaveURL(/\/restaurants\/london$/);
  });

  test('without JavaScript the filters work with the Apply filters button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/restaurants/london/covent-garden/menu/m-main');
      const menuResponse = await page.request.get('/api/v1/content/menu/m-main');
      const menu = (await menuResponse.json()) as MenuJson;
      const all = menu.sections.flatMap((s) => s.items);
      const kept = all.filter((i) => !i.allergens.includes('eggs') && !i.allergens.includes('milk'));
      await expect(page.locator('[data-menu-item]')).toHaveCount(all.length);
      // The native disclosure opens without script.
      await page.locator('summary', { hasText: 'Allergens' }).click();
      await page.getByRole('checkbox', { name: 'Eggs' }).check();
      await page.getByRole('checkbox', { name: 'Milk' }).check();
      await page.getByRole('button', { name: 'Apply filters' }).click();
      // The GET form sends each box (`allergens=eggs&allergens=milk`); the server answers with the menu filtered.
      const url = new URL(page.url());
      expect(url.pathname).toBe('/restaurants/london/covent-garden/menu/m-main');
      expect(url.searchParams.getAll('allergens').join(',').split(',').sort()).toEqual(['eggs', 'milk']);
      await expect(page.locator('[data-menu-item]')).toHaveCount(kept.length);
      const shown = await page
        .locator('[data-menu-item]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-item')));
      expect(new Set(shown)).toEqual(new Set(kept.map((i) => i.id)));
      await expect(page.getByTestId('menu-filter-status')).toHaveText(
        `${all.length - kept.length} dishes hidden by your filters (${all.length - kept.length} contain eggs or milk). Showing ${kept.length} of ${all.length}.`,
      );
      await expect(page.locator('summary', { hasText: 'Allergens' })).toContainText('2 chosen');
      await expect(page.getByRole('checkbox', { name: 'Eggs' })).toBeChecked();
    } finally {
      await context.close();
    }
  });

  test('a city’s menus: /restaurants/{city}/menu lists them and each opens in the city’s context', async ({
    page,
  }) => {
    await page.goto('/restaurants/london');
    await page.getByRole('link', { name: 'Our menus in London' }).click();
    await expect(page).toHaveURL(/\/restaurants\/london\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our menus in London' })).toBeVisible();
    const main = page.getByRole('link', { name: 'Main Menu', exact: true });
    await expect(main).toHaveAttribute('href', '/restaurants/london/menu/m-main');

    const response = await page.goto('/restaurants/london/menu/m-main?allergens=milk');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Main Menu at Fittizia Trattoria in London',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/restaurants\/london\/menu\/m-main$/,
    );
    await expect(page.getByTestId('menu-filter-status')).toContainText('hidden by your filters');
    // The other menus and the no-script form stay in the city's context.
    const menus = page.getByRole('navigation', { name: 'Menus' });
    const hrefs = await menus.locator('a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect(href).toMatch(/^\/restaurants\/london\/menu\/[\w-]+$/);
    await expect(page.locator('form[aria-label="Menu filters"]')).toHaveAttribute(
      'action',
      '/restaurants/london/menu/m-main',
    );

    expect((await page.goto('/restaurants/london/menu/no-such-menu'))?.status()).toBe(404);
    expect((await page.goto('/restaurants/atlantis/menu'))?.status()).toBe(404);
    expect((await page.goto('/restaurants/atlantis/menu/m-main'))?.status()).toBe(404);
  });

  test('the menu page never scrolls sideways at 320 and 768 px, even with the allergen guide open', async ({
    page,
  }) => {
    for (const width of [320, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/restaurants/london/covent-garden/menu/m-main?allergens=milk');
      await page.getByText('Show the allergen guide').click();
      await expect(page.getByRole('table', { name: /^Allergen guide/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
  });

  test('Menu JSON-LD, calories and the calorie-free view', async ({ page }) => {
    await page.goto('/menu/m-main');
    const menu = (await jsonLd(page)).find((b) => b['@type'] === 'Menu') as
      | { hasMenuSection: { hasMenuItem: { offers?: { priceCurrency: string } }[] }[] }
      | undefined;
    expect(menu).toBeDefined();
    expect(menu?.hasMenuSection.length).toBeGreaterThan(0);
    expect(menu?.hasMenuSection[0]?.hasMenuItem[0]?.offers?.priceCurrency).toBe('GBP');
    await expect(page.getByText('Adults need around 2000 kcal a day')).toBeVisible();
    await expect(page.getByText(/^\d+ kcal$/).first()).toBeVisible();
    await page.goto('/menu/m-main?calories=off');
    await expect(page.getByText(/^\d+ kcal$/)).toHaveCount(0);
  });

  test('an unknown menu is a 404 with "Menu not found"', async ({ page }) => {
    const response = await page.goto('/menu/no-such-menu');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Menu not found')).toBeVisible();
    expect((await page.goto('/our-menu'))?.status()).toBe(200);
  });
});
