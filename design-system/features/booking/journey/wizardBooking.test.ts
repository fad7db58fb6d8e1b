import { BOOKING_MESSAGES, FIRST_BOOKING_TIME, type Occasion } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { wizardKind, wizardMainAction } from './index.ts';
import {
  cake,
  details,
  dinner,
  requirements,
  restaurant,
  run,
  slots,
  start,
  times,
} from './wizard.fixture.ts';

describe("the wizard's step three on the journey (spec 4.4)", () => {
  it('step three waits for its requirements and extras; a failure stops the wait with its message', () => {
    const started = run(times(), { type: 'confirmTime', storeName: 'Covent Garden' });
    expect(started).toMatchObject({ step: 'extras', upsells: undefined, requirements: undefined });
    expect(started.chosen).toEqual({
      storeId: '1001',
      storeName: 'Covent Garden',
      time: '19:15',
      occasionId: 'occ-dinner',
      isPlaceAsEnquiryEnabled: false,
    });
    const ready = run(started, { type: 'extrasLoaded', upsells: [], requirements: requirements(true) });
    expect(ready).toMatchObject({ step: 'details', requirements: requirements(true) });
    expect(run(started, { type: 'readFailed', message: 'Sorry' })).toMatchObject({
      step: 'extras',
      availabilityError: 'Sorry',
    });
  });

  it("the main action, by the journey's rule: the card step a table needs, an enquiry when the requirements say so", () => {
    expect(wizardMainAction(details(true))).toBe('card');
    expect(wizardMainAction(details(false))).toBe('book');
    expect(wizardMainAction(details(true, true))).toBe('enquire');
    expect(wizardKind(details(false, true))).toBe('enquiry');
  });

  it('an event occasion makes the booking an event request (no card); the requirements may make it an enquiry', () => {
    const brunch: Occasion = { id: 'brunch', minimumCovers: 6, maximumCovers: 40, bookingType: 'event' };
    const event = run(start(), { type: 'occasionsLoaded', occasions: [brunch, dinner] });
    expect(wizardKind(event)).toBe('event');
    expect(wizardKind({ ...event, requirements: requirements(true) })).toBe('event');
    expect(wizardMainAction({ ...event, requirements: requirements(true) })).toBe('book');
    expect(wizardKind({ ...event, requirements: requirements(false, true) })).toBe('enquiry');
    expect(wizardKind(run(event, { type: 'chooseOccasion', occasionId: 'occ-dinner' }))).toBe('create');
  });

  it('card flow: on to the card from the details form, the accepted card kept for the booking', () => {
    const card = run(details(true), { type: 'confirmExtras' }, { type: 'needCard' });
    expect(card.step).toBe('card');
    const accepted = run(card, { type: 'cardAccepted', customerId: 'cust_1' });
    expect(accepted.braintreeCustomerId).toBe('cust_1');
    // A new time reads the requirements again: the card is asked for again.
    expect(run(accepted, { type: 'slotTaken' }).braintreeCustomerId).toBeUndefined();
  });

  it('extras within their bounds while the form is open; kept within new bounds after status 9 and a new time', () => {
    const s = run(details(), { type: 'setExtra', id: 'up-cake', quantity: 5 });
    expect(s.extras).toEqual({ 'up-cake': 2 });
    const taken = run(
      s,
      { type: 'bookingFailed', message: BOOKING_MESSAGES.slotTaken },
      { type: 'slotTaken' },
    );
    expect(taken).toMatchObject({
      step: 'times',
      slotMessage: BOOKING_MESSAGES.slotTaken,
      extras: { 'up-cake': 2 },
    });
    const again = run(
      taken,
      { type: 'chooseOptions', menuId: 'm-main', areaId: 'area-main' },
      { type: 'slotsLoaded', slots },
      { type: 'confirmTime', storeName: 'Covent Garden' },
      { type: 'extrasLoaded', upsells: [{ ...cake, maximumQuantity: 1 }], requirements: requirements(false) },
    );
    expect(again).toMatchObject({ slotMessage: undefined, extras: { 'up-cake': 1 } });
  });

  it('success keeps the reference, the manage link and the address; a failure keeps what the diner typed', () => {
    const done = run(details(), {
      type: 'bookingSucceeded',
      reference: 'K7MQ3XPA',
      enquiry: false,
      manageLink: '/booking/manage/K7MQ3XPA.sig',
      sentTo: 'giulia@example.com',
    });
    expect(done).toMatchObject({
      step: 'done',
      confirmation: {
        reference: 'K7MQ3XPA',
        manageLink: '/booking/manage/K7MQ3XPA.sig',
        sentTo: 'giulia@example.com',
      },
    });
    const failed = run(details(), { type: 'bookingFailed', message: 'Something went wrong' });
    expect(failed).toMatchObject({ bookingError: 'Something went wrong', customer: { firstName: 'Ada' } });
  });

  it('a restaurant chosen again starts over there: occasions, menus, times and the booking forgotten', () => {
    const s = run(details(), {
      type: 'reset',
      restaurant: { ...restaurant, storeId: '1057' },
      search: { date: '2026-11-24', time: '20:00' },
    });
    expect([s.occasions, s.menus, s.slots, s.confirmation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(s).toMatchObject({
      step: 'search',
      restaurantId: '1057',
      search: { adults: 2, children: 0, date: '2026-11-24', time: '20:00' },
    });
  });

  it('another booking: 2 guests, 09:00, today, step one', () => {
    const s = run(details(), {
      type: 'reset',
      restaurant,
      search: { date: '2026-11-25', time: FIRST_BOOKING_TIME },
    });
    expect(s).toMatchObject({
      step: 'search',
      search: { adults: 2, children: 0, time: '09:00', date: '2026-11-25' },
    });
  });

  it('Back keeps what each step holds; a change in step one clears what follows', () => {
    const three = run(details(), { type: 'setExtra', id: 'up-cake', quantity: 1 });
    const two = run(three, { type: 'showStep', step: 'times' });
    expect(two).toMatchObject({ step: 'times', slots, menuId: 'm-main', chosen: three.chosen });
    const one = run(two, { type: 'showStep', step: 'search' });
    expect(one.slots).toEqual(slots);
    // On again with no change: the times are read again, the extras chosen stay.
    expect(run(one, { type: 'askTimes' })).toMatchObject({ step: 'times', extras: { 'up-cake': 1 } });
    const changed = run(one, { type: 'setSearch', search: { date: '2026-11-30' } });
    expect([changed.menus, changed.slots, changed.chosen, changed.upsells]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(changed.extras).toEqual({});
    expect(changed.occasions).toEqual(one.occasions);
  });
});
