import {
  BOOKING_MESSAGES,
  BookingErrorCode,
  bookingErrorMessage,
  CLOSED_DAY_MESSAGE,
  TABLE_SEARCH_MAX_CANDIDATES,
  TABLE_SEARCH_MESSAGES,
  type TableSearchResponse,
} from '@fittizia/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BOOKING_STORES, REJECTION_MESSAGES } from '../src/domains/booking/seed.ts';
import { setOperatorSpecialHours, storeClosure } from '../src/domains/restaurants/index.ts';
import { flushMail } from '../src/shared/mail/index.ts';
import { rowCounts } from '../src/shared/row-counts.ts';
import { describeOnEachDatabase } from './harness.ts';
import { CLOCK, onOrAfter, SECRET, TODAY, tableBooking } from './manage-fixtures.ts';
import {
  countStatements,
  expectedFromTimes,
  ownAvailability,
  ownFreeTimes,
  search,
  searchPath,
} from './table-search-fixtures.ts';

/*
 * Find a table against the brand API on each database: the search's answer for every candidate equals
 * that restaurant's own answer (its free times from the slots call, its availability result), with bookings and
 * their held tables, special hours, a closure, a closed day and a refused day in the data; its grouping and order;
 * the restaurants booked elsewhere; every bad input refused naming its field with nothing stored; and one pass
 * over the database whatever the number of candidates.
 */

const CG = BOOKING_STORES.flagship;
const SOHO = BOOKING_STORES.brunchDisabled;
const CANARY_WHARF = BOOKING_STORES.closedMondays;
const RICHMOND = BOOKING_STORES.rejectsTuesdays;
const ISLINGTON = '1005';
const SOUTH_BANK = '1006';
/** A Monday a week on: Canary Wharf is closed on Mondays. */
const MONDAY = onOrAfter(TODAY, 3, 1).iso;
/** The Tuesday after: Richmond refuses Tuesdays with its own message. */
const TUESDAY = onOrAfter(TODAY, 4, 2).iso;
const TIME = '19:30';

describeOnEachDatabase(
  'find a table',
  {
    clock: CLOCK,
    app: { manageSecret: SECRET, bookingLimits: { perEmail: 0, perPhone: 0, perAddress: 0 } },
  },
  (h) => {
    let soho = 0;
    beforeAll(async () => {
      const { db } = h.database;
      // Special hours: Islington closes at 20:30 that Monday (its last seating 19:30).
      await setOperatorSpecialHours(db, ISLINGTON, MONDAY, {
        startDate: MONDAY,
        endDate: MONDAY,
        openTime: '12:00',
        closeTime: '20:30',
        clickCollectClose: null,
        label: 'Staff training',
      });
      // A closure: South Bank closes from 18:00 London time (GMT) that Monday to midnight.
      await storeClosure(db, {
        storeId: SOUTH_BANK,
        from: new Date(`${MONDAY}T18:00:00Z`),
        to: new Date(`${TUESDAY}T00:00:00Z`),
        reason: 'a burst water main',
        actor: 'test',
      });
      // Bookings through the create path: Soho full for four at 19:30 (every fitting table held), Covent Garden not.
      for (let i = 0; i < 30; i++) {
        const res = await h.post(
          `/api/booking/create/${SOHO}`,
          tableBooking(SOHO, MONDAY, TIME, { adultCovers: 4 }),
        );
        if (res.status !== 200) break;
        soho += 1;
      }
      for (const time of ['19:00', '19:30', '20:00'])
        expect(
          (await h.post(`/api/booking/create/${CG}`, tableBooking(CG, MONDAY, time, { adultCovers: 4 })))
            .status,
        ).toBe(200);
    }, 120_000);
    // The confirmations of the bookings above are sent before the database closes.
    afterAll(() => flushMail());

    const checkAgainstOwn = async (answer: TableSearchResponse, date: string, adults: number) => {
      const party = { adults, children: 0, date, time: TIME };
      for (const r of [...answer.results, ...answer.nothingNear]) {
        if (r.outcome === 'provider' || r.outcome === 'call-us') continue;
        const own = await ownAvailability(h, r.storeId, party);
        if (own.refusal) {
          expect(r, r.storeId).toMatchObject({ outcome: 'none-near', message: own.refusal, timeSlots: [] });
          continue;
        }
        const { times, refusal } = await ownFreeTimes(h, r.storeId, party);
        // The slots call refuses a day without a free time (4): no times, never another refusal.
        if (refusal) expect(refusal, r.storeId).toBe(bookingErrorMessage(BookingErrorCode.NoFreeSlot));
        expect(r, r.storeId).toMatchObject(expectedFromTimes(times, TIME));
        const result = own.result as NonNullable<typeof own.result>;
        expect(
          {
            occasionId: r.occasionId,
            exactMatch: r.exactMatch,
            enquiry: r.isPlaceAsEnquiryEnabled,
            standby: r.standbyOffered,
          },
          r.storeId,
        ).toEqual({
          occasionId: result.occasionId,
          exactMatch: result.exactMatch,
          enquiry: result.isPlaceAsEnquiryEnabled,
          standby: result.standbyOffered,
        });
        // The availability call's three either side, those within the near window, are the search's times.
        if (r.outcome === 'times') {
          expect(r.timeSlots.map((s) => s.time)).toEqual(
            result.timeSlots.map((s) => s.time).filter((t) => r.timeSlots.some((s) => s.time === t)),
          );
          expect(result.timeSlots.map((s) => s.time)).toEqual(
            expect.arrayContaining(r.timeSlots.map((s) => s.time)),
          );
        }
      }
    };

    it('gives each candidate the times its own availability gives, on a Monday with bookings, holds, special hours, a closure and a closed day', async () => {
      expect(soho).toBeGreaterThan(4);
      const answer = await search(h, { storeId: CG, adults: 4, date: MONDAY, time: TIME });
      expect(answer.place).toMatchObject({
        kind: 'restaurant',
        name: expect.stringContaining('Covent Garden'),
      });
      const all = [...answer.results, ...answer.nothingNear];
      expect(all.find((r) => r.storeId === CG)).toMatchObject({ miles: 0, outcome: 'times' });
      // Soho: every table for four held around 19:30, so nothing near; its nearest free time is outside the hour.
      expect(answer.nothingNear.find((r) => r.storeId === SOHO)).toMatchObject({ outcome: 'none-near' });
      expect(answer.nothingNear.find((r) => r.storeId === SOHO)?.nearestFreeTime).toBeDefined();
      // Canary Wharf is closed on Mondays: nothing that day, in the booking rule's words.
      expect(answer.nothingNear.find((r) => r.storeId === CANARY_WHARF)).toEqual(
        expect.objectContaining({ message: CLOSED_DAY_MESSAGE }),
      );
      // Islington's special hours end its seatings at 19:30; South Bank's closure at 17:00.
      expect(all.find((r) => r.storeId === ISLINGTON)).toMatchObject({ outcome: 'times', exactMatch: true });
      expect(all.find((r) => r.storeId === ISLINGTON)?.timeSlots.at(-1)).toEqual({ time: '19:30' });
      expect(answer.nothingNear.find((r) => r.storeId === SOUTH_BANK)).toMatchObject({
        outcome: 'none-near',
        nearestFreeTime: '17:00',
      });
      await checkAgainstOwn(answer, MONDAY, 4);
    });

    it('gives a refused day and a party over the limit the booking rule message, with times equal to their own', async () => {
      const tuesday = await search(h, { storeId: CG, adults: 2, date: TUESDAY, time: TIME });
      expect(tuesday.nothingNear.find((r) => r.storeId === RICHMOND)).toMatchObject({
        outcome: 'none-near',
        message: REJECTION_MESSAGES.richmondTuesday,
      });
      await checkAgainstOwn(tuesday, TUESDAY, 2);
      // 30 guests: an enquiry where the restaurant takes them (every seating time), else nothing that day.
      const large = await search(h, { place: 'WC2E 9HA', adults: 30, date: TUESDAY, time: TIME });
      const enquiring = large.results.filter((r) => r.isPlaceAsEnquiryEnabled);
      expect(enquiring.length).toBeGreaterThan(0);
      expect(
        large.nothingNear.some((r) => r.message === bookingErrorMessage(BookingErrorCode.NoFreeSlot)),
      ).toBe(true);
      await checkAgainstOwn(large, TUESDAY, 30);
    });

    it('lists results nearest first with miles to a tenth, and nothing near apart, nearest first', async () => {
      const answer = await search(h, { place: 'WC2E 9HA', adults: 4, date: MONDAY, time: TIME });
      expect(answer.place).toMatchObject({ name: 'WC2E 9HA', kind: 'postcode' });
      for (const list of [answer.results, answer.nothingNear]) {
        const miles = list.map((r) => r.miles);
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
        for (const m of miles) expect(Math.round(m * 10) / 10).toBe(m);
        for (const m of miles) expect(m).toBeLessThanOrEqual(25);
      }
      expect(answer.results.every((r) => r.outcome !== 'none-near')).toBe(true);
      expect(answer.nothingNear.every((r) => r.outcome === 'none-near')).toBe(true);
      // Croydon hides its detail page: the finder leaves it out, so does the search.
      expect([...answer.results, ...answer.nothingNear].map((r) => r.storeId)).not.toContain(
        BOOKING_STORES.restaurantDisabled,
      );
      const small = await search(h, { place: 'WC2E 9HA', adults: 4, date: MONDAY, time: TIME, radius: 1 });
      expect([...small.results, ...small.nothingNear].every((r) => r.miles <= 1)).toBe(true);
      expect(small.radiusMiles).toBe(1);
    });

    it('names the restaurants booked elsewhere: a holiday park, a provider, and those that do not book online', async () => {
      const answer = await search(h, {
        storeId: BOOKING_STORES.disabled,
        adults: 2,
        date: MONDAY,
        time: TIME,
        radius: 100,
      });
      const byId = new Map(answer.results.map((r) => [r.storeId, r]));
      expect(byId.get(BOOKING_STORES.disabled)).toMatchObject({
        outcome: 'call-us',
        miles: 0,
        // Its record has bookings off: the site's rule (`restaurantOutcome`) names it before its booking mode.
        message: BOOKING_MESSAGES.notSupported,
        phoneNumber: expect.any(String),
      });
      expect(byId.get(BOOKING_STORES.notSupported)).toMatchObject({
        outcome: 'call-us',
        message: BOOKING_MESSAGES.notSupported,
      });
      expect(byId.get(BOOKING_STORES.externalProvider)).toMatchObject({
        outcome: 'provider',
        providerUrl: expect.stringMatching(/^https:/),
        timeSlots: [],
      });
      const park = await search(h, {
        storeId: BOOKING_STORES.holidayPark,
        adults: 2,
        date: MONDAY,
        time: TIME,
      });
      expect(park.results[0]).toMatchObject({
        storeId: BOOKING_STORES.holidayPark,
        outcome: 'call-us',
        message: BOOKING_MESSAGES.holidayPark,
      });
    });

    it('names the diner location from the point, and searches a place by name', async () => {
      const here = await search(h, { lat: 51.5117, lng: -0.1233, adults: 2, date: MONDAY, time: '13:00' });
      expect(here.place).toMatchObject({ kind: 'location', lat: 51.5117, lng: -0.1233 });
      expect(here.place.name.length).toBeGreaterThan(0);
      expect(here.results[0]?.storeId).toBe(CG);
      const manchester = await search(h, { place: 'M1 1AA', adults: 4, date: MONDAY, time: TIME });
      expect(manchester.results.length).toBeGreaterThan(0);
    });

    it('refuses each bad input with 400 naming the field, in words the page can show, and stores nothing', async () => {
      const good = { place: 'WC2E 9HA', adults: 4, date: MONDAY, time: TIME };
      const { place: _p, ...noPlace } = good;
      const cases: [Record<string, string | number>, string, string?][] = [
        [{ ...good, place: 'Nowhere-on-earth-zzq' }, 'query.place', TABLE_SEARCH_MESSAGES.place],
        [{ ...good, adults: 0 }, 'query.adults'],
        [{ ...good, adults: 101 }, 'query.adults'],
        [{ ...good, children: -1 }, 'query.children'],
        [{ ...good, date: '2026-11-22' }, 'query.date', TABLE_SEARCH_MESSAGES.datePast],
        [{ ...good, date: '2026-02-30' }, 'query.date'],
        [{ ...good, time: '19:20' }, 'query.time'],
        [{ ...good, radius: 0 }, 'query.radius'],
        [{ ...good, radius: 101 }, 'query.radius'],
        [{ ...good, storeId: CG }, 'query.place'],
        [noPlace, 'query.place'],
        [{ ...noPlace, lat: 51.5 }, 'query.lng'],
        [{ ...noPlace, storeId: '999999' }, 'query.storeId', TABLE_SEARCH_MESSAGES.storeId],
      ];
      const before = await rowCounts(h.database);
      for (const [query, field, words] of cases) {
        const res = await h.request(searchPath(query));
        const body = (await res.json()) as { field?: string; message?: string };
        expect({ status: res.status, field: body.field }, JSON.stringify(query)).toEqual({
          status: 400,
          field,
        });
        if (words) expect(body.message).toContain(words);
      }
      expect(await rowCounts(h.database)).toEqual(before);
    });

    it('reads the database in one pass: the same statements for 2 candidates as for 10 or more', async () => {
      const few = { storeId: CG, adults: 4, date: MONDAY, time: TIME, radius: 1 };
      const many = { storeId: CG, adults: 4, date: MONDAY, time: TIME, radius: 100 };
      // Warm the configuration cache, then count.
      const fewAnswer = await search(h, few);
      const manyAnswer = await search(h, many);
      const candidates = (a: TableSearchResponse) => a.results.length + a.nothingNear.length;
      expect(candidates(fewAnswer)).toBe(2);
      expect(candidates(manyAnswer)).toBeGreaterThanOrEqual(10);
      expect(candidates(manyAnswer)).toBeLessThanOrEqual(TABLE_SEARCH_MAX_CANDIDATES);
      const db = h.database.db;
      const onFew = await countStatements(db, () => search(h, few));
      const onMany = await countStatements(db, () => search(h, many));
      const onOne = await countStatements(db, () =>
        ownAvailability(h, CG, { adults: 4, children: 0, date: MONDAY, time: TIME }),
      );
      // The estate's restaurants, the candidates' closures, their held tables: as many as one restaurant's own call.
      console.log(`SQL statements: search over 2 ${onFew}, over 10+ ${onMany}, one availability ${onOne}`);
      expect(onMany).toBe(onFew);
      expect(onMany).toBeLessThanOrEqual(onOne);
    });
  },
);
