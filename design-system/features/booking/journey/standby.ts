import {
  BookingErrorCode,
  bookingErrorMessage,
  openingTimes,
  type StandbyAsk,
  standbyWindow,
} from '@fittizia/contract';
import { offeredStores, padTime } from './availability.ts';
import type { BookingRestaurant, JourneyState } from './state.ts';

/*
 * The standby list in the booking flow: when no table fits the date, time and party asked for, both
 * front-ends offer to join the restaurant's standby list for that date. What was asked is read here, once per
 * front-end's state; the offer and its form (`steps/StandbyJoin/`) are the same for both.
 */

/** The times the restaurant is open on the date, among the standby window's, when its record is known. */
const dayTimes = (restaurant: BookingRestaurant | undefined, date: string, time: string) =>
  restaurant
    ? { times: openingTimes(restaurant as Record<string, unknown>, date, standbyWindow(time).choices) }
    : {};

/**
 * The modal's ask when no table fits: the restaurant asked for answered with no time at all (the call-us answer),
 * or with other times but not the one asked for, and its answer says its standby list takes the party that day
 * (`standbyOffered`: a table seats the party, the restaurant is open). Undefined otherwise, or before an answer.
 * With the restaurant's record, the window is chosen among that day's opening hours.
 */
export function journeyStandbyAsk(
  state: JourneyState,
  storeName: string | undefined,
  restaurant?: BookingRestaurant,
): StandbyAsk | undefined {
  const { restaurantId, search } = state;
  if (!restaurantId || !storeName || !search.date || !state.availability || state.chosen) return undefined;
  if (!state.availability.find((r) => r.storeId === restaurantId)?.standbyOffered) return undefined;
  // The restaurant asked for has no table at the asked time (another restaurant's times are no answer to that).
  const mine = offeredStores(state).find((r) => r.storeId === restaurantId);
  if (mine?.slots.includes(search.time)) return undefined;
  return {
    storeId: restaurantId,
    storeName,
    date: search.date,
    time: search.time,
    adults: search.adults,
    children: search.children,
    ...dayTimes(restaurant, search.date, search.time),
  };
}

/**
 * Whether the wizard's step two found no time for the party: the call-us answer, or the brand API's code 4. The
 * wizard then asks the availability call for that restaurant alone, whose `standbyOffered` says whether a table
 * could come free (a table seats the party, the restaurant is open that day), as the modal's answer does.
 */
export function wizardFoundNoTime(state: JourneyState): boolean {
  const { restaurantId, search } = state;
  if (state.step !== 'times' || !restaurantId || !search.date || state.slots?.length) return false;
  return (
    state.availabilityMessage === 'callUs' ||
    state.availabilityError === bookingErrorMessage(BookingErrorCode.NoFreeSlot)
  );
}

/** The wizard's ask when its step two found no time and the restaurant's availability answer offers standby. */
export function wizardStandbyAsk(
  state: JourneyState,
  storeName: string | undefined,
  standbyOffered: boolean | undefined,
  restaurant?: BookingRestaurant,
): StandbyAsk | undefined {
  const { restaurantId, search } = state;
  if (!wizardFoundNoTime(state) || !restaurantId || !storeName || !search.date || standbyOffered !== true)
    return undefined;
  return {
    storeId: restaurantId,
    storeName,
    date: search.date,
    time: padTime(search.time),
    adults: search.adults,
    children: search.children,
    ...dayTimes(restaurant, search.date, padTime(search.time)),
  };
}
