import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The offline map (no Mapbox token in the e2e run): maplibre-gl over the bundled coastline. */
async function openFinderMap(page: Page) {
  await page.goto('/find-us');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const map = page.getByRole('region', { name: /^Map of / });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-engine', 'offline');
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 15_000 });
  return map;
}

const zoomOf = async (page: Page) =>
  Number(await page.locator('[data-map-engine] [data-zoom]').getAttribute('data-zoom'));

test.describe('finder map', () => {
  test('the whole country is drawn with clusters that show their counts', async ({ page }) => {
    const map = await openFinderMap(page);
    const clusters = map.locator('[data-cluster-count]');
    await expect(clusters.first()).toBeVisible({ timeout: 15_000 });
    // Each cluster shows its count and names it (read at one instant: the view may still be settling).
    const seen = await clusters.evaluateAll((all) =>
      all.map((c) => [c.getAttribute('data-cluster-count'), c.textContent, c.getAttribute('aria-label')]),
    );
    expect(seen.some(([count]) => Number(count) > 1)).toBe(true);
    for (const [count, text, label] of seen) {
      expect(text).toBe(count);
      expect(label).toBe(`${count} restaurants here: zoom in`);
    }
    // A cluster splits as the map zooms in.
    const before = await zoomOf(page);
    await map
      .getByRole('button', { name: /restaurants here: zoom in/ })
      .first()
      .click();
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
    expect(await zoomOf(page)).toBeLessThanOrEqual(18);
  });

  test("searching 'Leeds' fits the map to Leeds's restaurants, each its own marker", async ({ page }) => {
    const map = await openFinderMap(page);
    const countryZoom = await zoomOf(page);
    await page.getByRole('searchbox', { name: /Postcode, town or city/ }).fill('Leeds');
    await page.getByRole('searchbox', { name: /Postcode, town or city/ }).press('Enter');
    const items = page.getByRole('list', { name: 'Nearest restaurants' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const names = await items.getByRole('heading').allTextContents();
    await expect(map).toHaveAttribute('aria-label', 'Map of the nearest restaurants');
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(countryZoom + 2);
    for (const [i, name] of names.entries()) {
      await expect(map.getByRole('button', { name: new RegExp(`^${i + 1}\\. ${name}`) })).toBeVisible();
    }
    await expect(map.locator('[data-cluster-count]')).toHaveCount(0);
    // Every marker is inside the map's box.
    const box = await map.boundingBox();
    for (const marker of await map.locator('[data-marker-id]').all()) {
      const at = await marker.boundingBox();
      expect(box && at && at.x >= box.x && at.x + at.width <= box.x + box.width + 1).toBe(true);
      expect(box && at && at.y >= box.y && at.y + at.height <= box.y + box.height + 1).toBe(true);
    }
  });

  test('choosing a result in the list highlights its marker', async ({ page }) => {
    const map = await openFinderMap(page);
    await page.getByRole('searchbox', { name: /Postcode, town or city/ }).fill('Leeds');
    await page.getByRole('searchbox', { name: /Postcode, town or city/ }).press('Enter');
    const items = page.getByRole('list', { name: 'Nearest restaurants' }).getByRole('listitem');
    await expect(items.nth(1)).toBeVisible();
    const second = (await items.nth(1).getByRole('heading').textContent()) ?? '';
    const marker = map.getByRole('button', { name: new RegExp(`^2\\. ${second}`) });
    await expect(marker).toHaveAttribute('aria-pressed', 'false');
    await items
      .nth(1)
      .getByRole('button', { name: `Show on map: ${second}` })
      .click();
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    await expect(items.nth(1)).toHaveAttribute('data-selected', 'true');
    await expect(map.getByRole('button', { name: /^1\. / })).toHaveAttribute('aria-pressed', 'false');
  });
});
