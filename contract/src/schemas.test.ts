import { describe, expect, it } from 'vitest';
import { endpoints, externalCalls } from './endpoints.ts';
import { examples, externalExamples } from './examples.ts';
import { bookingRequest, slotsQuery, upsellsQuery } from './schemas/booking.ts';
import { unpaddedDateField } from './schemas/calendar-date.ts';
import { formatUnpaddedDate } from './schemas/common.ts';
import { validationErrorBody } from './schemas/error.ts';
import { signupRequest } from './schemas/signup.ts';
import { clone, def, failures, names } from './test-fixtures/schemas.fixture.ts';
import { z } from './zod.ts';

describe('examples', () => {
  it('has one example per endpoint and nothing else', () => {
    expect(Object.keys(examples).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s: the example parses against every part of the endpoint', (name) => {
    const ex = examples[name] as { params?: unknown; query?: unknown; body?: unknown; response: unknown };
    const d = def(name);
    expect(d.params.safeParse(ex.params).error).toBeUndefined();
    expect(d.query.safeParse(ex.query).error).toBeUndefined();
    expect(d.body.safeParse(ex.body).error).toBeUndefined();
    expect(d.response.safeParse(ex.response).error).toBeUndefined();
  });

  it.each(Object.keys(externalCalls) as (keyof typeof externalCalls)[])(
    'external %s example parses',
    (name) => {
      const ex = externalExamples[name];
      expect(externalCalls[name].query.safeParse(ex.query).error).toBeUndefined();
      expect(externalCalls[name].response.safeParse(ex.response).error).toBeUndefined();
    },
  );

  it('uses no real brand in the fixtures', () => {
    const text = JSON.stringify(examples);
    expect(text).toContain('Fittizia Trattoria');
    const realBrands = text.match(
      /zizzi|pizza express|prezzo|ask italian|bella italia|instagram\.com|google\./gi,
    );
    expect(realBrands).toBeNull();
  });
});

describe('requests are strict', () => {
  const unwrap = (s: z.ZodMiniType) =>
    s instanceof z.ZodMiniOptional || s instanceof z.ZodMiniPrefault
      ? (s._zod.def.innerType as z.ZodMiniType)
      : s;
  const withObjectBody = names.filter((n) => unwrap(def(n).body) instanceof z.ZodMiniObject);
  const withObjectQuery = names.filter((n) => unwrap(def(n).query) instanceof z.ZodMiniObject);
  const withObjectParams = names.filter((n) => def(n).params instanceof z.ZodMiniObject);

  it('covers the calls that have inputs', () => {
    // The standby list adds three bodies (join, leave, claim) and four params; the sign-up's
    // confirmation link one param; the operators' API six bodies, one query and eight params; the change events
    // two queries; the content service's editor calls five bodies and seven params, the site's preview reads two
    // bodies; the privacy calls (export, erase) two bodies; the one-click unsubscribe one param; find a table one
    // query; the group pre-orders three bodies and four params
    expect(withObjectBody).toHaveLength(18 + 3 + 6 + 5 + 2 + 2 + 3);
    expect(withObjectQuery).toHaveLength(9 + 1 + 2 + 1);
    expect(withObjectParams).toHaveLength(23 + 4 + 1 + 8 + 7 + 1 + 4);
  });

  it.each(withObjectBody)('%s body rejects an unknown field and names it', (name) => {
    const body = { ...(examples[name] as { body: object }).body, sneaky: 1 };
    const msgs = failures(def(name).body, body);
    expect(msgs.join(' ')).toContain('sneaky');
    const r = def(name).body.safeParse(body);
    expect(r.success ? undefined : validationErrorBody(r.error).field).toBe('sneaky');
  });

  it.each(withObjectQuery)('%s query rejects an unknown field', (name) => {
    const query = { ...(examples[name] as { query: object }).query, utm_source: 'x' };
    expect(failures(def(name).query, query).join(' ')).toContain('utm_source');
  });

  it.each(withObjectParams)('%s params reject an unknown field', (name) => {
    const params = { ...(examples[name] as { params: object }).params, extra: 'x' };
    expect(failures(def(name).params, params).join(' ')).toContain('extra');
  });

  it('nested request objects are strict too', () => {
    const body = clone(examples.bookingCreate.body);
    (body.upsells as object[])[0] = { id: 'up-prosecco', quantity: 1, price: 27.5 };
    expect(failures(bookingRequest, body).join(' ')).toMatch(/upsells\.0.*price/);
  });
});

describe('request values', () => {
  const booking = examples.bookingCreate.body;

  it.each([
    ['adultCovers', 0, 'adultCovers must be at least 1'],
    ['adultCovers', 101, 'adultCovers must be at most 100'],
    ['childCovers', 51, 'childCovers must be at most 50'],
    ['emailAddress', 'not-an-email', 'emailAddress'],
    ['mobilePhoneNumber', '07700 900123', 'mobilePhoneNumber must be digits only (spaces removed)'],
    ['diningDateTime', '2025-03-07 19:30', 'diningDateTime must be the unpadded date'],
    ['bookingTime', '19:20', 'bookingTime'],
    ['bookingTime', '08:45', 'bookingTime'],
    ['firstName', '   ', 'firstName is required'],
  ])('booking %s = %j is rejected naming the field', (field, value, message) => {
    const msgs = failures(bookingRequest, { ...booking, [field]: value });
    expect(msgs.some((m) => m.includes(message) && m.includes(field))).toBe(true);
  });

  it('booking: an extra is asked for once, and bookingTime is the time of diningDateTime', () => {
    const twice = { ...booking, upsells: [{ id: 'up-prosecco', quantity: 1 }], upsellIds: ['up-prosecco'] };
    expect(failures(bookingRequest, twice)).toEqual(['upsellIds.0: extra "up-prosecco" is listed twice']);
    expect(failures(bookingRequest, { ...booking, upsellIds: ['up-cake', 'up-cake'] })).toEqual([
      'upsellIds.1: extra "up-cake" is listed twice',
    ]);
    expect(failures(bookingRequest, { ...booking, bookingTime: '20:00' })).toEqual([
      'bookingTime: must be the time of diningDateTime (19:30)',
    ]);
    expect(bookingRequest.safeParse({ ...booking, upsellIds: ['up-cake'] }).success).toBe(true);
  });

  it('booking defaults and the spec field names', () => {
    const { childCovers, upsells, menuIds, ...rest } = booking;
    const parsed = bookingRequest.parse({ ...rest, upsells: undefined });
    expect(parsed.childCovers).toBe(0);
    expect(parsed.shouldReceivePromotions).toBe(true);
    expect(parsed.menuIds).toEqual([]);
    expect(Object.keys(bookingRequest.shape)).toEqual(
      expect.arrayContaining([
        'mobilePhoneNumber',
        'diningDateTime',
        'childCovers',
        'upsellIds',
        'braintreeCustomerId',
      ]),
    );
    expect(Object.keys(endpoints.bookingAvailability.body.shape)).toEqual([
      'stores',
      'date',
      'adultCovers',
      'childrenCovers',
    ]);
  });

  it('query numbers and booleans arrive as strings', () => {
    const q = slotsQuery.parse({
      occasionId: 'o',
      children: '0',
      adults: '4',
      dates: '2025-3-7',
      menuIds: 'a,b',
    });
    expect(q).toEqual({
      occasionId: 'o',
      children: 0,
      adults: 4,
      dates: '2025-3-7',
      menuIds: ['a', 'b'],
      areaId: 'null',
    });
    expect(slotsQuery.parse({ ...q, menuIds: ['a', 'b,c'] }).menuIds).toEqual(['a', 'b', 'c']);
    const u = upsellsQuery.parse({ ...examples.bookingUpsells.query, includeUnavailable: 'false' });
    expect(u.includeUnavailable).toBe(false);
    expect(
      upsellsQuery.parse({ ...examples.bookingUpsells.query, includeUnavailable: 'true' }).includeUnavailable,
    ).toBe(true);
    const { includeUnavailable, ...noFlag } = examples.bookingUpsells.query;
    expect(upsellsQuery.parse(noFlag).includeUnavailable).toBe(false);
    expect(failures(slotsQuery, { ...q, adults: '0' }).join()).toContain('adults must be at least 1');
    expect(failures(slotsQuery, { ...q, children: 'two' }).join()).toContain('children must be a number');
    expect(failures(slotsQuery, { ...q, menuIds: '' }).join()).toContain('menuIds');
  });

  it('dates go without zero padding (5.2)', () => {
    const unpaddedDate = unpaddedDateField('date');
    expect(unpaddedDate.parse('2025-3-7')).toBe('2025-3-7');
    expect(unpaddedDate.parse('2024-2-29')).toBe('2024-2-29');
    expect(unpaddedDate.safeParse('2025-03-07').success).toBe(false);
    expect(unpaddedDate.safeParse('2025-2-29').success).toBe(false);
    expect(unpaddedDate.safeParse('2025-13-1').success).toBe(false);
    expect(formatUnpaddedDate(new Date(2025, 2, 7))).toBe('2025-3-7');
    expect(failures(slotsQuery, { ...examples.bookingSlots.query, dates: '2025-03-07' }).join()).toMatch(
      /^dates must be year-month-day without zero padding/,
    );
  });

  it('availability: stores need storeId and miles, covers bounded', () => {
    const body = examples.bookingAvailability.body;
    expect(failures(endpoints.bookingAvailability.body, { ...body, stores: [] }).join()).toContain('stores');
    expect(failures(endpoints.bookingAvailability.body, { ...body, childrenCovers: -1 }).join()).toContain(
      'childrenCovers must be at least 0',
    );
    expect(
      failures(endpoints.bookingAvailability.body, { ...body, stores: [{ storeId: '1' }] }).join(),
    ).toContain('stores.0.miles');
  });

  it('geo coordinates coerce and bound', () => {
    expect(endpoints.geoSearchByCoordinates.params.parse({ lat: '53.48', lng: '-2.24' })).toEqual({
      lat: 53.48,
      lng: -2.24,
    });
    expect(failures(endpoints.geoSearchByCoordinates.params, { lat: 'north', lng: '0' }).join()).toContain(
      'lat must be a number',
    );
    expect(failures(endpoints.geoSearchByCoordinates.params, { lat: '91', lng: '0' }).join()).toContain(
      'lat',
    );
  });

  it('customer guid, terms and slugs', () => {
    expect(failures(endpoints.getCustomerPreferences.params, { customerGuid: 'abc' }).join()).toContain(
      'customerGuid must be a guid',
    );
    expect(
      failures(endpoints.offerCode.body, { ...examples.offerCode.body, acceptTerms: false }).join(),
    ).toContain('acceptTerms must be accepted');
    expect(failures(endpoints.restaurantBySlug.params, { slug: 'deans gate' }).join()).toContain('slug');
    expect(failures(endpoints.contentPage.params, { id: '..' }).join()).toContain('id');
  });

  it('sign-up birthday: February allows 29 with no year (1904), not in a non-leap year', () => {
    const body = examples.signup.body;
    expect(signupRequest.parse(body).birthday).toEqual({ day: 29, month: 2 });
    expect(
      failures(signupRequest, { ...body, birthday: { day: 29, month: 2, year: 2001 } }).join(),
    ).toContain('birthday.day');
    expect(failures(signupRequest, { ...body, birthday: { day: 31, month: 4 } }).join()).toContain(
      'birthday.day',
    );
    expect(signupRequest.parse({ ...body, birthday: { day: 29, month: 2, year: 2000 } }).acceptSMSTerms).toBe(
      true,
    );
  });
});
