import {
  availabilityResponse,
  BookingErrorCode,
  type BookingRequestInput,
  bookingEventUid,
  bookingRequest,
  bookingResponse,
  openingState,
  restaurant as restaurantSchema,
} from '@fittizia/contract';
import ICAL from 'ical.js';
import { type Attachment, simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClosureService } from '../src/domains/booking/index.ts';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { bookingContext } from '../src/domains/booking/service/context.ts';
import { manageToken } from '../src/domains/booking/service/manage.ts';
import { checkBooking } from '../src/domains/booking/service/place.ts';
import { writeBooking } from '../src/domains/booking/service/write.ts';
import { standbyEntries } from '../src/domains/booking/tables.ts';
import { CLOSURE_LABEL } from '../src/domains/restaurants/index.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import { configureMail, flushMail } from '../src/shared/mail/index.ts';
import { describeOnEachDatabase } from './harness.ts';
import { CLOCK, expectRefusal, onOrAfter, SECRET, TODAY, tableBooking } from './manage-fixtures.ts';

const CG = BOOKING_STORES.flagship;
const SITE = 'https://www.fittizia.example';
/** A Thursday three days on (Covent Garden opens 11:30 to 22:30, click-and-collect until 21:30). */
const DAY = onOrAfter(TODAY, 3, 4).iso;
const NEXT_DAY = onOrAfter(TODAY, 4, 5).iso;
/** Closed from 17:00 London time (GMT in November) to midnight. */
const FROM = new Date(`${DAY}T17:00:00Z`);
const TO = new Date(`${NEXT_DAY}T00:00:00Z`);
const REASON = 'a burst water main';

describeOnEachDatabase(
  'restaurant closures',
  {
    clock: CLOCK,
    app: { manageSecret: SECRET, bookingLimits: { perEmail: 0, perPhone: 0, perAddress: 0 } },
  },
  (h) => {
    const closures = () =>
      createClosureService({ database: h.database, logger: h.logger, now: () => h.clock.now() });
    const book = async (date: string, time: string, over: Partial<BookingRequestInput> = {}) => {
      const res = await h.post(`/api/booking/create/${CG}`, tableBooking(CG, date, time, over));
      expect(res.status).toBe(200);
      return bookingResponse.parse(await res.json()).bookingReference;
    };
    const statusOf = async (reference: string) =>
      (
        await h.rows<{ status: string; closure_id: string | null; held: number; reminders: number }>(
          `SELECT status, closure_id::text, (SELECT count(*)::int FROM booking_tables t WHERE t.booking_id = b.id) AS held,
             (SELECT count(*)::int FROM booking_reminders r WHERE r.booking_id = b.id AND r.sent_at IS NULL) AS reminders
           FROM bookings b WHERE reference = '${reference}'`,
        )
      )[0];
    const mailsTo = async (kind: string, needle: string) => {
      await flushMail();
      const rows = await h.rows<{ raw: string }>(`SELECT raw FROM mail_outbox WHERE kind = '${kind}'`);
      return Promise.all(rows.filter((r) => r.raw.includes(needle)).map((r) => simpleParser(r.raw)));
    };
    const calendarOf = (attachments: Attachment[]) => {
      const ics = attachments.find((a) => a.filename === 'cancel.ics');
      const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') as string));
      const event = calendar.getFirstSubcomponent('vevent');
      return {
        method: calendar.getFirstPropertyValue('method'),
        uid: event?.getFirstPropertyValue('uid'),
        status: event?.getFirstPropertyValue('status'),
      };
    };
    const joinStandby = async (date: string, email: string) => {
      const [row] = await h.database.db
        .insert(standbyEntries)
        .values({
          reference: `SB${email.length}${date.slice(-2)}X`.slice(0, 8).padEnd(8, 'Q'),
          brandKey: DEMO_BRAND_KEY,
          storeId: CG,
          occasionId: 'standard',
          diningDate: date,
          windowFrom: '18:00',
          windowTo: '20:00',
          adults: 2,
          firstName: 'Grace',
          lastName: 'Hopper',
          email,
          consentAt: CLOCK,
          joinedAt: CLOCK,
        })
        .returning();
      return row as typeof standbyEntries.$inferSelect;
    };
    const availableTimes = async (date: string, time: string) => {
      const res = await h.post('/api/booking/availability', {
        stores: [{ storeId: CG, miles: 0 }],
        date: `${date}T${time}`,
        adultCovers: 2,
        childrenCovers: 0,
      });
      expect(res.status).toBe(200);
      const [first] = availabilityResponse.parse(await res.json());
      return { exact: first?.exactMatch, times: (first?.timeSlots ?? []).map((s) => s.time) };
    };
    const readRestaurant = async () =>
      restaurantSchema.parse(await (await h.request(`/api/v1/content/restaurant/${CG}`)).json());

    beforeAll(() => {
      configureMail({ logger: h.logger, siteUrl: SITE, now: () => h.clock.now() });
    });
    afterAll(async () => {
      await flushMail();
      configureMail({ logger: h.logger });
    });

    let lunch: string;
    let early: string;
    let late: string;
    let tomorrow: string;

    it('a rollback leaves nothing: no closure, the bookings kept, no mail', async () => {
      lunch = await book(DAY, '12:30', { emailAddress: 'lunch@example.com' });
      early = await book(DAY, '18:00', { emailAddress: 'early@example.com' });
      late = await book(DAY, '19:30', { emailAddress: 'late@example.com', adultCovers: 3 });
      tomorrow = await book(NEXT_DAY, '19:30', { emailAddress: 'tomorrow@example.com' });
      const mails = await h.count('mail_outbox');
      // The change event is written last in the transaction: refusing it undoes everything before.
      await h.rows(`ALTER TABLE change_events ADD CONSTRAINT closure_test_ck CHECK (actor <> 'fails')`);
      try {
        await expect(
          closures().close({ storeId: CG, from: FROM, to: TO, reason: REASON, actor: 'fails' }),
        ).rejects.toThrow();
      } finally {
        await h.rows('ALTER TABLE change_events DROP CONSTRAINT closure_test_ck');
      }
      expect(await h.count('restaurant_closures')).toBe(0);
      expect(await statusOf(early)).toEqual({ status: 'confirmed', closure_id: null, held: 1, reminders: 1 });
      await flushMail();
      expect(await h.count('mail_outbox')).toBe(mails);
    });

    it('cancels the bookings in the period, keeps the others, ends standby and records the change', async () => {
      const waiting = await joinStandby(DAY, 'waiting@example.com');
      const other = await joinStandby(NEXT_DAY, 'other@example.com');
      // Availability is read once before, so the booking engine's configuration is cached.
      expect((await availableTimes(DAY, '19:30')).exact).toBe(true);

      const outcome = await closures().close({
        storeId: CG,
        from: FROM,
        to: TO,
        reason: REASON,
        actor: 'ops:test',
      });
      expect(outcome).toEqual({
        closureId: expect.stringMatching(/^\d+$/),
        created: true,
        cancelledBookings: 2,
        standbyEnded: 1,
      });
      for (const ref of [early, late]) {
        expect(await statusOf(ref)).toEqual({
          status: 'cancelled',
          closure_id: outcome.closureId,
          held: 0,
          reminders: 0,
        });
      }
      for (const ref of [lunch, tomorrow])
        expect(await statusOf(ref)).toMatchObject({ status: 'confirmed', closure_id: null, held: 1 });
      const history = await h.rows<{ event: string; detail: { reason: string } }>(
        `SELECT event, detail FROM booking_history WHERE booking_id = (SELECT id FROM bookings WHERE reference = '${early}') ORDER BY id`,
      );
      expect(history.map((e) => [e.event, e.detail.reason ?? null])).toEqual([
        ['created', null],
        ['cancelled', REASON],
      ]);
      const standby = await h.rows<{ id: number; status: string; closure_id: string | null }>(
        'SELECT id::int, status, closure_id::text FROM standby_entries ORDER BY id',
      );
      expect(standby).toEqual([
        { id: waiting.id, status: 'left', closure_id: outcome.closureId },
        { id: other.id, status: 'waiting', closure_id: null },
      ]);
      const events = await h.rows<{ kind: string; ids: string[]; actor: string }>(
        'SELECT kind, ids, actor FROM change_events ORDER BY id DESC LIMIT 1',
      );
      expect(events).toEqual([{ kind: 'restaurant', ids: [CG], actor: 'ops:test' }]);

      expect(await closures().bookings(outcome.closureId)).toEqual([
        { reference: early, diningAt: `${DAY}T18:00:00.000Z`, partySize: 2, email: 'early@example.com' },
        { reference: late, diningAt: `${DAY}T19:30:00.000Z`, partySize: 3, email: 'late@example.com' },
      ]);
      expect(await closures().bookings('999999')).toBeUndefined();
      expect(await closures().list(CG)).toEqual([
        {
          closureId: outcome.closureId,
          from: FROM.toISOString(),
          to: TO.toISOString(),
          reason: REASON,
          cancelledBookings: 2,
        },
      ]);
    });

    it('e-mails each diner the cancellation: why, METHOD:CANCEL with the same UID, and where else to book', async () => {
      const [mail, ...more] = await mailsTo('booking-cancellation', early);
      expect(more).toHaveLength(0);
      const name = (await readRestaurant()).title;
      const text = (mail?.text ?? '').replace(/\s+/g, ' ');
      expect(text).toContain(
        `We're sorry: ${name} has had to close on Thursday 26 November 2026 because of ${REASON}. Your booking ${early} for 2 at 18:00 is cancelled.`,
      );
      expect(calendarOf(mail?.attachments ?? [])).toEqual({
        method: 'CANCEL',
        uid: bookingEventUid(early),
        status: 'CANCELLED',
      });
      const links = [...text.matchAll(/https:\/\/\S+\/book-now\?\S+/g)].map((m) => new URL(m[0]));
      expect(links.length).toBeGreaterThanOrEqual(1);
      expect(links.length).toBeLessThanOrEqual(3);
      for (const link of links) {
        expect(link.pathname).toMatch(/^\/restaurants\/[^/]+\/[^/]+\/book-now$/);
        expect(link.pathname).not.toContain('covent-garden');
        expect(Object.fromEntries(link.searchParams)).toEqual({
          adults: '2',
          children: '0',
          date: DAY,
          time: '18:00',
        });
      }
      expect(mail?.html).toContain('/book-now?adults=2');

      const [note] = await mailsTo('standby-closed', 'waiting@example.com');
      expect(note?.subject).toContain(name);
      expect(note?.text).toContain(REASON);
      expect(await mailsTo('standby-closed', 'other@example.com')).toHaveLength(0);
    });

    it('a repeated close is the same closure: nothing changes, nothing is sent again', async () => {
      await flushMail();
      const mails = await h.count('mail_outbox');
      const events = await h.count('change_events');
      const outcome = await closures().close({
        storeId: CG,
        from: FROM,
        to: TO,
        reason: REASON,
        actor: 'ops:test',
      });
      expect(outcome).toMatchObject({ created: false, cancelledBookings: 0, standbyEnded: 0 });
      await flushMail();
      expect(await h.count('mail_outbox')).toBe(mails);
      expect(await h.count('change_events')).toBe(events);
      expect(await h.count('restaurant_closures')).toBe(1);
    });

    it('availability offers no time in the period at once, and a booking or a change there is refused', async () => {
      const { exact, times } = await availableTimes(DAY, '19:30');
      expect(exact).toBe(false);
      expect(times.length).toBeGreaterThan(0);
      expect(times.every((t) => t < '17:00')).toBe(true);
      const res = await h.post(
        `/api/booking/create/${CG}`,
        tableBooking(CG, DAY, '19:30', { emailAddress: 'x@example.com' }),
      );
      await expectRefusal(res, 422, BookingErrorCode.NoFreeSlot);
      // Nor can a booking outside the period move into it.
      const moved = await h.post(`/api/booking/manage/${manageToken(SECRET, DEMO_BRAND_KEY, lunch)}/change`, {
        date: DAY,
        time: '19:30',
        adults: 2,
        children: 0,
      });
      await expectRefusal(moved, 422, BookingErrorCode.NoFreeSlot);
      // The next day is untouched.
      expect((await availableTimes(NEXT_DAY, '19:00')).exact).toBe(true);
    });

    it('the restaurant read and the finder show the closure as special hours', async () => {
      const entry = {
        startDate: DAY,
        endDate: DAY,
        openTime: '11:30',
        closeTime: '17:00',
        clickCollectClose: '17:00',
        label: CLOSURE_LABEL,
      };
      const read = await readRestaurant();
      expect(read.specialHours?.at(-1)).toEqual(entry);
      expect(openingState(read, new Date(`${DAY}T16:30:00Z`)).label).toBe('Open until 17:00');
      expect(openingState(read, new Date(`${DAY}T18:00:00Z`)).label).toBe('Closed');
      const all = (await (await h.request('/api/v1/content/search-restaurants/')).json()) as {
        restaurants: { storeId: string; specialHours: unknown[] }[];
      };
      expect(all.restaurants.find((r) => r.storeId === CG)?.specialHours.at(-1)).toEqual(entry);

      // A whole day closed reads as closed all day.
      const week = onOrAfter(TODAY, 10, 4).iso;
      await closures().close({
        storeId: CG,
        from: new Date(`${week}T00:00:00Z`),
        to: new Date(`${onOrAfter(TODAY, 11, 5).iso}T00:00:00Z`),
        reason: 'a private event',
        actor: 'ops:test',
      });
      const closed = (await readRestaurant()).specialHours?.at(-1);
      expect(closed).toEqual({
        ...entry,
        startDate: week,
        endDate: week,
        openTime: null,
        closeTime: null,
        clickCollectClose: null,
      });
      expect((await availableTimes(week, '19:30')).times).toEqual([]);
    });

    it('a booking checked before a closure and written after it is refused in its own transaction', async () => {
      const ctx = bookingContext(h.database, {
        now: () => h.clock.now(),
        logger: h.logger,
        manageSecret: SECRET,
        calendarSecret: SECRET,
      });
      const date = onOrAfter(TODAY, 17, 2).iso;
      const body = bookingRequest.parse(
        tableBooking(CG, date, '19:00', { emailAddress: 'race@example.com' }),
      );
      const draft = await checkBooking(ctx, 'table', CG, body, {
        brandKey: DEMO_BRAND_KEY,
        sessionId: null,
        asker: { emailKey: 'race@example.com', phoneKey: null, address: null },
      });
      await closures().close({
        storeId: CG,
        from: new Date(`${date}T18:00:00Z`),
        to: new Date(`${date}T21:00:00Z`),
        reason: 'a power cut',
        actor: 'ops:test',
      });
      await expect(writeBooking(h.database.db, draft)).rejects.toMatchObject({
        code: BookingErrorCode.NoFreeSlot,
      });
      expect(await h.count('bookings', "email = 'race@example.com'")).toBe(0);
    });
  },
);
