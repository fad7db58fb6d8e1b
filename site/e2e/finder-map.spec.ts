import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The offline map (no Mapbox token in the e2e run): maplibre-gl over the bundled coastline. */
async function openFinderMap(page: Page) {
  await page.goto('/find-us');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const map = page.getByRole('region', { name: /^Map of / });
  // Below 1024 px the map waits behind its toggle; beside the results it loads at the diner's first interaction
  // (RestaurantMap `loadOn="interaction"`), or its own 'Show the map'.
  const toggle = page.locator('[aria-controls][aria-expanded]', { hasText: 'Show the map' });
  if (await toggle.isVisible()) await toggle.click();
  else {
    await map.scrollIntoViewIfNeeded();
    await map.getByRole('button', { name: 'Show the map' }).click();
  }
  await expect(map).toHaveAttribute('data-map-engine', 'offline');
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 15_000 });
  await settled(page);
  return map;
}

/** The view has stopped moving and everything is drawn (maplibre's `idle`). */
const settled = (page: Page) =>
  expect(page.locator('[data-map-engine] [data-map-idle]')).toHaveAttribute('data-map-idle', 'true', {
    timeout: 15_000,
  });

const zoomOf = async (page: Page) =>
  Number(await page.locator('[data-map-engine] [data-zoom]').getAttribute('data-zoom'));

async function search(page: Page, query: string) {
  const box = page.getByRole('searchbox', { name: /Postcode, town or city/ });
  await box.fill(query);
  await box.press('Enter');
  const items = page.getByRole('list', { name: 'Nearest restaurants' }).getByRole('listitem');
  await expect(items.first()).toBeVisible({ timeout: 15_000 });
  return items;
}

const centre = (b: { x: number; y: number; width: number; height: number }) => ({
  x: b.x + b.width / 2,
  y: b.y + b.height / 2,
});

/**
 * Shares of the map's screenshot in the sea colour (the region's own background, which the style's sea layer
 * repeats) and in the land colour (palette.offWhite, the style's land fill): both are large only when the
 * coastline is really drawn and the view is fitted to the islands, not to an empty stretch of sea or land.
 */
async function drawnShares(page: Page, map: Locator) {
  const png = await map.screenshot();
  return page.evaluate(
    async ({ b64 }) => {
      const parse = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      const region = document.querySelector('[data-map-engine]') as HTMLElement;
      const sea = parse(getComputedStyle(region).backgroundColor);
      const land = [0xff, 0xf5, 0xe9];
      const image = new Image();
      image.src = `data:image/png;base64,${b64}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      const near = (i: number, c: number[]) =>
        Math.abs((data[i] ?? 0) - (c[0] ?? 0)) +
          Math.abs((data[i + 1] ?? 0) - (c[1] ?? 0)) +
          Math.abs((data[i + 2] ?? 0) - (c[2] ?? 0)) <
        12;
      let seaPixels = 0;
      let landPixels = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (near(i, sea)) seaPixels++;
        else if (near(i, land)) landPixels++;
      }
      const all = data.length / 4;
      return { sea: seaPixels / all, land: landPixels / all };
    },
    { b64: png.toString('base64') },
  );
}

test.describe('finder map', () => {
  test('the whole country: the coastline drawn, every restaurant in a cluster with its count or a marker', async ({
    page,
  }) => {
    const map = await openFinderMap(page);
    const shares = await drawnShares(page, map);
    expect(shares.land, 'share of the map drawn as land').toBeGreaterThan(0.12);
    expect(shares.sea, 'share of the map drawn as sea').toBeGreaterThan(0.25);

    const clusters = map.locator('[data-cluster-count]');
    await expect(clusters.first()).toBeVisible();
    const seen = await clusters.evaluateAll((all) =>
      all.map((c) => [c.getAttribute('data-cluster-count'), c.textContent, c.getAttribute('aria-label')]),
    );
    expect(seen.some(([count]) => Number(count) > 1)).toBe(true);
    for (const [count, text, label] of seen) {
      expect(text).toBe(count);
      expect(label).toBe(`${count} restaurants here: zoom in`);
    }
    // Fitted to all of them: every restaurant on the map is in exactly one cluster or is a marker of its own.
    const held = seen.reduce((n, [count]) => n + Number(count), 0);
    const single = await map.locator('[data-marker-id]').count();
    const total = Number(
      /of (\d+) restaurants/.exec((await page.getByTestId('finder-filter-message').textContent()) ?? '')?.[1],
    );
    expect(held + single).toBe(total);

    // A cluster splits as the map zooms in.
    const largest = Math.max(...seen.map(([count]) => Number(count)));
    const before = await zoomOf(page);
    await map
      .getByRole('button', { name: `${largest} restaurants here: zoom in` })
      .first()
      .click();
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
    await settled(page);
    const after = await clusters.evaluateAll((all) =>
      all.map((c) => Number(c.getAttribute('data-cluster-count'))),
    );
    expect(Math.max(0, ...after)).toBeLessThan(largest);
    expect(await zoomOf(page)).toBeLessThanOrEqual(18);
  });

  test("searching 'Leeds' fits the map to the results, each its own numbered marker", async ({ page }) => {
    const map = await openFinderMap(page);
    const countryZoom = await zoomOf(page);
    const items = await search(page, 'Leeds');
    const names = await items.getByRole('heading').allTextContents();
    expect(names.filter((n) => n.includes('Leeds')).length).toBeGreaterThanOrEqual(2);
    await expect(map).toHaveAttribute('aria-label', 'Map of the nearest restaurants');
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(countryZoom + 2);
    await settled(page);
    for (const [i, name] of names.entries()) {
      await expect(map.getByRole('button', { name: new RegExp(`^${i + 1}\\. ${name}`) })).toBeVisible();
    }
    await expect(map.locator('[data-cluster-count]')).toHaveCount(0);
    await expect(map.locator('[data-marker-id]')).toHaveCount(names.length);
    // Fitted: every marker inside the map, and together they span it (less the 48 px padding) one way.
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    const at = [];
    for (const marker of await map.locator('[data-marker-id]').all()) {
      const b = await marker.boundingBox();
      if (!b) throw new Error('a marker has no box');
      expect(b.x >= box.x && b.x + b.width <= box.x + box.width + 1).toBe(true);
      expect(b.y >= box.y && b.y + b.height <= box.y + box.height + 1).toBe(true);
      at.push(centre(b));
    }
    const spanX = Math.max(...at.map((p) => p.x)) - Math.min(...at.map((p) => p.x));
    const spanY = Math.max(...at.map((p) => p.y)) - Math.min(...at.map((p) => p.y));
    expect(Math.max(spanX / (box.width - 96), spanY / (box.height - 96))).toBeGreaterThan(0.8);
    await expect(map.getByText('Leeds', { exact: true })).toBeVisible();
  });

  test('choosing a result highlights and centres its marker; choosing a marker selects its result', async ({
    page,
  }) => {
    const map = await openFinderMap(page);
    const items = await search(page, 'Leeds');
    await settled(page);
    const second = (await items.nth(1).getByRole('heading').textContent()) ?? '';
    const marker = map.getByRole('button', { name: new RegExp(`^2\\. ${second}`) });
    const first = map.getByRole('button', { name: /^1\. / });
    await expect(marker).toHaveAttribute('aria-pressed', 'false');
    const plain = await marker.evaluate((m) => getComputedStyle(m).backgroundColor);
    await items
      .nth(1)
      .getByRole('button', { name: `Show on map: ${second}` })
      .click();
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    await expect(items.nth(1)).toHaveAttribute('data-selected', 'true');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(await marker.evaluate((m) => getComputedStyle(m).backgroundColor)).not.toBe(plain);
    await settled(page);
    const mapBox = await map.boundingBox();
    const markerBox = await marker.boundingBox();
    if (!mapBox || !markerBox) throw new Error('no box');
    expect(Math.abs(centre(markerBox).x - centre(mapBox).x)).toBeLessThan(3);
    expect(Math.abs(centre(markerBox).y - centre(mapBox).y)).toBeLessThan(3);

    // And back: choosing marker 1 selects and focuses the first result.
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(items.nth(0)).toHaveAttribute('data-selected', 'true');
    await expect(items.nth(0)).toBeFocused();
    await expect(items.nth(0)).toBeInViewport();
    await expect(marker).toHaveAttribute('aria-pressed', 'false');
  });

  test('at 320 px no place name is covered by a marker, and the keyboard zooms the map', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const map = await openFinderMap(page);
    const names = map.locator('[data-place] > span:last-child');
    await expect(names.first()).toBeVisible();
    const clashes = await map.evaluate((root) => {
      const boxes = (selector: string) =>
        Array.from(root.querySelectorAll(selector), (e) => ({
          text: e.textContent,
          r: e.getBoundingClientRect(),
        }));
      const pins = boxes('[data-marker-id], [data-cluster-count]');
      return boxes('[data-place] > span:last-child').flatMap((name) =>
        pins
          .filter(
            ({ r }) =>
              name.r.left < r.right &&
              r.left < name.r.right &&
              name.r.top < r.bottom &&
              r.top < name.r.bottom,
          )
          .map((pin) => `${name.text} under ${pin.text}`),
      );
    });
    expect(clashes).toEqual([]);

    const canvas = map.getByRole('region', { name: 'Map', exact: true });
    await expect(canvas).toHaveAccessibleDescription(/arrow keys to move the map/);
    await canvas.focus();
    const before = await zoomOf(page);
    await page.keyboard.press('Equal');
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
  });
});
