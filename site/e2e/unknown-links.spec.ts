import { BookingErrorCode, bookingErrorMessage } from '@fittizia/contract/errors';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A manage, attend or standby link that is not ours (unknown, altered or malformed) is a 404 page that says so
 * in the words its page uses, with find-my-booking or the booking page as the way on: not a soft 404.
 */
const signature = 'a'.repeat(43);
const MANAGE_LINKS = [`ZZZZ9999.${signature}`, 'not-a-token'];
const STANDBY_LINKS = [`ZZZZ9999.${signature}`, 'not-a-token'];

/** Opens a page and collects the errors its scripts throw as it hydrates. */
async function open(page: Page, path: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(path);
  return { response, errors };
}

/** The page has hydrated without a script error. */
async function hydratedCleanly(page: Page, errors: string[]) {
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
}

for (const path of ['/booking/manage/', '/booking/attend/']) {
  for (const token of MANAGE_LINKS) {
    test(`${path}${token.slice(0, 11)}… is a 404 saying the link is not recognised`, async ({ page }) => {
      const { response, errors } = await open(page, `${path}${token}`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Booking link not recognised' }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(
        bookingErrorMessage(BookingErrorCode.ManageLinkInvalid),
      );
      await expect(page.getByRole('link', { name: /Find your booking/ })).toHaveAttribute(
        'href',
        '/booking/find',
      );
      await expect(page).toHaveTitle('Your booking | Fittizia Trattoria');
      await hydratedCleanly(page, errors);
    });
  }
}

for (const token of STANDBY_LINKS) {
  test(`/booking/standby/${token.slice(0, 11)}… is a 404 saying the link is not recognised`, async ({
    page,
  }) => {
    const { response, errors } = await open(page, `/booking/standby/${token}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Standby link not recognised' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      bookingErrorMessage(BookingErrorCode.StandbyLinkInvalid),
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a table' })).toHaveAttribute(
      'href',
      '/book-now',
    );
    await expect(page).toHaveTitle('Your standby place | Fittizia Trattoria');
    await hydratedCleanly(page, errors);
  });
}
