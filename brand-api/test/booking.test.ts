import { TZDate } from '@date-fns/tz';
import {
  apiErrorBody,
  areasResponse,
  availabilityResponse,
  BOOKING_MESSAGES,
  BookingErrorCode,
  type BookingRequestInput,
  bookingErrorMessage,
  bookingMenusResponse,
  bookingResponse,
  MAX_TABLE_BOOKING_COVERS,
  occasionsResponse,
  requirementsResponse,
  SANDBOX_NONCES,
  slotsResponse,
  upsellsResponse,
} from '@fittizia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendBookingMail } from '../src/domains/booking/emails.ts';
import {
  BOOKING_STORES,
  BRUNCH_DISABLED_MESSAGE,
  bookingEstate,
  DINING_DURATIONS,
  REJECTION_MESSAGES,
} from '../src/domains/booking/seed.ts';
import {
  addCalendarDays,
  type CalendarDate,
  isoWeekday,
  londonInstant,
  parseDate,
  seatingTimes,
  unpadded,
} from '../src/domains/booking/service/calendar.ts';
import { REFERENCE_ALPHABET, REFERENCE_PATTERN } from '../src/domains/booking/service/write.ts';
import { seed } from '../src/seed.ts';
import { describeOnEachDatabase } from './harness.ts';

vi.mock('../src/domains/booking/emails.ts', () => ({ sendBookingMail: vi.fn(async () => {}) }));
const mailSpy = vi.mocked(sendBookingMail);

/* ------------------------------------------------------------------ pure parts */

describe('booking calendar and seed (no h.database)', () => {
  it('lists quarter hours from opening to the last seating, a 00:00 close being midnight', () => {
    expect(seatingTimes({ open: '11:30', close: '22:30' }, 60).at(0)).toBe('11:30');
    expect(seatingTimes({ open: '11:30', close: '22:30' }, 60).at(-1)).toBe('21:30');
    expect(seatingTimes({ open: '11:30', close: '00:00' }, 60).at(-1)).toBe('23:00');
    expect(seatingTimes({ open: '11:30', close: '00:00' }, 0).at(-1)).toBe('23:45');
    expect(seatingTimes({ open: '08:00', close: '12:00' }, 60)[0]).toBe('09:00');
    expect(seatingTimes({ open: '11:30', close: '22:30' }, 60, { first: '11:30', last: '14:30' })).toEqual([
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
      '14:15',
      '14:30',
    ]);
    expect(seatingTimes({ open: null, close: null }, 60)).toEqual([]);
  });

  it('resolves London wall-clock times to instants on the clock-change days as @date-fns/tz does', () => {
    for (const iso of ['2027-03-28', '2027-10-31', '2027-03-27', '2027-10-30', '2026-12-31']) {
      const date = parseDate(iso);
      for (let m = 0; m < 24 * 60; m += 15) {
        if (iso === '2027-03-28' && m >= 60 && m < 120) continue; // 01:00 to 02:00 does not exist that day
        const direct = new TZDate(
          date.year,
          date.month - 1,
          date.day,
          Math.floor(m / 60),
          m % 60,
          'Europe/London',
        );
        expect(londonInstant(date, m).getTime()).toBe(direct.getTime());
      }
    }
    expect(londonInstant(parseDate('2027-03-28'), 19 * 60).toISOString()).toBe('2027-03-28T18:00:00.000Z');
    expect(londonInstant(parseDate('2027-10-31'), 19 * 60).toISOString()).toBe('2027-10-31T19:00:00.000Z');
  });

  it('makes references from an alphabet without look-alike characters', () => {
    for (const c of '01ILOUV') expect(REFERENCE_ALPHABET).not.toContain(c);
  });

  it('gives every bookable restaurant tables, durations and the standard occasion', () => {
    const estate = bookingEstate();
    for (const e of estate) {
      expect(e.occasions.map((o) => o.occasionId)).toContain('standard');
      for (const t of e.tables) {
        expect(t.minSeats).toBeLessThanOrEqual(t.maxSeats);
        expect(t.maxSeats).toBeLessThanOrEqual(MAX_TABLE_BOOKING_COVERS);
        expect(e.areas).toContain(t.areaId);
      }
    }
    const open = estate.filter((e) => e.tables.length > 0);
    expect(open.length).toBeGreaterThan(70);
    expect(estate.find((e) => e.site.storeId === BOOKING_STORES.noTables)?.tables).toEqual([]);
    expect(DINING_DURATIONS.at(-1)?.maxCovers).toBeGreaterThanOrEqual(100);
  });
});

/* ------------------------------------------------------------------ the engine over HTTP */

/** The first date on or after `from` with ISO weekday `weekday` (Monday 1). */
function onOrAfter(from: CalendarDate, weekday: number): CalendarDate {
  return addCalendarDays(from, (weekday - isoWeekday(from) + 7) % 7);
}
/** The last Sunday of a month. */
function lastSunday(year: number, month: number): CalendarDate {
  const last = parseDate(`${year}-${month}-${new Date(Date.UTC(year, month, 0)).getUTCDate()}`);
  return addCalendarDays(last, -((isoWeekday(last) % 7) + 0));
}

/** A Monday, 10:00 London time (GMT), a week before the Christmas-party season's busiest weeks. */
const CLOCK = new Date('2026-11-23T10:00:00Z');
const TODAY = parseDate('2026-11-23');
const CG = BOOKING_STORES.flagship;

describeOnEachDatabase('booking engine', { clock: CLOCK }, (h) => {
  const query = <T>(text: string) => h.rows<T>(text);
  const count = (table: string, where?: string) => h.count(table, where);
  const WRITTEN = [
    'bookings',
    'booking_tables',
    'booking_menu_choices',
    'booking_upsells',
    'booking_consents',
    'idempotency_keys',
  ];
  const counts = async () =>
    Object.fromEntries(await Promise.all(WRITTEN.map(async (t) => [t, await count(t)])));

  const headers = (extra: Record<string, string> = {}) => ({ ...h.auth, ...extra });
  const get = (path: string) => h.app.request(path, { headers: headers() });
  const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    h.app.request(path, {
      method: 'POST',
      headers: headers({ 'content-type': 'application/json', ...extra }),
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const qs = (params: Record<string, string | number | boolean>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

  /** Expects a booking outcome: its code and the contract's message for it. */
  const expectCode = async (res: Response, code: number, message?: string) => {
    const body = apiErrorBody.parse(await res.json());
    expect({ status: res.status, code: body.code }).toEqual({
      status: code === 3 ? 404 : code === 9 ? 409 : 422,
      code,
    });
    expect(body.message).toBe(message ?? bookingErrorMessage(code));
    return body;
  };

  const booking = (
    storeId: string,
    date: CalendarDate,
    time: string,
    over: Partial<BookingRequestInput> = {},
  ): BookingRequestInput => ({
    restaurantId: storeId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'ada@example.com',
    mobilePhoneNumber: '07700900123',
    diningDateTime: `${unpadded(date)} ${time}`,
    bookingTime: time,
    adultCovers: 2,
    childCovers: 0,
    menuIds: ['bm-a-la-carte'],
    shouldReceivePromotions: true,
    shouldReceiveSms: false,
    specialRequest: 'A quiet corner, please',
    occasionId: 'standard',
    ...over,
  });
  const create = (storeId: string, body: unknown, extra: Record<string, string> = {}) =>
    post(`/api/booking/create/${storeId}`, body, extra);
  const slots = async (storeId: string, params: Record<string, string | number>) => {
    const res = await get(
      `/api/booking/slots/${storeId}?${qs({ occasionId: 'standard', adults: 2, children: 0, menuIds: 'bm-a-la-carte', ...params })}`,
    );
    return res;
  };
  const slotTimes = async (storeId: string, params: Record<string, string | number>) => {
    const res = await slots(storeId, params);
    expect(res.status).toBe(200);
    return slotsResponse.parse(await res.json()).dates[0]?.times ?? [];
  };

  beforeEach(() => {
    h.clock.reset();
    mailSpy.mockClear();
  });

  it('seeds the booking model idempotently', async () => {
    const tables = [
      'dining_tables',
      'booking_areas',
      'occasions',
      'restaurant_occasions',
      'booking_menus',
      'upsells',
      'card_guarantee_rules',
      'booking_settings',
    ];
    const before = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(t)])));
    expect(before.booking_settings).toBe(bookingEstate().length);
    expect(before.occasions).toBe(4);
    await seed(h.database);
    const after = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(t)])));
    expect(after).toEqual(before);
  });

  /* ---------------------------------------------------------------- occasions */

  it('lists the occasions running on a date, with cover limits and link groups', async () => {
    const wednesday = onOrAfter(TODAY, 3);
    const res = await get(`/api/booking/occasions/${CG}?date=${unpadded(wednesday)}`);
    expect(res.status).toBe(200);
    const body = occasionsResponse.parse(await res.json());
    expect(body.occasions.map((o) => o.id)).toEqual(['standard', 'birthday', 'christmas-party']);
    expect(body.occasions[2]).toMatchObject({
      minimumCovers: 6,
      maximumCovers: 15,
      menuLinkGroup: { type: 'inclusive', menuLinks: [{ id: 'bm-christmas' }] },
      areaLinkGroup: { type: 'inclusive', areaLinks: [{ id: 'main-floor' }, { id: 'private-room' }] },
    });
    expect(body.occasions[0]?.areaLinkGroup).toEqual({
      type: 'exclusive',
      areaLinks: [{ id: 'private-room' }],
    });

    const saturday = onOrAfter(TODAY, 6);
    const weekend = occasionsResponse.parse(
      await (await get(`/api/booking/occasions/${CG}?date=${unpadded(saturday)}`)).json(),
    );
    expect(weekend.occasions.map((o) => o.id)).toContain('bottomless-brunch');
    // The wizard sends an event occasion to the events call.
    expect(weekend.occasions.find((o) => o.id === 'bottomless-brunch')?.bookingType).toBe('event');
    expect(weekend.occasions.find((o) => o.id === 'standard')?.bookingType).toBe('table');
    const july = occasionsResponse.parse(
      await (await get(`/api/booking/occasions/${CG}?date=2027-7-14`)).json(),
    );
    expect(july.occasions.map((o) => o.id)).toEqual(['standard', 'birthday']);
  });

  it('refuses restaurants that cannot be booked online with their codes (20, 1, 10, 11, 2, 3)', async () => {
    const date = unpadded(onOrAfter(TODAY, 3));
    const cases: [string, number][] = [
      [BOOKING_STORES.holidayPark, BookingErrorCode.HolidayPark],
      [BOOKING_STORES.notSupported, BookingErrorCode.NotSupported],
      [BOOKING_STORES.disabled, BookingErrorCode.BookingDisabled],
      [BOOKING_STORES.restaurantDisabled, BookingErrorCode.RestaurantDisabled],
      [BOOKING_STORES.noTables, BookingErrorCode.InvalidConfig],
      ['9999', BookingErrorCode.RestaurantNotFound],
    ];
    for (const [storeId, code] of cases) {
      await expectCode(await get(`/api/booking/occasions/${storeId}?date=${date}`), code);
      await expectCode(
        await post('/api/booking/availability', {
          stores: [{ storeId, miles: 1 }],
          date: '2026-11-25',
          adultCovers: 2,
          childrenCovers: 0,
        }),
        code,
      );
    }
    const external = await expectCode(
      await get(`/api/booking/occasions/${BOOKING_STORES.externalProvider}?date=${date}`),
      BookingErrorCode.NotSupported,
    );
    expect((external as { bookingProviderUrl?: string }).bookingProviderUrl).toMatch(
      /^https:\/\/bookings\.example\//,
    );
  });

  /* ---------------------------------------------------------------- availability */

  it('answers availability for the chosen restaurant and the nearest other non-holiday-park one', async () => {
    const wednesday = onOrAfter(TODAY, 3);
    const res = await post('/api/booking/availability', {
      stores: [{ storeId: CG, miles: 0.4 }],
      date: `${wednesday.iso}T19:30:00`,
      adultCovers: 2,
      childrenCovers: 0,
    });
    expect(res.status).toBe(200);
    const results = availabilityResponse.parse(await res.json());
    expect(results).toHaveLength(2);
    const [first, nearest] = results;
    expect(first).toMatchObject({
      storeId: CG,
      occasionId: 'standard',
      exactMatch: true,
      isFirstChoice: true,
      miles: 0.4,
      isPlaceAsEnquiryEnabled: false,
      minimumCovers: 1,
      allowMultipleUpsells: true,
    });
    expect(first?.timeSlots.map((s) => s.time)).toEqual([
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
      '20:15',
    ]);
    expect(nearest?.isFirstChoice).toBe(false);
    expect(nearest?.storeId).not.toBe(CG);
    expect(nearest?.miles).toBeGreaterThan(0.4);
    const [row] = await query<{ is_holiday_park: boolean }>(
      `SELECT is_holiday_park FROM restaurants WHERE store_id = '${nearest?.storeId}'`,
    );
    expect(row?.is_holiday_park).toBe(false);

    // Two stores sent: both answered, nothing added.
    const two = availabilityResponse.parse(
      await (
        await post('/api/booking/availability', {
          stores: [
            { storeId: CG, miles: 0.4 },
            { storeId: '1004', miles: 2.5 },
          ],
          date: wednesday.iso,
          adultCovers: 2,
          childrenCovers: 1,
        })
      ).json(),
    );
    expect(two.map((r) => [r.storeId, r.miles])).toEqual([
      [CG, 0.4],
      ['1004', 2.5],
    ]);
    // A date alone asks about the default 19:30.
    expect(two[0]?.exactMatch).toBe(true);
  });

  it('offers the nearest restaurant when the first choice has no table for the party', async () => {
    const thursday = onOrAfter(TODAY, 4);
    const results = availabilityResponse.parse(
      await (
        await post('/api/booking/availability', {
          stores: [{ storeId: BOOKING_STORES.small, miles: 0.2 }],
          date: `${thursday.iso}T19:00`,
          adultCovers: 6,
          childrenCovers: 0,
        })
      ).json(),
    );
    expect(results[0]).toMatchObject({ storeId: BOOKING_STORES.small, exactMatch: false, timeSlots: [] });
    expect(results[1]?.exactMatch).toBe(true);
    expect(results[1]?.timeSlots.length).toBeGreaterThan(0);
  });

  it('shows no slots in the past and none for a closed day; today starts after the current time', async () => {
    const past = availabilityResponse.parse(
      await (
        await post('/api/booking/availability', {
          stores: [{ storeId: CG, miles: 1 }],
          date: '2026-11-20',
          adultCovers: 2,
          childrenCovers: 0,
        })
      ).json(),
    );
    expect(past[0]?.timeSlots).toEqual([]);
    h.clock.set('2026-11-25T18:05:00Z'); // Wednesday 18:05 in London
    const today = await slotTimes(CG, { dates: '2026-11-25' });
    expect(today[0]?.time).toBe('18:15');
    const monday = onOrAfter(addCalendarDays(TODAY, 1), 1);
    await expectCode(
      await slots(BOOKING_STORES.closedMondays, { dates: unpadded(monday) }),
      BookingErrorCode.NoFreeSlot,
    );
    // Christmas Day (special hours: closed) at any restaurant.
    await expectCode(await slots(CG, { dates: '2026-12-25' }), BookingErrorCode.NoFreeSlot);
  });

  it('places 25 or more guests as an enquiry where enabled, never for today, and nothing above the online limit otherwise', async () => {
    const friday = onOrAfter(TODAY, 5);
    const ask = async (storeId: string, adults: number, date: string) =>
      availabilityResponse.parse(
        await (
          await post('/api/booking/availability', {
            stores: [
              { storeId, miles: 1 },
              { storeId: '1004', miles: 2 },
            ],
            date,
            adultCovers: adults,
            childrenCovers: 0,
          })
        ).json(),
      )[0];
    const enquiry = await ask(CG, 30, friday.iso);
    expect(enquiry).toMatchObject({ isPlaceAsEnquiryEnabled: true, exactMatch: true });
    const times = await slotTimes(CG, { dates: unpadded(friday), adults: 30 });
    expect(times.every((t) => t.canEnquire)).toBe(true);
    const req = requirementsResponse.parse(
      await (
        await get(
          `/api/booking/requirements/${CG}?${qs({ occasionId: 'standard', adults: 30, children: 0, bookingDate: unpadded(friday), menuId: 'bm-a-la-carte', time: '19:00' })}`,
        )
      ).json(),
    );
    expect(req).toEqual({ isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: true });
    // The same day: no enquiry.
    expect(await ask(CG, 30, TODAY.iso)).toMatchObject({ isPlaceAsEnquiryEnabled: false, timeSlots: [] });
    // Over the online limit of 15 but under 25, or where enquiries are off: nothing.
    expect(await ask(CG, MAX_TABLE_BOOKING_COVERS + 1, friday.iso)).toMatchObject({
      isPlaceAsEnquiryEnabled: false,
      timeSlots: [],
    });
    expect(await ask('1005', 30, friday.iso)).toMatchObject({
      isPlaceAsEnquiryEnabled: false,
      timeSlots: [],
    });
  });

  /* ---------------------------------------------------------------- areas, menus, slots, requirements, upsells */

  it('answers areas by the occasion link group and the tables that fit the party', async () => {
    const date = unpadded(onOrAfter(TODAY, 3));
    const areas = async (occasionId: string, adults: number) => {
      const res = await get(
        `/api/booking/areas/${CG}?${qs({ occasionId, adults, children: 0, dates: date })}`,
      );
      expect(res.status).toBe(200);
      return areasResponse.parse(await res.json()).data.areas.map((a) => a.id);
    };
    expect(await areas('standard', 2)).toEqual(['main-floor']);
    expect(await areas('birthday', 12)).toEqual(['main-floor', 'private-room']);
    expect(await areas('christmas-party', 14)).toEqual(['private-room']);
    // Islington (1005) has no private room but a terrace? Its plan follows its flags.
    const plain = await get(
      `/api/booking/areas/1005?${qs({ occasionId: 'standard', adults: 2, children: 0, dates: date })}`,
    );
    expect(areasResponse.parse(await plain.json()).data.areas.length).toBeGreaterThan(0);
  });

  it('answers booking menus by occasion, weekday, season and time, with prices', async () => {
    const wednesday = unpadded(onOrAfter(TODAY, 3));
    const saturday = unpadded(onOrAfter(TODAY, 6));
    const menus = async (occasionId: string, dates: string, time: string, adults = 2) => {
      const res = await get(
        `/api/booking/bookingmenu/${CG}?${qs({ occasionId, adults, children: 0, dates, time })}`,
      );
      expect(res.status).toBe(200);
      return bookingMenusResponse.parse(await res.json()).data.menus;
    };
    expect((await menus('standard', wednesday, '12:00')).map((m) => m.id)).toEqual([
      'bm-a-la-carte',
      'bm-lunch',
      'bm-vegan',
    ]);
    expect((await menus('standard', wednesday, '19:30')).map((m) => m.id)).toEqual([
      'bm-a-la-carte',
      'bm-vegan',
    ]);
    expect((await menus('standard', saturday, '12:00')).map((m) => m.id)).toEqual([
      'bm-a-la-carte',
      'bm-vegan',
    ]);
    expect(await menus('christmas-party', wednesday, '19:30', 8)).toEqual([
      expect.objectContaining({ id: 'bm-christmas', price: 34.95 }),
    ]);
    expect((await menus('birthday', wednesday, '19:30')).map((m) => m.id)).toContain('bm-birthday');
    await expectCode(
      await get(
        `/api/booking/bookingmenu/${CG}?${qs({ occasionId: 'standard', adults: 2, children: 0, dates: wednesday, time: '23:30' })}`,
      ),
      BookingErrorCode.NoFreeSlot,
    );
  });

  it('answers slots by menu window and area, and refuses a menu that is not offered (8) or an unknown area', async () => {
    const wednesday = unpadded(onOrAfter(TODAY, 3));
    const lunch = await slotTimes(CG, { dates: wednesday, menuIds: 'bm-lunch' });
    expect(lunch[0]).toEqual({ time: '11:30', canEnquire: false });
    expect(lunch.at(-1)?.time).toBe('15:45');
    const both = await slotTimes(CG, {
      dates: wednesday,
      menuIds: 'bm-a-la-carte,bm-vegan',
      areaId: 'main-floor',
    });
    expect(both.at(-1)?.time).toBe('21:30');
    await expectCode(
      await slots(CG, { dates: wednesday, menuIds: 'bm-christmas' }),
      BookingErrorCode.PartnerMenuNotFound,
    );
    await expectCode(
      await slots(CG, { dates: unpadded(onOrAfter(TODAY, 6)), menuIds: 'bm-lunch' }),
      BookingErrorCode.PartnerMenuNotFound,
    );
    await expectCode(
      await slots(CG, { dates: wednesday, menuIds: 'no-such-menu' }),
      BookingErrorCode.PartnerMenuNotFound,
    );
    const area = await slots(CG, { dates: wednesday, areaId: 'private-room' });
    expect(area.status).toBe(400);
    expect(apiErrorBody.parse(await area.json()).field).toBe('query.areaId');
  });

  it('answers occasion outcomes: not on this date (17), not for this party (18), disabled with its message (19)', async () => {
    const wednesday = unpadded(onOrAfter(TODAY, 3));
    const saturday = unpadded(onOrAfter(TODAY, 6));
    await expectCode(
      await slots(CG, {
        dates: '2027-7-14',
        occasionId: 'christmas-party',
        menuIds: 'bm-christmas',
        adults: 8,
      }),
      BookingErrorCode.NoRestrictions,
    );
    await expectCode(
      await slots(CG, {
        dates: wednesday,
        occasionId: 'bottomless-brunch',
        menuIds: 'bm-brunch',
        adults: 8,
      }),
      BookingErrorCode.NoRestrictions,
    );
    await expectCode(
      await slots(CG, {
        dates: wednesday,
        occasionId: 'christmas-party',
        menuIds: 'bm-christmas',
        adults: 2,
      }),
      BookingErrorCode.NoAvailableOccasion,
    );
    await expectCode(
      await slots(BOOKING_STORES.brunchDisabled, {
        dates: saturday,
        occasionId: 'bottomless-brunch',
        menuIds: 'bm-brunch',
        adults: 8,
      }),
      BookingErrorCode.DisabledCustomMessage,
      BRUNCH_DISABLED_MESSAGE,
    );
    const listed = occasionsResponse.parse(
      await (await get(`/api/booking/occasions/${BOOKING_STORES.brunchDisabled}?date=${saturday}`)).json(),
    );
    expect(listed.occasions.map((o) => o.id)).toContain('bottomless-brunch');
  });

  it('refuses a date the restaurant rejects with its own message (6)', async () => {
    const tuesday = unpadded(onOrAfter(TODAY, 2));
    await expectCode(
      await slots(BOOKING_STORES.rejectsTuesdays, { dates: tuesday }),
      BookingErrorCode.RejectMessage,
      REJECTION_MESSAGES.richmondTuesday,
    );
    await expectCode(
      await get(`/api/booking/occasions/${BOOKING_STORES.rejectsTuesdays}?date=${tuesday}`),
      BookingErrorCode.RejectMessage,
      REJECTION_MESSAGES.richmondTuesday,
    );
    expect(
      (await slotTimes(BOOKING_STORES.rejectsTuesdays, { dates: unpadded(onOrAfter(TODAY, 3)) })).length,
    ).toBeGreaterThan(0);
  });

  it('answers requirements: card guarantee by party size, occasion, weekday and date', async () => {
    const req = async (
      storeId: string,
      date: string,
      adults: number,
      occasionId = 'standard',
      menuId = 'bm-a-la-carte',
      time = '19:00',
    ) => {
      const res = await get(
        `/api/booking/requirements/${storeId}?${qs({ occasionId, adults, children: 0, bookingDate: date, menuId, time })}`,
      );
      expect(res.status).toBe(200);
      return requirementsResponse.parse(await res.json());
    };
    const wednesday = unpadded(onOrAfter(TODAY, 3));
    expect(await req(CG, wednesday, 2)).toEqual({
      isCardGuaranteeRequired: false,
      isPlaceAsEnquiryEnabled: false,
    });
    expect((await req(CG, wednesday, 10)).isCardGuaranteeRequired).toBe(true);
    expect((await req(CG, wednesday, 8, 'christmas-party', 'bm-christmas')).isCardGuaranteeRequired).toBe(
      true,
    );
    expect((await req(CG, unpadded(onOrAfter(TODAY, 6)), 6)).isCardGuaranteeRequired).toBe(true);
    expect((await req(CG, unpadded(onOrAfter(TODAY, 5)), 6)).isCardGuaranteeRequired).toBe(false);
    expect((await req('1004', unpadded(onOrAfter(TODAY, 6)), 6)).isCardGuaranteeRequired).toBe(false);
    expect((await req('1004', '2026-12-31', 2)).isCardGuaranteeRequired).toBe(true);
    await expectCode(
      await get(
        `/api/booking/requirements/${CG}?${qs({ occasionId: 'standard', adults: 2, children: 0, bookingDate: wednesday, menuId: 'bm-lunch', time: '19:00' })}`,
      ),
      BookingErrorCode.PartnerMenuNotFound,
    );
  });

  it('answers upsells with quantity limits, occasion extras and unavailable ones on request', async () => {
    const wednesday = unpadded(onOrAfter(TODAY, 3));
    const ups = async (storeId: string, occasionId: string, adults: number, includeUnavailable = false) => {
      const res = await get(
        `/api/booking/upsells/${storeId}?${qs({ occasionId, adults, children: 0, bookingDate: wednesday, time: '19:00', includeUnavailable })}`,
      );
      expect(res.status).toBe(200);
      return upsellsResponse.parse(await res.json()).data.upsells;
    };
    const standard = await ups(CG, 'standard', 4);
    expect(standard.map((u) => u.id)).toEqual(['up-prosecco', 'up-antipasti', 'up-flowers']);
    expect(standard[0]).toMatchObject({ minimumQuantity: 1, maximumQuantity: 4, price: 6.5 });
    expect((await ups(CG, 'birthday', 4)).map((u) => u.id)).toContain('up-cake');
    // Islington (1005): flowers are not delivered there.
    expect((await ups('1005', 'standard', 2)).map((u) => u.id)).not.toContain('up-flowers');
    const all = await ups('1005', 'standard', 2, true);
    expect(all.find((u) => u.id === 'up-flowers')).toMatchObject({ available: false });
  });

  /* ---------------------------------------------------------------- create */

  it('creates a booking whole: customer, covers, menu, extras, consents, request, card customer id', async () => {
    const date = onOrAfter(TODAY, 3);
    const before = await counts();
    const res = await create(
      CG,
      booking(CG, date, '19:30', {
        adultCovers: 3,
        childCovers: 1,
        upsells: [{ id: 'up-prosecco', quantity: 3 }],
        upsellIds: ['up-antipasti'],
        braintreeCustomerId: 'bt-customer-1',
        offerId: 'off-students',
      }),
      { sessionId: 'session-1' },
    );
    expect(res.status).toBe(200);
    const body = bookingResponse.parse(await res.json());
    expect(body.bookingReference).toMatch(REFERENCE_PATTERN);
    expect(body.bookingStatus).toBe(0);
    const [b] = await query<Record<string, unknown>>(
      `SELECT id, kind, status, adults, children, first_name, email, phone, menu_name, special_request, braintree_customer_id, session_id, area_id, offer_id, dining_time, duration_minutes,
          to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS start_utc FROM bookings WHERE reference = '${body.bookingReference}'`,
    );
    expect(b).toMatchObject({
      kind: 'table',
      status: 'confirmed',
      adults: 3,
      children: 1,
      first_name: 'Ada',
      email: 'ada@example.com',
      phone: '07700900123',
      menu_name: 'À la carte',
      special_request: 'A quiet corner, please',
      braintree_customer_id: 'bt-customer-1',
      session_id: 'session-1',
      area_id: 'main-floor',
      offer_id: 'off-students',
      dining_time: '19:30',
      duration_minutes: 120,
      start_utc: `${date.iso} 19:30`,
    });
    const id = b?.id;
    expect(await count('booking_tables', `booking_id = ${id}`)).toBe(1);
    expect(await query(`SELECT menu_id FROM booking_menu_choices WHERE booking_id = ${id}`)).toEqual([
      { menu_id: 'bm-a-la-carte' },
    ]);
    expect(
      await query(
        `SELECT upsell_id, quantity FROM booking_upsells WHERE booking_id = ${id} ORDER BY upsell_id`,
      ),
    ).toEqual([
      { upsell_id: 'up-antipasti', quantity: 1 },
      { upsell_id: 'up-prosecco', quantity: 3 },
    ]);
    expect(
      await query(
        `SELECT consent, agreed, recorded_at = '${CLOCK.toISOString()}'::timestamptz AS at_clock FROM booking_consents WHERE booking_id = ${id} ORDER BY consent`,
      ),
    ).toEqual([
      { consent: 'promotions', agreed: true, at_clock: true },
      { consent: 'sms', agreed: false, at_clock: true },
    ]);
    const after = await counts();
    expect(after.bookings).toBe(before.bookings + 1);
    // The confirmation goes to the outbox after the commit.
    expect(mailSpy).toHaveBeenCalledTimes(1);
    expect(mailSpy.mock.calls[0]?.[1]).toMatchObject({
      kind: 'confirmation',
      reference: body.bookingReference,
      start: new Date(`${date.iso}T19:30:00Z`),
      durationMinutes: 120,
      adults: 3,
      children: 1,
      menuName: 'À la carte',
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    });
  });

  it('takes the last slot before closing and refuses the quarter after it (4)', async () => {
    const wednesday = onOrAfter(addCalendarDays(TODAY, 7), 3); // closes 22:30, last seating 21:30
    const times = await slotTimes(CG, { dates: unpadded(wednesday) });
    expect(times.at(-1)?.time).toBe('21:30');
    expect((await create(CG, booking(CG, wednesday, '21:30'))).status).toBe(200);
    await expectCode(await create(CG, booking(CG, wednesday, '21:45')), BookingErrorCode.NoFreeSlot);
    // A late Friday closes at midnight (00:00): the last seating is 23:00.
    const friday = onOrAfter(addCalendarDays(TODAY, 7), 5);
    expect((await slotTimes(CG, { dates: unpadded(friday) })).at(-1)?.time).toBe('23:00');
    expect((await create(CG, booking(CG, friday, '23:00'))).status).toBe(200);
  });

  it('keeps London wall-clock times across the clock changes (last Sunday of March and October)', async () => {
    const march = lastSunday(2027, 3);
    const october = lastSunday(2027, 10);
    expect([march.iso, october.iso]).toEqual(['2027-03-28', '2027-10-31']);
    const cases: [CalendarDate, string][] = [
      [addCalendarDays(march, -1), '2027-03-27 19:00'], // GMT
      [march, '2027-03-28 18:00'], // BST: 19:00 London is 18:00 UTC
      [addCalendarDays(october, -1), '2027-10-30 18:00'], // still BST
      [october, '2027-10-31 19:00'], // GMT again
    ];
    for (const [date, utc] of cases) {
      const times = await slotTimes('1004', { dates: unpadded(date) });
      expect(times[0]?.time).toBe(isoWeekday(date) === 7 ? '12:00' : '11:30');
      const res = await create('1004', booking('1004', date, '19:00'));
      expect(res.status).toBe(200);
      const ref = bookingResponse.parse(await res.json()).bookingReference;
      const [row] = await query<{ start_utc: string; minutes: number }>(
        `SELECT to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS start_utc,
             (extract(epoch FROM ends_at - starts_at) / 60)::int AS minutes FROM bookings WHERE reference = '${ref}'`,
      );
      expect(row).toEqual({ start_utc: utc, minutes: 90 });
    }
    // A party of 7 fits one table only; held 19:00 to 21:30 London (150 minutes), so no sitting that would
    // overlap it is offered: the last earlier one starts 16:30, and none after it before the last seating.
    const sunday = await slotTimes('1004', { dates: unpadded(march), adults: 7 });
    expect(sunday.map((t) => t.time)).toContain('19:00');
    expect(await create('1004', booking('1004', march, '19:00', { adultCovers: 7 }))).toHaveProperty(
      'status',
      200,
    );
    const after = (await slotTimes('1004', { dates: unpadded(march), adults: 7 })).map((t) => t.time);
    expect(after.at(-1)).toBe('16:30');
    expect(after[0]).toBe('12:00');
  });

  it('refuses a booking that needs a card without one (5), an unknown offer (7), a menu not offered (8)', async () => {
    const saturday = onOrAfter(addCalendarDays(TODAY, 7), 6);
    const before = await counts();
    await expectCode(
      await create(CG, booking(CG, saturday, '19:00', { adultCovers: 6 })),
      BookingErrorCode.NeedCreditCard,
    );
    await expectCode(
      await create(CG, booking(CG, saturday, '19:00', { adultCovers: 10, braintreeCustomerId: '  ' })),
      BookingErrorCode.NeedCreditCard,
    );
    await expectCode(
      await create(CG, booking(CG, saturday, '19:00', { offerId: 'off-missing' })),
      BookingErrorCode.OfferNotFound,
    );
    // An offer that has ended (the seed's summer spritz) is not found either.
    await expectCode(
      await create(CG, booking(CG, saturday, '19:00', { offerId: 'off-summer-spritz' })),
      BookingErrorCode.OfferNotFound,
    );
    await expectCode(
      await create(CG, booking(CG, saturday, '19:00', { menuIds: ['bm-lunch'] })),
      BookingErrorCode.PartnerMenuNotFound,
    );
    await expectCode(
      await create(CG, booking(CG, saturday, '19:00', { adultCovers: 20 })),
      BookingErrorCode.NoFreeSlot,
    );
    await expectCode(
      await create(
        CG,
        booking(CG, onOrAfter(TODAY, 3), '19:00', {
          occasionId: 'christmas-party',
          adultCovers: 2,
          menuIds: ['bm-christmas'],
        }),
      ),
      BookingErrorCode.NoAvailableOccasion,
    );
    await expectCode(
      await create(
        BOOKING_STORES.rejectsTuesdays,
        booking(BOOKING_STORES.rejectsTuesdays, onOrAfter(TODAY, 2), '19:00'),
      ),
      BookingErrorCode.RejectMessage,
      REJECTION_MESSAGES.richmondTuesday,
    );
    await expectCode(
      await create(
        BOOKING_STORES.holidayPark,
        booking(BOOKING_STORES.holidayPark, onOrAfter(TODAY, 3), '19:00'),
      ),
      BookingErrorCode.HolidayPark,
    );
    // An id the card provider never verified is no guarantee.
    await expectCode(
      await create(
        CG,
        booking(CG, saturday, '19:00', { adultCovers: 6, braintreeCustomerId: 'bt-never-verified' }),
      ),
      BookingErrorCode.NeedCreditCard,
    );
    expect(await counts()).toEqual(before);
    // The card step vaults the card through the sandbox adapter; its customer id holds the booking.
    const card = await post('/api/v1/braintree/submit', {
      Nonce: SANDBOX_NONCES.success[0],
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
    });
    expect(card.status).toBe(200);
    const { data: customerId } = (await card.json()) as { data: string };
    expect(
      (await create(CG, booking(CG, saturday, '19:00', { adultCovers: 6, braintreeCustomerId: customerId })))
        .status,
    ).toBe(200);
    expect(mailSpy).toHaveBeenCalledTimes(1);
  });

  it('rejects a bad request of each kind with 400 naming the field, writing nothing', async () => {
    const date = onOrAfter(TODAY, 4);
    const good = booking(CG, date, '13:00');
    const brunch = booking(CG, onOrAfter(TODAY, 6), '12:00', {
      occasionId: 'bottomless-brunch',
      adultCovers: 8,
      menuIds: ['bm-brunch'],
    });
    const before = await counts();
    const cases: [string, unknown, string][] = [
      [`/api/booking/create/${CG}`, { ...good, emailAddress: 'not-an-email' }, 'body.emailAddress'],
      [`/api/booking/create/${CG}`, { ...good, adultCovers: 0 }, 'body.adultCovers'],
      [`/api/booking/create/${CG}`, { ...good, childCovers: 51 }, 'body.childCovers'],
      [`/api/booking/create/${CG}`, { ...good, diningDateTime: '2026-03-07 19:30' }, 'body.diningDateTime'],
      [`/api/booking/create/${CG}`, { ...good, bookingTime: '08:00' }, 'body.bookingTime'],
      [`/api/booking/create/${CG}`, { ...good, bookingTime: '13:15' }, 'body.bookingTime'],
      [`/api/booking/create/${CG}`, { ...good, restaurantId: '1004' }, 'body.restaurantId'],
      [`/api/booking/create/${CG}`, { ...good, mobilePhoneNumber: '07700 900123' }, 'body.mobilePhoneNumber'],
      [`/api/booking/create/${CG}`, { ...good, surprise: true }, 'body.surprise'],
      [
        `/api/booking/create/${CG}`,
        { ...good, upsells: [{ id: 'up-prosecco', quantity: 0 }] },
        'body.upsells.0.quantity',
      ],
      [
        `/api/booking/create/${CG}`,
        { ...good, upsells: [{ id: 'up-prosecco', quantity: 3 }] },
        'body.upsells.0.quantity',
      ],
      [`/api/booking/create/${CG}`, { ...good, upsells: [{ id: 'up-cake', quantity: 1 }] }, 'body.upsells.0'],
      [`/api/booking/create/${CG}`, { ...good, upsellIds: ['up-flowers', 'up-flowers'] }, 'body.upsellIds.1'],
      [`/api/booking/create/${CG}`, brunch, 'body.occasionId'],
      [`/api/booking/create/${CG}`, '{"broken json', 'body'],
      [`/api/booking/enquiry/${CG}`, { ...good, firstName: '' }, 'body.firstName'],
      [`/api/booking/events/${CG}`, { ...good }, 'body.occasionId'],
      [
        '/api/booking/availability',
        { stores: [], date: '2026-11-25', adultCovers: 2, childrenCovers: 0 },
        'body.stores',
      ],
      [
        '/api/booking/availability',
        { stores: [{ storeId: CG, miles: -1 }], date: '2026-11-25', adultCovers: 2, childrenCovers: 0 },
        'body.stores.0.miles',
      ],
      [
        '/api/booking/availability',
        { stores: [{ storeId: CG, miles: 1 }], date: '25/11/2026', adultCovers: 2, childrenCovers: 0 },
        'body.date',
      ],
    ];
    for (const [path, body, field] of cases) {
      const res = await post(path, body);
      const error = apiErrorBody.parse(await res.json());
      expect({ path, field: error.field, status: res.status }).toEqual({ path, field, status: 400 });
      expect(error.message).toContain(field.replace(/^body\./, ''));
    }
    const gets: [string, string][] = [
      [`/api/booking/occasions/${CG}?date=2026-11-05`, 'query.date'],
      [
        `/api/booking/slots/${CG}?${qs({ occasionId: 'standard', adults: 101, children: 0, dates: '2026-11-25', menuIds: 'bm-a-la-carte' })}`,
        'query.adults',
      ],
      [
        `/api/booking/slots/${CG}?${qs({ occasionId: 'standard', adults: 2, children: 0, dates: '2026-11-25' })}`,
        'query.menuIds',
      ],
      [
        `/api/booking/requirements/${CG}?${qs({ occasionId: 'standard', adults: 2, children: 0, bookingDate: '2026-11-25', menuId: 'bm-a-la-carte', time: '19:10' })}`,
        'query.time',
      ],
      [
        `/api/booking/upsells/${CG}?${qs({ occasionId: 'standard', adults: 2, children: 0, bookingDate: '2026-11-25', time: '19:00', includeUnavailable: 'maybe' })}`,
        'query.includeUnavailable',
      ],
      [
        `/api/booking/areas/${CG}?${qs({ occasionId: 'standard', adults: 2, children: -1, dates: '2026-11-25' })}`,
        'query.children',
      ],
      [
        `/api/booking/bookingmenu/${CG}?${qs({ occasionId: 'standard', adults: 2, children: 0, dates: '2026-11-25' })}`,
        'query.time',
      ],
    ];
    for (const [path, field] of gets) {
      const res = await get(path);
      expect({ path, status: res.status, field: apiErrorBody.parse(await res.json()).field }).toEqual({
        path,
        status: 400,
        field,
      });
    }
    const badKey = await create(CG, good, { 'Idempotency-Key': 'short' });
    expect(apiErrorBody.parse(await badKey.json()).field).toBe('headers.Idempotency-Key');
    expect(await counts()).toEqual(before);
    expect(mailSpy).not.toHaveBeenCalled();
  });

  it('lets exactly one of many diners racing for the last table have it; the rest get status 9 and nothing half-written', async () => {
    const thursday = onOrAfter(addCalendarDays(TODAY, 7), 4);
    // A party of 5 fits the two tables for 4 to 6: one is taken first, the other is the last.
    expect(
      (
        await create(
          CG,
          booking(CG, thursday, '19:00', { adultCovers: 5, emailAddress: 'first@example.com' }),
        )
      ).status,
    ).toBe(200);
    const before = await counts();
    const racers = 24;
    const answers = await Promise.all(
      Array.from({ length: racers }, (_, i) =>
        create(
          CG,
          booking(CG, thursday, '19:00', {
            adultCovers: 5,
            emailAddress: `racer${i}@example.com`,
            upsellIds: ['up-antipasti'],
          }),
        ),
      ),
    );
    const bodies = await Promise.all(
      answers.map(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> })),
    );
    const won = bodies.filter((b) => b.status === 200);
    const lost = bodies.filter((b) => b.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(racers - 1);
    for (const l of lost) {
      expect(l).toEqual({
        status: 409,
        body: { message: BOOKING_MESSAGES.slotTaken, code: BookingErrorCode.WentWrong, bookingStatus: 9 },
      });
    }
    const after = await counts();
    expect(after).toEqual({
      ...before,
      bookings: before.bookings + 1,
      booking_tables: before.booking_tables + 1,
      booking_menu_choices: before.booking_menu_choices + 1,
      booking_upsells: before.booking_upsells + 1,
      booking_consents: before.booking_consents + 2,
    });
    // No booking without its held table, and no table held twice at once.
    expect(
      await count(
        'bookings b',
        "kind = 'table' AND NOT EXISTS (SELECT 1 FROM booking_tables t WHERE t.booking_id = b.id)",
      ),
    ).toBe(0);
    const times = await slotTimes(CG, { dates: unpadded(thursday), adults: 5 });
    expect(times.map((t) => t.time)).not.toContain('19:00');
    await expectCode(
      await create(CG, booking(CG, thursday, '19:00', { adultCovers: 5 })),
      BookingErrorCode.WentWrong,
      BOOKING_MESSAGES.slotTaken,
    );
  });

  it('answers a repeated create with the same Idempotency-Key with the first answer, also when concurrent', async () => {
    const date = onOrAfter(addCalendarDays(TODAY, 14), 3);
    const body = booking(CG, date, '12:30');
    const key = { 'Idempotency-Key': 'booking-key-0001' };
    const before = await counts();
    const first = bookingResponse.parse(await (await create(CG, body, key)).json());
    const again = bookingResponse.parse(await (await create(CG, body, key)).json());
    expect(again).toEqual(first);
    expect((await counts()).bookings).toBe(before.bookings + 1);
    const other = await create(CG, { ...body, adultCovers: 3 }, key);
    expect(other.status).toBe(422);
    expect(apiErrorBody.parse(await other.json()).field).toBe('headers.Idempotency-Key');

    const key2 = { 'Idempotency-Key': 'booking-key-0002' };
    const body2 = booking(CG, date, '13:00');
    const all = await Promise.all(Array.from({ length: 6 }, () => create(CG, body2, key2)));
    const refs = await Promise.all(
      all.map(async (r) => bookingResponse.parse(await r.json()).bookingReference),
    );
    expect(new Set(refs).size).toBe(1);
    expect((await counts()).bookings).toBe(before.bookings + 2);
    expect(await count('idempotency_keys')).toBe(before.idempotency_keys + 2);
    expect(mailSpy).toHaveBeenCalledTimes(2);
  });

  it('stores enquiries and event requests as such, holding no table', async () => {
    const friday = onOrAfter(addCalendarDays(TODAY, 7), 5);
    const before = await counts();
    const enquiry = await post(
      `/api/booking/enquiry/${CG}`,
      booking(CG, friday, '19:00', { adultCovers: 30 }),
    );
    expect(enquiry.status).toBe(200);
    const enquiryRef = bookingResponse.parse(await enquiry.json()).bookingReference;
    const saturday = onOrAfter(addCalendarDays(TODAY, 7), 6);
    const event = await post(
      `/api/booking/events/${CG}`,
      booking(CG, saturday, '12:00', {
        adultCovers: 20,
        occasionId: 'bottomless-brunch',
        menuIds: ['bm-brunch'],
      }),
    );
    expect(event.status).toBe(200);
    const eventRef = bookingResponse.parse(await event.json()).bookingReference;
    expect(
      await query(
        `SELECT kind, status FROM bookings WHERE reference IN ('${enquiryRef}', '${eventRef}') ORDER BY kind`,
      ),
    ).toEqual([
      { kind: 'enquiry', status: 'pending' },
      { kind: 'event', status: 'pending' },
    ]);
    const after = await counts();
    expect(after.bookings).toBe(before.bookings + 2);
    expect(after.booking_tables).toBe(before.booking_tables);
    expect(mailSpy.mock.calls.map((c) => c[1].kind)).toEqual(['enquiry', 'enquiry']);

    // Where enquiries do not apply: 4. An event outside its window: 4; on a weekday: 17.
    await expectCode(
      await post(`/api/booking/enquiry/1005`, booking('1005', friday, '19:00', { adultCovers: 30 })),
      BookingErrorCode.NoFreeSlot,
    );
    await expectCode(
      await post(`/api/booking/enquiry/${CG}`, booking(CG, friday, '19:00', { adultCovers: 4 })),
      BookingErrorCode.NoFreeSlot,
    );
    await expectCode(
      await post(
        `/api/booking/events/${CG}`,
        booking(CG, saturday, '18:00', {
          adultCovers: 20,
          occasionId: 'bottomless-brunch',
          menuIds: ['bm-brunch'],
        }),
      ),
      BookingErrorCode.NoFreeSlot,
    );
    await expectCode(
      await post(
        `/api/booking/events/${CG}`,
        booking(CG, friday, '12:00', {
          adultCovers: 20,
          occasionId: 'bottomless-brunch',
          menuIds: ['bm-brunch'],
        }),
      ),
      BookingErrorCode.NoRestrictions,
    );
  });

  it('never lets a failing mail fail a booking', async () => {
    mailSpy.mockRejectedValueOnce(new Error('outbox down'));
    const res = await create(CG, booking(CG, onOrAfter(addCalendarDays(TODAY, 21), 3), '19:00'));
    expect(res.status).toBe(200);
    expect(
      await count('bookings', `reference = '${bookingResponse.parse(await res.json()).bookingReference}'`),
    ).toBe(1);
  });
});
