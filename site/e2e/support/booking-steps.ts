import { londonToday } from '@fittizia/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { E2E_BRAND_KEY } from './test-keys.ts';

/** The booking journeys' shared steps and reads (site/e2e/booking-*.spec.ts). */

export const brandApi = `http://127.0.0.1:${Number(process.env.E2E_BRAND_API_PORT ?? 4110)}`;
/** The key the site under test sends (the brand API's manage links are signed for it). */
export const BRAND_KEY = E2E_BRAND_KEY;

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday (Monday 1 … Sunday 7) of a `yyyy-MM-dd` date. */
export const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay() || 7;

/**
 * A date with the weekday, at least `minDays` ahead, plus a random number of weeks (0 to `spreadWeeks`), outside
 * the festive fortnight.
 */
export function futureWeekday(isoWeekday: number, minDays: number, spreadWeeks = 0): string {
  let date = addDays(londonToday(), minDays);
  while (weekday(date) !== isoWeekday) date = addDays(date, 1);
  date = addDays(date, 7 * Math.floor(Math.random() * (spreadWeeks + 1)));
  // Not in the festive fortnight: special opening hours (24 December to 1 January) and a card for every
  // booking on 31 December (docs/booking-outcomes.md) would change the outcome.
  while (date.slice(5) >= '12-20' || date.slice(5) <= '01-03') date = addDays(date, 7);
  return date;
}

/** `dd/MM/yyyy`, as the date field takes it (spec 5.2). */
export const displayDate = (iso: string) => iso.split('-').reverse().join('/');

/** The last Sunday of a month of the next clock change of that month (`month` 3 or 10) from today. */
export function nextLastSunday(month: 3 | 10): string {
  const today = londonToday();
  for (let year = Number(today.slice(0, 4)); ; year++) {
    const last = new Date(Date.UTC(year, month, 0, 12));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    const iso = last.toISOString().slice(0, 10);
    if (iso > today) return iso;
  }
}

export async function hydrated(page: Page) {
  // The machine running the suite may be busy: hydration can take longer than the default 5 s.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

export async function brandToken(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post(`${brandApi}/api/token`, { headers: { brandKey: BRAND_KEY }, data: {} });
  expect(res.ok()).toBe(true);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { brandKey: BRAND_KEY, authorization: `Bearer ${accessToken}` };
}

/** What the brand API stored for a reference (its test-only read). */
export async function storedBooking(request: APIRequestContext, reference: string) {
  const res = await request.get(`${brandApi}/test/bookings/${encodeURIComponent(reference)}`);
  expect(res.status(), `stored booking ${reference}`).toBe(200);
  return (await res.json()) as {
    reference: string;
    storeId: string;
    kind: string;
    status: string;
    diningDate: string;
    diningTime: string;
    startsAt: string;
    adults: number;
    children: number;
    email: string;
    braintreeCustomerId: string | null;
  };
}

export const bookingDialog = (page: Page) => page.getByRole('dialog');

/** The Covent Garden page's first Book Now link, pressed once the page is hydrated. */
export async function bookNowAtCoventGarden(page: Page) {
  await page.goto('/restaurants/london/covent-garden');
  await hydrated(page);
  await page
    .getByRole('link', { name: /^Book Now at / })
    .first()
    .click();
}

/** The brand API's row counts (its e2e-only read): a refused call writes nothing. */
export async function rowCounts(request: APIRequestContext): Promise<Record<string, number>> {
  const res = await request.get(`${brandApi}/internal/row-counts`);
  expect(res.status(), 'the e2e brand API exposes its row counts').toBe(200);
  return res.json();
}

/** The diner accepts every cookie category in the cookie banner (analytics included). */
export async function grantAnalytics(page: Page) {
  await page.goto('/about-us');
  await hydrated(page);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('region', { name: 'We use cookies' })).toBeHidden();
}

/** Party, date and time, then 'Check availability'. */
export async function search(
  dialog: Locator,
  party: { adults: number; children?: number },
  date: string,
  time?: string,
) {
  await expect(dialog.getByRole('heading', { name: /Party, date and time/ })).toBeVisible();
  const adults = dialog.getByRole('spinbutton', { name: 'Adults' });
  await adults.fill(String(party.adults));
  await adults.blur();
  const children = dialog.getByRole('spinbutton', { name: 'Children' });
  await children.fill(String(party.children ?? 0));
  await children.blur();
  await dialog.getByRole('textbox', { name: 'Date' }).fill(displayDate(date));
  await dialog.getByRole('textbox', { name: 'Date' }).press('Tab');
  if (time) await dialog.getByRole('combobox', { name: 'Time' }).selectOption(time);
  await dialog.getByRole('button', { name: 'Check availability' }).click();
}

/**
 * From the offered times to the diner's details: picks `time` (or the first time) at the restaurant whose name
 * ends with `store` when a list of times is shown (one exact match is chosen by itself), the first menu when
 * there are several, no extras.
 */
export async function toDetails(
  dialog: Locator,
  pick: { time?: string; store: string; extras?: Record<string, number> },
) {
  const details = dialog.getByRole('heading', { name: 'Your details' });
  const times = dialog.getByRole('heading', { name: 'Choose a time' });
  const menus = dialog.getByRole('radio').first();
  // The extras step (once past it, the summary keeps an 'Extras' row with the same name).
  const extras = dialog.getByText(/Each extra is optional/);
  const slotName = new RegExp(`^${pick.time ?? '\\d{2}:\\d{2}'} at .*${pick.store}$`);
  for (let step = 0; step < 6; step++) {
    await expect(details.or(times).or(menus).or(extras).first()).toBeVisible({ timeout: 15_000 });
    if (await details.isVisible()) return;
    if (await times.isVisible()) {
      await dialog.getByRole('button', { name: slotName }).first().click();
      await expect(times).toBeHidden();
    } else if (await menus.isVisible()) {
      await menus.check();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(menus).toBeHidden();
    } else if (await extras.isVisible()) {
      for (const [name, quantity] of Object.entries(pick.extras ?? {})) {
        for (let n = 0; n < quantity; n++)
          await dialog.getByRole('button', { name: `Add one ${name}` }).click();
      }
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(extras).toBeHidden();
    }
  }
  await expect(details).toBeVisible();
}

export async function fillDetails(dialog: Locator, email: string) {
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
  await dialog.getByRole('textbox', { name: /Mobile number/ }).fill('07700 900123');
}

/** The reference the confirmation shows. */
export async function shownReference(dialog: Locator, term = 'Booking reference'): Promise<string> {
  const value = dialog.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/^[A-Z0-9]{6,12}$/);
  return (await value.textContent())?.trim() ?? '';
}

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
