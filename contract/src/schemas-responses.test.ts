import { describe, expect, it } from 'vitest';
import { RECAPTCHA_OUTCOMES } from './constants.ts';
import { endpoints } from './endpoints.ts';
import { examples } from './examples.ts';
import { recaptchaOutcomeOf } from './schemas/botcheck.ts';
import { menu, restaurant, UK_ALLERGENS, WEEKLY_HOURS_KEYS } from './schemas/content.ts';
import { clone, def, names } from './test-fixtures/schemas.fixture.ts';
import { collectUnknownValues, type UnknownValue } from './tolerant.ts';

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
