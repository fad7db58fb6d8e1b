import { BOOKING_MESSAGES, bookingRequest } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import {
  type BookingRestaurant,
  bookingRequestFrom,
  CUSTOMER_MESSAGES,
  customerErrors,
  emptyCustomer,
  initialJourney,
  isCustomerValid,
  type JourneyAction,
  offeredStores,
  restaurantOutcome,
  specialRequestText,
  toUnpaddedDate,
} from './index.ts';

import {
  atExtras,
  atMenu,
  atSearch,
  customer,
  leeds,
  leedsResult,
  manchester,
  menus,
  noCard,
  park,
  result,
  run,
  TODAY,
  upsells,
} from './journeyTest.fixture.ts';

describe('choosing a restaurant: the four outcomes of 4.3', () => {
  it('a restaurant with an external provider gives its link', () => {
    const r: BookingRestaurant = { ...leeds, bookingProviderUrl: 'https://provider.example/book' };
    expect(restaurantOutcome(r)).toEqual({ kind: 'provider', href: 'https://provider.example/book' });
    const s = run(initialJourney(), { type: 'chooseRestaurant', restaurant: r });
    expect(s.step).toBe('restaurant');
    expect(s.outcome?.kind).toBe('provider');
  });

  it('a holiday park gives the call-us message with its phone, before anything else', () => {
    expect(restaurantOutcome(park)).toEqual({
      kind: 'call-us',
      reason: 'holiday-park',
      message: BOOKING_MESSAGES.holidayPark,
      phone: park.phoneNumber,
    });
  });

  it('enableBookings false gives the no-bookings call-us message', () => {
    expect(restaurantOutcome({ ...leeds, enableBookings: false })).toMatchObject({
      kind: 'call-us',
      reason: 'disabled',
      message: BOOKING_MESSAGES.notSupported,
    });
  });

  it('otherwise the normal path: on to party, date and time', () => {
    const s = run(initialJourney(), { type: 'chooseRestaurant', restaurant: manchester });
    expect(s.outcome).toEqual({ kind: 'book' });
    expect(s.step).toBe('search');
    expect(s.restaurantId).toBe('1042');
  });

  it('a preselected restaurant skips the picker; the prefill is kept within the limits', () => {
    const s = initialJourney({
      restaurant: manchester,
      search: { adults: 400, children: -3, time: '12:00' },
    });
    expect(s.step).toBe('search');
    expect(s.search).toEqual({ adults: 100, children: 0, time: '12:00' });
  });

  it('defaults: 2 adults, 0 children, 19:30', () => {
    expect(initialJourney().search).toEqual({ adults: 2, children: 0, time: '19:30' });
  });
});

describe('availability outcomes', () => {
  it('exactly one exact match at the chosen restaurant chooses its slot (the asked time) and moves to menus', () => {
    const s = atMenu();
    expect(s.step).toBe('menu');
    expect(s.chosen).toMatchObject({ storeId: '1042', time: '19:30', occasionId: 'occ-dinner' });
  });

  it('an exact match whose slots miss the asked time takes its first slot', () => {
    const s = run(atSearch(), {
      type: 'availabilityLoaded',
      results: [result({ timeSlots: [{ time: '18:15' }, { time: '18:30' }] })],
      today: TODAY,
    });
    expect(s.chosen?.time).toBe('18:15');
  });

  it('several results: the list, up to 3 slots before and 3 after per restaurant', () => {
    const many = [
      '17:45',
      '18:00',
      '18:15',
      '18:30',
      '18:45',
      '19:00',
      '19:30',
      '20:00',
      '20:15',
      '20:30',
      '21:00',
    ];
    const s = run(atSearch(), {
      type: 'availabilityLoaded',
      results: [result({ exactMatch: false, timeSlots: many.map((time) => ({ time })) }), leedsResult()],
      today: TODAY,
    });
    expect(s.step).toBe('times');
    expect(s.chosen).toBeUndefined();
    const offered = offeredStores(s);
    expect(offered.map((o) => o.storeId)).toEqual(['1042', '1057']);
    expect(offered[0]?.slots).toEqual(['18:30', '18:45', '19:00', '19:30', '20:00', '20:15', '20:30']);
  });

  it('no availability at the chosen restaurant offers the nearest restaurant in the list', () => {
    const s = run(atSearch(), {
      type: 'availabilityLoaded',
      results: [result({ exactMatch: false, timeSlots: [] }), leedsResult({ exactMatch: true })],
      today: TODAY,
    });
    expect(s.step).toBe('times');
    expect(offeredStores(s).map((o) => o.storeId)).toEqual(['1057']);
    const chosen = run(s, { type: 'chooseSlot', storeId: '1057', time: '20:15' });
    expect(chosen.step).toBe('menu');
    expect(chosen.restaurantId).toBe('1057');
    expect(chosen.chosen).toMatchObject({ storeName: leeds.title, time: '20:15' });
  });

  it('none at the chosen restaurant: the call-us answer, and the times step looks for other restaurants', () => {
    const s = run(atSearch(), {
      type: 'availabilityLoaded',
      results: [result({ exactMatch: false, timeSlots: [] })],
      today: TODAY,
    });
    expect(s.step).toBe('times');
    expect(s.availabilityMessage).toBe('callUs');
  });

  it('none for 25+ guests today: the same-day message; on another day call us', () => {
    const big = run(
      initialJourney(),
      { type: 'chooseRestaurant', restaurant: manchester },
      {
        type: 'setSearch',
        search: { adults: 20, children: 5, date: TODAY },
      },
    );
    const none: JourneyAction = { type: 'availabilityLoaded', results: [], today: TODAY };
    expect(run(big, none).availabilityMessage).toBe('largePartySameDay');
    expect(run(big, { type: 'setSearch', search: { children: 4 } }, none).availabilityMessage).toBe('callUs');
    expect(run(big, { type: 'setSearch', search: { date: '2026-01-15' } }, none).availabilityMessage).toBe(
      'callUs',
    );
  });

  it('a failed availability call shows its message; a change clears it', () => {
    const s = run(atSearch(), { type: 'availabilityFailed', message: BOOKING_MESSAGES.availabilityFailed });
    expect(s.availabilityError).toBe('Error checking availability');
    expect(s.step).toBe('search');
    expect(run(s, { type: 'setSearch', search: { adults: 3 } }).availabilityError).toBeUndefined();
  });
});

describe('menus, extras, details', () => {
  it('one menu is chosen automatically; several wait for a choice', () => {
    const one = run(atMenu(), { type: 'menusLoaded', menus: [menus[0] as (typeof menus)[number]] });
    expect(one.step).toBe('extras');
    expect(one.menuId).toBe('m-main');
    const several = run(atMenu(), { type: 'menusLoaded', menus });
    expect(several.step).toBe('menu');
    expect(several.menuId).toBeUndefined();
    expect(run(several, { type: 'chooseMenu', menuId: 'not-offered' }).menuId).toBeUndefined();
  });

  it('extras are skipped when none are offered', () => {
    const s = run(atExtras(), { type: 'extrasLoaded', upsells: [], requirements: noCard });
    expect(s.step).toBe('details');
  });

  it('an extra stays within 0 and its maximum, and 0 removes it', () => {
    let s = run(atExtras(), { type: 'extrasLoaded', upsells, requirements: noCard });
    s = run(s, { type: 'setExtra', id: 'up-prosecco', quantity: 9 });
    expect(s.extras).toEqual({ 'up-prosecco': 3 });
    s = run(s, { type: 'setExtra', id: 'up-prosecco', quantity: 0 });
    expect(s.extras).toEqual({});
    s = run(
      s,
      { type: 'setExtra', id: 'unknown', quantity: 1 },
      { type: 'setExtra', id: 'up-cake', quantity: -2 },
    );
    expect(s.extras).toEqual({});
  });

  it('details: each field present and valid; the phone loses its spaces when sent', () => {
    expect(customerErrors(emptyCustomer)).toEqual({
      firstName: CUSTOMER_MESSAGES.firstNameRequired,
      lastName: CUSTOMER_MESSAGES.lastNameRequired,
      email: CUSTOMER_MESSAGES.emailRequired,
      phoneNumber: CUSTOMER_MESSAGES.phoneRequired,
    });
    expect(customerErrors({ ...emptyCustomer, ...customer, email: 'giulia@', phoneNumber: '12 34' })).toEqual(
      {
        email: CUSTOMER_MESSAGES.emailFormat,
        phoneNumber: CUSTOMER_MESSAGES.phoneFormat,
      },
    );
    expect(isCustomerValid({ ...emptyCustomer, ...customer })).toBe(true);
    expect(isCustomerValid({ ...emptyCustomer, ...customer, specialRequest: 'x'.repeat(1001) })).toBe(false);
  });

  it('structured needs are appended to the special request in plain words', () => {
    expect(
      specialRequestText({
        specialRequest: ' A table by the window. ',
        needs: {
          allergies: ['sulphur dioxide/sulphites', 'peanuts', 'celery'],
          wheelchair: true,
          highChair: true,
          pram: true,
        },
      }),
    ).toBe(
      'A table by the window. Allergies in our party: celery, peanuts and sulphur dioxide or sulphites. We need wheelchair access. We need a high chair. We will bring a pram.',
    );
    expect(specialRequestText({ specialRequest: '', needs: emptyCustomer.needs })).toBe('');
  });

  it('the booking request follows the contract: unpadded date, time, menu, extras, opt-ins off', () => {
    let s = run(atExtras(), { type: 'extrasLoaded', upsells, requirements: noCard });
    s = run(
      s,
      { type: 'setExtra', id: 'up-prosecco', quantity: 2 },
      { type: 'confirmExtras' },
      {
        type: 'setCustomer',
        customer,
      },
    );
    const body = bookingRequestFrom(s);
    expect(body).toMatchObject({
      restaurantId: '1042',
      diningDateTime: '2026-1-16 19:30',
      bookingTime: '19:30',
      mobilePhoneNumber: '07700900123',
      adultCovers: 2,
      childCovers: 0,
      menuIds: ['m-main'],
      menuName: 'Main Menu',
      occasionId: 'occ-dinner',
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
      upsells: [{ id: 'up-prosecco', quantity: 2 }],
    });
    // Each extra once: in `upsells` with its quantity, never also in `upsellIds` (the brand API refuses a repeat).
    expect(body).not.toHaveProperty('upsellIds');
    expect(bookingRequest.safeParse(body).success).toBe(true);
    expect(toUnpaddedDate('2026-03-07')).toBe('2026-3-7');
  });
});
