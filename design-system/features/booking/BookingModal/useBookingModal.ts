import {
  type BrandClient,
  DEFAULT_BOOKING_ERROR_MESSAGE,
  londonToday,
  MODAL_RESET_DELAY_MS,
  type Restaurant,
} from '@fittizia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import {
  availabilityQuery,
  BOOKING_QUERY_KEY,
  type BookingRestaurant,
  type BookingSearch,
  bookingRequestFrom,
  chosenRestaurantOnly,
  idempotencyKeys,
  initialJourney,
  isEnquiry,
  type JourneyAction,
  type JourneyState,
  journeyFailure,
  journeyReducer,
  type PendingRead,
  pendingRead,
  placeBooking,
  stepDef,
} from '../journey/index.ts';
import { forgetConfirmed, rememberConfirmed, restoreConfirmed } from './confirmedBooking.ts';
import { read } from './journeyRead.ts';
import { useOpenerFocus } from './openerFocus.ts';

/** What the modal is waiting for: a read of the journey, or the booking itself. */
export type BookingBusy = 'availability' | PendingRead['kind'] | 'booking';

export interface UseBookingModalOptions {
  open: boolean;
  client: BrandClient;
  restaurants: readonly Restaurant[];
  init: { restaurant?: BookingRestaurant; search?: Partial<BookingSearch> };
  now: Date;
  onBookingFailed?: ((restaurantId: string) => void) | undefined;
  /**
   * The id of the journey this opening belongs to (the host keeps it in the history entries of its steps): its
   * confirmed booking is kept through a reload, Back and Forward, and never shown in another journey. Left off,
   * nothing is kept (stories).
   */
  keepConfirmed?: string | undefined;
  /** The journey kept in the history entry the diner is on (Back, Forward, a reload), if any. */
  historyState?: JourneyState | undefined;
  /** Told of each step the diner reaches, so the host can keep it in the history. */
  onStep?: ((state: JourneyState) => void) | undefined;
  /** The link that opened the modal (its address and words), when opening it redrew the page. */
  openerLink?: { href: string; text: string } | undefined;
  /**
   * The party, date and time were chosen already (a time of a table search, `chosen=1`): availability is checked
   * as the modal opens and the journey goes on to the step it needs; the steps passed on the way are not
   * reported (`onStep`), so Back leaves the booking for the page it came from.
   */
  chosenTime?: boolean | undefined;
}

/**
 * The modal's side of the journey: the model's state, the reads its current step needs (React Query, cancelled
 * when the step's question changes), the booking call with its Idempotency-Key, the reset 500 ms after
 * closing (spec 4.3), and focus back on the opener.
 */
export function useBookingModal(options: UseBookingModalOptions) {
  const { open, client, restaurants, init, now, onBookingFailed, keepConfirmed } = options;
  const { historyState, onStep, openerLink, chosenTime } = options;
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(
    journeyReducer,
    undefined,
    () =>
      (keepConfirmed ? restoreConfirmed(keepConfirmed) : undefined) ?? historyState ?? initialJourney(init),
  );

  // Back and Forward: each step reached is kept in the history (a snapshot, for a reload or a reopened modal);
  // going back to one shows it again with everything still held, or restores the snapshot. A confirmed
  // booking stays confirmed (an earlier step is not brought back over it).
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const fromHistory = useRef(false);
  const { step } = state;
  // A chosen time arriving: the steps it passes on its way are not reported, only the one it lands on.
  const [arriving, setArriving] = useState(
    () => Boolean(chosenTime) && state.step === 'search' && Boolean(state.search.date),
  );
  useEffect(() => {
    if (!open || !step || arriving) return;
    if (fromHistory.current) fromHistory.current = false;
    else onStep?.(latest.current);
  }, [open, step, onStep, arriving]);
  useEffect(() => {
    const current = latest.current;
    if (!historyState || historyState.step === current.step || current.step === 'done') return;
    fromHistory.current = true;
    dispatch(
      stepDef(historyState.step).ready(current)
        ? { type: 'showStep', step: historyState.step }
        : { type: 'restore', state: historyState },
    );
  }, [historyState]);
  const [busy, setBusy] = useState<BookingBusy>();
  const [callError, setCallError] = useState<string>();
  const [keys] = useState(() => idempotencyKeys());
  const asked = useRef(0);
  const today = londonToday(now);

  const noteOpener = useOpenerFocus(open, openerLink);

  // Closing resets every field after 500 ms (spec 4.3); opening again cancels a pending reset.
  const { restaurant, search } = init;
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      asked.current += 1;
      void queryClient.cancelQueries({ queryKey: [BOOKING_QUERY_KEY] });
      forgetConfirmed();
      dispatch({ type: 'reset', ...(restaurant ? { restaurant } : {}), ...(search ? { search } : {}) });
      setBusy(undefined);
      setCallError(undefined);
    }, MODAL_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, restaurant, search, queryClient]);

  // The read the current step needs; a new question (an earlier step edited) cancels the old one.
  const pending = open ? pendingRead(state) : undefined;
  const pendingKey = pending ? JSON.stringify(pending) : '';
  useEffect(() => {
    if (!pendingKey) return;
    const ask = JSON.parse(pendingKey) as PendingRead;
    let live = true;
    setBusy(ask.kind);
    setCallError(undefined);
    read(queryClient, client, ask)
      .then(
        (action) => live && dispatch(action),
        (error: unknown) => live && setCallError(journeyFailure(error, 'read').message),
      )
      .finally(() => live && setBusy(undefined));
    return () => {
      live = false;
      void queryClient.cancelQueries({ queryKey: [BOOKING_QUERY_KEY, ask.kind, ask.ask] });
    };
  }, [pendingKey, client, queryClient]);

  const chosenRestaurant = restaurants.find((r) => r.storeId === state.restaurantId);
  const checkAvailability = async (auto = false) => {
    const { date, time, adults, children } = state.search;
    if (!chosenRestaurant || !date) return;
    const id = ++asked.current;
    setBusy('availability');
    setCallError(undefined);
    // The chosen restaurant only: the other restaurants are the table search's (the times step reads it).
    const stores = [{ storeId: chosenRestaurant.storeId, miles: 0 }];
    try {
      const answer = await queryClient.fetchQuery(
        availabilityQuery(client, { stores, date, time, adults, children }),
      );
      const results = chosenRestaurantOnly(answer, chosenRestaurant.storeId);
      if (id === asked.current) dispatch({ type: 'availabilityLoaded', results, today, chosenTime: auto });
    } catch (error) {
      if (id === asked.current) {
        dispatch({ type: 'availabilityFailed', message: journeyFailure(error, 'availability').message });
      }
    } finally {
      if (id === asked.current) setBusy(undefined);
    }
  };

  // The chosen time's check, once, as the modal opens; it has arrived when nothing more is read or pending.
  const checkRef = useRef(checkAvailability);
  checkRef.current = checkAvailability;
  const checked = useRef(false);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (!open || !arriving || checked.current) return;
    checked.current = true;
    void checkRef.current(true).finally(() => setAnswered(true));
  }, [open, arriving]);
  useEffect(() => {
    if (arriving && answered && !busy && !pendingKey) setArriving(false);
  }, [arriving, answered, busy, pendingKey]);

  const enquiry = isEnquiry(state);
  const book = async () => {
    const body = bookingRequestFrom(state);
    const id = ++asked.current;
    setBusy('booking');
    setCallError(undefined);
    try {
      const answer = await placeBooking(client, enquiry ? 'enquiry' : 'create', body, keys);
      if (id !== asked.current) return;
      const done: JourneyAction = {
        type: 'bookingSucceeded',
        reference: answer.bookingReference,
        enquiry,
        manageLink: answer.manageLink,
        sentTo: answer.confirmationSentTo,
        calendarLink: answer.calendarLink,
        preorder: answer.preorder,
      };
      if (keepConfirmed) rememberConfirmed(keepConfirmed, journeyReducer(state, done));
      dispatch(done);
    } catch (error) {
      if (id !== asked.current) return;
      onBookingFailed?.(body.restaurantId);
      const failure = journeyFailure(error, 'create');
      dispatch(
        failure.slotTaken ? { type: 'slotTaken' } : { type: 'bookingFailed', message: failure.message },
      );
    } finally {
      if (id === asked.current) setBusy(undefined);
    }
  };

  // A chosen slot without an occasion cannot be read further (spec 8.1's default message).
  const missingOccasion = state.step === 'menu' && state.chosen && !state.chosen.occasionId;
  const error = callError ?? (missingOccasion ? DEFAULT_BOOKING_ERROR_MESSAGE : undefined);

  // Each step is announced (focus moves to its heading too).
  const stepName =
    state.step === 'done' && state.confirmation?.enquiry ? 'Enquiry sent' : stepDef(state.step).title;
  const [announcement, setAnnouncement] = useState('');
  // What a switch of restaurant kept and cleared is said with the step it lands on (a status message).
  const { switchNotice } = state;
  useEffect(() => {
    if (open) setAnnouncement(switchNotice ? `${stepName}. ${switchNotice}` : stepName);
  }, [open, stepName, switchNotice]);

  return {
    state: state as JourneyState,
    dispatch,
    busy,
    error,
    enquiry,
    announcement,
    announce: setAnnouncement,
    noteOpener,
    checkAvailability,
    book,
  };
}

export { OpenerNote } from './openerFocus.ts';
