import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_BRAND_KEY } from './support/test-keys.ts';

/**
 * Booking reminders on the production build with the embedded brand API: a booking's reminder is
 * sent by a sweep run as if on the day before (the brand API's test-only sweep), read from the outbox; its
 * "I'll be there" link opens a page whose one button records it, its "Cancel" link the manage page's cancel
 * step; with JavaScript on and off.
 */
const brandApi = `http://127.0.0.1:${Number(process.env.E2E_BRAND_API_PORT ?? 4110)}`;
/** The key the site under test sends (the brand API's manage links are signed for it). */
const BRAND_KEY = E2E_BRAND_KEY;
const STORE = '1001';

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
/** Quoted-printable soft breaks and `=3D` undone, so a link in the message reads whole. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** A weekday 20 to 200 days ahead at a random quarter hour of the evening (17:00 to 19:45). */
function slot(): { date: string; time: string; iso: string } {
  const day = new Date(Date.now() + (20 + Math.floor(Math.random() * 180)) * 86_400_000);
  while ([0, 5, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  const minutes = 17 * 60 + 15 * Math.floor(Math.random() * 12);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const iso = day.toISOString().slice(0, 10);
  return { date: `${day.getUTCFullYear()}-${day.getUTCMonth() + 1}-${day.getUTCDate()}`, time, iso };
}

async function book(request: APIRequestContext, email: string) {
  const token = await request.post(`${brandApi}/api/token`, { headers: { brandKey: BRAND_KEY }, data: {} });
  const { accessToken } = (await token.json()) as { accessToken: string };
  for (let attempt = 0; ; attempt++) {
    const at = slot();
    const res = await request.post(`${brandApi}/api/booking/create/${STORE}`, {
      headers: { brandKey: BRAND_KEY, authorization: `Bearer ${accessToken}` },
      data: {
        restaurantId: STORE,
        firstName: 'Ada',
        lastName: 'Lovelace',
        emailAddress: email,
        mobilePhoneNumber: '07700900123',
        diningDateTime: `${at.date} ${at.time}`,
        bookingTime: at.time,
        adultCovers: 2,
        childCovers: 0,
        menuIds: ['bm-a-la-carte'],
        occasionId: 'standard',
      },
    });
    const text = await res.text();
    // A refused date (4) or a table a parallel test has just taken (9) is not what this test is about.
    if (res.status() !== 200 && attempt < 4 && /"code":(4|9)\b/.test(text)) continue;
    expect(res.status(), text).toBe(200);
    return { made: JSON.parse(text) as { bookingReference: string; manageLink: string }, at };
  }
}

/** Sends the reminders due on the booking's day at midnight (UTC): the evening booking's is due by then. */
async function sweepOnTheDay(request: APIRequestContext, iso: string) {
  const res = await request.post(`${brandApi}/test/reminders/sweep?at=${iso}T00:00:00Z`);
  expect(res.ok()).toBe(true);
}

async function reminderLinks(page: Page, email: string) {
  const res = await page.request.get(`${brandApi}/test/mail-outbox?to=${encodeURIComponent(email)}`);
  const reminders = ((await res.json()) as { kind: string; raw: string }[]).filter(
    (m) => m.kind === 'booking-reminder',
  );
  expect(reminders, 'one reminder e-mail').toHaveLength(1);
  const raw = unfold(reminders[0]?.raw ?? '');
  const attend = /https?:\/\/[^\s"<>]+(\/booking\/attend\/[A-Z0-9-]+\.[A-Za-z0-9_-]{43})/.exec(raw);
  const cancel = /https?:\/\/[^\s"<>]+(\/booking\/manage\/[A-Z0-9-]+\.[A-Za-z0-9_-]{43}\?step=cancel)/.exec(
    raw,
  );
  expect(attend, "the reminder carries the I'll be there link").not.toBeNull();
  expect(cancel, 'the reminder carries the cancel link').not.toBeNull();
  return { attend: attend?.[1] as string, cancel: cancel?.[1] as string };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`booking reminders, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test("the reminder's I'll be there records it; its Cancel opens the cancel step", async ({
      page,
      request,
    }) => {
      const email = unique('remind');
      const { made, at } = await book(request, email);
      await sweepOnTheDay(request, at.iso);
      await sweepOnTheDay(request, at.iso);
      const links = await reminderLinks(page, email);
      expect(links.attend).toBe(made.manageLink.replace('/booking/manage/', '/booking/attend/'));

      await page.goto(links.attend);
      await expect(page.getByRole('heading', { level: 1, name: 'Will you be there?' })).toBeVisible();
      await expect(page.getByText(`booking reference ${made.bookingReference}`)).toBeVisible();
      await page.getByRole('button', { name: "Yes, I'll be there" }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you, see you soon' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(links.attend);

      await page.goto(links.cancel);
      await expect(page.getByRole('heading', { name: 'Cancel this booking?' })).toBeVisible();
      await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your booking is cancelled' })).toBeVisible();

      // After the cancel, the reminder's link says there is nothing to confirm.
      await page.goto(links.attend);
      await expect(page.getByRole('heading', { level: 1, name: 'This booking is cancelled' })).toBeVisible();
      await expect(page.getByRole('button', { name: "Yes, I'll be there" })).toHaveCount(0);
    });
  });
}
