import { expect, test } from './fixtures.ts';
import { hydrated, jsonLd } from './support/page-reads.ts';

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
