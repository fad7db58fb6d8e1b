import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  bookingDialog,
  displayDate,
  fillDetails,
  futureWeekday,
  hydrated,
  search,
  shownReference,
  toDetails,
  uniqueEmail,
} from './support/booking-steps.ts';
import { inUse } from './support/in-use.ts';

/*
 * The booking journey in the browser (spec 2.5, 4.2, 4.3), on the production build with the embedded
 * brand API and its seeded booking rules (docs/booking-outcomes.md says which restaurant, date and party gives
 * each outcome). Dates are computed from today, in London, never fixed. The brand API's data directory lives
 * from run to run, so a test that needs a free table picks a date far enough ahead and at random.
 */

test.describe('booking journey', () => {
  /** Books Covent Garden with extras; returns the body sent and the confirmation's Extras row. */
  async function bookWithExtras(
    page: Page,
    party: { adults: number },
    date: string,
    time: string,
    extras: Record<string, number>,
    card = false,
  ) {
    await page.goto('/restaurants/london/covent-garden/book-now');
    await hydrated(page);
    const dialog = bookingDialog(page);
    await search(dialog, party, date, time);
    await toDetails(dialog, { store: 'Covent Garden', extras });
    // The summary names the extras chosen, with their prices and total, before anything is booked.
    await expect(dialog.getByRole('region', { name: 'Extras' })).toContainText('Extras total £');
    await fillDetails(dialog, uniqueEmail('extras'));
    const placed = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/api/booking/create/'),
    );
    if (card) {
      await dialog.getByRole('button', { name: 'Card Guarantee' }).click();
      const form = dialog.getByRole('form', { name: 'Card details' });
      await form.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
      await form.getByRole('textbox', { name: /Expiry date/ }).fill('12/39');
      await form.getByRole('textbox', { name: /Security code/ }).fill('123');
      await form.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
      await form.getByRole('button', { name: 'Submit Card' }).click();
      await expect(form.getByText('Your card has been accepted.')).toBeVisible();
      await form.getByRole('button', { name: 'Book Now' }).click();
    } else {
      await dialog.getByRole('button', { name: 'Book Now' }).click();
    }
    const body = JSON.parse((await placed).postData() ?? '{}') as {
      upsells: { id: string; quantity: number }[];
      upsellIds?: string[];
      braintreeCustomerId: string | null;
    };
    await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
    const row = dialog.locator('dt', { hasText: /^Extras$/ }).locator('xpath=following-sibling::dd[1]');
    return { body, row, dialog };
  }

  test('a booking with one extra completes; the confirmation lists it with its price and total', async ({
    page,
  }) => {
    const { body, row } = await bookWithExtras(page, { adults: 2 }, futureWeekday(3, 7, 30), '18:30', {
      'Prosecco on arrival': 1,
    });
    // Each extra once: in `upsells` with its quantity, never also in `upsellIds` (the brand API refuses a repeat).
    expect(body.upsells).toEqual([{ id: 'up-prosecco', quantity: 1 }]);
    expect(body.upsellIds ?? []).toEqual([]);
    await expect(row).toContainText('1 × Prosecco on arrival, £6.50');
    await expect(row).toContainText('Extras total £6.50');
  });

  test('a booking with two extras completes; the confirmation lists both and their total', async ({
    page,
  }) => {
    const { body, row } = await bookWithExtras(page, { adults: 2 }, futureWeekday(4, 7, 30), '18:15', {
      'Prosecco on arrival': 2,
      'Antipasti board to share': 1,
    });
    expect(body.upsells).toHaveLength(2);
    await expect(row).toContainText('2 × Prosecco on arrival, £13.00');
    await expect(row).toContainText('1 × Antipasti board to share, £14.50');
    await expect(row).toContainText('Extras total £27.50');
  });

  test('a booking with an extra and a card completes; the confirmation lists the extra and its total', async ({
    page,
  }) => {
    const { body, row } = await bookWithExtras(
      page,
      { adults: 6 },
      futureWeekday(6, 7, 30), // a Saturday: Covent Garden asks a card for 6 or more
      '12:30',
      { 'Flowers on the table': 1 },
      true,
    );
    expect(body.upsells).toEqual([{ id: 'up-flowers', quantity: 1 }]);
    expect(body.braintreeCustomerId).toBeTruthy();
    await expect(row).toContainText('1 × Flowers on the table, £12.00');
    await expect(row).toContainText('Extras total £12.00');
  });

  test('Back and Forward move between the steps with what was entered; a confirmed booking stays confirmed', async ({
    page,
  }) => {
    const date = futureWeekday(4, 7, 30); // a Thursday
    await page.goto('/restaurants/london/covent-garden');
    await hydrated(page);
    // The page in use: a press before its body is live is the browser's (a page load of the book-now address),
    // which Book now's own first-press tests cover; this one is about the journey's history.
    await inUse(page);
    const opener = page.getByRole('link', { name: /^Book Now at / }).first();
    await opener.click();
    const dialog = bookingDialog(page);
    // Escape closes it and focus goes back to the Book Now that opened it.
    await expect(dialog.getByRole('heading', { name: /Party, date and time/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await search(dialog, { adults: 3 }, date, '20:00');
    const extras = dialog.getByText(/Each extra is optional/);
    await toDetails(dialog, { store: 'Covent Garden', extras: { 'Prosecco on arrival': 1 } });
    await fillDetails(dialog, uniqueEmail('history'));

    // Back: the step before (extras) with the quantity chosen; Back again: the party and date as entered.
    await page.goBack();
    await expect(extras).toBeVisible();
    await expect(dialog.getByRole('spinbutton', { name: /Prosecco on arrival/ })).toHaveValue('1');
    while (!(await dialog.getByRole('heading', { name: /Party, date and time/ }).isVisible()))
      await page.goBack();
    await expect(dialog.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('3');
    await expect(dialog.getByRole('textbox', { name: 'Date' })).toHaveValue(displayDate(date));
    // Forward, step by step, back to the details with what was typed.
    const detailsStep = dialog.getByRole('heading', { name: 'Your details' });
    for (let n = 0; n < 4 && !(await detailsStep.isVisible()); n++) await page.goForward();
    await expect(detailsStep).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');

    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
    const reference = await shownReference(dialog);
    // A reload, or Back then Forward, shows the same confirmation, never an empty form.
    await page.reload();
    await hydrated(page);
    await expect(
      bookingDialog(page).getByRole('heading', { name: 'Your booking is confirmed' }),
    ).toBeVisible();
    expect(await shownReference(bookingDialog(page))).toBe(reference);
    await page.goBack();
    await page.goForward();
    await expect(
      bookingDialog(page).getByRole('heading', { name: 'Your booking is confirmed' }),
    ).toBeVisible();
    expect(await shownReference(bookingDialog(page))).toBe(reference);
    await page.keyboard.press('Escape');
    await expect(bookingDialog(page)).toBeHidden();
  });

  test('with the modal’s code already here, Book now opens it at once and the address follows; Back closes it, Forward opens it', async ({
    page,
  }) => {
    // The modal's code, fetched when the restaurant page is idle (lib/prefetch.ts).
    const modalCode = page.waitForResponse((response) => /\/BookingDialog-[^/]+\.js$/.test(response.url()));
    await page.goto('/restaurants/london/covent-garden');
    await hydrated(page);
    await inUse(page);
    await modalCode;
    const page0 = page.url();
    await page
      .getByRole('link', { name: /^Book Now at / })
      .first()
      .click();
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { name: /Party, date and time/ })).toBeFocused();
    await expect(page).toHaveURL(/\/restaurants\/london\/covent-garden\/book-now$/);
    // The first step's history entry replaced the book-now address's own: one Back is the page again.
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(page0);
    // Back left the page's entry as it was: Forward is the modal again, and Back the page again.
    await page.goForward();
    await expect(bookingDialog(page).getByRole('heading', { name: /Party, date and time/ })).toBeVisible();
    await expect(page).toHaveURL(/\/book-now$/);
    await page.goBack();
    await expect(bookingDialog(page)).toBeHidden();
    expect(page.url()).toBe(page0);
    // Book now again opens it afresh; closing leaves the book-now address for the page's own.
    await page
      .getByRole('link', { name: /^Book Now at / })
      .first()
      .click();
    await expect(bookingDialog(page).getByRole('heading', { name: /Party, date and time/ })).toBeFocused();
    await expect(page).toHaveURL(/\/book-now$/);
    await page.keyboard.press('Escape');
    await expect(bookingDialog(page)).toBeHidden();
    await expect(page).toHaveURL(page0);
  });

  test('a restaurant page prepares the modal while it is idle: Book now shows that one, and a fresh one after closing', async ({
    page,
  }) => {
    await page.goto('/restaurants/london/covent-garden');
    await hydrated(page);
    await inUse(page);
    // Prepared: in the page, hidden from everyone, so a press shows it instead of rendering it then.
    const inPage = page.locator('[role="dialog"]');
    await expect(inPage).toHaveCount(1, { timeout: 15_000 });
    await expect(inPage).toBeHidden();
    await expect(bookingDialog(page)).toHaveCount(0);
    await inPage.evaluate((element) => {
      element.setAttribute('data-e2e', 'prepared');
    });
    const opener = page.getByRole('link', { name: /^Book Now at / }).first();
    await opener.click();
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { name: /Party, date and time/ })).toBeFocused();
    await expect(dialog).toHaveAttribute('data-e2e', 'prepared');
    await expect(dialog.getByText('Covent Garden').first()).toBeVisible();
    const adults = dialog.getByRole('spinbutton', { name: 'Adults' });
    const startingAdults = await adults.inputValue();
    await adults.fill('5');
    // A choice was made: Escape asks first, and Leave closes.
    await page.keyboard.press('Escape');
    const leave = page.getByRole('alertdialog', { name: 'Leave your booking?' });
    await expect(leave.getByRole('button', { name: 'Keep going' })).toBeFocused();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Once the closed modal has reset, another is prepared: the next press starts afresh.
    await expect(page.locator('[role="dialog"]:not([data-e2e])')).toHaveCount(1, { timeout: 10_000 });
    await opener.click();
    await expect(bookingDialog(page).getByRole('heading', { name: /Party, date and time/ })).toBeFocused();
    await expect(bookingDialog(page)).not.toHaveAttribute('data-e2e', 'prepared');
    await expect(bookingDialog(page).getByRole('spinbutton', { name: 'Adults' })).toHaveValue(startingAdults);
  });
});
