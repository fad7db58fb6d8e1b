import { tableSearchBookingHref } from '@fittizia/contract';
import { expect, test } from './fixtures.ts';
import {
  bookingDialog,
  displayDate,
  futureWeekday,
  hydrated,
  search,
  toDetails,
} from './support/booking-steps.ts';

/*
 * Find a table in the booking, on the production build with the embedded brand API and its seed:
 * - St Andrews (1026) seats at most 4 at a table (docs/booking-outcomes.md), so a party of 5 finds it full; within
 *   the table search's 25 miles around it are Dundee (1027, about 10 miles) and Perth (1023, about 24 miles, closed
 *   on Mondays), both with tables for 5. The times step lists them from the table search (`bookingTableSearch`
 *   with St Andrews' storeId); switching keeps the party, date and time.
 * - A time of the search's results is a link to the restaurant's book-now page with `chosen=1`: the booking opens
 *   with that time chosen and goes on to the step it needs; Back returns to the page the diner came from.
 */

test('a full restaurant lists the other restaurants with a table at that time; switching keeps party, date and time', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const date = futureWeekday(4, 7, 30); // a Thursday: Perth is open
  await page.goto('/restaurants/st-andrews/st-andrews/book-now');
  await hydrated(page);
  const dialog = bookingDialog(page);
  await search(dialog, { adults: 5 }, date, '19:00');
  await expect(dialog.getByText(/St Andrews has no table for 5 adults at 19:00 on /)).toBeVisible({
    timeout: 15_000,
  });
  const others = dialog.getByRole('region', { name: 'Other restaurants with a table at or near 19:00' });
  await expect(others).toBeVisible({ timeout: 15_000 });
  // At least two other restaurants, each with 19:00 itself, each with its distance.
  const atSeven = others.getByRole('button', { name: /^19:00 at / });
  await expect.poll(() => atSeven.count()).toBeGreaterThanOrEqual(2);
  await expect(others.getByRole('group', { name: /Dundee, [\d.]+ miles away$/ })).toBeVisible();
  await expect(others.getByRole('group', { name: /Perth, [\d.]+ miles away$/ })).toBeVisible();
  await expect(others.getByRole('button', { name: /St Andrews$/ })).toHaveCount(0);

  await others.getByRole('button', { name: /^19:00 at .*Dundee$/ }).click();
  await expect(
    dialog.getByText(/^You are now booking at .*Dundee, for the same party and date\./),
  ).toBeVisible();
  // The summary says where and when (the status region announces it too).
  await expect(dialog.getByText(/^19:00 at .*Dundee$/).first()).toBeVisible();
  await expect(dialog.getByText(`5 adults, ${displayDate(date)}`).first()).toBeVisible();
  // The booking goes on at Dundee, at its next step (the menu: Dundee offers more than one).
  await expect(dialog.getByRole('heading', { name: 'Choose a menu' })).toBeVisible();
  // The times step has folded away (its heading goes as the section closes) before the steps go on.
  await expect(dialog.getByRole('heading', { name: 'Choose a time' })).toBeHidden();
  await toDetails(dialog, { store: 'Dundee' });
  await expect(dialog.getByText(/^19:00 at .*Dundee$/).first()).toBeVisible();
});

test('a time chosen in find a table opens the booking at the next step, reaches the details, and Back returns', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const date = futureWeekday(4, 7, 30);
  const href = tableSearchBookingHref('/restaurants/london/covent-garden', {
    adults: 2,
    children: 0,
    date,
    time: '19:30',
  });
  // The page the diner searched on (the finder stands in for the results page here).
  await page.goto('/find-us');
  await hydrated(page);
  await page.goto(href);
  await hydrated(page);
  const dialog = bookingDialog(page);
  // No party, date and time to fill in: the time is checked at once and the menu (or the details) comes next.
  const menu = dialog.getByRole('heading', { name: 'Choose a menu' });
  const details = dialog.getByRole('heading', { name: 'Your details' });
  await expect(menu.or(details)).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(/^19:30 at .*Covent Garden$/)).toBeVisible();
  await expect(dialog.getByText(`2 adults, ${displayDate(date)}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Check availability/ })).toHaveCount(0);

  // The steps passed on the way in are not kept in the history: Back leaves for the page the diner came from.
  await page.goBack();
  await expect(page).toHaveURL(/\/find-us$/);
  await expect(dialog).toBeHidden();

  // Again, on to the details.
  await page.goto(href);
  await hydrated(page);
  await expect(menu.or(details)).toBeVisible({ timeout: 15_000 });
  await toDetails(dialog, { store: 'Covent Garden' });
  await expect(details).toBeVisible();
  await expect(dialog.getByText(/^19:30 at .*Covent Garden$/)).toBeVisible();
});
