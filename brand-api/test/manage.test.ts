import {
  BOOKING_MANAGE_PATH,
  BookingErrorCode,
  type BookingRequestInput,
  bookingFindResponse,
  bookingResponse,
  managedBooking,
  SANDBOX_NONCES,
} from '@fittizia/contract';
import ICAL from 'ical.js';
import { type Attachment, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { unpadded } from '../src/domains/booking/service/calendar.ts';
import { manageToken, verifiedReference } from '../src/domains/booking/service/manage.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import { BOOKING_MANAGE_SECRET_REQUIRED, loadBrandApiConfig } from '../src/shared/config.ts';
import { configureMail, flushMail } from '../src/shared/mail/index.ts';
import { describeOnEachDatabase } from './harness.ts';
import {
  CLOCK,
  expectRefusal,
  SECRET,
  TODAY,
  tableBooking,
  onOrAfter as weekdayOnOrAfter,
} from './manage-fixtures.ts';

const CG = BOOKING_STORES.flagship;

describe('manage links (no database)', () => {
  it('signs the reference for one brand: altered, foreign or unsigned tokens name no booking', () => {
    const token = manageToken(SECRET, DEMO_BRAND_KEY, 'K7QM2XRA');
    expect(verifiedReference(SECRET, DEMO_BRAND_KEY, token)).toBe('K7QM2XRA');
    expect(verifiedReference(SECRET, 'other-brand', token)).toBeUndefined();
    expect(verifiedReference(`${SECRET}x`, DEMO_BRAND_KEY, token)).toBeUndefined();
    expect(verifiedReference(SECRET, DEMO_BRAND_KEY, token.replace('K7QM2XRA', 'K7QM2XRB'))).toBeUndefined();
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(verifiedReference(SECRET, DEMO_BRAND_KEY, flipped)).toBeUndefined();
    expect(verifiedReference(SECRET, DEMO_BRAND_KEY, 'K7QM2XRA')).toBeUndefined();
  });

  it('production refuses to start without its own manage secret; development has an embedded one', () => {
    expect(() => loadBrandApiConfig({ NODE_ENV: 'production' })).toThrow(BOOKING_MANAGE_SECRET_REQUIRED);
    expect(() => loadBrandApiConfig({ NODE_ENV: 'production', BOOKING_MANAGE_SECRET: 'short' })).toThrow(
      /BOOKING_MANAGE_SECRET/,
    );
    expect(
      loadBrandApiConfig({
        NODE_ENV: 'production',
        BOOKING_MANAGE_SECRET: SECRET,
        CALENDAR_LINK_SECRET: 'c'.repeat(32),
        CONTENT_PREVIEW_SECRET: 'p'.repeat(32),
        UNSUBSCRIBE_LINK_SECRET: 'u'.repeat(32),
        PREORDER_LINK_SECRET: 'o'.repeat(32),
        BRAND_KEYS: 'a-brand-of-its-own',
      }).BOOKING_MANAGE_SECRET,
    ).toBe(SECRET);
    expect(loadBrandApiConfig({}).BOOKING_MANAGE_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});

describeOnEachDatabase(
  'manage my booking',
  {
    clock: CLOCK,
    app: { manageSecret: SECRET, bookingLimits: { perEmail: 0, perPhone: 0, perAddress: 0 } },
  },
  (h) => {
    const rows = <T>(text: string) => h.rows<T>(text);
    const get = (path: string) => h.request(path);
    const post = (path: string, body: unknown) => h.post(path, body);
    const onOrAfter = (days: number, weekday: number) => weekdayOnOrAfter(TODAY, days, weekday);
    const booking = (date: string, time: string, over: Partial<BookingRequestInput> = {}) =>
      tableBooking(CG, date, time, {
        emailAddress: 'Ada.Lovelace@example.com',
        specialRequest: 'A quiet corner, please',
        ...over,
      });
    const book = async (body: BookingRequestInput) => {
      const res = await post(`/api/booking/create/${CG}`, body);
      expect(res.status).toBe(200);
      return bookingResponse.parse(await res.json());
    };
    const tokenOf = (manageLink: string | undefined) => (manageLink ?? '').slice(BOOKING_MANAGE_PATH.length);
    const expectCode = expectRefusal;
    /** The one stored mail of a kind naming the reference, parsed. */
    const mailOf = async (mailKind: string, reference: string) => {
      await flushMail();
      const found = (
        await rows<{ raw: string }>(
          `SELECT raw FROM mail_outbox WHERE kind = '${mailKind}' ORDER BY created_at`,
        )
      ).filter((r) => r.raw.includes(reference));
      expect(found).toHaveLength(1);
      return simpleParser(found[0]?.raw as string);
    };
    const calendarOf = (attachments: Attachment[], filename: string) => {
      const ics = attachments.find((a) => a.filename === filename);
      expect(ics).toBeDefined();
      const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') as string));
      const event = calendar.getFirstSubcomponent('vevent');
      return {
        method: calendar.getFirstPropertyValue('method'),
        uid: event?.getFirstPropertyValue('uid'),
        sequence: event?.getFirstPropertyValue('sequence'),
        status: event?.getFirstPropertyValue('status'),
      };
    };

    // The e-mails' links are absolute: the mail outbox is told the site's address (and the harness's clock).
    beforeAll(() => {
      configureMail({ logger: h.logger, siteUrl: 'https://www.fittizia.example', now: () => h.clock.now() });
    });
    afterAll(async () => {
      await flushMail();
      configureMail({ logger: h.logger });
    });

    it('books, opens the link, finds the booking, cancels it and gives its table back', async () => {
      h.clock.set(CLOCK);
      const thursday = onOrAfter(2, 4);
      const made = await book(booking(unpadded(thursday), '19:00'));
      expect(made.confirmationSentTo).toBe('Ada.Lovelace@example.com');
      expect(made.manageLink).toMatch(new RegExp(`^${BOOKING_MANAGE_PATH}${made.bookingReference}\\.`));
      const manage = tokenOf(made.manageLink);

      // The confirmation e-mail carries the same link, absolute.
      const confirmation = await mailOf('booking-confirmation', made.bookingReference);
      expect(confirmation.text).toContain(`https://www.fittizia.example${made.manageLink}`);
      const created = calendarOf(confirmation.attachments, 'booking.ics');

      const shown = managedBooking.parse(await (await get(`/api/booking/manage/${manage}`)).json());
      expect(shown).toMatchObject({
        reference: made.bookingReference,
        status: 'confirmed',
        date: thursday.iso,
        time: '19:00',
        adults: 2,
        children: 0,
        emailAddress: 'Ada.Lovelace@example.com',
        specialRequest: 'A quiet corner, please',
        cardGuaranteed: false,
        cancellationWindowHours: 24,
        lateFrom: null,
        cancelledAt: null,
      });
      expect(shown.calendarLink).toMatch(/^\/booking\/calendar\.ics\?/);
      expect(shown.restaurant.pagePath).toMatch(/^\/restaurants\/[\w-]+\/[\w-]+$/);

      // An altered link names no booking.
      await expectCode(
        await get(`/api/booking/manage/${manage.slice(0, -2)}${manage.endsWith('AA') ? 'BB' : 'AA'}`),
        404,
        BookingErrorCode.ManageLinkInvalid,
      );

      // Find my booking: any case and spaces; a wrong e-mail and an unknown reference answer alike.
      const found = await post('/api/booking/find', {
        reference: ` ${made.bookingReference.toLowerCase()} `,
        emailAddress: 'ada.lovelace@EXAMPLE.com',
      });
      expect(bookingFindResponse.parse(await found.json()).manageToken).toBe(manage);
      const wrongEmail = await post('/api/booking/find', {
        reference: made.bookingReference,
        emailAddress: 'someone.else@example.com',
      });
      const unknown = await post('/api/booking/find', {
        reference: 'ZZZZZZZZ',
        emailAddress: 'Ada.Lovelace@example.com',
      });
      const [wrongBody, unknownBody] = [await wrongEmail.text(), await unknown.text()];
      expect({ status: wrongEmail.status, body: wrongBody }).toEqual({
        status: unknown.status,
        body: unknownBody,
      });
      await expectCode(
        new Response(wrongBody, { status: wrongEmail.status }),
        404,
        BookingErrorCode.BookingNotFound,
      );

      const [{ table_id: heldTable } = { table_id: '' }] = await rows<{ table_id: string }>(
        `SELECT table_id FROM booking_tables bt JOIN bookings b ON b.id = bt.booking_id WHERE b.reference = '${made.bookingReference}'`,
      );
      expect(heldTable).not.toBe('');

      const cancelled = managedBooking.parse(
        await (await post(`/api/booking/manage/${manage}/cancel`, { message: 'Our plans changed.' })).json(),
      );
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        cancelledAt: CLOCK.toISOString(),
        cancelReason: 'Our plans changed.',
        lateCancellation: false,
      });
      expect(cancelled.calendarLink).toBeUndefined();

      // The row stays, its holds are gone, and the history says what happened.
      const [row] = await rows<{ status: string; cancel_reason: string; n: number }>(
        `SELECT status, cancel_reason, (SELECT count(*)::int FROM booking_tables bt WHERE bt.booking_id = b.id) AS n FROM bookings b WHERE reference = '${made.bookingReference}'`,
      );
      expect(row).toEqual({ status: 'cancelled', cancel_reason: 'Our plans changed.', n: 0 });
      const history = await rows<{ event: string; detail: { released?: { tableId: string }[] } }>(
        `SELECT event, detail FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = '${made.bookingReference}' ORDER BY h.id`,
      );
      expect(history.map((h) => h.event)).toEqual(['created', 'cancelled']);
      expect(history[1]?.detail.released?.map((r) => r.tableId)).toEqual([heldTable]);

      // The cancellation e-mail's calendar file cancels the same event.
      const cancellation = await mailOf('booking-cancellation', made.bookingReference);
      expect(cancellation.text).toContain('Our plans changed.');
      const cancelEvent = calendarOf(cancellation.attachments, 'cancel.ics');
      expect(created).toMatchObject({ method: 'PUBLISH', sequence: 0 });
      expect(cancelEvent).toEqual({ method: 'CANCEL', uid: created.uid, sequence: 1, status: 'CANCELLED' });

      // Cancelling twice is refused, and the page says it is cancelled.
      await expectCode(
        await post(`/api/booking/manage/${manage}/cancel`, {}),
        409,
        BookingErrorCode.AlreadyCancelled,
      );
      expect(managedBooking.parse(await (await get(`/api/booking/manage/${manage}`)).json()).status).toBe(
        'cancelled',
      );

      // The same table is bookable again at the same time.
      const again = await book(booking(unpadded(thursday), '19:00', { emailAddress: 'bea@example.com' }));
      const [{ table_id: againTable } = { table_id: '' }] = await rows<{ table_id: string }>(
        `SELECT table_id FROM booking_tables bt JOIN bookings b ON b.id = bt.booking_id WHERE b.reference = '${again.bookingReference}'`,
      );
      expect(againTable).toBe(heldTable);
    });

    it('a card-guaranteed booking shows its window and a cancellation inside it is recorded as late', async () => {
      h.clock.set(CLOCK);
      const saturday = onOrAfter(1, 6);
      const card = await post('/api/v1/braintree/submit', {
        Nonce: SANDBOX_NONCES.success[0],
        FirstName: 'Ada',
        LastName: 'Lovelace',
        Email: 'ada@example.com',
      });
      const { data: customerId } = (await card.json()) as { data: string };
      const made = await book(
        booking(unpadded(saturday), '19:00', { adultCovers: 6, braintreeCustomerId: customerId }),
      );
      const manage = tokenOf(made.manageLink);
      const shown = managedBooking.parse(await (await get(`/api/booking/manage/${manage}`)).json());
      const start = new Date(shown.startsAt).getTime();
      expect(shown).toMatchObject({ cardGuaranteed: true, cancellationWindowHours: 24 });
      expect(shown.lateFrom).toBe(new Date(start - 24 * 3_600_000).toISOString());

      h.clock.set(new Date(start - 3 * 3_600_000));
      const cancelled = managedBooking.parse(
        await (await post(`/api/booking/manage/${manage}/cancel`, {})).json(),
      );
      expect(cancelled).toMatchObject({ status: 'cancelled', lateCancellation: true, cancelReason: null });
      const mail = await mailOf('booking-cancellation', made.bookingReference);
      expect(mail.text).toContain('late cancellation');
      expect(mail.text).toContain('No charge has been taken');
    });

    it('the link stops working once the dining time has come', async () => {
      h.clock.set(CLOCK);
      const made = await book(booking(unpadded(onOrAfter(3, 3)), '12:00'));
      const manage = tokenOf(made.manageLink);
      const shown = managedBooking.parse(await (await get(`/api/booking/manage/${manage}`)).json());
      h.clock.set(new Date(shown.startsAt));
      await expectCode(await get(`/api/booking/manage/${manage}`), 410, BookingErrorCode.BookingPast);
      await expectCode(
        await post(`/api/booking/manage/${manage}/cancel`, {}),
        410,
        BookingErrorCode.BookingPast,
      );
      const [row] = await rows<{ status: string }>(
        `SELECT status FROM bookings WHERE reference = '${made.bookingReference}'`,
      );
      expect(row?.status).toBe('confirmed');
    });
  },
);
