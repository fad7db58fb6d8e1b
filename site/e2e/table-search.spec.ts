import { TABLE_SEARCH_MESSAGES } from '@fittizia/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  bookingDialog,
  fillDetails,
  futureWeekday,
  hydrated,
  rowCounts,
  shownReference,
  toDetails,
  uniqueEmail,
} from './support/booking-steps.ts';

/*
 * Find a table, production build and embedded brand API: from the finder, "4 people, next Saturday,
 * 19:30, M1 1AA" lists Manchester's restaurants nearest first, each with times around 19:30 or in the "nothing
 * near that time" group; a time opens the booking at that restaurant with the party, date and time chosen and goes
 * through to a reference; Back returns to the results as they were. Without JavaScript the address renders the
 * same restaurants and times. Each bad input is answered 400 with its message, values kept, and nothing stored.
 */

const saturday = futureWeekday(6, 2);
const query = { place: 'M1 1AA', adults: '4', children: '0', date: saturday, time: '19:30' };
const searchPath = `/find-a-table?${new URLSearchParams(query)}`;
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** What the results show: each restaurant's name, miles and times; the "nothing near" group's names. */
async function shownResults(page: Page) {
  const results = page.getByTestId('table-search-result');
  const rows = [];
  for (const row of await results.all()) {
    rows.push({
      name: (await row.getByRole('heading').textContent())?.trim() ?? '',
      miles: Number.parseFloat((await row.getByTestId('table-search-distance').textContent()) ?? ''),
      times: (await row.getByRole('link', { name: /book at/ }).allTextContents()).map((t) => t.trim()),
    });
  }
  const nothing = (await page.getByTestId('table-search-none-near').allTextContents()).map((t) => t.trim());
  return { rows, nothing };
}

test('from the finder, a table for 4 near M1 1AA next Saturday at 19:30, booked through to a reference', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/find-us?q=M1+1AA');
  await hydrated(page);
  await page.getByTestId('finder-find-a-table').click();
  await expect(page).toHaveURL(/\/find-a-table\?place=M1\+1AA/);
  await hydrated(page);
  const form = page.getByTestId('table-search-form');
  await expect(form.getByRole('searchbox', { name: 'Postcode or town' })).toHaveValue('M1 1AA');
  await form.getByRole('button', { name: 'Add one adult' }).click();
  await form.getByRole('button', { name: 'Add one adult' }).click();
  await form.getByLabel('Date').fill(saturday);
  await form.getByRole('combobox', { name: 'Time' }).selectOption('19:30');
  const entries = await page.evaluate(() => history.length);
  await form.getByRole('button', { name: 'Find a table' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${saturday}`));
  await expect(page.getByTestId('table-search-message')).toContainText('near');
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  const shown = await shownResults(page);
  expect(shown.rows.length + shown.nothing.length).toBeGreaterThan(1);
  expect(shown.rows.every((r) => /Manchester|Salford|Stockport/.test(r.name) || r.miles <= 25)).toBe(true);
  const miles = shown.rows.map((r) => r.miles);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  for (const row of shown.rows.filter((r) => r.times.length > 0)) {
    for (const t of row.times) expect(Math.abs(minutes(t) - minutes('19:30'))).toBeLessThanOrEqual(60);
  }

  // A time opens the booking at that restaurant, the party, date and time chosen, on to a reference.
  const first = page
    .getByTestId('table-search-result')
    .filter({ has: page.getByRole('link', { name: /book at/ }) });
  const time = first
    .first()
    .getByRole('link', { name: /book at/ })
    .first();
  const href = (await time.getAttribute('href')) ?? '';
  expect(href).toMatch(
    new RegExp(`/book-now\\?adults=4&children=0&date=${saturday}&time=\\d\\d%3A\\d\\d&chosen=1$`),
  );
  const store =
    (await first.first().getByRole('heading').textContent())?.replace(/^.*Trattoria /, '').trim() ?? '';
  await time.click();
  await hydrated(page);
  const dialog = bookingDialog(page);
  // It lands on the next step the booking needs (the menu, or the details), the time already checked.
  await expect(
    dialog
      .getByRole('heading', { name: 'Choose a menu' })
      .or(dialog.getByRole('heading', { name: 'Your details' })),
  ).toBeVisible({ timeout: 15_000 });
  // Back returns to the results as they were.
  await page.goBack();
  await expect(page).toHaveURL(
    new RegExp(`/find-a-table\\?place=M1\\+1AA&adults=4&children=0&date=${saturday}&time=19%3A30`),
  );
  expect(await shownResults(page)).toEqual(shown);
  await page.goForward();
  await hydrated(page);
  await toDetails(bookingDialog(page), { store });
  await fillDetails(bookingDialog(page), uniqueEmail('table-search'));
  await bookingDialog(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(bookingDialog(page).getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 15_000,
  });
  await shownReference(bookingDialog(page));
});

test('without JavaScript the address renders the same restaurants and times', async ({ browser, page }) => {
  await page.goto(searchPath);
  await hydrated(page);
  const withScript = await shownResults(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  const answer = await plain.goto(searchPath);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  expect(await shownResults(plain)).toEqual(withScript);
  // The plain GET form makes the next search.
  await plain.getByRole('combobox', { name: 'Time' }).selectOption('20:00');
  await plain.getByRole('button', { name: 'Find a table' }).click();
  await expect(plain).toHaveURL(/time=20%3A00/);
  await expect(plain.getByTestId('table-search-message')).toContainText('20:00');
  await context.close();
});

const bad: [string, Record<string, string>, string, string][] = [
  ['an unknown place', { place: 'Atlantis' }, TABLE_SEARCH_MESSAGES.place, 'Atlantis'],
  ['a party of 0', { adults: '0' }, TABLE_SEARCH_MESSAGES.adults, '0'],
  ['a party over the limit', { adults: '101' }, TABLE_SEARCH_MESSAGES.adults, '101'],
  ['a past date', { date: '2020-01-06' }, TABLE_SEARCH_MESSAGES.datePast, '2020-01-06'],
  ['a time off the quarter hour', { time: '19:20' }, TABLE_SEARCH_MESSAGES.time, '19:20'],
  ['a radius out of range', { radius: '150' }, TABLE_SEARCH_MESSAGES.radius, '150'],
];

for (const [name, over, message, kept] of bad) {
  test(`${name} is answered 400 with its message, what was typed kept, nothing stored`, async ({ page }) => {
    const before = await rowCounts(page.request);
    const answer = await page.goto(`/find-a-table?${new URLSearchParams({ ...query, ...over })}`);
    expect(answer?.status()).toBe(400);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByTestId('error-summary').getByRole('link', { name: message })).toBeVisible();
    const field = page.locator(`[aria-invalid="true"]`).first();
    await expect(field).toHaveValue(kept);
    expect(await rowCounts(page.request)).toEqual(before);
  });
}
