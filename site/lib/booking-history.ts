/**
 * What a history entry keeps of the booking modal (Back, Forward and a reload restore the step and what was
 * entered): the journey, and the id of the journey it belongs to (a confirmed booking is shown again only in its
 * own journey). Small and type-only on the first-load side: the journey itself is the design system's, read by the
 * lazy modal.
 */
export interface BookingHistoryState {
  bookingJourney?: unknown;
  bookingJourneyId?: string;
}

/** A history state without the booking journey (the modal was closed). */
export function withoutJourney<S extends object>(state: S): S {
  const { bookingJourney: _, bookingJourneyId: __, ...rest } = state as S & BookingHistoryState;
  return rest as S;
}

let journeys = 0;

/** An id for a new journey, unique in the tab (a reload starts the count again, the time tells them apart). */
export const newJourneyId = (): string => `${Date.now().toString(36)}.${++journeys}`;
