import { describe, expect, it } from 'vitest';
import { RECAPTCHA_OUTCOMES } from './constants.ts';
import type { Endpoint } from './endpoint.ts';
import { type EndpointName, endpoints, externalCalls } from './endpoints.ts';
import { examples, externalExamples } from './examples.ts';
import { bookingRequest, slotsQuery, upsellsQuery } from './schemas/booking.ts';
import { recaptchaOutcomeOf } from './schemas/botcheck.ts';
import { unpaddedDateField } from './schemas/calendar-date.ts';
import { formatUnpaddedDate } from './schemas/common.ts';
import { menu, restaurant, UK_ALLERGENS, WEEKLY_HOURS_KEYS } from './schemas/content.ts';
import { issueMessages, validationErrorBody } from './schemas/error.ts';
import {
  CV_FORMAT_MESSAGE,
  jobApplicationIssues,
  jobApplicationRequest,
  jobHeaderForCategory,
  jobHeaderImage,
} from './schemas/jobs.ts';
import { signupRequest } from './schemas/signup.ts';
import { collectUnknownValues, type UnknownValue } from './tolerant.ts';
import { z } from './zod.ts';

const names = Object.keys(endpoints) as EndpointName[];
const def = (name: EndpointName) => endpoints[name] as Endpoint;
const clone = <T>(v: T): T => structuredClone(v);

/** Messages of a failed parse, each naming its field. */
function failures(schema: z.ZodMiniType, value: unknown): string[] {
  const r = schema.safeParse(value);
  expect(r.success, `expected ${JSON.stringify(value)?.slice(0, 120)} to be rejected`).toBe(false);
  return r.success ? [] : issueMessages(r.error);
}

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
    // confirmation link one param
    expect(withObjectBody).toHaveLength(18 + 3);
    expect(withObjectQuery).toHaveLength(9);
    expect(withObjectParams).toHaveLength(23 + 4 + 1);
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

describe('job application (5.1)', () => {
  const app = examples.jobApplication.body;

  it.each(['Zoë Ní Bhriain', "D'Andrea", 'José María', 'Łucja'])('accepts the name %j', (name) => {
    expect(jobApplicationRequest.parse({ ...app, firstName: name, secondName: name }).firstName).toBe(name);
  });

  it.each(['J0hn', 'Anne-Marie', 'Bob!', '   ', ''])('rejects the first name %j naming firstName', (name) => {
    expect(failures(jobApplicationRequest, { ...app, firstName: name }).join()).toMatch(/^firstName /);
  });

  it.each(['07700900321', '+44 7700 900321', '0161.496.0123', '1234567', '12345678901234567'])(
    'accepts the telephone %j',
    (telephone) => {
      expect(jobApplicationRequest.parse({ ...app, telephone }).telephone).toBe(telephone);
    },
  );

  it.each(['123456', '123456789012345678', ' 07700900321', 'phone me', '07700-900321', '(0161) 4960123'])(
    'rejects the telephone %j',
    (telephone) => {
      expect(failures(jobApplicationRequest, { ...app, telephone }).join()).toMatch(
        /^telephone must be 7 to 17/,
      );
    },
  );

  it('takes a CV named *.pdf or *.docx only, with its own format error', () => {
    const docx = {
      name: 'cv.DOCX',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      content: 'UEsDBBQ=',
    };
    expect(jobApplicationRequest.parse({ ...app, resume: docx }).resume?.name).toBe('cv.DOCX');
    const msgs = failures(jobApplicationRequest, { ...app, resume: { ...docx, name: 'cv.txt' } });
    expect(msgs).toContain(`resume.name: ${CV_FORMAT_MESSAGE}`);
    expect(
      failures(jobApplicationRequest, { ...app, resume: { ...docx, contentType: 'text/plain' } }).join(),
    ).toContain(CV_FORMAT_MESSAGE);
  });

  it('experience: to-date needed unless current, from strictly before to', () => {
    const base = {
      employer: 'Osteria',
      jobTitle: 'Chef',
      fromMonth: 3,
      fromYear: 2021,
      isCurrentRole: false,
    };
    const year = new Date().getFullYear();
    const ok = jobApplicationRequest.parse({ ...app, experience: [{ ...base, toMonth: 4, toYear: 2021 }] });
    expect(ok.experience?.[0]?.toMonth).toBe(4);
    expect(failures(jobApplicationRequest, { ...app, experience: [base] })).toEqual([
      'experience.0.toMonth: toMonth is required',
      'experience.0.toYear: toYear is required',
    ]);
    expect(
      failures(jobApplicationRequest, { ...app, experience: [{ ...base, toMonth: 3, toYear: 2021 }] }),
    ).toEqual(['experience.0.toYear: the from date must be earlier than the to date']);
    expect(
      failures(jobApplicationRequest, {
        ...app,
        experience: [{ ...base, fromYear: year - 41, toMonth: 1, toYear: year }],
      }).join(),
    ).toContain('fromYear must be within the last 40 years');
    expect(
      failures(jobApplicationRequest, {
        ...app,
        experience: [{ ...base, employer: '  ', isCurrentRole: true }],
      }),
    ).toEqual(['experience.0.employer: employer is required']);
    expect(failures(jobApplicationRequest, { ...app, experience: [] }).join()).toContain('experience');
  });

  it('job-dependent rules: CV, experience and mandatory questions', () => {
    const { questions } = endpoints.job.response.parse(examples.job.response).data;
    const parsed = jobApplicationRequest.parse(app);
    expect(
      jobApplicationIssues(parsed, { cvRequired: 'True', workExperienceRequired: 'True', questions }),
    ).toEqual([]);
    const bare = jobApplicationRequest.parse({
      ...app,
      resume: undefined,
      experience: undefined,
      questions: [],
    });
    expect(jobApplicationIssues(bare, { cvRequired: 'False', workExperienceRequired: 'False' })).toEqual([]);
    expect(
      jobApplicationIssues(
        { ...bare, questions: [{ id: 'q-why', answer: { options: [], text: '  ' } }] },
        { cvRequired: 'True', workExperienceRequired: 'True', questions },
      ).map((i) => i.field),
    ).toEqual(['resume', 'experience', 'questions.q-right-to-work', 'questions.q-why']);
  });

  it('maps categories to headers (spec 3)', () => {
    expect(jobHeaderForCategory('Back of House')).toBe('back-of-house');
    expect(jobHeaderForCategory('Front of House')).toBe('front-of-house');
    expect(jobHeaderForCategory('Management')).toBe('management');
    expect(jobHeaderForCategory('Head Office')).toBe('quick-service');
    expect(jobHeaderForCategory(undefined)).toBe('quick-service');
    expect(jobHeaderImage('Management')).toMatch(/^\/images\/jobs\/management\./);
  });
});

describe('responses are tolerant', () => {
  function addExtra(value: unknown): unknown {
    if (Array.isArray(value)) return value.length ? [addExtra(value[0]), ...value.slice(1)] : value;
    if (value && typeof value === 'object') {
      const v = value as Record<string, unknown>;
      return { ...v, addedUpstream: 'x', ...('data' in v ? { data: addExtra(v.data) } : {}) };
    }
    return value;
  }

  it.each(names)('%s response accepts and keeps extra fields', (name) => {
    const response = addExtra(clone(examples[name].response));
    const r = def(name).response.safeParse(response);
    expect(r.error).toBeUndefined();
    expect(JSON.stringify(r.data)).toContain('addedUpstream');
  });

  it('nested response objects keep extra fields too', () => {
    const res = clone(examples.searchRestaurants.response);
    (res.restaurants[0] as Record<string, unknown>).parkingSpaces = 12;
    const out = endpoints.searchRestaurants.response.parse(res);
    expect((out.restaurants[0] as Record<string, unknown>).parkingSpaces).toBe(12);
  });

  it('but still rejects wrong types', () => {
    const r = endpoints.bookingRequirements.response.safeParse({
      isCardGuaranteeRequired: 'yes',
      isPlaceAsEnquiryEnabled: false,
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['isCardGuaranteeRequired']);
    expect(endpoints.bookingCreate.response.safeParse({ bookingStatus: 1 }).success).toBe(false);
  });

  it('envelopes: data.menus, data.upsells, data.statusCode, data.jobs, data.message', () => {
    expect(endpoints.bookingMenus.response.parse(examples.bookingMenus.response).data.menus[0]?.name).toBe(
      'Main Menu',
    );
    expect(
      endpoints.bookingUpsells.response.parse(examples.bookingUpsells.response).data.upsells,
    ).toHaveLength(2);
    expect(
      endpoints.contactSendEmail.response.parse(examples.contactSendEmail.response).data.statusCode,
    ).toBe(200);
    expect(endpoints.jobs.response.parse(examples.jobs.response).data.jobs[1]?.cvRequired).toBe('False');
    expect(
      endpoints.updateCustomerPreferences.response.parse({ data: { message: 'Success' } }).data.message,
    ).toBe('Success');
    expect(endpoints.braintreeToken.response.parse({ status: 200, data: null }).data).toBeNull();
    expect(endpoints.bookingMenus.response.safeParse({ status: 200, menus: [] }).success).toBe(false);
  });

  it('slots: dates[0].times[] with time and canEnquire', () => {
    const out = endpoints.bookingSlots.response.parse(examples.bookingSlots.response);
    expect(out.dates[0]?.times[4]).toEqual({ time: '19:45', canEnquire: true });
  });
});

describe('content entities', () => {
  it('restaurant has every field of spec 3 and the 21 weekly opening fields', () => {
    expect(WEEKLY_HOURS_KEYS).toHaveLength(21);
    const keys = Object.keys(restaurant.shape);
    for (const field of [
      'storeId',
      'bookATableWidgetId',
      'title',
      'city',
      'slug',
      'phoneNumber',
      'addressLine1',
      'addressLine2',
      'addressCity',
      'postcode',
      'addressLocation',
      'lat',
      'lng',
      'milesValue',
      'bookingProviderUrl',
      'enableBookings',
      'hideRestaurantDetailPage',
      'heroTiles',
      'clickCollect',
      'specialHours',
      'mondayOpen',
      'mondayClose',
      'mondayClickCollectClose',
      'sundayOpen',
      'sundayClose',
      'sundayClickCollectClose',
    ]) {
      expect(keys).toContain(field);
    }
    const r = restaurant.parse(examples.restaurantByStoreId.response);
    expect(r.fridayClose).toBe('23:00');
    expect(r.addressLocation).toEqual({ lat: 53.4794, lon: -2.2489 });
    expect(r.specialHours?.[1]).toMatchObject({
      endDate: '2025-12-31',
      closeTime: '00:00',
      clickCollectClose: '20:00',
    });
    expect(
      restaurant.safeParse({ ...examples.restaurantByStoreId.response, mondayOpen: 'noon' }).success,
    ).toBe(false);
  });

  it('the 14 UK allergens', () => {
    expect(UK_ALLERGENS).toEqual([
      'celery',
      'cereals containing gluten',
      'crustaceans',
      'eggs',
      'fish',
      'lupin',
      'milk',
      'molluscs',
      'mustard',
      'tree nuts',
      'peanuts',
      'sesame',
      'soya',
      'sulphur dioxide/sulphites',
    ]);
    const m = clone(examples.menu.response);
    const item = m.sections?.[0]?.items?.[0] as { allergens?: string[] };
    item.allergens = ['Celery'];
    expect(menu.parse(m).sections[0]?.items[0]?.allergens).toEqual(['celery']);
    // An allergen the contract does not list is dropped (and reported), never a failed menu.
    item.allergens = ['gluten', 'Milk'];
    const dropped: UnknownValue[] = [];
    const parsed = collectUnknownValues(
      () => menu.parse(m),
      (u) => dropped.push(u),
    );
    expect(parsed.sections[0]?.items[0]?.allergens).toEqual(['milk']);
    expect(dropped).toEqual([{ vocabulary: 'allergen', value: 'gluten' }]);
  });

  it('menu items carry price, kcal, allergens and dietary tags; image.file.url', () => {
    const m = menu.parse(examples.menu.response);
    expect(m.image?.file.url).toBe('/images/menus/main.jpg');
    expect(m.sections[1]?.items[0]).toMatchObject({
      price: 11.5,
      kcal: 890,
      dietaryTags: [{ name: 'Vegetarian' }],
    });
  });

  it('geo results carry kind, lat, lng and restaurants with milesValue', () => {
    const [first] = endpoints.geoSearch.response.parse(examples.geoSearch.response);
    expect(first?.kind).toBe('postcode');
    expect(first?.restaurants.map((r) => r.milesValue)).toEqual([0.1, 36.3]);
    const noMiles = clone(examples.geoSearch.response);
    const firstNearby: { milesValue?: number } = noMiles[0]?.restaurants[0] ?? {};
    delete firstNearby.milesValue;
    expect(endpoints.geoSearch.response.safeParse(noMiles).success).toBe(false);
    expect(
      endpoints.geoSearch.response.safeParse([{ ...examples.geoSearch.response[0], kind: 'county' }]).success,
    ).toBe(false);
  });
});

describe('bot check', () => {
  it('outcomes as spelled in the spec', () => {
    expect(RECAPTCHA_OUTCOMES).toEqual(['Invalid token', 'Internal error', 'Token verifyed']);
    expect(recaptchaOutcomeOf({ success: true })).toBe('Token verifyed');
    expect(recaptchaOutcomeOf({ success: false, 'error-codes': ['invalid-input-response'] })).toBe(
      'Invalid token',
    );
    expect(recaptchaOutcomeOf(undefined)).toBe('Internal error');
  });
});
