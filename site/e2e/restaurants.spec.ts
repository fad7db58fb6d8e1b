import { expect, type Page, test } from '@playwright/test';

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

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
    await hydrated(page);
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

  test('closed on a Monday for a restaurant closed on Mondays, and on Christmas Day', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-01-12T13:00:00Z'));
    await page.goto('/restaurants/london/canary-wharf');
    await hydrated(page);
    await expect(page.locator('[data-opening-mode="dine-in"]')).toHaveText(/^Restaurant:Closed$|^Closed$/);

    await page.clock.setFixedTime(new Date('2026-12-25T13:00:00Z'));
    await page.goto('/restaurants/london/covent-garden');
    await hydrated(page);
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
    await expect(page.getByRole('status')).toContainText('hidden because');

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
