import { randomUUID } from 'node:crypto';
import { BOOKING_STORES, bookingEstate } from '../../brand-api/src/domains/booking/seed.ts';
import {
  addCalendarDays,
  parseDate,
  unpadded,
} from '../../brand-api/src/domains/booking/service/calendar.ts';
import type { Database } from '../../brand-api/src/shared/database.ts';
import { FORM_CHECK_HEADERS } from '../../contract/src/constants.ts';
import { londonToday } from '../../contract/src/opening.ts';

/* Diners booking through a site process as a browser does, and what the cases read from the database. */

/** Restaurants with the standard floor plan: two tables for 4 to 6 (a party of 5 fits no other). */
export const RACE_STORES = bookingEstate()
  .filter(
    (e) =>
      e.settings.mode === 'online' &&
      e.tables.filter((t) => t.minSeats === 4 && t.maxSeats === 6).length === 2,
  )
  .filter((e) => !e.site.flags.has('P') && !e.site.flags.has('H') && e.site.storeId !== BOOKING_STORES.small)
  .map((e) => e.site.storeId);

/** A day `days` ahead of London's today, as the booking calls write it (unpadded). */
export const dayAhead = (days: number) => addCalendarDays(parseDate(londonToday()), days);

export function bookingBody(storeId: string, date: string, time: string, adults: number, email: string) {
  return {
    restaurantId: storeId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: email,
    mobilePhoneNumber: '07700900123',
    diningDateTime: `${date} ${time}`,
    bookingTime: time,
    adultCovers: adults,
    childCovers: 0,
    menuIds: ['bm-a-la-carte'],
    occasionId: 'standard',
    // Some dates need a card guarantee: every diner here has one.
    braintreeCustomerId: 'instances-card-customer',
  };
}

export interface Answer {
  status: number;
  code?: number;
  bookingReference?: string;
}

/**
 * One diner's booking through a site: the form's "started" token (`/form-started.json`, with the session cookie
 * it sets), then the create through the site's `/api`, from an address of its own (the test is the reverse proxy).
 */
export async function bookThroughSite(site: string, address: string, body: unknown): Promise<Answer> {
  const started = await fetch(`${site}/form-started.json`, { headers: { 'x-forwarded-for': address } });
  const { token } = (await started.json()) as { token: string };
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const storeId = (body as { restaurantId: string }).restaurantId;
  const res = await fetch(`${site}/api/booking/create/${storeId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: site,
      cookie,
      'x-forwarded-for': address,
      'idempotency-key': randomUUID(),
      [FORM_CHECK_HEADERS.started]: token,
      [FORM_CHECK_HEADERS.trap]: '',
    },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code?: number; bookingReference?: string };
  return { status: res.status, code: answer.code, bookingReference: answer.bookingReference };
}

/** A date and restaurant where a party of 5 can book at `time` through `site`: its first booking, made. */
export async function firstOfTwoTables(site: string, time: string) {
  for (let days = 3; days < 40; days++) {
    for (const storeId of RACE_STORES.slice(0, 4)) {
      const day = dayAhead(days);
      const date = unpadded(day);
      const answer = await bookThroughSite(
        site,
        '198.51.100.1',
        bookingBody(storeId, date, time, 5, `first-${days}-${storeId}@instances.example`),
      );
      if (answer.status === 200)
        return { storeId, date, iso: day.iso, reference: answer.bookingReference as string };
    }
  }
  throw new Error('no restaurant took a first party of 5 in the next weeks');
}

/** The rows of a query, through the PostgreSQL pool under the database's drizzle handle. */
export const rows = async <T>(database: Database, text: string): Promise<T[]> => {
  const pool = (database.db as unknown as { $client: { query(text: string): Promise<{ rows: T[] }> } })
    .$client;
  return (await pool.query(text)).rows;
};

/** Pairs of holds of one table that overlap in time: a double booking each. */
export async function doubleBookings(database: Database): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database,
    `SELECT count(*)::int AS n FROM booking_tables x JOIN booking_tables y
       ON x.table_id = y.table_id AND x.booking_id < y.booking_id AND x.held && y.held`,
  );
  return row?.n ?? -1;
}
