import { ENQUIRY_COVERS_THRESHOLD, nearestSlots, openingTimes, padTime } from '@fittizia/contract';
import { bookingMode } from '../../restaurants/RestaurantDetails/restaurantLinks.ts';
import type { BookingRestaurant, JourneyState, RestaurantOutcome } from './state.ts';

/** The slot rules are the contract's, shared with the brand API. */
export { nearestSlots, padTime };

/** The four outcomes of choosing a restaurant (spec 4.3), from the restaurant record. */
export function restaurantOutcome(r: BookingRestaurant): RestaurantOutcome {
  const mode = bookingMode(r);
  const phone = r.phoneNumber ? { phone: r.phoneNumber } : {};
  switch (mode.kind) {
    case 'holiday-park':
      return { kind: 'call-us', reason: 'holiday-park', message: mode.message, ...phone };
    case 'disabled':
      return { kind: 'call-us', reason: 'disabled', message: mode.message, ...phone };
    case 'external':
      return { kind: 'provider', href: mode.href };
    default:
      return { kind: 'book' };
  }
}

/** The restaurants with something to offer, each with at most 3 slots either side of the asked time. */
export function offeredStores(state: Pick<JourneyState, 'availability' | 'search'>) {
  return (state.availability ?? [])
    .map((r) => ({
      ...r,
      slots: nearestSlots(
        r.timeSlots.map((s) => s.time),
        state.search.time,
      ),
    }))
    .filter((r) => r.slots.length > 0);
}

/** Whether the asked time is among the offered slots (else the list says so before offering the nearest). */
export function askedTimeOffered(state: Pick<JourneyState, 'availability' | 'search'>): boolean {
  return offeredStores(state).some((r) => r.slots.includes(state.search.time));
}

/** Enquiry mode (spec 4.3, 9): 25 or more guests where the restaurant takes enquiries. */
export function isEnquiry(state: Pick<JourneyState, 'search' | 'chosen' | 'requirements'>): boolean {
  return (
    state.search.adults + state.search.children >= ENQUIRY_COVERS_THRESHOLD &&
    Boolean(state.chosen?.isPlaceAsEnquiryEnabled || state.requirements?.isPlaceAsEnquiryEnabled)
  );
}

/** The dialog's heading for a party that enquires (`partyRoute`), instead of 'Create your booking'. */
export const GROUP_ENQUIRY_TITLE = 'Send a group booking enquiry';

/** What the main button does (spec 4.3): send an enquiry, go to the card step, or book. */
export type MainAction = 'enquire' | 'card' | 'book';

/** The main action from what decides it: an enquiry first, then a card still to give, else the booking. */
export function mainActionOf(facts: {
  enquiry: boolean;
  cardRequired: boolean;
  cardAccepted: boolean;
}): MainAction {
  if (facts.enquiry) return 'enquire';
  if (facts.cardRequired && !facts.cardAccepted) return 'card';
  return 'book';
}

export function mainAction(
  state: Pick<JourneyState, 'search' | 'chosen' | 'requirements' | 'braintreeCustomerId'>,
): MainAction {
  return mainActionOf({
    enquiry: isEnquiry(state),
    cardRequired: Boolean(state.requirements?.isCardGuaranteeRequired),
    cardAccepted: Boolean(state.braintreeCustomerId),
  });
}

/** The main button's words for its action: 'Enquire now', 'Card Guarantee', or the configured book-now text. */
export function mainButtonLabel(
  state: Pick<JourneyState, 'search' | 'chosen' | 'requirements' | 'braintreeCustomerId'>,
  bookNowText: string,
): string {
  const labels: Record<MainAction, string> = {
    enquire: 'Enquire now',
    card: 'Card Guarantee',
    book: bookNowText,
  };
  return labels[mainAction(state)];
}

/** The times a diner may ask for: the restaurant's opening hours (the contract's `openingTimes`). */
export const bookableTimes = openingTimes;

/** The asked time, or the nearest of the times that may be asked for. */
export function nearestTime(times: readonly string[], asked: string): string {
  if (times.includes(asked) || times.length === 0) return asked;
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return times.reduce((best, t) =>
    Math.abs(minutes(t) - minutes(asked)) < Math.abs(minutes(best) - minutes(asked)) ? t : best,
  );
}
