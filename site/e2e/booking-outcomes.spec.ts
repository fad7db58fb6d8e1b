import { BOOKING_MESSAGES } from '@fittizia/contract';
import { expect, test } from './fixtures.ts';
import { bookingDialog, futureWeekday, hydrated, search } from './support/booking-steps.ts';

/*
 * The booking journey in the browser (spec 2.5, 4.2, 4.3), on the production build with the embedded
 * brand API and its seeded booking rules (docs/booking-outcomes.md says which restaurant, date and party gives
 * each outcome). Dates are computed from today, in London, never fixed. The brand API's data directory lives
 * from run to run, so a test that needs a free table picks a date far enough ahead and at random.
 */

test.describe('booking journey', () => {
  test('no availability offers the nearest restaurant: St Andrews for 5 suggests Dundee', async ({
    page,
  }) => {
    const date = futureWeekday(4, 7, 30);
    await page.goto('/restaurants/st-andrews/st-andrews/book-now');
    await hydrated(page);
    const dialog = bookingDialog(page);
    await search(dialog, { adults: 5 }, date, '19:00');
    await expect(dialog.getByRole('heading', { name: 'Choose a time' })).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('group', { name: /Dundee, [\d.]+ miles away/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^\d{2}:\d{2} at .*Dundee$/ }).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^\d{2}:\d{2} at .*St Andrews$/ })).toHaveCount(0);
  });

  test('a holiday-park restaurant shows its call-us message', async ({ page }) => {
    await page.goto('/restaurants/skegness/book-now');
    await hydrated(page);
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('alert')).toContainText(BOOKING_MESSAGES.holidayPark);
    await expect(dialog.getByRole('button', { name: 'Check availability' })).toHaveCount(0);
  });
});
