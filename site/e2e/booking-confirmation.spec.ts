import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  bookingDialog,
  bookNowAtCoventGarden,
  brandApi,
  fillDetails,
  futureWeekday,
  search,
  shownReference,
  toDetails,
  uniqueEmail,
} from './support/booking-steps.ts';

/*
 * The booking journey in the browser (spec 2.5, 4.2, 4.3), on the production build with the embedded
 * brand API and its seeded booking rules (docs/booking-outcomes.md says which restaurant, date and party gives
 * each outcome). Dates are computed from today, in London, never fixed. The brand API's data directory lives
 * from run to run, so a test that needs a free table picks a date far enough ahead and at random.
 */

test.describe('names across forms', () => {
  test('at 1280 px the booking refuses "🍕🍕" as a last name, with the words contact and sign-up use', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await bookNowAtCoventGarden(page);
    const dialog = bookingDialog(page);
    await search(dialog, { adults: 2 }, futureWeekday(4, 7, 30), '19:30');
    await toDetails(dialog, { time: '19:30', store: 'Covent Garden' });
    await fillDetails(dialog, uniqueEmail('pizza-name'));
    const lastName = dialog.getByRole('textbox', { name: 'Last name' });
    await lastName.fill('🍕🍕');
    await lastName.blur();
    await expect(lastName).toHaveAccessibleDescription(
      /Last name must only include letters, spaces, apostrophes and hyphens/,
    );
    await expect(dialog.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    // A name that is one is taken again.
    await lastName.fill('Smith-Jones');
    await expect(dialog.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });
});

/** A table for two at Covent Garden booked through the modal; the confirmation stays open. */
async function bookForManage(page: Page, label: string) {
  const email = uniqueEmail(label);
  await bookNowAtCoventGarden(page);
  const dialog = bookingDialog(page);
  await search(dialog, { adults: 2 }, futureWeekday(3, 14, 40), '19:00'); // a Wednesday
  await toDetails(dialog, { store: 'Covent Garden' });
  await fillDetails(dialog, email);
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 15_000,
  });
  return { dialog, email, reference: await shownReference(dialog) };
}

/** The manage page of the booking `reference` is on screen. */
async function showsManagePage(page: Page, reference: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  const shown = page
    .locator('dt', { hasText: 'Booking reference' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(shown).toHaveText(reference);
}

test.describe('the confirmation leads to the booking', () => {
  test('the confirmation names the address the e-mail went to; its manage link opens that booking', async ({
    page,
  }) => {
    const { dialog, email, reference } = await bookForManage(page, 'confirmation-manage');
    await expect(dialog.getByText(`We have sent your confirmation to ${email}.`)).toBeVisible();
    const manage = dialog.getByRole('link', { name: 'View, change or cancel your booking' });
    await expect(manage).toHaveAttribute('href', /^\/booking\/manage\/[A-Z0-9]+\.[\w-]+$/);
    const href = (await manage.getAttribute('href')) ?? '';

    await manage.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.]/g, '\\.')}$`));
    await showsManagePage(page, reference);
  });

  test('the dev outbox shows the confirmation e-mail; its manage link opens the booking on the site', async ({
    page,
    baseURL,
  }) => {
    const { email, reference } = await bookForManage(page, 'outbox-manage');
    await page.goto(`${brandApi}/dev/outbox`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sent e-mails' })).toBeVisible();
    await page
      .getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) })
      .filter({ hasText: 'booking-confirmation' })
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Booking confirmed: / })).toBeVisible();
    // The e-mail's link as sent: absolute to the site.
    const manage = page.getByRole('link', { name: /^View.* cancel your booking$/ });
    await expect(manage).toHaveAttribute('href', new RegExp(`^${baseURL}/booking/manage/${reference}\\.`));
    await manage.click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/booking/manage/${reference}\\.`));
    await showsManagePage(page, reference);
  });
});
