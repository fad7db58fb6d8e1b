import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openFinder, results } from './support/finder.ts';
import { inUse } from './support/in-use.ts';

/** The URLs of the map's code (the offline map, or Mapbox) the page requests from now on. */
function recordMapRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/mapbox|MapboxMap|OfflineMap/i.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

test.describe('restaurant finder', () => {
  test('no map code is requested until the map is in view and the diner uses the page', async ({
    browser,
  }) => {
    const viewportHeight = 360;
    // Wide enough for the map beside the results (no toggle), short enough for it to start below the fold.
    const context = await browser.newContext({ viewport: { width: 1024, height: viewportHeight } });
    const page = await context.newPage();
    const mapRequests = recordMapRequests(page);
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

  test('no map code is requested on a phone until the diner shows the map', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const mapRequests = recordMapRequests(page);
    await openFinder(page);
    const search = page.getByRole('searchbox', { name: /Postcode, town or city/ });
    await search.fill('M1 1AA');
    await search.press('Enter');
    await expect(page.getByTestId('finder-message')).toContainText('found near M1 1AA');
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(mapRequests).toEqual([]);
    await page.getByRole('button', { name: 'Show the map' }).click();
    await expect(page.locator('[data-map-engine]')).toHaveAttribute('data-map-state', 'ready');
    expect(mapRequests.length).toBeGreaterThan(0);
    await context.close();
  });

  test('a browser that cannot draw WebGL: the finder works, and its map says it cannot be shown', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        if (type.startsWith('webgl')) return null;
        return (getContext as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof HTMLCanvasElement.prototype.getContext;
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto('/find-us?q=M1+1AA');
    expect(response?.status()).toBe(200);
    // At this width the map is on screen and waits for the diner's first interaction. inUse() presses a key, but
    // the map may not be live yet when it does (its part goes live after that press), so press one once it is.
    await inUse(page);
    await page.keyboard.press('Shift');
    const map = page.locator('[data-map-engine]');
    await expect(map).toHaveAttribute('data-map-state', 'unsupported');
    await expect(map).toContainText('This browser cannot show the map. Use the list instead.');
    expect((await results(page)).names[0]).toContain('Manchester Piccadilly');
    expect(errors).toEqual([]);
  });

  // A search did not change the address, so Back, reload and sharing lost the results.
  test('at 320 px the map toggle shows and hides the map, focus staying on it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    await openFinder(page);
    const show = page.getByRole('button', { name: 'Show the map' });
    await show.scrollIntoViewIfNeeded();
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    const map = page.locator('[data-map-engine]');
    await show.click();
    const hide = page.getByRole('button', { name: 'Hide the map' });
    await expect(hide).toBeFocused();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 15_000 });
    await expect(hide).toBeFocused();

    // The keyboard closes and opens it again; focus stays on the toggle.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Show the map' })).toBeFocused();
    await expect(map).toBeHidden();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Hide the map' })).toBeFocused();
    await expect(map).toBeVisible();
    await context.close();
  });
});
