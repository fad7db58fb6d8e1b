import { expect, test } from './fixtures.ts';
import { bookingDialog, displayDate, futureWeekday, hydrated } from './support/booking-steps.ts';

/*
 * A book-now address with the party, date and time (`?adults=&children=&date=yyyy-MM-dd&time=HH:mm`), as the
 * brand API's e-mails link another restaurant when one closes: the modal opens for that restaurant with those
 * choices. Production build, embedded brand API.
 */

test('a book-now link with party, date and time opens the booking with them', async ({ page }) => {
  const date = futureWeekday(4, 10); // a Thursday
  await page.goto(`/restaurants/london/soho/book-now?adults=3&children=1&date=${date}&time=18%3A00`);
  await hydrated(page);
  const dialog = bookingDialog(page);
  await expect(dialog.getByRole('heading', { name: /Party, date and time/ })).toBeVisible();
  await expect(dialog.getByText(/Soho/).first()).toBeVisible();
  await expect(dialog.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('3');
  await expect(dialog.getByRole('spinbutton', { name: 'Children' })).toHaveValue('1');
  await expect(dialog.getByRole('textbox', { name: 'Date' })).toHaveValue(displayDate(date));
  await expect(dialog.getByRole('combobox', { name: 'Time' })).toHaveValue('18:00');
});
