import {
  apiErrorBody,
  BOOKING_MANAGE_PATH,
  BookingErrorCode,
  type BookingRequestInput,
  bookingErrorMessage,
  bookingResponse,
  STANDBY_HOLD_MINUTES,
  STANDBY_PATH,
  type StandbyJoinRequestInput,
  standbyEntry,
} from '@fittizia/contract';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { standbyContext } from '../src/domains/booking/emails/standby-mail.ts';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { addCalendarDays, isoWeekday, unpadded } from '../src/domains/booking/service/calendar.ts';
import { BookingConfig } from '../src/domains/booking/service/config.ts';
import { expireStandbyOffers } from '../src/domains/booking/service/standby-offers.ts';
import { configureMail, flushMail } from '../src/shared/mail/index.ts';
import { describeOnEachDatabase } from './harness.ts';
import { CLOCK, SECRET, TODAY } from './manage-fixtures.ts';

const CG = BOOKING_STORES.flagship;
const HOLD_MS = STANDBY_HOLD_MINUTES * 60_000;

describeOnEachDatabase(
  'standby list',
  {
    clock: CLOCK,
    app: { manageSecret: SECRET, bookingLimits: { perEmail: 0, perPhone: 0, perAddress: 0 } },
  },
  (h) => {
    const post = (path: string, body: unknown) => h.post(path, body);
    const thursday = (weeks: number) => {
      let d = addCalendarDays(TODAY, 2 + weeks * 7);
      while (isoWeekday(d) !== 4) d = addCalendarDays(d, 1);
      return d;
    };
    /** A party of five at 19:00: Covent Garden has two tables for 4 to 6, so two such bookings fill the time. */
    const booking = (date: string, email: string): BookingRequestInput => ({
      restaurantId: CG,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: email,
      diningDateTime: `${date} 19:00`,
      bookingTime: '19:00',
      adultCovers: 5,
      childCovers: 0,
      menuIds: ['bm-a-la-carte'],
      occasionId: 'standard',
    });
    const book = async (date: string, email: string) => {
      const res = await post(`/api/booking/create/${CG}`, booking(date, email));
      expect(res.status).toBe(200);
      return bookingResponse.parse(await res.json());
    };
    const join = (date: string, email: string, over: Partial<StandbyJoinRequestInput> = {}) =>
      post(`/api/booking/standby/join/${CG}`, {
        date,
        windowFrom: '19:00',
        windowTo: '19:30',
        adultCovers: 5,
        childCovers: 0,
        firstName: 'Grace',
        lastName: 'Hopper',
        emailAddress: email,
        consent: true,
        ...over,
      } satisfies StandbyJoinRequestInput);
    const joined = async (date: string, email: string) => {
      const res = await join(date, email);
      expect(res.status).toBe(200);
      return standbyEntry.parse(await res.json());
    };
    const tokenOf = (link: string) => link.slice(STANDBY_PATH.length);
    const view = async (link: string) =>
      standbyEntry.parse(await (await h.request(`/api/booking/standby/${tokenOf(link)}`)).json());
    const claim = (link: string) => post(`/api/booking/standby/${tokenOf(link)}/claim`, {});
    const cancel = (manageLink: string | undefined) =>
      post(`/api/booking/manage/${(manageLink ?? '').slice(BOOKING_MANAGE_PATH.length)}/cancel`, {});
    const expectCode = async (res: Response, status: number, code: number) => {
      const body = apiErrorBody.parse(await res.json());
      expect({ status: res.status, code: body.code, message: body.message }).toEqual({
        status,
        code,
        message: bookingErrorMessage(code),
      });
    };
    /** The stored mails of a kind sent to an address, parsed. */
    const mails = async (kind: string, to: string) => {
      await flushMail();
      const rows = (await h.outbox(kind)).filter((m) => m.raw.includes(to));
      return Promise.all(rows.map((m) => simpleParser(m.raw)));
    };
    const standbyHolds = () => h.count('booking_tables', 'standby_id IS NOT NULL');
    const ctx = () =>
      standbyContext(h.database, {
        config: new BookingConfig(h.database.db),
        secret: SECRET,
        now: () => h.clock.now(),
        logger: h.logger,
      });

    beforeAll(() => {
      configureMail({ logger: h.logger, siteUrl: 'https://www.fittizia.example', now: () => h.clock.now() });
    });
    afterAll(async () => {
      await flushMail();
      configureMail({ logger: h.logger });
    });

    it('a full time: the first in line is offered the freed table, held, and books it', async () => {
      h.clock.set(CLOCK);
      const day = unpadded(thursday(0));
      const iso = thursday(0).iso;
      const first = await book(day, 'first@example.com');
      await book(day, 'second@example.com');

      // No table is free at 19:00 for five: the diners join the list, first come, first served.
      const grace = await joined(iso, 'grace@example.com');
      expect(grace).toMatchObject({ status: 'waiting', position: 1, offer: null, booking: null });
      h.clock.advance(1000);
      const alan = await joined(iso, 'alan@example.com');
      expect(alan.position).toBe(2);
      // The joined e-mail carries the link to leave the list.
      const [joinedMail] = await mails('standby-joined', 'grace@example.com');
      expect(joinedMail?.text).toContain(`https://www.fittizia.example${grace.standbyLink}`);
      // The same e-mail twice for that date is refused; a window with a free table is refused: book it instead.
      await expectCode(await join(iso, 'GRACE@example.com'), 409, BookingErrorCode.StandbyAlreadyJoined);
      await expectCode(
        await join(iso, 'lin@example.com', { windowFrom: '12:00', windowTo: '13:00' }),
        409,
        BookingErrorCode.StandbyTableFree,
      );
      // Nothing to claim yet.
      await expectCode(await claim(grace.standbyLink), 409, BookingErrorCode.StandbyNothingToClaim);

      // A cancellation frees a table: Grace, first in line, is offered 19:00 and the table is held for her.
      expect((await cancel(first.manageLink)).status).toBe(200);
      const offered = await view(grace.standbyLink);
      expect(offered).toMatchObject({ status: 'offered', position: null });
      expect(offered.offer).toEqual({
        time: '19:00',
        expiresAt: new Date(h.clock.now().getTime() + HOLD_MS).toISOString(),
      });
      expect((await view(alan.standbyLink)).status).toBe('waiting');
      expect(await standbyHolds()).toBe(1);
      const [offerMail] = await mails('standby-offer', 'grace@example.com');
      expect(offerMail?.subject).toMatch(/^A table is free: .+ at 19:00$/);
      expect(offerMail?.text).toContain(`https://www.fittizia.example${grace.standbyLink}`);

      // The exclusion constraint counts the hold: nobody else can book the table meanwhile.
      const other = await post(`/api/booking/create/${CG}`, booking(day, 'other@example.com'));
      expect(other.status).toBe(409);

      // Claimed within the hold: a normal booking of the held table, with its confirmation and manage link.
      h.clock.advance(HOLD_MS - 60_000);
      const [{ table_id: heldTable } = { table_id: '' }] = await h.rows<{ table_id: string }>(
        'SELECT table_id FROM booking_tables WHERE standby_id IS NOT NULL',
      );
      const res = await claim(grace.standbyLink);
      expect(res.status).toBe(200);
      const booked = standbyEntry.parse(await res.json());
      expect(booked).toMatchObject({ status: 'booked', offer: null });
      expect(booked.booking?.manageLink).toMatch(
        new RegExp(`^${BOOKING_MANAGE_PATH}${booked.booking?.reference}\\.`),
      );
      const [made] = await h.rows<{ status: string; email: string; adults: number; table_id: string }>(
        `SELECT b.status, b.email, b.adults, bt.table_id FROM bookings b JOIN booking_tables bt ON bt.booking_id = b.id WHERE b.reference = '${booked.booking?.reference}'`,
      );
      expect(made).toEqual({
        status: 'confirmed',
        email: 'grace@example.com',
        adults: 5,
        table_id: heldTable,
      });
      expect(await standbyHolds()).toBe(0);
      expect(await mails('booking-confirmation', 'grace@example.com')).toHaveLength(1);
      // Claiming again answers the same booking.
      const again = standbyEntry.parse(await (await claim(grace.standbyLink)).json());
      expect(again.booking).toEqual(booked.booking);
      // Alan is still waiting, now first in line.
      expect(await view(alan.standbyLink)).toMatchObject({ status: 'waiting', position: 1 });
    });

    it('an offer left 10 minutes passes to the next diner, and the hold is released when nobody else fits', async () => {
      h.clock.set(CLOCK);
      const day = unpadded(thursday(1));
      const iso = thursday(1).iso;
      const first = await book(day, 'first@example.com');
      await book(day, 'second@example.com');
      const ada = await joined(iso, 'ada.b@example.com');
      h.clock.advance(1000);
      const bea = await joined(iso, 'bea@example.com');
      expect((await cancel(first.manageLink)).status).toBe(200);
      expect((await view(ada.standbyLink)).status).toBe('offered');

      // Just before the hold ends nothing expires; at ten minutes the offer passes to the next in line.
      h.clock.advance(HOLD_MS - 1);
      expect(await expireStandbyOffers(ctx(), h.clock.now())).toHaveLength(0);
      h.clock.advance(1);
      const expired = await expireStandbyOffers(ctx(), h.clock.now());
      expect(expired.map((e) => e.email)).toEqual(['ada.b@example.com']);
      expect(await standbyHolds()).toBe(1);
      expect(await view(bea.standbyLink)).toMatchObject({ status: 'offered', offer: { time: '19:00' } });
      expect(await mails('standby-offer', 'bea@example.com')).toHaveLength(1);
      await expectCode(await claim(ada.standbyLink), 410, BookingErrorCode.StandbyOfferExpired);
      expect((await view(ada.standbyLink)).status).toBe('expired');

      // Bea lets it pass too: nobody else is waiting, so the hold is released and the table is bookable again.
      h.clock.advance(HOLD_MS);
      // Lazy expiry: reading an entry expires what is due first.
      expect((await view(bea.standbyLink)).status).toBe('expired');
      expect(await standbyHolds()).toBe(0);
      await book(day, 'walk.in@example.com');
    });

    it('a change that moves a booking off a full time offers its freed table too', async () => {
      h.clock.set(CLOCK);
      const day = unpadded(thursday(3));
      const iso = thursday(3).iso;
      const first = await book(day, 'first@example.com');
      await book(day, 'second@example.com');
      const fay = await joined(iso, 'fay@example.com');
      const token = (first.manageLink ?? '').slice(BOOKING_MANAGE_PATH.length);
      // Moved to lunch the same day: the 19:00 table is free, and Fay, first in line, is offered it.
      const moved = await post(`/api/booking/manage/${token}/change`, {
        date: iso,
        time: '12:30',
        adults: 5,
        children: 0,
      });
      expect(moved.status).toBe(200);
      expect(await view(fay.standbyLink)).toMatchObject({ status: 'offered', offer: { time: '19:00' } });
      expect(await standbyHolds()).toBe(1);
    });

    it('a diner leaves by the link: a held table passes on; bad links and bad input change nothing', async () => {
      h.clock.set(CLOCK);
      const day = unpadded(thursday(2));
      const iso = thursday(2).iso;
      const first = await book(day, 'first@example.com');
      await book(day, 'second@example.com');
      const cleo = await joined(iso, 'cleo@example.com');
      h.clock.advance(1000);
      const dan = await joined(iso, 'dan@example.com');
      expect((await cancel(first.manageLink)).status).toBe(200);
      expect((await view(cleo.standbyLink)).status).toBe('offered');

      const leave = (link: string) => post(`/api/booking/standby/${tokenOf(link)}/leave`, {});
      const left = standbyEntry.parse(await (await leave(cleo.standbyLink)).json());
      expect(left.status).toBe('left');
      expect((await view(dan.standbyLink)).status).toBe('offered');
      // Leaving twice changes nothing; claiming after leaving is refused.
      expect(standbyEntry.parse(await (await leave(cleo.standbyLink)).json()).status).toBe('left');
      await expectCode(await claim(cleo.standbyLink), 409, BookingErrorCode.StandbyNothingToClaim);

      // An altered link names no entry.
      const token = tokenOf(dan.standbyLink);
      const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      await expectCode(
        await h.request(`/api/booking/standby/${altered}`),
        404,
        BookingErrorCode.StandbyLinkInvalid,
      );
      // Bad input is a 400 naming the field, and nothing is written.
      const before = await h.count('standby_entries');
      const refused = async (res: Response) => ({ status: res.status, field: (await res.json()).field });
      expect(await refused(await join(iso, 'eve@example.com', { consent: false as never }))).toEqual({
        status: 400,
        field: 'body.consent',
      });
      expect(
        await refused(await join(iso, 'eve@example.com', { windowFrom: '20:00', windowTo: '19:00' })),
      ).toEqual({
        status: 400,
        field: 'body.windowTo',
      });
      expect(await refused(await join(iso, 'eve@example.com', { windowFrom: '19:10' }))).toEqual({
        status: 400,
        field: 'body.windowFrom',
      });
      expect(
        await refused(await join(iso, 'eve@example.com', { windowFrom: '03:00', windowTo: '04:00' })),
      ).toEqual({
        status: 400,
        field: 'body.windowFrom',
      });
      expect(await h.count('standby_entries')).toBe(before);
    });
  },
);
