import {
  BOOKING_MANAGE_PATH,
  bookingEventUid,
  bookingResponse,
  managedBooking,
  summaryCalendarEvent,
} from '@fittizia/contract';
import { DEV_CALENDAR_LINK_SECRET, verifiedCalendarQuery } from '@fittizia/contract/calendar-link';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sendDueReminders } from '../src/domains/booking/index.ts';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { unpadded } from '../src/domains/booking/service/calendar.ts';
import { configureMail, flushMail } from '../src/shared/mail/index.ts';
import { describeOnEachDatabase } from './harness.ts';
import { CLOCK, SECRET, TODAY, tableBooking, onOrAfter as weekdayOnOrAfter } from './manage-fixtures.ts';

/*
 * One booking, one summary: the confirmation, reminder and change e-mails list the extras with their prices and
 * total as the confirmation screen does, the manage page gives each extra's price, and every calendar file of
 * the booking (the signed download's event, the confirmation's PUBLISH, the change's REQUEST with a higher
 * SEQUENCE, the cancellation's CANCEL) carries the one UID the contract computes from the reference.
 */

const CG = BOOKING_STORES.flagship;
const HOUR = 3_600_000;

describeOnEachDatabase(
  'the booking summary',
  {
    clock: CLOCK,
    app: { manageSecret: SECRET, bookingLimits: { perEmail: 0, perPhone: 0, perAddress: 0 } },
  },
  (h) => {
    const mailOf = async (kind: string, reference: string) => {
      await flushMail();
      const found = (
        await h.rows<{ raw: string }>(
          `SELECT raw FROM mail_outbox WHERE kind = '${kind}' ORDER BY created_at`,
        )
      ).filter((r) => r.raw.includes(reference));
      expect(found, kind).toHaveLength(1);
      return simpleParser(found[0]?.raw as string);
    };
    const calendarOf = (ics: string) => {
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const event = calendar.getFirstSubcomponent('vevent');
      return {
        method: calendar.getFirstPropertyValue('method'),
        uid: event?.getFirstPropertyValue('uid'),
        sequence: event?.getFirstPropertyValue('sequence'),
      };
    };
    const attached = async (kind: string, reference: string, filename: string) => {
      const mail = await mailOf(kind, reference);
      const file = mail.attachments.find((a) => a.filename === filename);
      expect(file, `${kind} carries ${filename}`).toBeDefined();
      return { mail, calendar: calendarOf(file?.content.toString('utf8') ?? '') };
    };
    const extrasLines = [
      'Extras: 2 × Prosecco on arrival, £13.00; 1 × Antipasti board to share, £14.50',
      'Extras total: £27.50',
    ];
    const listsExtras = (mail: { text?: string | undefined; html?: string | false | undefined }) => {
      for (const line of extrasLines) expect(mail.text).toContain(line);
      expect(mail.html).toContain('2 × Prosecco on arrival, £13.00; 1 × Antipasti board to share, £14.50');
      expect(mail.html).toContain('£27.50');
    };

    beforeAll(() => {
      configureMail({ logger: h.logger, siteUrl: 'https://www.fittizia.example', now: () => h.clock.now() });
    });
    afterAll(async () => {
      await flushMail();
      configureMail({ logger: h.logger });
    });

    it('every e-mail and calendar file of one booking says the same extras, total and event id', async () => {
      h.clock.set(CLOCK);
      const thursday = weekdayOnOrAfter(TODAY, 2, 4);
      const res = await h.post(
        `/api/booking/create/${CG}`,
        tableBooking(CG, unpadded(thursday), '19:00', {
          upsells: [
            { id: 'up-prosecco', quantity: 2 },
            { id: 'up-antipasti', quantity: 1 },
          ],
        }),
      );
      expect(res.status).toBe(200);
      const made = bookingResponse.parse(await res.json());
      const reference = made.bookingReference;
      const uid = bookingEventUid(reference);
      const token = (made.manageLink ?? '').slice(BOOKING_MANAGE_PATH.length);

      // The confirmation: the extras and total, and the calendar entry with the booking's UID.
      const confirmation = await attached('booking-confirmation', reference, 'booking.ics');
      listsExtras(confirmation.mail);
      expect(confirmation.calendar).toEqual({ method: 'PUBLISH', uid, sequence: 0 });

      // The signed download the site serves is the same booking's summary, with the same reference (so UID).
      const query = verifiedCalendarQuery(
        new URLSearchParams((made.calendarLink ?? '').split('?')[1]),
        DEV_CALENDAR_LINK_SECRET,
      );
      expect(query?.get('reference')).toBe(reference);
      const shown = managedBooking.parse(await (await h.request(`/api/booking/manage/${token}`)).json());
      expect(shown.extras).toEqual([
        { name: 'Prosecco on arrival', quantity: 2, price: 13 },
        { name: 'Antipasti board to share', quantity: 1, price: 14.5 },
      ]);
      const event = summaryCalendarEvent({
        reference,
        restaurant: {
          name: shown.restaurant.name,
          addressLines: shown.restaurant.addressLines,
          postcode: shown.restaurant.postcode,
        },
        date: shown.date,
        time: shown.time,
        adults: shown.adults,
        children: shown.children,
        menuName: shown.menuName,
        extras: shown.extras,
      });
      expect(query?.getAll('description')).toEqual(event.description);
      expect(event.description).toContain('Extras total £27.50');

      // The reminder, the day before.
      h.clock.set(new Date(Date.parse(shown.startsAt) - 24 * HOUR + 60_000));
      await sendDueReminders(h.database, {
        now: () => h.clock.now(),
        manageSecret: SECRET,
        logger: h.logger,
      });
      listsExtras(await mailOf('booking-reminder', reference));

      // A change: the extras again, and the same event updated (REQUEST, SEQUENCE 1).
      h.clock.set(CLOCK);
      const changed = await h.post(`/api/booking/manage/${token}/change`, {
        date: thursday.iso,
        time: '20:00',
        adults: 2,
        children: 0,
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      const change = await attached('booking-change', reference, 'booking.ics');
      listsExtras(change.mail);
      expect(change.calendar).toEqual({ method: 'REQUEST', uid, sequence: 1 });

      // The cancellation removes that same event (CANCEL, SEQUENCE 2).
      const cancelled = await h.post(`/api/booking/manage/${token}/cancel`, {});
      expect(cancelled.status).toBe(200);
      const cancellation = await attached('booking-cancellation', reference, 'cancel.ics');
      expect(cancellation.calendar).toEqual({ method: 'CANCEL', uid, sequence: 2 });
    });
  },
);
