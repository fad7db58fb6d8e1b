/**
 * What a history entry keeps of the booking modal (Back, Forward and a reload restore the step and what was
 * entered). Small and type-only on the first-load side: the journey itself is the design system's, read by the
 * lazy modal.
 */
export interface BookingHistoryState {
  bookingJourney?: unknown;
}

/** A history state without the booking journey (the modal was closed). */
export function withoutJourney<S extends object>(state: S): S {
  const { bookingJourney: _, ...rest } = state as S & BookingHistoryState;
  return rest as S;
}
