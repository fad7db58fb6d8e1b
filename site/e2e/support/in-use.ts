import { expect, type Page } from '@playwright/test';

/**
 * The diner starts using the page (a key press: no pointer position to disturb hover styles) once it has hydrated,
 * and every lazy part (site/lib/lazy-part.tsx) has gone live: what the browser computes for itself, such as a
 * restaurant's opening state at the diner's own clock, is on screen.
 */
export async function inUse(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-part]:not([data-part="live"])')).toHaveCount(0);
}
