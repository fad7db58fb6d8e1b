import {
  apiErrorBody,
  BOOKING_ATTEND_PATH,
  BOOKING_MANAGE_PATH,
  BookingErrorCode,
  bookingAttendResponse,
  bookingErrorMessage,
} from '@fittizia/contract';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ReminderQueue, sendDueReminders, startReminderQueue } from '../src/domains/booking/index.ts';
import { addCalendarDays, unpadded } from '../src/domains/booking/service/calendar.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import { configureMail, flushMail } from '../src/shared/mail/index.ts';
import { describeOnEachDatabase, type Harness } from './harness.ts';
import { CLOCK, SECRET, TODAY } from './manage-fixtures.ts';
import {
  book,
  booking,
  CG,
  HOUR,
  jsonLdOf,
  NO_LIMITS,
  onOrAfter,
  remindersOf,
  SITE,
} from './reminder-fixtures.ts';

/*
 * Booking reminders: scheduled on a booking, sent by a sweep the pg-boss queue runs once the brand
 * API's clock has passed their time (a restart and two instances on one database: reminders-restart.test.ts).
 */

describeOnEachDatabase(
  'booking reminders',
  { clock: CLOCK, app: { manageSecret: SECRET, bookingLimits: NO_LIMITS } },
  (h: Harness) => {
    let queue: ReminderQueue;
    const sweepOptions = () => ({ now: () => h.clock.now(), manageSecret: SECRET, logger: h.logger });
    beforeAll(async () => {
      configureMail({ logger: h.logger, siteUrl: SITE, now: () => h.clock.now() });
      queue = await startReminderQueue(h.database, { ...sweepOptions(), pollingIntervalSeconds: 0.5 });
    }, 60_000);
    afterAll(async () => {
      await queue?.stop();
      await flushMail();
      configureMail({ logger: h.logger });
    });
    const dueOf = async (reference: string) =>
      (
        await h.rows<{ due_at: Date | string; sent_at: Date | string | null }>(
          `SELECT r.due_at, r.sent_at FROM booking_reminders r JOIN bookings b ON b.id = r.booking_id WHERE b.reference = '${reference}'`,
        )
      )[0];
    const historyOf = async (reference: string) =>
      (
        await h.rows<{ event: string }>(
          `SELECT h.event FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = '${reference}' ORDER BY h.id`,
        )
      ).map((r) => r.event);

    it('sends the reminder once the clock passes its time, once, with its links and JSON-LD', async () => {
      h.clock.set(CLOCK);
      const thursday = onOrAfter(2, 4);
      const made = await book(h.app, h.auth, booking(unpadded(thursday), '19:00'));
      const start = new Date(
        (
          await h.rows<{ s: string }>(
            `SELECT starts_at::text AS s FROM bookings WHERE reference = '${made.bookingReference}'`,
          )
        )[0]?.s as string,
      );
      const due = await dueOf(made.bookingReference);
      expect(new Date(due?.due_at as string).getTime()).toBe(start.getTime() - 24 * HOUR);
      expect(due?.sent_at).toBeNull();

      // A minute before it is due, a sweep sends nothing.
      h.clock.set(new Date(start.getTime() - 24 * HOUR - 60_000));
      await queue.sweepNow();
      expect(await remindersOf(h.database, made.bookingReference)).toHaveLength(0);

      // Once due, the queue's sweep sends it; more sweeps send nothing more.
      h.clock.advance(2 * 60_000);
      await queue.sweepNow();
      await queue.sweepNow();
      expect(await sendDueReminders(h.database, sweepOptions())).toBe(0);
      const sent = await remindersOf(h.database, made.bookingReference);
      expect(sent).toHaveLength(1);
      expect(await historyOf(made.bookingReference)).toEqual(['created', 'reminded']);

      const mail = await simpleParser(sent[0]?.raw as string);
      const manage = `${SITE}${made.manageLink}`;
      const token = (made.manageLink ?? '').slice(BOOKING_MANAGE_PATH.length);
      expect(mail.subject).toMatch(/^Reminder: .+ at 19:00$/);
      expect(mail.text).toContain(`I'll be there: ${SITE}${BOOKING_ATTEND_PATH}${token}`);
      expect(mail.text).toContain(`Cancel my booking: ${manage}?step=cancel`);
      const links = [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(links).toEqual(
        expect.arrayContaining([`${SITE}${BOOKING_ATTEND_PATH}${token}`, `${manage}?step=cancel`, manage]),
      );
      const ld = jsonLdOf(String(mail.html));
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'FoodEstablishmentReservation',
        reservationNumber: made.bookingReference,
        reservationStatus: 'https://schema.org/ReservationConfirmed',
        partySize: 3,
        modifyReservationUrl: manage,
        reservationFor: { '@type': 'FoodEstablishment', address: { addressCountry: 'GB' } },
      });
      // London wall-clock time with its offset (GMT in November), the same instant as the booking.
      expect(ld.startTime).toBe(`${thursday.iso}T19:00:00+00:00`);
      expect(new Date(ld.startTime as string).getTime()).toBe(start.getTime());
    });

    it('puts the JSON-LD in the confirmation e-mail, with the restaurant as reservationFor', async () => {
      h.clock.set(CLOCK);
      const friday = onOrAfter(2, 5);
      const made = await book(h.app, h.auth, booking(unpadded(friday), '18:30', 'grace.hopper@example.com'));
      await flushMail();
      const [stored] = (
        await h.rows<{ raw: string }>(`SELECT raw FROM mail_outbox WHERE kind = 'booking-confirmation'`)
      ).filter((r) => r.raw.includes(made.bookingReference));
      const mail = await simpleParser(stored?.raw as string);
      const ld = jsonLdOf(String(mail.html));
      const restaurant = (
        await h.rows<{ title: string; postcode: string }>(
          `SELECT title, postcode FROM restaurants WHERE store_id = '${CG}'`,
        )
      )[0];
      expect(ld).toMatchObject({
        '@type': 'FoodEstablishmentReservation',
        reservationNumber: made.bookingReference,
        reservationStatus: 'https://schema.org/ReservationConfirmed',
        partySize: 3,
        startTime: `${friday.iso}T18:30:00+00:00`,
        modifyReservationUrl: `${SITE}${made.manageLink}`,
        underName: { '@type': 'Person', name: 'Ada Lovelace' },
        reservationFor: {
          '@type': 'FoodEstablishment',
          name: restaurant?.title,
          address: { '@type': 'PostalAddress', postalCode: restaurant?.postcode },
        },
      });
    });

    it('gives no reminder to a booking made inside the window, and cancelling removes one', async () => {
      // At 14:00, tomorrow at 12:00 is 22 hours away: inside the 24-hour window, no reminder.
      h.clock.set(new Date(CLOCK.getTime() + 4 * HOUR));
      const tomorrow = addCalendarDays(TODAY, 1);
      const soon = await book(h.app, h.auth, booking(unpadded(tomorrow), '12:00', 'soon@example.com'));
      expect(await dueOf(soon.bookingReference)).toBeUndefined();

      const later = await book(
        h.app,
        h.auth,
        booking(unpadded(onOrAfter(3, 6)), '13:00', 'later@example.com'),
      );
      expect(await dueOf(later.bookingReference)).toBeDefined();
      const token = (later.manageLink ?? '').slice(BOOKING_MANAGE_PATH.length);
      const cancelled = await h.post(`/api/booking/manage/${token}/cancel`, {});
      expect(cancelled.status).toBe(200);
      expect(await dueOf(later.bookingReference)).toBeUndefined();
      h.clock.set(new Date(CLOCK.getTime() + 10 * 24 * HOUR));
      await queue.sweepNow();
      expect(await remindersOf(h.database, later.bookingReference)).toHaveLength(0);
      expect(await remindersOf(h.database, soon.bookingReference)).toHaveLength(0);
    });

    it('a change moves the reminder with the booking (due 24 hours before the new time)', async () => {
      h.clock.set(CLOCK);
      const day = onOrAfter(4, 5);
      const made = await book(h.app, h.auth, booking(unpadded(day), '19:00', 'moved@example.com'));
      const before = await dueOf(made.bookingReference);
      expect(before).toBeDefined();
      const token = (made.manageLink ?? '').slice(BOOKING_MANAGE_PATH.length);
      const later = addCalendarDays(day, 7);
      const changed = await h.post(`/api/booking/manage/${token}/change`, {
        date: later.iso,
        time: '19:00',
        adults: 2,
        children: 1,
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      const after = await dueOf(made.bookingReference);
      expect(new Date(after?.due_at ?? 0).getTime() - new Date(before?.due_at ?? 0).getTime()).toBe(
        7 * 24 * HOUR,
      );
      expect(after?.sent_at).toBeNull();
    });

    it('records "I\'ll be there" once, and refuses it for a cancelled booking (24)', async () => {
      h.clock.set(CLOCK);
      const made = await book(
        h.app,
        h.auth,
        booking(unpadded(onOrAfter(3, 5)), '19:30', 'attend@example.com'),
      );
      const token = (made.manageLink ?? '').slice(BOOKING_MANAGE_PATH.length);
      const first = await h.post(`/api/booking/manage/${token}/attend`, {});
      expect(first.status).toBe(200);
      const answer = bookingAttendResponse.parse(await first.json());
      expect(answer.confirmedAt).toBe(CLOCK.toISOString());
      expect(answer.booking).toMatchObject({ reference: made.bookingReference, status: 'confirmed' });
      h.clock.advance(HOUR);
      const again = bookingAttendResponse.parse(
        await (await h.post(`/api/booking/manage/${token}/attend`, {})).json(),
      );
      expect(again.confirmedAt).toBe(CLOCK.toISOString());
      expect(await historyOf(made.bookingReference)).toEqual(['created', 'confirmed-by-diner']);

      // Anything in the body is refused (400) and changes nothing; an altered link is 22.
      expect((await h.post(`/api/booking/manage/${token}/attend`, { going: true })).status).toBe(400);
      const altered = await h.post(
        `/api/booking/manage/${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}/attend`,
        {},
      );
      expect(apiErrorBody.parse(await altered.json()).code).toBe(BookingErrorCode.ManageLinkInvalid);

      expect((await h.post(`/api/booking/manage/${token}/cancel`, {})).status).toBe(200);
      const refused = await h.post(`/api/booking/manage/${token}/attend`, {});
      expect(apiErrorBody.parse(await refused.json())).toEqual({
        code: BookingErrorCode.AlreadyCancelled,
        message: bookingErrorMessage(BookingErrorCode.AlreadyCancelled),
      });
      expect(await historyOf(made.bookingReference)).toEqual(['created', 'confirmed-by-diner', 'cancelled']);
    });

    it("follows the brand's own hours: 48 sends two days before, 0 sends none", async () => {
      h.clock.set(CLOCK);
      try {
        await h.database.exec(
          `UPDATE brands SET reminder_hours_before = 48 WHERE brand_key = '${DEMO_BRAND_KEY}'`,
        );
        const made = await book(
          h.app,
          h.auth,
          booking(unpadded(onOrAfter(4, 7)), '12:30', 'early@example.com'),
        );
        const start = (
          await h.rows<{ s: string }>(
            `SELECT starts_at::text AS s FROM bookings WHERE reference = '${made.bookingReference}'`,
          )
        )[0]?.s as string;
        expect(new Date((await dueOf(made.bookingReference))?.due_at as string).getTime()).toBe(
          new Date(start).getTime() - 48 * HOUR,
        );
        await h.database.exec(
          `UPDATE brands SET reminder_hours_before = 0 WHERE brand_key = '${DEMO_BRAND_KEY}'`,
        );
        const none = await book(
          h.app,
          h.auth,
          booking(unpadded(onOrAfter(4, 7)), '13:30', 'none@example.com'),
        );
        expect(await dueOf(none.bookingReference)).toBeUndefined();
        await expect(
          h.database.exec(
            `UPDATE brands SET reminder_hours_before = -1 WHERE brand_key = '${DEMO_BRAND_KEY}'`,
          ),
        ).rejects.toThrow();
      } finally {
        await h.database.exec(
          `UPDATE brands SET reminder_hours_before = 24 WHERE brand_key = '${DEMO_BRAND_KEY}'`,
        );
      }
    });
  },
);
