import {
  BOOKING_MANAGE_PATH,
  BookingErrorCode,
  type BookingRequestInput,
  bookingResponse,
  managedBooking,
  SANDBOX_NONCES,
} from '@fittizia/contract';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeRace } from '../scripts/change-race.ts';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { addCalendarDays, unpadded } from '../src/domains/booking/service/calendar.ts';
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
const SMALL = BOOKING_STORES.small;

describeOnEachDatabase(
  'change a booking',
  {
    clock: CLOCK,
    app: { manageSecret: SECRET, bookingLimits: { perEmail: 0, perPhone: 0, perAddress: 0 } },
  },
  (h) => {
    const rows = <T>(text: string) => h.rows<T>(text);
    const onOrAfter = (days: number, weekday: number) => weekdayOnOrAfter(TODAY, days, weekday);
    const booking = tableBooking;
    const book = async (body: BookingRequestInput) => {
      const res = await h.post(`/api/booking/create/${body.restaurantId}`, body);
      expect(res.status).toBe(200);
      const made = bookingResponse.parse(await res.json());
      return { ...made, token: (made.manageLink ?? '').slice(BOOKING_MANAGE_PATH.length) };
    };
    const change = (token: string, body: unknown) => h.post(`/api/booking/manage/${token}/change`, body);
    const expectCode = expectRefusal;
    /** The booking's row, holds, history and mails: what "exactly as it was" compares. */
    const snapshot = async (reference: string) => ({
      row: await rows(
        `SELECT dining_date::text, dining_time, starts_at, ends_at, adults, children, area_id, ics_sequence, status FROM bookings WHERE reference = '${reference}'`,
      ),
      holds: await rows(
        `SELECT table_id, held::text FROM booking_tables bt JOIN bookings b ON b.id = bt.booking_id WHERE b.reference = '${reference}' ORDER BY table_id`,
      ),
      history: await rows(
        `SELECT event FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = '${reference}' ORDER BY h.id`,
      ),
    });
    const heldTable = async (reference: string) =>
      (
        await rows<{ table_id: string }>(
          `SELECT table_id FROM booking_tables bt JOIN bookings b ON b.id = bt.booking_id WHERE b.reference = '${reference}'`,
        )
      ).map((r) => r.table_id);

    beforeAll(() => {
      configureMail({ logger: h.logger, siteUrl: 'https://www.fittizia.example', now: () => h.clock.now() });
    });
    afterAll(async () => {
      await flushMail();
      configureMail({ logger: h.logger });
    });

    it('moves the booking to another time in one go: the old table is free, the e-mail updates the calendar', async () => {
      h.clock.set(CLOCK);
      const thursday = unpadded(onOrAfter(2, 4));
      const made = await book(booking(CG, thursday, '19:00'));
      const [oldTable] = await heldTable(made.bookingReference);

      const res = await change(made.token, {
        date: onOrAfter(2, 4).iso,
        time: '20:30',
        adults: 3,
        children: 1,
      });
      expect(res.status).toBe(200);
      const changed = managedBooking.parse(await res.json());
      expect(changed).toMatchObject({
        reference: made.bookingReference,
        status: 'confirmed',
        date: onOrAfter(2, 4).iso,
        time: '20:30',
        adults: 3,
        children: 1,
      });
      expect(changed.calendarLink).toContain('time=20%3A30');

      const history = await rows<{ event: string; detail: Record<string, Record<string, unknown>> }>(
        `SELECT event, detail FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = '${made.bookingReference}' ORDER BY h.id`,
      );
      expect(history.map((r) => r.event)).toEqual(['created', 'changed']);
      expect(history[1]?.detail.from).toMatchObject({
        time: '19:00',
        adults: 2,
        children: 0,
        tables: [oldTable],
      });
      expect(history[1]?.detail.to).toMatchObject({ time: '20:30', adults: 3, children: 1 });
      expect(await heldTable(made.bookingReference)).toHaveLength(1);

      // Another diner can book the old time on the old table.
      const other = await book(booking(CG, thursday, '19:00', { emailAddress: 'bea@example.com' }));
      expect(await heldTable(other.bookingReference)).toEqual([oldTable]);

      // The change e-mail: the updated entry, same UID, METHOD:REQUEST, SEQUENCE 1.
      await flushMail();
      const stored = (await h.outbox()).filter((m) => m.raw.includes(made.bookingReference));
      const confirmation = await simpleParser(
        stored.find((m) => m.kind === 'booking-confirmation')?.raw ?? '',
      );
      const changeMail = await simpleParser(stored.find((m) => m.kind === 'booking-change')?.raw ?? '');
      expect(changeMail.text).toContain('Was: ');
      expect(changeMail.html).toContain(
        '<h1 style="font-size:22px;margin:0 0 16px">Your booking has been changed</h1>',
      );
      expect(changeMail.html).toContain(`<a href="https://www.fittizia.example${made.manageLink}">`);
      expect(changeMail.text).toContain(`https://www.fittizia.example${made.manageLink}`);
      // Mail clients read the changed reservation from its schema.org JSON-LD.
      const jsonLd = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(String(changeMail.html))?.[1] ?? 'null',
      );
      expect(jsonLd).toMatchObject({
        '@type': 'FoodEstablishmentReservation',
        reservationNumber: made.bookingReference,
        reservationStatus: 'https://schema.org/ReservationConfirmed',
        modifyReservationUrl: `https://www.fittizia.example${made.manageLink}`,
      });
      const calendar = (attachments: typeof changeMail.attachments) => {
        const parsed = new ICAL.Component(
          ICAL.parse(attachments.find((a) => a.filename === 'booking.ics')?.content.toString('utf8') ?? ''),
        );
        const event = parsed.getFirstSubcomponent('vevent');
        return {
          method: parsed.getFirstPropertyValue('method'),
          uid: event?.getFirstPropertyValue('uid'),
          sequence: event?.getFirstPropertyValue('sequence'),
          start: (event?.getFirstPropertyValue('dtstart') as ICAL.Time | undefined)?.toJSDate().toISOString(),
        };
      };
      const first = calendar(confirmation.attachments);
      expect(calendar(changeMail.attachments)).toEqual({
        method: 'REQUEST',
        uid: first.uid,
        sequence: 1,
        start: changed.startsAt,
      });
    });

    it('a change that finds no table leaves the booking exactly as it was (26)', async () => {
      h.clock.set(CLOCK);
      // St Andrews has two tables for a party of 3: both taken at 19:00.
      const day = unpadded(onOrAfter(2, 5));
      await book(booking(SMALL, day, '19:00', { adultCovers: 3, emailAddress: 'one@example.com' }));
      await book(booking(SMALL, day, '19:00', { adultCovers: 3, emailAddress: 'two@example.com' }));
      const made = await book(booking(SMALL, day, '21:00', { adultCovers: 3 }));
      const before = await snapshot(made.bookingReference);
      await flushMail();
      const mails = (await h.outbox()).length;

      await expectCode(
        await change(made.token, { date: onOrAfter(2, 5).iso, time: '19:00', adults: 3, children: 0 }),
        409,
        BookingErrorCode.ChangeNoTable,
      );
      expect(await snapshot(made.bookingReference)).toEqual(before);
      await flushMail();
      expect((await h.outbox()).length).toBe(mails);

      // A time overlapping its own keeps its table (the old hold does not block the new one).
      const later = await change(made.token, {
        date: onOrAfter(2, 5).iso,
        time: '21:15',
        adults: 3,
        children: 0,
      });
      expect(later.status).toBe(200);
      expect(await heldTable(made.bookingReference)).toEqual(
        before.holds.map((r) => (r as { table_id: string }).table_id),
      );
    });

    it('refuses what a new booking could not be, and changes nothing', async () => {
      h.clock.set(CLOCK);
      const friday = onOrAfter(2, 5);
      const saturday = addCalendarDays(friday, 1);
      const made = await book(booking(CG, unpadded(friday), '19:00'));
      const before = await snapshot(made.bookingReference);
      const to = (over: Record<string, unknown>) => ({
        date: friday.iso,
        time: '19:00',
        adults: 2,
        children: 0,
        ...over,
      });

      await expectCode(await change(made.token, to({})), 422, BookingErrorCode.ChangeUnchanged);
      // Covent Garden needs a card on Saturdays for 6 or more; 10 or more anywhere.
      await expectCode(
        await change(made.token, to({ date: saturday.iso, adults: 6 })),
        422,
        BookingErrorCode.ChangeNeedsCard,
      );
      await expectCode(await change(made.token, to({ adults: 10 })), 422, BookingErrorCode.ChangeNeedsCard);
      // 25 or more is an enquiry there; 16 to 24 cannot be placed online at all (4).
      await expectCode(
        await change(made.token, to({ adults: 25 })),
        422,
        BookingErrorCode.ChangeNeedsEnquiry,
      );
      await expectCode(await change(made.token, to({ adults: 16 })), 422, BookingErrorCode.NoFreeSlot);
      // A time the restaurant does not seat, a day in the past.
      await expectCode(await change(made.token, to({ time: '06:00' })), 422, BookingErrorCode.NoFreeSlot);
      await expectCode(
        await change(made.token, to({ date: addCalendarDays(TODAY, -1).iso })),
        422,
        BookingErrorCode.NoFreeSlot,
      );
      // Bad input is refused naming the field.
      const bad = await change(made.token, to({ time: '19:10' }));
      expect({ status: bad.status, field: ((await bad.json()) as { field?: string }).field }).toEqual({
        status: 400,
        field: 'body.time',
      });
      expect(await snapshot(made.bookingReference)).toEqual(before);

      // Cancelled (24) and past (23) bookings cannot be changed.
      expect((await h.post(`/api/booking/manage/${made.token}/cancel`, {})).status).toBe(200);
      await expectCode(
        await change(made.token, to({ time: '20:00' })),
        409,
        BookingErrorCode.AlreadyCancelled,
      );
      const gone = await book(booking(CG, unpadded(friday), '12:00'));
      const shown = managedBooking.parse(await (await h.request(`/api/booking/manage/${gone.token}`)).json());
      h.clock.set(new Date(shown.startsAt));
      await expectCode(await change(gone.token, to({ time: '20:00' })), 410, BookingErrorCode.BookingPast);
    });

    it('a card-guaranteed booking may move where a card is needed', async () => {
      h.clock.set(CLOCK);
      const saturday = onOrAfter(1, 6);
      const card = await h.post('/api/v1/braintree/submit', {
        Nonce: SANDBOX_NONCES.success[0],
        FirstName: 'Ada',
        LastName: 'Lovelace',
        Email: 'ada@example.com',
      });
      const { data: customerId } = (await card.json()) as { data: string };
      const made = await book(
        booking(CG, unpadded(saturday), '19:00', { adultCovers: 6, braintreeCustomerId: customerId }),
      );
      const res = await change(made.token, { date: saturday.iso, time: '19:00', adults: 7, children: 0 });
      expect(res.status).toBe(200);
      expect(managedBooking.parse(await res.json())).toMatchObject({ adults: 7, cardGuaranteed: true });
    });

    it('changes racing creates for the same tables: never a double booking, never a booking lost', async () => {
      h.clock.set(CLOCK);
      const tally = await changeRace(
        { post: h.post, rows: h.rows },
        { rounds: 20, racers: 4, today: TODAY, stores: [CG, BOOKING_STORES.closedMondays] },
      );
      expect(tally.problems).toEqual([]);
      expect(tally.rounds).toBe(20);
      expect(tally.doubleBookings).toBe(0);
      expect(tally.lost).toBe(0);
      expect(tally.changesWon + tally.changesRefused).toBe(20);
    }, 120_000);
  },
);
