import {
  BookingErrorCode,
  bookingErrorMessage,
  FORM_CHECK_HEADERS,
  FORM_CHECK_MESSAGES,
  londonToday,
} from '@fittizia/contract';
import { type APIRequestContext, request as browserSessions, expect, test } from '@playwright/test';

/**
 * The booking limits with their defaults on (playwright.config.ts beside this file), through the site: its /api
 * proxy, as the booking modal and the standby form call it, and the manage page's change form. One address
 * makes the bookings it may; then a change into an evening where it has met its limit, a standby join past its
 * cap, a form-started token sent again and a `+tag` e-mail are each refused, and a third booking from the address
 * on one St Andrews evening is refused, so its four tables cannot all be taken by one address. Each diner is a
 * fresh browser session; the test plays the site's reverse proxy and names each one's address (X-Forwarded-For).
 */
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_LIMITS_SITE_PORT ?? 3140)}`;
const ST_ANDREWS = '1026';
const ME = '203.0.113.44';
const REFUSED = bookingErrorMessage(BookingErrorCode.BookingLimitReached);

/** A Thursday `weeks` weeks after the first one at least three days ahead (London), away from Christmas. */
function thursday(weeks: number): { date: string; iso: string; picker: string } {
  const [y, m, d] = londonToday().split('-').map(Number);
  const day = new Date(Date.UTC(y as number, (m as number) - 1, (d as number) + 3));
  const christmas = () =>
    (day.getUTCMonth() === 11 && day.getUTCDate() >= 20) ||
    (day.getUTCMonth() === 0 && day.getUTCDate() <= 2);
  while (day.getUTCDay() !== 4 || christmas()) day.setUTCDate(day.getUTCDate() + 1);
  for (let i = 0; i < weeks; i++) {
    day.setUTCDate(day.getUTCDate() + 7);
    while (christmas()) day.setUTCDate(day.getUTCDate() + 7);
  }
  const [year, month, date] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${year}-${month}-${date}`,
    iso: `${year}-${pad(month)}-${pad(date)}`,
    picker: `${pad(date)}/${pad(month)}/${year}`,
  };
}

const evening = thursday(0);
const otherDay = thursday(1);
const fullDay = thursday(2);
const tagDay = thursday(3);

/** A fresh browser session from `address`, with its form-started token. */
async function diner(address: string) {
  const context = await browserSessions.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': address, origin: baseURL },
  });
  const started = await context.get('/form-started.json');
  const { token } = (await started.json()) as { token: string };
  return { context, token };
}

const bookingBody = (day: { date: string }, time: string, emailAddress: string) => ({
  restaurantId: ST_ANDREWS,
  firstName: 'Grace',
  lastName: 'Hopper',
  emailAddress,
  diningDateTime: `${day.date} ${time}`,
  bookingTime: time,
  adultCovers: 2,
  childCovers: 0,
  menuIds: ['bm-a-la-carte'],
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
  occasionId: 'standard',
});

/** A booking create through the site's /api, as the booking modal sends it. */
const create = (context: APIRequestContext, token: string, body: ReturnType<typeof bookingBody>) =>
  context.post(`/api/booking/create/${ST_ANDREWS}`, {
    headers: { [FORM_CHECK_HEADERS.started]: token, 'idempotency-key': crypto.randomUUID() },
    data: body,
  });

test.describe
  .serial('booking limits on (defaults), through the site', () => {
    let later = { manageLink: '', bookingReference: '' };

    /** A booking by a fresh session from `address`: its answer. */
    const book = async (address: string, day: { date: string }, time: string, email: string) => {
      const { context, token } = await diner(address);
      const res = await create(context, token, bookingBody(day, time, email));
      const answer = { status: res.status(), body: (await res.json()) as Record<string, unknown> };
      await context.dispose();
      return answer;
    };
    const expectBooked = (answer: { status: number; body: Record<string, unknown> }) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as { bookingReference: string; manageLink: string };
    };
    /** Refused as the limits refuse: 429, the one message that says to call, never which limit. */
    const expectRefused = (answer: { status: number; body: Record<string, unknown> }) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(429);
      expect(answer.body).toMatchObject({ message: REFUSED, code: BookingErrorCode.BookingLimitReached });
    };

    test('one address makes its permitted bookings: two on one St Andrews evening, and another day', async () => {
      expectBooked(await book(ME, evening, '18:30', 'me.one@example.com'));
      expectBooked(await book(ME, evening, '19:00', 'me.two@example.com'));
      later = expectBooked(await book(ME, otherDay, '19:00', 'me.three@example.com'));
    });

    test("a third booking that evening from the address is refused, whatever the e-mail: St Andrews' four tables are not all its", async () => {
      expectRefused(await book(ME, evening, '20:00', 'me.four@example.com'));
      expectRefused(await book(ME, evening, '19:00', 'someone.else@example.com'));
      // Other diners still book the two tables left at 19:00.
      expectBooked(await book('198.51.100.61', evening, '19:00', 'other.one@example.com'));
      expectBooked(await book('198.51.100.62', evening, '19:00', 'other.two@example.com'));
    });

    test('a change into that evening is refused on the manage page, and the booking stays as it was', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        extraHTTPHeaders: { 'x-forwarded-for': ME },
      });
      const page = await context.newPage();
      await page.goto(later.manageLink);
      await page.getByRole('link', { name: 'Change date, time or guests' }).click();
      await page.getByRole('textbox', { name: 'Date' }).fill(evening.picker);
      await page.getByRole('combobox', { name: 'Time' }).selectOption('20:00');
      await page.getByRole('button', { name: 'Change my booking' }).click();
      await expect(page.getByRole('alert')).toHaveText(REFUSED);
      const token = later.manageLink.split('/').at(-1) as string;
      const booking = await context.request.get(`/api/booking/manage/${token}`);
      expect(await booking.json()).toMatchObject({ date: otherDay.iso, time: '19:00' });
      await context.close();
    });

    test('a standby join past the address cap is refused', async () => {
      // Four other diners take every table of the evening's 19:00.
      for (const [i, address] of [
        '198.51.100.71',
        '198.51.100.72',
        '198.51.100.73',
        '198.51.100.74',
      ].entries())
        expectBooked(await book(address, fullDay, '19:00', `full.${i}@example.com`));
      const join = async (emailAddress: string) => {
        const { context } = await diner(ME);
        const res = await context.post(`/api/booking/standby/join/${ST_ANDREWS}`, {
          data: {
            date: fullDay.iso,
            windowFrom: '19:00',
            windowTo: '19:00',
            adultCovers: 2,
            childCovers: 0,
            firstName: 'Grace',
            lastName: 'Hopper',
            emailAddress,
            consent: true,
          },
        });
        const answer = { status: res.status(), body: (await res.json()) as Record<string, unknown> };
        await context.dispose();
        return answer;
      };
      for (const email of ['wait.one@example.com', 'wait.two@example.com']) {
        const joined = await join(email);
        expect(joined.status, JSON.stringify(joined.body)).toBe(200);
        expect(joined.body).toMatchObject({ status: 'waiting' });
      }
      expectRefused(await join('wait.three@example.com'));
    });

    test('a form-started token is single-use: sent again with another booking, it is refused', async () => {
      const { context, token } = await diner('198.51.100.80');
      const first = await create(context, token, bookingBody(tagDay, '19:00', 'once@example.com'));
      expect(first.status(), await first.text()).toBe(200);
      const again = await create(context, token, bookingBody(tagDay, '19:30', 'twice@example.com'));
      expect(again.status()).toBe(403);
      expect(await again.json()).toEqual({ message: FORM_CHECK_MESSAGES.expired });
      await context.dispose();
    });

    test('a +tag e-mail books no further past the per-e-mail limit of a day', async () => {
      for (const [i, email] of ['ada@example.com', 'ada+1@example.com', 'ADA+2@example.com'].entries())
        expectBooked(await book(`198.51.100.${90 + i}`, tagDay, '12:00', email));
      expectRefused(await book('198.51.100.99', tagDay, '12:30', 'ada+3@example.com'));
    });
  });
