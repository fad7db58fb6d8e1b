import { type BookingRequestInput, bookingResponse } from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { addCalendarDays, isoWeekday } from '../src/domains/booking/service/calendar.ts';
import type { Database } from '../src/shared/database.ts';
import { flushMail } from '../src/shared/mail/index.ts';
import { TODAY } from './manage-fixtures.ts';

/* What the reminder tests share: the restaurant, a booking and its call, and readers of the stored reminders. */

export const CG = BOOKING_STORES.flagship;
export const SITE = 'https://www.fittizia.example';
export const HOUR = 3_600_000;
export const NO_LIMITS = { perEmail: 0, perPhone: 0, perAddress: 0 };

export const onOrAfter = (days: number, weekday: number) => {
  let d = addCalendarDays(TODAY, days);
  while (isoWeekday(d) !== weekday) d = addCalendarDays(d, 1);
  return d;
};

export const booking = (
  date: string,
  time: string,
  email = 'ada.lovelace@example.com',
): BookingRequestInput => ({
  restaurantId: CG,
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: email,
  mobilePhoneNumber: '07700900123',
  diningDateTime: `${date} ${time}`,
  bookingTime: time,
  adultCovers: 2,
  childCovers: 1,
  menuIds: ['bm-a-la-carte'],
  occasionId: 'standard',
});

type Requester = { request(path: string, init: RequestInit): Response | Promise<Response> };

export async function book(app: Requester, auth: Record<string, string>, body: BookingRequestInput) {
  const res = await app.request(`/api/booking/create/${CG}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return bookingResponse.parse(await res.json());
}

export const rowsOf = async <T>(database: Database, text: string): Promise<T[]> =>
  ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

/** The stored reminders naming a reference. */
export async function remindersOf(database: Database, reference: string) {
  await flushMail();
  return (
    await rowsOf<{ raw: string }>(
      database,
      `SELECT raw FROM mail_outbox WHERE kind = 'booking-reminder' ORDER BY created_at`,
    )
  ).filter((r) => r.raw.includes(reference));
}

/** The JSON-LD of an e-mail's HTML, parsed. */
export function jsonLdOf(htmlText: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(htmlText);
  expect(found).not.toBeNull();
  return JSON.parse(found?.[1] as string);
}
