import { expect, test } from './fixtures.ts';
import { openFinder, results } from './support/finder.ts';
import { inUse } from './support/in-use.ts';

const NOT_FOUND_LOCATION =
  "Sorry, we couldn't find your location. Please enter a postcode or use the search bar.";

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

  test('the answer is fetched as the place is typed: Search joins that request, none more', async ({
    page,
  }) => {
    await openFinder(page);
    await inUse(page);
    // The brand client and the search's schemas are fetched when idle: here before typing, as on a settled page.
    await page.waitForLoadState('networkidle');
    const searches: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/geo/search/')) searches.push(decodeURIComponent(pathname));
    });
    const box = page.getByRole('searchbox', { name: /Postcode, town or city/ });
    await box.evaluate((input) =>
      input.addEventListener('input', () => {
        (window as { typedAt?: number }).typedAt = performance.now();
      }),
    );
    await box.fill('Leeds');
    await expect.poll(() => searches).toEqual(['/api/geo/search/Leeds']);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('finder-message')).toContainText('found near Leeds');
    const { names } = await results(page);
    expect(names[0]).toContain('Leeds');
    await expect(page).toHaveURL(/\/find-us\?q=Leeds$/);
    expect(searches).toEqual(['/api/geo/search/Leeds']);
    // It left as the text changed, not after the typed search's pause (400 ms).
    const leftAfterTyping = await page.evaluate(() => {
      const sent = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/api/geo/search/Leeds'));
      return (sent?.startTime ?? Number.NaN) - ((window as { typedAt?: number }).typedAt ?? Number.NaN);
    });
    expect(leftAfterTyping).toBeGreaterThanOrEqual(0);
    expect(leftAfterTyping).toBeLessThan(400);
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

  test('the search is in the address: Back, reload and a shared link show the same results', async ({
    page,
    browser,
  }) => {
    await openFinder(page);
    // The finder's part live (its code fetched when the page is idle): typing at the very moment its code arrives
    // is a known race of site/lib/lazy-part.tsx, not what this test is about.
    await inUse(page);
    const box = page.getByRole('searchbox', { name: /Postcode, town or city/ });
    await box.fill('M1 1AA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/find-us\?q=M1(\+|%20)1AA$/);
    const first = await results(page);
    expect(first.names[0]).toContain('Manchester Piccadilly');

    await box.fill('Cardiff');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/find-us\?q=Cardiff$/);
    await expect(page.getByTestId('finder-message')).toContainText('found near Cardiff');

    // Back: the first search again, its query in the box.
    await page.goBack();
    await expect(page).toHaveURL(/\/find-us\?q=M1(\+|%20)1AA$/);
    await expect(page.getByTestId('finder-message')).toContainText('found near M1 1AA');
    await expect(box).toHaveValue('M1 1AA');
    expect(await results(page)).toEqual(first);

    // Reload: the same results.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('finder-message')).toContainText('found near M1 1AA');
    expect(await results(page)).toEqual(first);

    // A shared link, opened in another browser: the same results.
    const other = await browser.newContext();
    const shared = await other.newPage();
    await shared.goto(page.url());
    await expect(shared.getByTestId('finder-message')).toContainText('found near M1 1AA');
    expect(await results(shared)).toEqual(first);
    await other.close();

    // Back to the empty finder.
    await page.goBack();
    await expect(page).toHaveURL(/\/find-us$/);
    await expect(page.getByTestId('finder-message')).toHaveText(
      'Enter a postcode or use your location to search for a Fittizia Trattoria restaurant.',
    );
    await expect(box).toHaveValue('');
  });

  test('without JavaScript, /find-us?q=M1+1AA shows the four nearest restaurants, and the form searches', async ({
    browser,
    page,
  }) => {
    await page.goto('/find-us?q=M1+1AA');
    const live = await results(page);
    expect(live.names).toHaveLength(4);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/find-us?q=M1+1AA');
    await expect(noScript.getByTestId('finder-message')).toHaveText(
      '4 restaurants found near M1 1AA, nearest first.',
    );
    expect(await results(noScript)).toEqual(live);

    // The search form is a GET of the page with q.
    await noScript.getByRole('searchbox', { name: /Postcode, town or city/ }).fill('Cardiff');
    await noScript.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(noScript).toHaveURL(/\/find-us\?q=Cardiff$/);
    await expect(noScript.getByTestId('finder-message')).toContainText('found near Cardiff');
    expect((await results(noScript)).names[0]).toContain('Cardiff Centre');
    await context.close();
  });

  // At 320 px 'Show the map' was one-way (no 'Hide the map') and focus jumped to the top.
  test('/restaurants lists every location with a detail page, by country', async ({ page }) => {
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { level: 1, name: 'Our restaurants' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^England/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Holiday parks/ })).toBeVisible();
    const tiles = page.getByTestId('location-tile');
    expect(await tiles.count()).toBeGreaterThan(60);
  });
});
