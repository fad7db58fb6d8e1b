import type { AddressInfo } from 'node:net';
import {
  apiErrorBody,
  BOOKING_LIMIT_DEFAULTS,
  BookingErrorCode,
  bookingErrorMessage,
  bookingResponse,
  DINER_ADDRESS_HEADER,
} from '@fittizia/contract';
import { DEV_CALENDAR_LINK_SECRET, verifiedCalendarQuery } from '@fittizia/contract/calendar-link';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookOut, madeUpBooking } from '../scripts/book-out.ts';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { addressKey, emailKey, phoneKey } from '../src/domains/booking/service/limits.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import { describeOnEachDatabase, openThursday } from './harness.ts';

vi.mock('../src/domains/booking/emails.ts', () => ({ sendBookingMail: vi.fn(async () => {}) }));

describe('who asked, as the booking limits compare them (no h.database)', () => {
  it('one inbox is one e-mail: case, spaces and a +tag make no new address', () => {
    expect(emailKey(' Ada.Lovelace+1@Example.COM ')).toBe('ada.lovelace@example.com');
    expect(emailKey('ada.lovelace+anything@example.com')).toBe('ada.lovelace@example.com');
  });
  it('one phone is one number: spaces, dots, +44 and 0044 make no new number', () => {
    for (const p of [
      '07700 900123',
      '07700.900.123',
      '+44 7700 900123',
      '0044 7700 900123',
      '+44 (0)7700 900123',
    ])
      expect(phoneKey(p)).toBe('07700900123');
    expect(phoneKey('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(phoneKey(undefined)).toBeNull();
  });
  it('one address: IPv4 as is (also mapped), IPv6 as its /64, anything else none', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    for (const bad of ['', 'localhost', '203.0.113.7, 10.0.0.1', undefined])
      expect(addressKey(bad)).toBeNull();
  });
});

const CG = BOOKING_STORES.flagship;

describeOnEachDatabase('booking limits', {}, (h) => {
  const date = openThursday();
  const isoDate = (() => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  })();

  const count = async (where: string) =>
    (
      (await h.database.db.execute(
        sql.raw(`SELECT count(*)::int AS n FROM bookings WHERE store_id = '${CG}' AND ${where}`),
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n ?? -1;
  const written = async () =>
    Promise.all(
      ['bookings', 'booking_tables', 'booking_consents'].map(
        async (t) =>
          (
            (await h.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${t}`))) as unknown as {
              rows: { n: number }[];
            }
          ).rows[0]?.n,
      ),
    );

  let n = 0;
  /** A create with a made-up name, e-mail and phone (unless given), from `address` when given. */
  const create = (
    { time, ...over }: { emailAddress?: string; mobilePhoneNumber?: string; time?: string } = {},
    address?: string,
    using = h.app,
  ) => {
    n++;
    const at = time ?? ['12:00', '12:30', '13:00', '13:30', '14:00', '18:00', '18:30'][n % 7] ?? '12:00';
    return using.request(`/api/booking/create/${CG}`, {
      method: 'POST',
      headers: {
        brandKey: DEMO_BRAND_KEY,
        authorization: h.auth.authorization as string,
        'content-type': 'application/json',
        ...(address ? { [DINER_ADDRESS_HEADER]: address } : {}),
      },
      body: JSON.stringify({ ...madeUpBooking(CG, date, at), ...over }),
    });
  };
  const expectLimit = async (res: Response) => {
    expect(res.status).toBe(429);
    const body = apiErrorBody.parse(await res.json());
    expect(body).toEqual({
      message: bookingErrorMessage(BookingErrorCode.BookingLimitReached),
      code: BookingErrorCode.BookingLimitReached,
    });
  };

  it(`booking a restaurant out: one e-mail books at most ${BOOKING_LIMIT_DEFAULTS.perEmail} a restaurant a day, any spelling; past it 429 code 21 and nothing is written`, async () => {
    for (const [i, email] of ['Ada@example.com', 'ada+2@example.com', 'ADA@EXAMPLE.COM'].entries()) {
      expect((await create({ emailAddress: email }, `198.51.100.${i + 1}`)).status).toBe(200);
    }
    const before = await written();
    await expectLimit(await create({ emailAddress: 'ada+spare@example.com' }, '198.51.100.9'));
    expect(await written()).toEqual(before);
    expect(await count(`dining_date = '${isoDate}' AND email_key = 'ada@example.com'`)).toBe(3);
  });

  it(`booking a restaurant out: one phone books at most ${BOOKING_LIMIT_DEFAULTS.perPhone}`, async () => {
    for (const [i, phone] of ['07700900555', '+447700900555', '00447700900555'].entries()) {
      expect((await create({ mobilePhoneNumber: phone }, `198.51.101.${i + 1}`)).status).toBe(200);
    }
    await expectLimit(await create({ mobilePhoneNumber: '+4407700900555' }, '198.51.101.9'));
  });

  it(`booking a restaurant out: one address (the site's X-Diner-Address) holds at most ${BOOKING_LIMIT_DEFAULTS.perAddress} bookings over the booking window, an IPv6 /64 being one`, async () => {
    const perWindow = h.createApp({ bookingLimits: { perAddressPerService: 0 } });
    for (let i = 0; i < BOOKING_LIMIT_DEFAULTS.perAddress - 1; i++) {
      expect((await create({}, `2001:db8:7:7::${i + 1}`, perWindow)).status).toBe(200);
    }
    // Another day counts too: the limit spans the restaurant's whole booking window.
    const later = await perWindow.request(`/api/booking/create/${CG}`, {
      method: 'POST',
      headers: {
        brandKey: DEMO_BRAND_KEY,
        authorization: h.auth.authorization as string,
        'content-type': 'application/json',
        [DINER_ADDRESS_HEADER]: '2001:db8:7:7::99',
      },
      body: JSON.stringify(madeUpBooking(CG, openThursday(40), '12:00')),
    });
    expect(later.status).toBe(200);
    await expectLimit(await create({}, '2001:db8:7:7:ffff::1', perWindow));
    expect((await create({}, '2001:db8:7:8::1', perWindow)).status).toBe(200);
  });

  it("a brand's own limits override the configured ones", async () => {
    await h.database.db.execute(
      sql.raw(`UPDATE brands SET booking_limits = '{"perEmail": 1}' WHERE brand_key = '${DEMO_BRAND_KEY}'`),
    );
    try {
      expect((await create({ emailAddress: 'once@example.com' }, '192.0.2.10')).status).toBe(200);
      await expectLimit(await create({ emailAddress: 'once@example.com' }, '192.0.2.11'));
    } finally {
      await h.database.db.execute(sql.raw('UPDATE brands SET booking_limits = NULL'));
    }
  });

  it(`concurrent creates from one address for one evening are counted one after another: exactly ${BOOKING_LIMIT_DEFAULTS.perAddressPerService} are made`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create({ time: i % 2 ? '19:00' : '19:30' }, '192.0.2.77')),
    );
    const statuses = answers.map((r) => r.status).sort();
    const made = BOOKING_LIMIT_DEFAULTS.perAddressPerService;
    expect(statuses.filter((s) => s === 200)).toHaveLength(made);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - made);
    expect(await count(`dining_date = '${isoDate}' AND diner_address = '192.0.2.77'`)).toBe(made);
  });

  it('booking a restaurant out: scripts/book-out.ts, made-up names from one address over HTTP, holds at most the configured number of tables', async () => {
    const configured = 4;
    const served = h.createApp({ bookingLimits: { perAddress: configured, perAddressPerService: 0 } });
    const server = serve({ fetch: served.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await bookOut({
        url,
        brandKey: DEMO_BRAND_KEY,
        storeId: CG,
        date,
        from: '20:00',
        to: '21:30',
        attempts: 20,
      });
      expect(result.times.length).toBeGreaterThan(1);
      expect(result.made).toBe(configured);
      expect(result.refused).toEqual({
        [`429 code ${BookingErrorCode.BookingLimitReached}`]: 20 - configured,
      });
      // The socket's address counted (no X-Diner-Address was sent).
      expect(await count(`dining_date = '${isoDate}' AND diner_address = '127.0.0.1'`)).toBe(configured);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('calendar.ics builds an event with any text: a confirmed table answers a calendar link signed with the calendar key', async () => {
    const res = await create({ time: '21:30' }, '192.0.2.200');
    expect(res.status).toBe(200);
    const answer = bookingResponse.parse(await res.json());
    const link = new URL(`http://localhost${answer.calendarLink}`);
    expect(link.pathname).toBe('/booking/calendar.ics');
    const query = verifiedCalendarQuery(link.searchParams, DEV_CALENDAR_LINK_SECRET);
    expect(query?.get('reference')).toBe(answer.bookingReference);
    expect(query?.get('date')).toBe(isoDate);
    expect(query?.get('time')).toBe('21:30');
    expect(query?.get('title')).toMatch(/^Table at .*Covent Garden/);
    expect(query?.getAll('description')).toContain(`Booking reference: ${answer.bookingReference}`);
    expect(verifiedCalendarQuery(link.searchParams, `${DEV_CALENDAR_LINK_SECRET}x`)).toBeUndefined();
    // Never signed with the brand key (a brand key is no secret to sign with).
    expect(verifiedCalendarQuery(link.searchParams, DEMO_BRAND_KEY)).toBeUndefined();
  });

  it('limits set to 0 are off (the booking benches and e2e run so)', async () => {
    const open = h.createApp({
      bookingLimits: {
        perEmail: 0,
        perPhone: 0,
        perAddress: 0,
        perAddressPerService: 0,
        standbyPerAddress: 0,
        standbyPerEmail: 0,
      },
    });
    const res = await create(
      { emailAddress: 'ada@example.com', mobilePhoneNumber: '07700900555', time: '21:00' },
      '192.0.2.77',
      open,
    );
    expect(res.status, await res.text()).toBe(200);
  });
});
