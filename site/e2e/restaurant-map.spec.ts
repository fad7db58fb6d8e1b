import { expect, test } from './fixtures.ts';
import { hydrated } from './support/page-reads.ts';

/** Map code by file name: mapbox-gl and the lazy map modules (as in the finder's test). */
const MAP_CODE = /mapbox|MapboxMap|OfflineMap/i;
/** Text only the offline map's module holds (its bundled UK outline), and only mapbox-gl holds. */
const OFFLINE_MAP_SIGNATURE = 'MultiPolygon';
const MAPBOX_GL_SIGNATURE = 'api.mapbox.com';

test.describe('restaurant pages', () => {
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
});
