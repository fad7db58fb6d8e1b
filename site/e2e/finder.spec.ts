import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const NOT_FOUND_LOCATION =
  "Sorry, we couldn't find your location. Please enter a postcode or use the search bar.";

async function openFinder(page: Page) {
  await page.goto('/find-us');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The ranked results: names and distances, in order. */
async function results(page: Page) {
  const items = page.getByRole('list', { name: 'Nearest restaurants' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const names = await items.getByRole('heading').allTextContents();
  const distances = (await items.getByTestId('finder-distance').allTextContents()).map((d) => {
    expect(d).toMatch(/^\d+\.\d miles$/);
    return Number.parseFloat(d);
  });
  return { names, distances };
}

const expectRanked = (distances: number[]) => {
  expect(distances.length).toBeGreaterThan(0);
  expect(distances.length).toBeLessThanOrEqual(4);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
};

test.describe('restaurant finder', () => {
  test('the empty finder is server-rendered with the spec message', async ({ page }) => {
    await openFinder(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a restaurant' })).toBeVisible();
    await expect(page.getByTestId('finder-message')).toHaveText(
      'Enter a postcode or use your location to search for a Fittizia Trattoria restaurant.',
    );
  });

  test("'M1 1AA' lists Manchester Piccadilly first, ranked by distance", async ({ page }) => {
    await openFinder(page);
    await page.getByRole('searchbox', { name: /Postcode, town or city/ }).fill('M1 1AA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('finder-message')).toContainText('found near M1 1AA');
    const { names, distances } = await results(page);
    expect(names[0]).toContain('Manchester Piccadilly');
    expectRanked(distances);
    const first = page.getByRole('list', { name: 'Nearest restaurants' }).getByRole('listitem').first();
    await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      /^\/restaurants\/manchester\/[a-z0-9-]+$/,
    );
    await expect(first.getByRole('link', { name: /^Book now at/ })).toHaveAttribute(
      'href',
      /^\/restaurants\/manchester\/[a-z0-9-]+\/book-now$/,
    );
  });

  test("'Cardiff' (typed, debounced) lists Cardiff Centre first", async ({ page }) => {
    await openFinder(page);
    await page.getByRole('searchbox', { name: /Postcode, town or city/ }).pressSequentially('Cardiff');
    await expect(page.getByTestId('finder-message')).toContainText('found near Cardiff');
    const { names, distances } = await results(page);
    expect(names[0]).toContain('Cardiff Centre');
    expectRanked(distances);
  });

  test('a granted device location near Manchester lists Manchester first', async ({ browser }) => {
    const context = await browser.newContext({
      permissions: ['geolocation'],
      geolocation: { latitude: 53.4808, longitude: -2.2426 },
    });
    const page = await context.newPage();
    await openFinder(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByTestId('finder-message')).toContainText('restaurants found');
    const { names, distances } = await results(page);
    expect(names[0]).toContain('Manchester');
    expectRanked(distances);
    await context.close();
  });

  test('a denied device location shows the spec message', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    // Chromium has no user to answer the prompt: deny it for the page like a user would.
    await page.addInitScript(() => {
      const deny = (_ok: unknown, fail?: (error: { code: number; message: string }) => void) =>
        setTimeout(() => fail?.({ code: 1, message: 'User denied Geolocation' }), 10);
      Object.defineProperty(navigator, 'geolocation', {
        value: { getCurrentPosition: deny, watchPosition: deny, clearWatch: () => {} },
      });
    });
    await openFinder(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByTestId('finder-message')).toHaveText(NOT_FOUND_LOCATION);
    await context.close();
  });

  test('no map code is requested until the map is in view and the diner uses the page', async ({
    browser,
  }) => {
    const viewportHeight = 420;
    const context = await browser.newContext({ viewport: { width: 390, height: viewportHeight } });
    const page = await context.newPage();
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (/mapbox|MapboxMap|OfflineMap/i.test(new URL(request.url()).pathname))
        mapRequests.push(request.url());
    });
    await openFinder(page);
    const map = page.locator('[data-map-engine]');
    const box = await map.boundingBox();
    // The map starts below the fold, so nothing should load it yet.
    expect(box?.y ?? 0).toBeGreaterThan(viewportHeight);
    await page.waitForTimeout(500);
    expect(mapRequests).toEqual([]);
    await expect(map).toHaveAttribute('data-map-state', 'waiting');
    await map.scrollIntoViewIfNeeded();
    // In view, the finder's map still waits for the diner's first interaction (a tap, click, key or wheel).
    await page.waitForTimeout(300);
    expect(mapRequests).toEqual([]);
    await expect(map).toHaveAttribute('data-map-state', 'waiting');
    await page.keyboard.press('Shift');
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    expect(mapRequests.length).toBeGreaterThan(0);
    // Without MAPBOX_ACCESS_TOKEN: the bundled offline style, and nothing from Mapbox's servers.
    await expect(map).toHaveAttribute('data-map-engine', 'offline');
    expect(mapRequests.some((url) => /mapbox\.com/.test(url))).toBe(false);
    await expect(map.getByRole('button').first()).toBeVisible();
    await context.close();
  });

  test('/restaurants lists every location with a detail page, by country', async ({ page }) => {
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { level: 1, name: 'Our restaurants' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^England/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Holiday parks/ })).toBeVisible();
    const tiles = page.getByTestId('location-tile');
    expect(await tiles.count()).toBeGreaterThan(60);
  });
});
