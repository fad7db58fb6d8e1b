import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  bookingDialog,
  displayDate,
  futureWeekday,
  hydrated,
  shownReference,
  storedBooking,
  uniqueEmail,
} from './support/booking-steps.ts';

/*
 * The booking journey in the browser (spec 2.5, 4.2, 4.3), on the production build with the embedded
 * brand API and its seeded booking rules (docs/booking-outcomes.md says which restaurant, date and party gives
 * each outcome). Dates are computed from today, in London, never fixed. The brand API's data directory lives
 * from run to run, so a test that needs a free table picks a date far enough ahead and at random.
 */

test.describe('booking journey', () => {
  test('the whole journey works by keyboard alone', async ({ page, request }) => {
    // Tab by Tab through every step: far more steps than the other journeys, so more than the default time.
    test.slow();
    const date = futureWeekday(2, 7, 40); // a Tuesday
    const email = uniqueEmail('keyboard');
    await page.goto('/');
    await hydrated(page);

    /** Presses Tab until `target` has focus. */
    async function tabTo(target: Locator, max = 60) {
      for (let i = 0; i < max; i++) {
        if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
        await page.keyboard.press('Tab');
      }
      await expect(target).toBeFocused();
    }

    await tabTo(page.getByTestId('site-header').getByRole('link', { name: 'Book Now' }));
    await page.keyboard.press('Enter');
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Please select a location.' })).toBeVisible();
    await tabTo(dialog.getByRole('searchbox', { name: /Search by restaurant, town or postcode/ }));
    await page.keyboard.type('Covent');
    await tabTo(dialog.getByRole('button', { name: /Covent Garden/ }).first());
    await page.keyboard.press('Enter');

    await tabTo(dialog.getByRole('textbox', { name: 'Date' }));
    await page.keyboard.type(displayDate(date));
    await tabTo(dialog.getByRole('button', { name: 'Check availability' }));
    await page.keyboard.press('Enter');

    const details = dialog.getByRole('heading', { name: 'Your details' });
    for (let step = 0; step < 6 && !(await details.isVisible()); step++) {
      const slot = dialog.getByRole('button', { name: /^\d{2}:\d{2} at .*Covent Garden$/ }).first();
      const menu = dialog.getByRole('radio').first();
      const next = dialog.getByRole('button', { name: 'Continue' });
      await expect(details.or(slot).or(menu).or(next).first()).toBeVisible({ timeout: 15_000 });
      if (await details.isVisible()) break;
      if (await slot.isVisible()) {
        await tabTo(slot);
        await page.keyboard.press('Enter');
      } else if (await menu.isVisible()) {
        await tabTo(menu);
        await page.keyboard.press('Space');
        await tabTo(next);
        await page.keyboard.press('Enter');
      } else {
        await tabTo(next);
        await page.keyboard.press('Enter');
      }
      await page.waitForTimeout(200);
    }
    await expect(details).toBeVisible();
    for (const [name, value] of [
      ['First name', 'Grace'],
      ['Last name', 'Hopper'],
      ['Email address', email],
      ['Mobile number', '07700 900456'],
    ] as const) {
      await tabTo(dialog.getByRole('textbox', { name: new RegExp(`^${name}`) }));
      await page.keyboard.type(value);
    }
    await tabTo(dialog.getByRole('button', { name: 'Book Now' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
    expect(await storedBooking(request, await shownReference(dialog))).toMatchObject({
      storeId: '1001',
      email,
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
