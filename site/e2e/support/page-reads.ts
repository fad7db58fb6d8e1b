import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** The page has hydrated (the root marks it). */
export const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/** The JSON-LD blocks of the page, parsed (a parse failure fails the test). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}
