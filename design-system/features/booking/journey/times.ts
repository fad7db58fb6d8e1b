import { type AvailabilityResult, BOOKING_MESSAGES, ENQUIRY_COVERS_THRESHOLD } from '@fittizia/contract';
import { offeredStores, padTime } from './availability.ts';
import type { BookingSearch, ChosenSlot, JourneyState } from './state.ts';
import { clearFrom } from './steps.ts';

/*
 * The times step's answers (spec 4.3): the availability answer, a time chosen from it, and a time taken between
 * choosing and booking (status 9).
 */

export const covers = (search: Pick<BookingSearch, 'adults' | 'children'>) => search.adults + search.children;

/** When the time chosen in a search (a book-now address with `chosen=1`) is no longer free there. */
export const chosenTimeGone = (time: string, storeName: string) =>
  `Sorry, ${time} is no longer free at ${storeName}. Please choose another time or another restaurant.`;

/**
 * The modal asks availability for the chosen restaurant alone; the brand API adds the nearest other (spec 7.2),
 * but the modal's other restaurants are the table search's: only the chosen restaurant's answer is kept.
 */
export const chosenRestaurantOnly = (results: readonly AvailabilityResult[], storeId: string | undefined) =>
  results.filter((r) => r.storeId === storeId);

export function toChosen(
  result: Pick<AvailabilityResult, 'storeId' | 'storeName' | 'occasionId' | 'isPlaceAsEnquiryEnabled'>,
  time: string,
): ChosenSlot {
  return {
    storeId: result.storeId,
    storeName: result.storeName,
    time: padTime(time),
    occasionId: result.occasionId ?? undefined,
    isPlaceAsEnquiryEnabled: result.isPlaceAsEnquiryEnabled,
  };
}

/**
 * The availability answer. Exactly one exact match, at the restaurant asked for: its slot is chosen and the menu
 * comes next. Else the times step: the restaurant's other times, and (when the asked time is not free there) the
 * other restaurants the table search finds. `chosenTime`: the time was chosen already (from a search); when it is
 * not free any more, the times step says so plainly.
 */
export function availabilityLoaded(
  state: JourneyState,
  results: AvailabilityResult[],
  today: string,
  chosenTime = false,
): JourneyState {
  const withResults: JourneyState = { ...clearFrom(state, 'search'), availability: results };
  const mine = results.find((r) => r.storeId === state.restaurantId);
  const gone = chosenTime && mine ? { slotMessage: chosenTimeGone(state.search.time, mine.storeName) } : {};
  if (offeredStores(withResults).length === 0) {
    const sameDayLarge = covers(state.search) >= ENQUIRY_COVERS_THRESHOLD && state.search.date === today;
    if (sameDayLarge) return { ...withResults, availabilityMessage: 'largePartySameDay' };
    // Nothing here: the times step looks for other restaurants (and says call us when there are none).
    return { ...withResults, ...gone, availabilityMessage: 'callUs', step: 'times' };
  }
  const exact = results.filter((r) => r.exactMatch && r.timeSlots.length > 0);
  const only = exact.length === 1 ? exact[0] : undefined;
  // Exactly one exact match, at the restaurant asked for: its slot is chosen (the asked time when it is among
  // its slots, else its first). An exact match elsewhere is offered in the list instead.
  if (only && only.storeId === state.restaurantId) {
    const slots = only.timeSlots.map((s) => padTime(s.time));
    const free = slots.includes(state.search.time);
    if (free || !chosenTime) {
      const time = free ? state.search.time : (slots[0] as string);
      return { ...withResults, chosen: toChosen(only, time), step: 'menu' };
    }
  }
  return { ...withResults, ...gone, step: 'times' };
}

export function chooseSlot(state: JourneyState, storeId: string, time: string): JourneyState {
  const result = state.availability?.find((r) => r.storeId === storeId);
  if (!result) return state;
  const chosen = toChosen(result, time);
  // After booking status 9 at the same restaurant, its menu, extras and details stay: straight back to the
  // details with the new time (the requirements are read again for it).
  if (state.menuId && state.slotMessage && storeId === state.restaurantId) {
    return {
      ...state,
      chosen,
      requirements: undefined,
      slotMessage: undefined,
      bookingError: undefined,
      step: 'details',
    };
  }
  return { ...clearFrom(state, 'times'), chosen, restaurantId: storeId, step: 'menu' };
}

/** The taken time leaves the list; menu, extras and details stay (spec 8.2, booking status 9). */
export function slotTaken(state: JourneyState): JourneyState {
  const taken = state.chosen;
  const availability = state.availability?.map((r) =>
    taken && r.storeId === taken.storeId
      ? { ...r, exactMatch: false, timeSlots: r.timeSlots.filter((s) => padTime(s.time) !== taken.time) }
      : r,
  );
  return {
    ...state,
    step: 'times',
    availability,
    chosen: undefined,
    requirements: undefined,
    braintreeCustomerId: undefined,
    bookingError: undefined,
    slotMessage: BOOKING_MESSAGES.slotTaken,
  };
}
