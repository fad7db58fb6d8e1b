import { BOOK_NOW_TEXT, BOOKING_MESSAGES } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { bookingRequestFrom, initialJourney, mainButtonLabel, nearestSlots, offeredStores } from './index.ts';

import {
  atDetails,
  atExtras,
  atSearch,
  customer,
  manchester,
  menus,
  noCard,
  run,
  upsells,
} from './journeyTest.fixture.ts';

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

  it("a table's confirmation keeps the signed calendar link, and so does the journey a reload restores", () => {
    const link = '/booking/calendar.ics?title=Table&reference=FT2&sig=abc';
    const s = run(atDetails(), {
      type: 'bookingSucceeded',
      reference: 'FT2',
      enquiry: false,
      calendarLink: link,
    });
    expect(s.confirmation?.calendarLink).toBe(link);
    // The confirmed journey as session storage and history keep it, read back after a reload.
    const restored = run(initialJourney(), { type: 'restore', state: JSON.parse(JSON.stringify(s)) });
    expect(restored.confirmation).toEqual({ reference: 'FT2', enquiry: false, calendarLink: link });
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
