import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_BRAND_KEY } from './support/test-keys.ts';

/**
 * The standby list on the production build with the embedded brand API: a full time at Covent Garden
 * (its two tables for 4 to 6 both booked for a party of five), a diner joins the standby list from the booking
 * modal's no-availability answer, one of the bookings is cancelled by its manage link, the offer e-mail (read
 * from the outbox through the brand API's test-only read) links to the standby page, and "Book this table" books
 * the held table: a normal booking with its confirmation e-mail. The claim works the same with JavaScript off.
 * The 10-minute expiry runs on the brand API's clock: brand-api/test/standby.test.ts proves it.
 */
const brandApi = `http://127.0.0.1:${Number(process.env.E2E_BRAND_API_PORT ?? 4110)}`;
/** The key the site under test sends (the brand API's manage links are signed for it). */
const BRAND_KEY = E2E_BRAND_KEY;
const STORE = '1001';

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
/** Quoted-printable soft breaks and `=3D` undone, so a link in the message reads whole. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const pad = (n: number) => String(n).padStart(2, '0');

/** A Tuesday to Thursday 30 to 300 days ahead, at a random quarter hour from 18:00 to 20:00. */
function slot(): { iso: string; unpadded: string; display: string; time: string } {
  const day = new Date(Date.now() + (30 + Math.floor(Math.random() * 270)) * 86_400_000);
  while (![2, 3, 4].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  const minutes = 18 * 60 + 15 * Math.floor(Math.random() * 9);
  return {
    iso: `${y}-${pad(m)}-${pad(d)}`,
    unpadded: `${y}-${m}-${d}`,
    display: `${pad(d)}/${pad(m)}/${y}`,
    time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
  };
}

async function book(request: APIRequestContext, email: string, at: ReturnType<typeof slot>) {
  const token = await request.post(`${brandApi}/api/token`, { headers: { brandKey: BRAND_KEY }, data: {} });
  const { accessToken } = (await token.json()) as { accessToken: string };
  return request.post(`${brandApi}/api/booking/create/${STORE}`, {
    headers: { brandKey: BRAND_KEY, authorization: `Bearer ${accessToken}` },
    data: {
      restaurantId: STORE,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: email,
      diningDateTime: `${at.unpadded} ${at.time}`,
      bookingTime: at.time,
      adultCovers: 5,
      childCovers: 0,
      menuIds: ['bm-a-la-carte'],
      occasionId: 'standard',
    },
  });
}

/** A time with both tables for five booked (a date the seed refuses, or one a parallel test took, is drawn again). */
async function fullTime(request: APIRequestContext) {
  for (let attempt = 0; attempt < 6; attempt++) {
    const at = slot();
    const first = await book(request, unique('first'), at);
    if (!first.ok()) continue;
    const second = await book(request, unique('second'), at);
    if (!second.ok()) continue;
    return { at, first: (await first.json()) as { manageLink: string } };
  }
  throw new Error('no time could be filled');
}

/** The raw messages of a kind addressed to `to`, waiting for the first. */
async function mailsOf(page: Page, to: string, kind: string): Promise<string[]> {
  let found: string[] = [];
  await expect(async () => {
    const res = await page.request.get(`${brandApi}/test/mail-outbox?to=${encodeURIComponent(to)}`);
    expect(res.ok()).toBe(true);
    found = ((await res.json()) as { kind: string; raw: string }[])
      .filter((m) => m.kind === kind)
      .map((m) => unfold(m.raw));
    expect(found.length).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  return found;
}

const standbyPathIn = (raw: string) =>
  /https?:\/\/[^\s"<>]+(\/booking\/standby\/[A-Z0-9]{8}\.[A-Za-z0-9_-]{43})/.exec(raw)?.[1];

/** From the booking modal's no-availability answer: the standby form, for the asked time only. */
async function joinFromModal(page: Page, at: ReturnType<typeof slot>, email: string) {
  await page.goto('/restaurants/london/covent-garden');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  await page
    .getByRole('link', { name: /^Book Now at / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Party, date and time/ })).toBeVisible();
  const adults = dialog.getByRole('spinbutton', { name: 'Adults' });
  await adults.fill('5');
  await adults.blur();
  await dialog.getByRole('textbox', { name: 'Date' }).fill(at.display);
  await dialog.getByRole('textbox', { name: 'Date' }).press('Tab');
  await dialog.getByRole('combobox', { name: 'Time' }).selectOption(at.time);
  await dialog.getByRole('button', { name: 'Check availability' }).click();

  const offer = dialog.getByRole('region', { name: 'Join the standby list' });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await offer.getByRole('button', { name: 'Join the standby list' }).click();
  const form = offer.getByRole('form', { name: 'Join the standby list' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  await form.getByRole('combobox', { name: 'Earliest time you could come' }).selectOption(at.time);
  await form.getByRole('combobox', { name: 'Latest time you could come' }).selectOption(at.time);
  await form.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('checkbox', { name: /E-mail me if a table comes free/ }).check();
  await form.getByRole('button', { name: 'Join the standby list' }).click();
  await expect(offer.getByText(/You are number 1 in line/)).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test(`join from the modal, a cancellation offers the table, the e-mailed link books it (claim with JavaScript ${
    javaScriptEnabled ? 'on' : 'off'
  })`, async ({ browser, page, request }) => {
    test.setTimeout(90_000);
    const { at, first } = await fullTime(request);
    const email = unique('standby');
    await joinFromModal(page, at, email);

    // The joined e-mail links to the standby page, which shows the place in line.
    const joinedLink = standbyPathIn((await mailsOf(page, email, 'standby-joined'))[0] ?? '');
    expect(joinedLink, 'the joined e-mail carries the standby link').toBeDefined();

    // Another diner cancels: the first in line is offered the freed table, held for ten minutes.
    const token = first.manageLink.slice('/booking/manage/'.length);
    const tokenRes = await request.post(`${brandApi}/api/token`, {
      headers: { brandKey: BRAND_KEY },
      data: {},
    });
    const { accessToken } = (await tokenRes.json()) as { accessToken: string };
    const cancelled = await request.post(`${brandApi}/api/booking/manage/${token}/cancel`, {
      headers: { brandKey: BRAND_KEY, authorization: `Bearer ${accessToken}` },
      data: {},
    });
    expect(cancelled.status()).toBe(200);
    const [offerMail = ''] = await mailsOf(page, email, 'standby-offer');
    expect(offerMail).toContain(`at ${at.time}`);
    const link = standbyPathIn(offerMail);
    expect(link).toBe(joinedLink);

    const context = await browser.newContext({ javaScriptEnabled });
    const claimer = await context.newPage();
    await claimer.goto(link as string);
    await expect(claimer.getByRole('heading', { level: 1, name: 'A table is free for you' })).toBeVisible();
    await expect(claimer.getByRole('status')).toContainText(`at ${at.time} until`);
    await claimer.getByRole('button', { name: 'Book this table' }).click();
    await expect(claimer.getByRole('heading', { level: 1, name: 'Your table is booked' })).toBeVisible();
    expect(new URL(claimer.url()).pathname).toBe(link);

    // A normal booking: its confirmation e-mail with the manage link, which the page links to too.
    const manage = claimer.getByRole('link', { name: 'See or manage your booking' });
    const managePath = await manage.getAttribute('href');
    const [confirmation = ''] = await mailsOf(page, email, 'booking-confirmation');
    expect(confirmation).toContain(managePath as string);
    await manage.click();
    await expect(claimer.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    await expect(claimer.getByText(at.time, { exact: true })).toBeVisible();
    await context.close();
  });
}

test('a diner leaves the list by the link in their e-mail, with JavaScript off', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { at } = await fullTime(request);
  const email = unique('leaver');
  await joinFromModal(page, at, email);
  const link = standbyPathIn((await mailsOf(page, email, 'standby-joined'))[0] ?? '') as string;

  const context = await browser.newContext({ javaScriptEnabled: false });
  const leaver = await context.newPage();
  await leaver.goto(link);
  await expect(leaver.getByRole('heading', { level: 1, name: 'You are on the standby list' })).toBeVisible();
  await leaver.getByRole('button', { name: 'Leave the standby list' }).click();
  await expect(
    leaver.getByRole('heading', { level: 1, name: 'You have left the standby list' }),
  ).toBeVisible();
  // An altered link is not recognised.
  await leaver.goto(`${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`);
  await expect(leaver.getByRole('heading', { level: 1, name: 'Standby link not recognised' })).toBeVisible();
  await context.close();
});
