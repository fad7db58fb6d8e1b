import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  bookingDialog,
  fillDetails,
  futureWeekday,
  hydrated,
  search,
  shownReference,
  storedBooking,
  toDetails,
  uniqueEmail,
} from './support/booking-steps.ts';
import { inUse } from './support/in-use.ts';
import { cancelOnPage, mails, manageLinkFromMail, otherTime, unfold } from './support/manage-steps.ts';

/*
 * One tab, several bookings (spec 4.3): each Book Now after a finished booking, and each "Book again" of a
 * cancelled one, starts a new journey at its restaurant's first step, never the confirmation of another
 * restaurant's booking or of a booking that has since been changed and cancelled.
 */

const EDINBURGH = { path: '/restaurants/edinburgh/new-town', store: 'New Town' };
const ST_ANDREWS = { path: '/restaurants/st-andrews/st-andrews', store: 'St Andrews' };

/** The Book Now of a restaurant page, pressed once the page is in use. */
async function bookNowOn(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await hydrated(page);
  await inUse(page);
  await page
    .getByRole('link', { name: /^Book Now at / })
    .first()
    .click();
  return bookingDialog(page);
}

/** A new journey at the restaurant: its first step (party, date and time), no confirmation. */
async function expectNewJourney(dialog: Locator, store: string) {
  await expect(dialog.getByRole('heading', { name: 'Create your booking' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /Party, date and time/ })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Restaurant' })).toContainText(store);
  await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toHaveCount(0);
  await expect(dialog.locator('dt', { hasText: 'Booking reference' })).toHaveCount(0);
}

/** From the first step to the confirmation, for 2 at any offered time; the reference shown. */
async function bookFromFirstStep(dialog: Locator, store: string, email: string): Promise<string> {
  await search(dialog, { adults: 2 }, futureWeekday(4, 14, 30), '19:30');
  await toDetails(dialog, { store });
  await fillDetails(dialog, email);
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 15_000,
  });
  return shownReference(dialog);
}

test.describe('booking again in the same tab', () => {
  test('each Book Now and each Book again after a finished booking starts a new journey at its restaurant', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const first = uniqueEmail('again-first');
    const second = uniqueEmail('again-second');

    // A booking at Edinburgh, confirmed; the modal is left open.
    let dialog = await bookNowOn(page, EDINBURGH.path);
    await expectNewJourney(dialog, EDINBURGH.store);
    const firstReference = await bookFromFirstStep(dialog, EDINBURGH.store, first);
    // Its own journey keeps it: Back to the details step's entry, then a reload, still shows this confirmation.
    await page.goBack();
    await page.reload();
    await hydrated(page);
    await expect(
      bookingDialog(page).getByRole('heading', { name: 'Your booking is confirmed' }),
    ).toBeVisible();
    expect(await shownReference(bookingDialog(page))).toBe(firstReference);

    // Book Now at St Andrews, in the same tab: a new journey there, not Edinburgh's confirmation.
    dialog = await bookNowOn(page, ST_ANDREWS.path);
    await expectNewJourney(dialog, ST_ANDREWS.store);
    const secondReference = await bookFromFirstStep(dialog, ST_ANDREWS.store, second);
    expect(secondReference).not.toBe(firstReference);
    expect((await storedBooking(request, secondReference)).storeId).toBe('1026');

    // The first booking, changed and then cancelled through its manage link.
    const manage = await manageLinkFromMail(page, first);
    await page.goto(manage);
    await page.getByRole('link', { name: 'Change date, time or guests' }).click();
    const time = page.getByRole('combobox', { name: 'Time' });
    const to = otherTime(await time.inputValue());
    await time.selectOption(to);
    await page.getByRole('button', { name: 'Change my booking' }).click();
    await expect(page.getByRole('status')).toContainText('Your booking has been changed');
    await cancelOnPage(page, manage, 'Plans changed');
    expect(await storedBooking(request, firstReference)).toMatchObject({
      status: 'cancelled',
      diningTime: to,
    });

    // Book Now at Edinburgh: a new journey, not the cancelled booking's (nor St Andrews') confirmation.
    dialog = await bookNowOn(page, EDINBURGH.path);
    await expectNewJourney(dialog, EDINBURGH.store);

    // Book again from the cancellation e-mail: the restaurant's page with its booking opened, a new journey.
    const [mail] = await mails(page, first, 'booking-cancellation');
    const again = /Book again: (https?:\/\/\S+)/.exec(unfold(mail ?? ''))?.[1] ?? '';
    const address = new URL(again);
    expect(`${address.pathname}${address.hash}`).toBe(`${EDINBURGH.path}#booking`);
    await page.goto(`${address.pathname}${address.hash}`);
    await hydrated(page);
    await expectNewJourney(bookingDialog(page), EDINBURGH.store);

    // Book again from the cancelled booking's page goes to the same address, and opens a new journey too.
    await page.goto(manage);
    await page.getByRole('link', { name: 'Book again' }).click();
    await expect(page).toHaveURL(new RegExp(`${EDINBURGH.path}#booking$`));
    await hydrated(page);
    await expectNewJourney(bookingDialog(page), EDINBURGH.store);
  });
});
