import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, test } from './fixtures.ts';

/**
 * Manage my booking (issue 25) on the production build with the embedded brand API: the manage link from the
 * confirmation e-mail (read from the outbox through the brand API's test-only read), cancel with its
 * confirmation step, the cancellation's calendar file, find my booking, and the same with JavaScript off.
 */
const brandApi = `http://127.0.0.1:${Number(process.env.E2E_BRAND_API_PORT ?? 4110)}`;
const BRAND_KEY = 'fittizia-demo';
const STORE = '1001';
const NOT_FOUND =
  'We could not find a booking with that reference and e-mail address. Please check both and try again.';

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
/** Quoted-printable soft breaks and `=3D` undone, so a link in the message reads whole. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** A weekday 20 to 200 days ahead at a random quarter hour of the evening: a table is free there. */
function slot(): { date: string; time: string } {
  const day = new Date(Date.now() + (20 + Math.floor(Math.random() * 180)) * 86_400_000);
  while ([0, 5, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  const minutes = 17 * 60 + 15 * Math.floor(Math.random() * 12);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { date: `${day.getUTCFullYear()}-${day.getUTCMonth() + 1}-${day.getUTCDate()}`, time };
}

async function book(request: APIRequestContext, email: string, at: { date: string; time: string }) {
  const token = await request.post(`${brandApi}/api/token`, { headers: { brandKey: BRAND_KEY }, data: {} });
  const { accessToken } = (await token.json()) as { accessToken: string };
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
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { bookingReference: string; manageLink: string; confirmationSentTo: string };
}

/**
 * A booking at a random free slot. The seed refuses some dates for some parties (code 4: rejections and
 * closures) and a parallel test may have just taken the table (code 9): such a slot is not what these tests are
 * about, so another is drawn (a few times at most; any other refusal fails at once).
 */
async function bookSomewhere(request: APIRequestContext, email: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const at = slot();
    try {
      return { made: await book(request, email, at), at };
    } catch (error) {
      if (attempt === 4 || !/"code":(4|9)\b/.test(String(error))) throw error;
    }
  }
  throw new Error('no free slot found');
}

/** The raw messages of a kind addressed to `to`. */
async function mails(page: Page, to: string, kind: string): Promise<string[]> {
  const res = await page.request.get(`${brandApi}/test/mail-outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { kind: string; raw: string }[])
    .filter((m) => m.kind === kind)
    .map((m) => m.raw);
}

/** The manage link of the confirmation e-mail, as a path on the site. */
async function manageLinkFromMail(page: Page, email: string): Promise<string> {
  const [raw] = await mails(page, email, 'booking-confirmation');
  const link = /https?:\/\/[^\s"<>]+(\/booking\/manage\/[A-Z0-9-]+\.[A-Za-z0-9_-]{43})/.exec(
    unfold(raw ?? ''),
  );
  expect(link, 'the confirmation e-mail carries the manage link').not.toBeNull();
  return link?.[1] as string;
}

/** The cancellation e-mail's calendar file, parsed with ical.js. */
async function cancellationCalendar(page: Page, email: string) {
  const [raw] = await mails(page, email, 'booking-cancellation');
  const part = /filename="?cancel\.ics"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(raw ?? '');
  expect(part, 'the cancellation e-mail carries cancel.ics').not.toBeNull();
  const text = Buffer.from((part?.[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: String(event?.getFirstPropertyValue('uid') ?? ''),
    sequence: event?.getFirstPropertyValue('sequence'),
  };
}

async function cancelOnPage(page: Page, path: string, reason: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel this booking' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel this booking?' })).toBeVisible();
  await page.getByRole('textbox', { name: /Reason for cancelling/ }).fill(reason);
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is cancelled' })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
  expect(page.url()).not.toContain('message');
}

async function findBooking(page: Page, reference: string, email: string) {
  await page.goto('/booking/find');
  await page.getByRole('textbox', { name: 'Booking reference' }).fill(reference);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`manage my booking, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the e-mailed link shows the booking; cancel frees the table and e-mails METHOD:CANCEL', async ({
      page,
      request,
    }) => {
      const email = unique('manage');
      const { made, at } = await bookSomewhere(request, email);
      expect(made.confirmationSentTo).toBe(email);
      const path = await manageLinkFromMail(page, email);
      expect(path).toBe(made.manageLink);

      await page.goto(path);
      await expect(page.getByText(made.bookingReference)).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByRole('link', { name: /Get Directions/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Apple calendar/ })).toHaveAttribute(
        'href',
        /^\/booking\/calendar\.ics\?/,
      );

      await cancelOnPage(page, path, 'Our plans changed.');
      const calendar = await cancellationCalendar(page, email);
      expect(calendar).toMatchObject({ method: 'CANCEL', sequence: 1 });
      expect(calendar.uid).toContain(made.bookingReference);

      // A second cancel is refused with the plain message; the page still says cancelled.
      const again = await page.request.post(path, {
        form: { intent: 'cancel' },
        headers: { origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      expect(again.status()).toBe(303);
      expect(again.headers().location).toBe(`${path}?problem=24`);

      // The table is free again: the same time books once more.
      await book(request, unique('again'), at);
    });

    test('find my booking by reference and e-mail; a wrong e-mail reads as an unknown reference', async ({
      page,
      request,
    }) => {
      const email = unique('find');
      const { made } = await bookSomewhere(request, email);
      await findBooking(page, made.bookingReference.toLowerCase(), email.toUpperCase());
      await expect(page).toHaveURL(new RegExp(`${made.manageLink.replace(/[.]/g, '\\.')}$`));
      await expect(page.getByText(made.bookingReference)).toBeVisible();

      await findBooking(page, made.bookingReference, unique('someone-else'));
      await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
      expect(page.url()).not.toContain('example.com');
      const wrongEmail = await page.locator('main').textContent();

      await findBooking(page, 'ZZZZZZZZ', email);
      await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
      expect(await page.locator('main').textContent()).toBe(wrongEmail);
    });

    test('an altered link says it is not recognised and offers find my booking', async ({
      page,
      request,
    }) => {
      const { made } = await bookSomewhere(request, unique('altered'));
      const altered = `${made.manageLink.slice(0, -3)}${made.manageLink.endsWith('AAA') ? 'BBB' : 'AAA'}`;
      await page.goto(altered);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Booking link not recognised' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /Find your booking/ })).toHaveAttribute(
        'href',
        '/booking/find',
      );
    });
  });
}
