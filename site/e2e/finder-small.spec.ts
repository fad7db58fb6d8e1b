import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrated } from './support/booking-steps.ts';

/*
 * The finder at 320 px: 'Show the map' comes before the results (in the page's order, so in focus order too, not
 * only drawn there), and the map it opens is fitted to the results, every marker inside it.
 */
const settled = (page: Page) =>
  expect(page.locator('[data-map-engine] [data-map-idle]')).toHaveAttribute('data-map-idle', 'true', {
    timeout: 15_000,
  });

test.describe('finder at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const query of ['Leeds', 'Manchester', 'M1 1AA']) {
    test(`'${query}': Show the map before the list, and the opened map fits every result`, async ({
      page,
    }) => {
      await page.goto(`/find-us?q=${encodeURIComponent(query)}`);
      await hydrated(page);
      const list = page.getByRole('list', { name: 'Nearest restaurants' });
      const items = list.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      const toggle = page.getByRole('button', { name: 'Show the map' });
      await expect(toggle).toBeVisible();
      // Before the list in the page's order.
      expect(
        await toggle.evaluate(
          (button, listElement) =>
            Boolean(button.compareDocumentPosition(listElement as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
          await list.elementHandle(),
        ),
      ).toBe(true);
      // And in focus order: the toggle is reached before the first result's links.
      await page.getByRole('button', { name: 'Use my location' }).focus();
      const reached: string[] = [];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
      }
      const toggleAt = reached.indexOf('Show the map');
      const firstBookAt = reached.indexOf('Book now');
      expect(toggleAt).toBeGreaterThanOrEqual(0);
      if (firstBookAt >= 0) expect(toggleAt).toBeLessThan(firstBookAt);

      await toggle.click();
      const map = page.getByRole('region', { name: 'Map of the nearest restaurants' });
      await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 15_000 });
      await settled(page);
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no box');
      const markers = map.locator('[data-marker-id]');
      await expect(markers).toHaveCount(await items.count());
      for (const marker of await markers.all()) {
        const b = await marker.boundingBox();
        if (!b) throw new Error('a marker has no box');
        const inside =
          b.x >= box.x - 1 &&
          b.x + b.width <= box.x + box.width + 1 &&
          b.y >= box.y - 1 &&
          b.y + b.height <= box.y + box.height + 1;
        expect(inside, `${await marker.getAttribute('aria-label')} inside the map`).toBe(true);
      }
    });
  }
});
