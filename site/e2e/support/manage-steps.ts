import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect } from '../fixtures.ts';
import { E2E_BRAND_KEY } from './test-keys.ts';

/** Manage my booking's steps and reads (site/e2e/manage-booking.spec.ts). */
export const brandApi = `http://127.0.0.1:${Number(process.env.E2E_BRAND_API_PORT ?? 4110)}`;
/** The key the site under test sends (the brand API's manage links are signed for it). */
export const BRAND_KEY = E2E_BRAND_KEY;
export const STORE = '1001';
export const NOT_FOUND =
  'We could not find a booking with that reference and e-mail address. Please check both and try again.';

export const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
/** Quoted-printable soft breaks and `=3D` undone, so a link in the message reads whole. */
export const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** A weekday 20 to 200 days ahead at a random quarter hour of the evening: a table is free there. */
export function slot(): { date: string; time: string } {
  const day = new Date(Date.now() + (20 + Math.floor(Math.random() * 180)) * 86_400_000);
  while ([0, 5, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  const minutes = 17 * 60 + 15 * Math.floor(Math.random() * 12);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { date: `${day.getUTCFullYear()}-${day.getUTCMonth() + 1}-${day.getUTCDate()}`, time };
}

export async function book(
  request: APIRequestContext,
  email: string,
  at: { date: string; time: string },
  party: { store: string; adults: number } = { store: STORE, adults: 2 },
) {
  const token = await request.post(`${brandApi}/api/token`, { headers: { brandKey: BRAND_KEY }, data: {} });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const res = await request.post(`${brandApi}/api/booking/create/${party.store}`, {
    headers: { brandKey: BRAND_KEY, authorization: `Bearer ${accessToken}` },
    data: {
      restaurantId: party.store,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: email,
      mobilePhoneNumber: '07700900123',
      diningDateTime: `${at.date} ${at.time}`,
      bookingTime: at.time,
      adultCovers: party.adults,
      childCovers: 0,
      menuIds: ['bm-a-la-carte'],
      occasionId: 'standard',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { bookingReference: string; manageLink: string; confirmationSentTo: string };
}

/**
 * The refusals of a randomly drawn slot that are not what these tests are about, so another slot is drawn: the
 * seed refuses some dates for some parties (code 4: rejections and closures), asks a card for some (code 5: these
 * tests book without the card step), and a parallel test may have just taken the table (code 9).
 */
export const DRAW_AGAIN = /"code":(4|5|9)\b/;

/** A booking at a random free slot, drawn again on `DRAW_AGAIN` (a few times at most; any other refusal fails). */
export async function bookSomewhere(request: APIRequestContext, email: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const at = slot();
    try {
      return { made: await book(request, email, at), at };
    } catch (error) {
      if (attempt === 4 || !DRAW_AGAIN.test(String(error))) throw error;
    }
  }
  throw new Error('no free slot found');
}

/** The raw messages of a kind addressed to `to`. */
export async function mails(page: Page, to: string, kind: string): Promise<string[]> {
  const res = await page.request.get(`${brandApi}/test/mail-outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { kind: string; raw: string }[])
    .filter((m) => m.kind === kind)
    .map((m) => m.raw);
}

/** The manage link of the confirmation e-mail, as a path on the site. */
export async function manageLinkFromMail(page: Page, email: string): Promise<string> {
  const [raw] = await mails(page, email, 'booking-confirmation');
  const link = /https?:\/\/[^\s"<>]+(\/booking\/manage\/[A-Z0-9-]+\.[A-Za-z0-9_-]{43})/.exec(
    unfold(raw ?? ''),
  );
  expect(link, 'the confirmation e-mail carries the manage link').not.toBeNull();
  return link?.[1] as string;
}

/** The calendar file of the e-mail of a kind (cancel.ics, or booking.ics), parsed with ical.js. */
export async function mailCalendar(page: Page, email: string, kind: string, filename: string) {
  const [raw] = await mails(page, email, kind);
  const part = new RegExp(
    `filename="?${filename.replace('.', '\\.')}"?[\\s\\S]*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+?)\\r?\\n--`,
  ).exec(raw ?? '');
  expect(part, `the ${kind} e-mail carries ${filename}`).not.toBeNull();
  const text = Buffer.from((part?.[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: String(event?.getFirstPropertyValue('uid') ?? ''),
    sequence: event?.getFirstPropertyValue('sequence'),
  };
}

export const cancellationCalendar = (page: Page, email: string) =>
  mailCalendar(page, email, 'booking-cancellation', 'cancel.ics');

/** St Andrews has two tables for a party of 3: two bookings of 3 at one time fill it. */
export const SMALL_STORE = '1026';
export const threeAt = { store: SMALL_STORE, adults: 3 };

/** Two hours and a quarter away from a time (later for an early evening, earlier for a late one). */
export function otherTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const minutes = h * 60 + m + (h >= 19 ? -135 : 135);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A party of 3 and another party of 3 at the same random slot of St Andrews: every table for 3 is then taken
 * at that time. Slots the seed refuses (4) or a parallel test has taken (9) are drawn again, a few times.
 */
export async function fillSmallSlot(request: APIRequestContext, email: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const at = slot();
    try {
      const made = await book(request, email, at, threeAt);
      await book(request, unique('filler'), at, threeAt);
      return { made, at };
    } catch (error) {
      if (attempt === 4 || !DRAW_AGAIN.test(String(error))) throw error;
    }
  }
  throw new Error('no free slot found');
}

export async function cancelOnPage(page: Page, path: string, reason: string) {
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

export async function findBooking(page: Page, reference: string, email: string) {
  await page.goto('/booking/find');
  await page.getByRole('textbox', { name: 'Booking reference' }).fill(reference);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
}
