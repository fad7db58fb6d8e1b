import { BOOKING_MESSAGES, BookingErrorCode, bookingErrorMessage, type StandbyAsk } from '@fittizia/contract';
import { offeredStores } from './availability.ts';
import type { JourneyState } from './state.ts';

/*
 * The standby list in the booking flow: when no table fits the date, time and party asked for, both
 * front-ends offer to join the restaurant's standby list for that date. What was asked is read here, once per
 * front-end's state; the offer and its form (`steps/StandbyJoin/`) are the same for both.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The modal's ask when no table fits: the restaurant asked for answered with no time at all (the call-us answer),
 * or with other times but not the one asked for. Undefined otherwise, or before an answer.
 */
export function journeyStandbyAsk(
  state: JourneyState,
  storeName: string | undefined,
): StandbyAsk | undefined {
  const { restaurantId, search } = state;
  if (!restaurantId || !storeName || !search.date || !state.availability || state.chosen) return undefined;
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
  };
}

/** What the wizard's step two says when it found no time: the call-us answer, or the brand API's code 4. */
const NO_TIME = [BOOKING_MESSAGES.callUs, bookingErrorMessage(BookingErrorCode.NoFreeSlot)];

/** What the wizard's step two holds: the restaurant, the party, the day and time asked, the times found. */
export interface WizardStandbyState {
  step: number;
  restaurantId: string | null;
  stepTwoLoading: boolean;
  slots: readonly unknown[];
  bookingErrorMessage: string;
  selectedDate: string;
  selectedHour: number;
  selectedMin: number;
  adultCovers: number;
  childCovers: number;
}

/** The wizard's ask when its step two found no time for the party. */
export function wizardStandbyAsk(
  state: WizardStandbyState,
  storeName: string | undefined,
): StandbyAsk | undefined {
  if (state.step !== 2 || !state.restaurantId || !storeName || state.stepTwoLoading) return undefined;
  if (state.slots.length > 0 || !NO_TIME.includes(state.bookingErrorMessage)) return undefined;
  return {
    storeId: state.restaurantId,
    storeName,
    date: state.selectedDate,
    time: `${pad(state.selectedHour)}:${pad(state.selectedMin)}`,
    adults: state.adultCovers,
    children: state.childCovers,
  };
}
