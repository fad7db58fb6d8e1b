import { BOOKING_MESSAGES, type BookingArea, type BookingMenu, type Occasion } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { type BookingCustomer, emptyCustomer } from '../journey/index.ts';
import { initialWizardState, type WizardAction, type WizardState, wizardReducer } from './wizardReducer.ts';

const dinner: Occasion = {
  id: 'occ-dinner',
  name: 'Dinner',
  minimumCovers: 1,
  maximumCovers: 24,
  menuLinkGroup: { type: 'exclusive', menuLinks: [{ id: 'm-christmas' }] },
  areaLinkGroup: { type: 'inclusive', areaLinks: [{ id: 'area-main' }, { id: 'area-terrace' }] },
};
const party: Occasion = {
  id: 'occ-party',
  name: 'Birthday party',
  minimumCovers: 6,
  maximumCovers: 40,
  menuLinkGroup: { type: 'inclusive', menuLinks: [{ id: 'm-party' }] },
  areaLinkGroup: {
    type: 'exclusive',
    areaLinks: [{ id: 'area-main' }, { id: 'area-terrace' }, { id: 'area-private' }],
  },
};
const menus: BookingMenu[] = [
  { id: 'm-christmas', name: 'Christmas Menu' },
  { id: 'm-main', name: 'Main Menu' },
  { id: 'm-party', name: 'Party Menu' },
];
const areas: BookingArea[] = [
  { id: 'area-private', name: 'Private room' },
  { id: 'area-main', name: 'Main restaurant' },
  { id: 'area-terrace', name: 'Terrace' },
];
const customer: BookingCustomer = {
  ...emptyCustomer,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

const start = () => initialWizardState({ today: '2026-11-23', restaurantId: '1001' });
const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const loaded = () => run(start(), { type: 'restrictions/loaded', occasions: [dinner, party] });

describe('wizardReducer (spec 4.4)', () => {
  it('starts at step 1 and can increment, decrement or be set, within 1 to 3', () => {
    const s = start();
    expect(s.step).toBe(1);
    expect(run(s, { type: 'step/increment' }).step).toBe(2);
    expect(
      run(s, { type: 'step/increment' }, { type: 'step/increment' }, { type: 'step/increment' }).step,
    ).toBe(3);
    expect(run(s, { type: 'step/decrement' }).step).toBe(1);
    expect(run(s, { type: 'step/set', step: 3 }, { type: 'step/decrement' }).step).toBe(2);
  });

  it('disables steps one and two with spinners while loading, and enables them again on errors', () => {
    const one = run(start(), { type: 'restrictions/loading' });
    expect(one).toMatchObject({ stepOneDisabled: true, stepOneLoading: true });
    expect(run(one, { type: 'restrictions/failed', message: 'x' })).toMatchObject({
      stepOneDisabled: false,
      stepOneLoading: false,
    });
    const two = run(loaded(), { type: 'slots/loading' });
    expect(two).toMatchObject({ stepTwoDisabled: true, stepTwoLoading: true });
    expect(run(two, { type: 'stepTwo/failed', message: 'x' })).toMatchObject({
      stepTwoDisabled: false,
      stepTwoLoading: false,
      bookingErrorMessage: 'x',
    });
  });

  it('loading restrictions sets the occasions, selects the first, takes its cover limits and shows the footer', () => {
    const s = run(
      start(),
      { type: 'covers/set', adults: 5, children: 3 },
      { type: 'restrictions/loaded', occasions: [party, dinner] },
    );
    expect(s.occasions).toEqual([party, dinner]);
    expect(s.selectedOccasion).toBe('occ-party');
    expect(s.restrictions).toEqual({ minCovers: 6, maxCovers: 40 });
    expect(s).toMatchObject({ adultCovers: 6, childCovers: 0, showFooter: true, bookingErrorMessage: '' });
  });

  it('hides the footer and keeps the message when restrictions fail', () => {
    const s = run(loaded(), {
      type: 'restrictions/failed',
      message: 'This occasion cannot be booked for this date, please try again.',
    });
    expect(s).toMatchObject({
      showFooter: false,
      occasions: [],
      selectedOccasion: null,
      bookingErrorMessage: 'This occasion cannot be booked for this date, please try again.',
    });
  });

  it('changing occasion resets covers to its minimum, children to 0 and clears the error', () => {
    const s = run(
      loaded(),
      { type: 'covers/set', adults: 3, children: 2 },
      { type: 'stepTwo/failed', message: 'old error' },
      { type: 'occasion/set', occasionId: 'occ-party' },
    );
    expect(s).toMatchObject({
      selectedOccasion: 'occ-party',
      adultCovers: 6,
      childCovers: 0,
      bookingErrorMessage: '',
    });
    expect(s.restrictions).toEqual({ minCovers: 6, maxCovers: 40 });
  });

  it('loading slots clears them first, then stores them, selects the first time and sets the booking date', () => {
    const withSlots = run(loaded(), { type: 'slots/loaded', slots: [{ time: '18:00', canEnquire: false }] });
    const reloading = run(withSlots, { type: 'stepTwo/failed', message: 'x' }, { type: 'slots/loading' });
    expect(reloading.slots).toEqual([]);
    const s = run(reloading, {
      type: 'slots/loaded',
      slots: [
        { time: '19:15', canEnquire: false },
        { time: '19:30', canEnquire: true },
      ],
    });
    expect(s.slots).toHaveLength(2);
    expect(s).toMatchObject({
      selectedBookingTime: '19:15',
      selectedHour: 19,
      selectedMin: 15,
      selectedBookingDate: '2026-11-23T19:15',
      bookingErrorMessage: '',
    });
    expect(run(s, { type: 'time/set', time: '19:30' }).selectedBookingDate).toBe('2026-11-23T19:30');
  });

  it('menus and areas: the first of each, filtered by the occasion (inclusive: only linked; exclusive: all but linked)', () => {
    const d = run(loaded(), { type: 'menus/loaded', menus }, { type: 'areas/loaded', areas });
    expect(d.restaurantMenus.map((m) => m.id)).toEqual(['m-main', 'm-party']);
    expect(d.selectedMenu).toBe('m-main');
    expect(d.restaurantAreas.map((a) => a.id)).toEqual(['area-main', 'area-terrace']);
    expect(d.selectedArea).toBe('area-main');
    const p = run(
      loaded(),
      { type: 'occasion/set', occasionId: 'occ-party' },
      { type: 'menus/loaded', menus },
      { type: 'areas/loaded', areas },
    );
    expect(p.restaurantMenus.map((m) => m.id)).toEqual(['m-party']);
    expect(p.selectedMenu).toBe('m-party');
    // Exclusive of every area: none left, nothing selected.
    expect(p.restaurantAreas).toEqual([]);
    expect(p.selectedArea).toBeNull();
  });

  it('an occasion without link groups keeps every menu and area', () => {
    const plain: Occasion = { id: 'o', minimumCovers: 1, maximumCovers: 10 };
    const s = run(
      start(),
      { type: 'restrictions/loaded', occasions: [plain] },
      { type: 'menus/loaded', menus },
      { type: 'areas/loaded', areas },
    );
    expect(s.selectedMenu).toBe('m-christmas');
    expect(s.selectedArea).toBe('area-private');
  });

  it('card flow: success enables Book now and disables Submit Card; failure shows the card error and clears the method', () => {
    const ready = run(
      loaded(),
      { type: 'requirements/loaded', isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false },
      { type: 'card/requestable', requestable: true },
    );
    expect(ready.creditCardRequired).toBe(true);
    expect(ready.card.submitEnabled).toBe(true);
    const failed = run(ready, { type: 'card/failed' });
    expect(failed.card).toEqual({
      submitEnabled: false,
      bookEnabled: false,
      error: BOOKING_MESSAGES.cardSubmitFailed,
      paymentMethodClears: 1,
    });
    const ok = run(
      failed,
      { type: 'card/requestable', requestable: true },
      { type: 'card/accepted', customerId: 'cust_1' },
    );
    expect(ok.card).toMatchObject({ submitEnabled: false, bookEnabled: true, error: '' });
    expect(ok.braintreeCustomerId).toBe('cust_1');
    expect(run(ok, { type: 'card/requestable', requestable: true }).card.submitEnabled).toBe(false);
  });

  it('an event occasion makes the booking an event request; another occasion a table again', () => {
    const brunch: Occasion = { id: 'brunch', minimumCovers: 6, maximumCovers: 40, bookingType: 'event' };
    const s = run(start(), { type: 'restrictions/loaded', occasions: [brunch, dinner] });
    expect(s.bookingType).toBe('event');
    expect(
      run(s, { type: 'requirements/loaded', isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false })
        .bookingType,
    ).toBe('event');
    expect(run(s, { type: 'occasion/set', occasionId: 'occ-dinner' }).bookingType).toBe('');
  });

  it('step three waits for its requirements and extras before its form is shown, and stops waiting on a failure', () => {
    const started = run(loaded(), { type: 'stepThree/started' });
    expect(started).toMatchObject({ step: 3, view: 'steps', stepThreePreparing: true });
    const ready = run(
      started,
      { type: 'requirements/loaded', isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false },
      { type: 'upsells/loaded', upsells: [] },
    );
    expect(ready).toMatchObject({ creditCardRequired: true, stepThreePreparing: false });
    const failed = run(started, { type: 'requirements/failed', message: 'Sorry' });
    expect(failed).toMatchObject({ stepThreePreparing: false, bookingErrorMessage: 'Sorry' });
  });

  it('requirements switch to enquiry mode', () => {
    const s = run(loaded(), {
      type: 'requirements/loaded',
      isCardGuaranteeRequired: false,
      isPlaceAsEnquiryEnabled: true,
    });
    expect(s).toMatchObject({ isEnquiry: true, bookingType: 'enquiry', creditCardRequired: false });
  });

  it('success stores the confirmation number, shows the thank-you view and stops the step-three spinner', () => {
    const submitting = run(loaded(), { type: 'booking/submitting', customer });
    expect(submitting.stepThreeLoading).toBe(true);
    const s = run(submitting, {
      type: 'booking/succeeded',
      confirmationNumber: 'K7MQ3XPA',
      manageLink: '/booking/manage/K7MQ3XPA.sig',
      confirmationSentTo: 'giulia@example.com',
    });
    expect(s).toMatchObject({
      confirmationNumber: 'K7MQ3XPA',
      manageLink: '/booking/manage/K7MQ3XPA.sig',
      confirmationSentTo: 'giulia@example.com',
      view: 'thank-you',
      stepThreeLoading: false,
    });
    // A new booking forgets the last one's manage link and address.
    expect(run(s, { type: 'reset' })).toMatchObject({ manageLink: null, confirmationSentTo: null });
  });

  it('failure clears the customer; the slot-taken failure (booking status 9) says so', () => {
    const failed = run(
      loaded(),
      { type: 'booking/submitting', customer },
      {
        type: 'booking/failed',
        failure: { message: 'Something went wrong trying to place your booking, please try again' },
      },
    );
    expect(failed).toMatchObject({ customer: null, stepThreeLoading: false, slotTaken: false });
    expect(failed.bookingErrorMessage).toBe(
      'Something went wrong trying to place your booking, please try again',
    );
    const taken = run(
      loaded(),
      { type: 'booking/submitting', customer },
      { type: 'booking/failed', failure: { message: BOOKING_MESSAGES.slotTaken, slotTaken: true } },
    );
    expect(taken).toMatchObject({
      customer: null,
      slotTaken: true,
      bookingErrorMessage: "Sorry, that time slot's just been taken. Please choose another…",
    });
  });

  it('reset clears all booking data, and the restaurant too when asked', () => {
    const busy = run(
      loaded(),
      { type: 'menus/loaded', menus },
      { type: 'slots/loaded', slots: [{ time: '19:00', canEnquire: false }] },
      { type: 'booking/succeeded', confirmationNumber: 'X' },
    );
    const s = run(busy, { type: 'reset' });
    expect(s).toMatchObject({
      occasions: [],
      selectedOccasion: null,
      restaurantMenus: [],
      selectedMenu: null,
      slots: [],
      confirmationNumber: null,
      restaurantId: '1001',
    });
    expect(run(busy, { type: 'reset', restaurant: true }).restaurantId).toBeNull();
  });

  it('reset of restrictions sets the cover size to 2 and the date to today', () => {
    const s = run(
      loaded(),
      { type: 'covers/set', adults: 7, children: 1 },
      { type: 'date/set', date: '2026-12-01' },
      { type: 'restrictions/reset', today: '2026-11-24' },
    );
    expect(s).toMatchObject({ coverSize: 2, adultCovers: 2, childCovers: 0, selectedDate: '2026-11-24' });
  });

  it('wizard reset: cover size 2, time 09:00, date today, step 1', () => {
    const s = run(
      loaded(),
      { type: 'step/set', step: 3 },
      { type: 'time/set', time: '20:15' },
      { type: 'covers/set', adults: 9, children: 0 },
      { type: 'wizard/reset', today: '2026-11-25' },
    );
    expect(s).toMatchObject({
      step: 1,
      coverSize: 2,
      selectedBookingTime: '09:00',
      selectedHour: 9,
      selectedMin: 0,
      selectedDate: '2026-11-25',
      view: 'steps',
    });
  });
});
