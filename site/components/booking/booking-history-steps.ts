import type { useNavigate } from '@tanstack/react-router';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { Ahead } from '../../lib/book-now-ahead.ts';
import type { BookingHistoryState } from '../../lib/booking-history.ts';

type Journey = BookingHistoryState['bookingJourney'];
type JourneyId = BookingHistoryState['bookingJourneyId'];

export interface BookingHistorySteps {
  /** Whether this opening has written a history entry yet (the first replaces, the next ones push). */
  saved: RefObject<boolean>;
  /**
   * An opening the press itself started, ahead of the navigation to the address that asks for the modal (the
   * click listener, opener-link.ts): the steps the modal reaches before that address is the router's are written
   * once it is.
   */
  ahead: Ahead;
  /** Writes a step the modal reached into the history, with the id of the journey (`journeyId`). */
  writeStep(journey: Journey): void;
  /** The modal's report of a step: kept for later while the opening is ahead of its address, else written. */
  onStep(journey: Journey): void;
}

/**
 * Back and Forward (spec 4.3 as diners expect it): each step the modal reaches is kept in the history entry
 * (the first replaces the entry that opened it, the next ones are pushed); going back to an entry restores it,
 * and going back past the first closes the modal (`close`).
 */
export function useBookingHistorySteps({
  href,
  historyJourney,
  journeyId,
  isOpen,
  close,
  navigate,
}: {
  href: string;
  historyJourney: Journey;
  /** The id of the journey of the modal last opened. */
  journeyId: RefObject<JourneyId>;
  isOpen: boolean;
  close: () => void;
  navigate: ReturnType<typeof useNavigate>;
}): BookingHistorySteps {
  const saved = useRef(false);
  // Read when a step is written, not held by the callback: a callback that changed with the address would have the
  // modal report its step again as Back leaves it, writing the journey into the entry Back went to.
  const hrefRef = useRef(href);
  hrefRef.current = href;
  const writeStep = useCallback(
    (journey: Journey) => {
      const replace = !saved.current;
      saved.current = true;
      void navigate({
        href: hrefRef.current,
        state: (prev) => ({ ...prev, bookingJourney: journey, bookingJourneyId: journeyId.current }),
        replace,
        resetScroll: false,
      });
    },
    [navigate, journeyId],
  );
  const ahead: Ahead = useRef(undefined);
  const onStep = useCallback(
    (journey: Journey) => {
      if (ahead.current) ahead.current.journey = journey;
      else writeStep(journey);
    },
    [writeStep],
  );
  const hadJourney = useRef(false);
  useEffect(() => {
    if (historyJourney) {
      hadJourney.current = true;
      return;
    }
    // Opened by a press ahead of its address: the entry it comes from is not one of its steps.
    if (ahead.current) {
      hadJourney.current = false;
      return;
    }
    if (hadJourney.current && isOpen) {
      saved.current = false;
      close();
    }
    hadJourney.current = false;
  }, [isOpen, historyJourney, close]);
  return { saved, ahead, writeStep, onStep };
}
