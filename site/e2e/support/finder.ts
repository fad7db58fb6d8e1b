import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** The finder page, hydrated. */
export async function openFinder(page: Page) {
  await page.goto('/find-us');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The ranked results: names and distances, in order. */
export async function results(page: Page) {
  const items = page.getByRole('list', { name: 'Nearest restaurants' }).getByRole('listitem');
  await expect(items.first()).toBeVisible({ timeout: 10_000 });
  const names = await items.getByRole('heading').allTextContents();
  const distances = (await items.getByTestId('finder-distance').allTextContents()).map((d) => {
    expect(d).toMatch(/^\d+\.\d miles$/);
    return Number.parseFloat(d);
  });
  return { names, distances };
}
