import { expect, test } from './fixtures.ts';
import { bookingDialog, futureWeekday, hydrated, search } from './support/booking-steps.ts';

/**
 * Standby only where a table could come free, on the production build with the embedded brand API: St Andrews
 * seats at most 4 at a table, so a party of 8 is told first, in words, that St Andrews has no table for them, is
 * offered the nearest restaurant's times, and is not offered St Andrews' standby list (the availability answer's
 * `standbyOffered`, from the brand API's tables). The brand API's refusals themselves: brand-api/test/standby-refusals.test.ts.
 */
test('a party no table seats: the chosen restaurant says it is full, no standby list is offered', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/restaurants/st-andrews/st-andrews');
  await hydrated(page);
  await page
    .getByRole('link', { name: /^Book Now at / })
    .first()
    .click();
  const dialog = bookingDialog(page);
  await search(dialog, { adults: 8 }, futureWeekday(6, 7, 8), '19:30');
  const full = dialog.getByText(/St Andrews has no table for 8 adults at 19:30 on /);
  await expect(full).toBeVisible({ timeout: 15_000 });
  const dundee = dialog.getByRole('group', { name: /Dundee, [\d.]+ miles away$/ });
  await expect(dundee).toBeVisible();
  // Said before any other restaurant's offer.
  expect(
    await full.evaluate(
      (el, other) => Boolean(el.compareDocumentPosition(other as Node) & 4),
      await dundee.elementHandle(),
    ),
  ).toBe(true);
  await expect(dialog.getByRole('region', { name: 'Join the standby list' })).toHaveCount(0);
});
