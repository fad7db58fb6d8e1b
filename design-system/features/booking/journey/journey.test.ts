import { bookingFixtures, restaurantFixtures } from '@fittizia/api-mocks/fixtures';
import {
  type AvailabilityResult,
  BOOK_NOW_TEXT,
  BOOKING_MESSAGES,
  bookingRequest,
  type RequirementsResponse,
} from '@fittizia/contract';
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
  type JourneyState,
  journeyReducer,
  mainButtonLabel,
  nearestSlots,
  offeredStores,
  restaurantOutcome,
  specialRequestText,
  toUnpaddedDate,
} from './index.ts';

const [manchester, leeds, park] = restaurantFixtures as [
  (typeof restaurantFixtures)[number],
  (typeof restaurantFixtures)[number],
  (typeof restaurantFixtures)[number],
];
const TODAY = '2026-01-14';

const run = (state: JourneyState, ...actions: JourneyAction[]) => actions.reduce(journeyReducer, state);

const result = (over: Partial<AvailabilityResult>): AvailabilityResult => ({
  storeId: '1042',
  storeName: manchester.title,
  occasionId: 'occ-dinner',
  exactMatch: true,
  isFirstChoice: true,
  miles: 0,
  timeSlots: [{ time: '19:00' }, { time: '19:30' }, { time: '20:00' }],
  isPlaceAsEnquiryEnabled: false,
  allowMultipleUpsells: true,
  ...over,
});
const leedsResult = (over: Partial<AvailabilityResult> = {}) =>
  result({
    storeId: '1057',
    storeName: leeds.title,
    exactMatch: false,
    isFirstChoice: false,
    miles: 36.2,
    timeSlots: [{ time: '18:45' }, { time: '20:15' }],
    ...over,
  });

const menus = bookingFixtures.menus.data.menus;
const upsells = bookingFixtures.upsells.data.upsells;
const noCard: RequirementsResponse = { isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: false };

const atSearch = () =>
  run(
    initialJourney(),
    { type: 'chooseRestaurant', restaurant: manchester },
    {
      type: 'setSearch',
      search: { date: '2026-01-16' },
    },
  );
const atMenu = () =>
  run(atSearch(), { type: 'availabilityLoaded', results: [result({}), leedsResult()], today: TODAY });
const atExtras = () =>
  run(atMenu(), { type: 'menusLoaded', menus }, { type: 'chooseMenu', menuId: 'm-main' });
const atDetails = () =>
  run(atExtras(), { type: 'extrasLoaded', upsells, requirements: noCard }, { type: 'confirmExtras' });
const customer = {
  firstName: 'Giulia',
  lastName: "O'Connor",
  email: 'giulia@example.com',
  phoneNumber: '07700 900 123',
};

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

  it('none anywhere: the call-us message, still on the search', () => {
    const s = run(atSearch(), {
      type: 'availabilityLoaded',
      results: [result({ exactMatch: false, timeSlots: [] })],
      today: TODAY,
    });
    expect(s.step).toBe('search');
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

describe('main button and card', () => {
  it("reads 'Enquire now' for 25+ where enquiries are on, 'Card Guarantee' when a card is needed, else the book-now text", () => {
    const s = atDetails();
    expect(mainButtonLabel(s, BOOK_NOW_TEXT)).toBe('Book Now');
    expect(mainButtonLabel(s, 'Reserve')).toBe('Reserve');
    const card = { ...s, requirements: { isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false } };
    expect(mainButtonLabel(card, BOOK_NOW_TEXT)).toBe('Card Guarantee');
    expect(mainButtonLabel({ ...card, braintreeCustomerId: 'cus_1' }, BOOK_NOW_TEXT)).toBe('Book Now');
    const enquiry = {
      ...s,
      search: { ...s.search, adults: 25 },
      requirements: { isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: true },
    };
    expect(mainButtonLabel(enquiry, BOOK_NOW_TEXT)).toBe('Enquire now');
    // Enquiries on, but fewer than 25 guests: a normal booking.
    expect(mainButtonLabel({ ...enquiry, search: { ...s.search, adults: 24 } }, BOOK_NOW_TEXT)).toBe(
      'Book Now',
    );
  });

  it('the card step keeps the customer id for the booking', () => {
    const s = run(
      atDetails(),
      { type: 'setCustomer', customer },
      { type: 'needCard' },
      {
        type: 'cardAccepted',
        customerId: 'cus_42',
      },
    );
    expect(s.step).toBe('card');
    expect(bookingRequestFrom(s).braintreeCustomerId).toBe('cus_42');
  });
});

describe('edit controls clear that step and all later steps', () => {
  const full = () =>
    run(
      atExtras(),
      { type: 'extrasLoaded', upsells, requirements: noCard },
      {
        type: 'setExtra',
        id: 'up-cake',
        quantity: 1,
      },
      { type: 'confirmExtras' },
      { type: 'setCustomer', customer },
    );

  it('Edit restaurant clears everything', () => {
    const s = run(full(), { type: 'edit', section: 'restaurant' });
    expect(s).toEqual(initialJourney());
  });

  it('Edit date clears availability, menu, extras and requirements; the party and details stay', () => {
    const s = run(full(), { type: 'edit', section: 'date' });
    expect(s.step).toBe('search');
    expect(s.restaurantId).toBe('1042');
    expect(s.search.date).toBe('2026-01-16');
    expect([s.availability, s.chosen, s.menus, s.menuId, s.upsells, s.requirements]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(s.extras).toEqual({});
    expect(s.customer.firstName).toBe('Giulia');
  });

  it('Edit time returns to the list of times and clears the menu and extras', () => {
    const s = run(full(), { type: 'edit', section: 'time' });
    expect(s.step).toBe('times');
    expect(s.availability).toHaveLength(2);
    expect([s.chosen, s.menuId, s.upsells]).toEqual([undefined, undefined, undefined]);
    expect(s.extras).toEqual({});
  });

  it('Edit menu clears the extras and the requirements read for that menu', () => {
    const s = run(full(), { type: 'edit', section: 'menu' });
    expect(s.step).toBe('menu');
    expect(s.menuId).toBeUndefined();
    expect(s.menus).toEqual(menus);
    expect(s.extras).toEqual({});
    expect(s.upsells).toBeUndefined();
    expect(s.chosen?.time).toBe('19:30');
    expect(s.requirements).toBeUndefined();
  });

  it('reset returns to the picker, or to the preselected restaurant and prefill', () => {
    expect(run(full(), { type: 'reset' })).toEqual(initialJourney());
    const again = run(full(), { type: 'reset', restaurant: manchester, search: { adults: 4 } });
    expect(again).toEqual(initialJourney({ restaurant: manchester, search: { adults: 4 } }));
    expect(again.step).toBe('search');
    expect(again.search.adults).toBe(4);
  });
});

describe('booking outcomes', () => {
  it('success stores the reference; an enquiry is marked as one', () => {
    const s = run(atDetails(), { type: 'bookingSucceeded', reference: 'FT-1', enquiry: true });
    expect(s.step).toBe('done');
    expect(s.confirmation).toEqual({ reference: 'FT-1', enquiry: true });
  });

  it('a failure keeps everything typed and shows the message until the next change', () => {
    const s = run(atDetails(), { type: 'setCustomer', customer }, { type: 'bookingFailed', message: 'No' });
    expect(s.bookingError).toBe('No');
    expect(s.customer.email).toBe('giulia@example.com');
    expect(s.step).toBe('details');
    expect(run(s, { type: 'setCustomer', customer: { firstName: 'G' } }).bookingError).toBeUndefined();
  });

  it('status 9 returns to the time choice with the slot-taken message, everything else kept', () => {
    const s = run(atDetails(), { type: 'setCustomer', customer }, { type: 'slotTaken' });
    expect(s.step).toBe('times');
    expect(s.slotMessage).toBe(BOOKING_MESSAGES.slotTaken);
    expect(s.chosen).toBeUndefined();
    expect(s.menuId).toBe('m-main');
    expect(s.customer.firstName).toBe('Giulia');
    // The taken time is no longer offered.
    expect(offeredStores(s)[0]?.slots).toEqual(['19:00', '20:00']);
    const again = run(s, { type: 'chooseSlot', storeId: '1042', time: '20:00' });
    expect(again.step).toBe('details');
    expect(again.chosen?.time).toBe('20:00');
    expect(again.slotMessage).toBeUndefined();
    expect(again.menuId).toBe('m-main');
    expect(again.requirements).toBeUndefined();
  });

  it('actions out of order change nothing', () => {
    const s = atSearch();
    expect(run(s, { type: 'chooseSlot', storeId: '1042', time: '19:00' })).toBe(s);
    expect(run(s, { type: 'menusLoaded', menus })).toBe(s);
    expect(run(s, { type: 'confirmExtras' })).toBe(s);
    expect(run(s, { type: 'edit', section: 'menu' })).toBe(s);
  });
});

describe('nearestSlots', () => {
  it('pads and sorts times and keeps 3 either side', () => {
    expect(
      nearestSlots(['9:00', '21:00', '20:00', '19:00', '18:00', '17:00', '16:00', '22:00', '23:00'], '19:30'),
    ).toEqual(['17:00', '18:00', '19:00', '20:00', '21:00', '22:00']);
  });
});
