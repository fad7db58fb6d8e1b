import { BookingErrorCode, bookingErrorMessage } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { journeyStandbyAsk, wizardFoundNoTime, wizardStandbyAsk } from './standby.ts';
import { blankJourney, type JourneyState } from './state.ts';

const result = (storeId: string, times: string[], standbyOffered = true) => ({
  storeId,
  storeName: `Store ${storeId}`,
  occasionId: 'standard',
  exactMatch: false,
  isFirstChoice: storeId === '1001',
  miles: 0,
  timeSlots: times.map((time) => ({ time })),
  isPlaceAsEnquiryEnabled: false,
  minimumCovers: 1,
  allowMultipleUpsells: true,
  standbyOffered,
});

const asked = (
  availability: JourneyState['availability'],
  extra: Partial<JourneyState> = {},
): JourneyState => ({
  ...blankJourney,
  step: 'times',
  restaurantId: '1001',
  search: { adults: 5, children: 0, date: '2027-01-14', time: '19:00' },
  availability,
  ...extra,
});

describe('the standby offer in the booking flow', () => {
  it('the modal offers it when the restaurant asked for has no table at the asked time', () => {
    const ask = {
      storeId: '1001',
      storeName: 'Covent Garden',
      date: '2027-01-14',
      time: '19:00',
      adults: 5,
      children: 0,
    };
    // No time at all (the call-us answer), other times only, or only another restaurant at the asked time.
    expect(
      journeyStandbyAsk(asked([result('1001', [])], { availabilityMessage: 'callUs' }), 'Covent Garden'),
    ).toEqual(ask);
    expect(journeyStandbyAsk(asked([result('1001', ['17:00', '21:30'])]), 'Covent Garden')).toEqual(ask);
    expect(
      journeyStandbyAsk(asked([result('1001', []), result('1002', ['19:00'])]), 'Covent Garden'),
    ).toEqual(ask);
    // The asked time is free, nothing was answered yet, or a time is chosen: no offer.
    expect(journeyStandbyAsk(asked([result('1001', ['19:00'])]), 'Covent Garden')).toBeUndefined();
    expect(journeyStandbyAsk(asked(undefined), 'Covent Garden')).toBeUndefined();
    expect(
      journeyStandbyAsk(
        asked([result('1001', ['17:00'])], {
          chosen: {
            storeId: '1001',
            storeName: 'Covent Garden',
            time: '17:00',
            occasionId: 'standard',
            isPlaceAsEnquiryEnabled: false,
          },
        }),
        'Covent Garden',
      ),
    ).toBeUndefined();
  });

  it('the modal does not offer it where the answer says no table could come free (party too large, closed day)', () => {
    expect(journeyStandbyAsk(asked([result('1001', [], false)]), 'Covent Garden')).toBeUndefined();
    expect(
      journeyStandbyAsk(asked([result('1001', [], false), result('1002', ['19:00'])]), 'Covent Garden'),
    ).toBeUndefined();
  });

  it('the window is chosen among the restaurant’s opening hours that day', () => {
    const restaurant = {
      storeId: '1001',
      city: 'london',
      slug: 'covent-garden',
      thursdayOpen: '12:00',
      thursdayClose: '22:00',
    };
    const ask = journeyStandbyAsk(asked([result('1001', [])]), 'Covent Garden', restaurant as never);
    expect(ask?.times?.[0]).toBe('12:00');
    expect(ask?.times?.at(-1)).toBe('21:45');
  });

  it('the wizard offers it when its step two found no time and the availability answer offers standby', () => {
    const two: JourneyState = {
      ...blankJourney,
      step: 'times',
      restaurantId: '1001',
      search: { adults: 5, children: 0, date: '2027-01-14', time: '19:00' },
      slots: [],
      availabilityMessage: 'callUs',
    };
    expect(wizardFoundNoTime(two)).toBe(true);
    expect(wizardStandbyAsk(two, 'Covent Garden', true)).toEqual({
      storeId: '1001',
      storeName: 'Covent Garden',
      date: '2027-01-14',
      time: '19:00',
      adults: 5,
      children: 0,
    });
    const noFreeSlot = bookingErrorMessage(BookingErrorCode.NoFreeSlot);
    const failed = {
      ...two,
      slots: undefined,
      availabilityMessage: undefined,
      availabilityError: noFreeSlot,
    };
    expect(wizardFoundNoTime(failed)).toBe(true);
    expect(wizardStandbyAsk(failed, 'Covent Garden', true)).toMatchObject({ storeId: '1001' });
    const withTime = { ...two, slots: [{ time: '19:00', canEnquire: false }] };
    expect(wizardFoundNoTime(withTime)).toBe(false);
    expect(wizardStandbyAsk(withTime, 'Covent Garden', true)).toBeUndefined();
    // Still reading the times for a new menu or area: nothing said yet.
    const reading = { ...two, slots: undefined, availabilityMessage: undefined };
    expect(wizardFoundNoTime(reading)).toBe(false);
    expect(wizardStandbyAsk(reading, 'Covent Garden', true)).toBeUndefined();
    expect(wizardStandbyAsk({ ...two, step: 'search' }, 'Covent Garden', true)).toBeUndefined();
    // The availability answer says no table could come free (no table seats the party, or the restaurant is
    // closed that day), or has not answered yet: no offer.
    expect(wizardStandbyAsk(two, 'Covent Garden', false)).toBeUndefined();
    expect(wizardStandbyAsk(two, 'Covent Garden', undefined)).toBeUndefined();
  });
});
