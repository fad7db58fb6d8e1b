import {
  type BrandClient,
  DEFAULT_BOOKING_ERROR_MESSAGE,
  londonToday,
  MODAL_RESET_DELAY_MS,
  type Restaurant,
} from '@fittizia/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import {
  availabilityQuery,
  BOOKING_QUERY_KEY,
  type BookingRestaurant,
  type BookingSearch,
  bookingRequestFrom,
  extrasQuery,
  idempotencyKeys,
  initialJourney,
  isEnquiry,
  type JourneyAction,
  type JourneyState,
  journeyFailure,
  journeyReducer,
  menusQuery,
  nearestOtherRestaurant,
  type PendingRead,
  pendingRead,
  placeBooking,
  requirementsQuery,
  stepDef,
} from '../journey/index.ts';
import { forgetConfirmed, rememberConfirmed, restoreConfirmed } from './confirmedBooking.ts';

/** What the modal is waiting for: a read of the journey, or the booking itself. */
export type BookingBusy = 'availability' | PendingRead['kind'] | 'booking';

/** One read of the journey, as the action that stores its answer. */
async function read(
  queryClient: QueryClient,
  client: BrandClient,
  pending: PendingRead,
): Promise<JourneyAction> {
  switch (pending.kind) {
    case 'menus':
      return { type: 'menusLoaded', menus: await queryClient.fetchQuery(menusQuery(client, pending.ask)) };
    case 'extras':
      return { type: 'extrasLoaded', ...(await queryClient.fetchQuery(extrasQuery(client, pending.ask))) };
    default:
      return {
        type: 'requirementsLoaded',
        requirements: await queryClient.fetchQuery(requirementsQuery(client, pending.ask)),
      };
  }
}

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
}

/**
 * The modal's side of the journey: the model's state, the reads its current step needs (React Query, cancelled
 * when the step's question changes), the booking call with its Idempotency-Key, the reset 500 ms after
 * closing (spec 4.3), and focus back on the opener.
 */
export function useBookingModal(options: UseBookingModalOptions) {
  const { open, client, restaurants, init, now, onBookingFailed, keepConfirmed } = options;
  const { historyState, onStep, openerLink } = options;
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
  useEffect(() => {
    if (!open || !step) return;
    if (fromHistory.current) fromHistory.current = false;
    else onStep?.(latest.current);
  }, [open, step, onStep]);
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

  // Focus returns to whatever opened the modal (a header button, a link, the strip's submit); when closing
  // navigates and the page draws the opener anew, to the control with the same address.
  const opener = useRef<HTMLElement | null>(null);
  // The address the modal opened at: a book-now address (or `#booking`) reached by loading the page, with nothing
  // focused, is the address of the link that asks for it.
  const openedAt = useRef<string | undefined>(undefined);
  // Noted as the modal opens by `OpenerNote`, rendered ahead of the dialog: its layout effect runs before those of
  // the dialog's content, whose step heading takes focus as it mounts (in the same commit once the dialog's portal
  // has its container from the start, as when the modal was rendered ahead, hidden, and is now revealed).
  const noteOpener = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    openedAt.current = `${location.pathname}${location.hash}`;
  }, []);
  useLayoutEffect(() => {
    if (open) return;
    const first = opener.current;
    const href = first?.getAttribute('href') ?? openerLink?.href ?? openedAt.current;
    const text = first?.textContent ?? openerLink?.text;
    if (!first && !href) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const refocus = () => {
      const active = document.activeElement;
      // Still in the closing dialog (its unmount has not put focus back yet): look again shortly.
      if (active instanceof Element && active.closest('[role="dialog"]')) {
        if (++tries < 20) timer = setTimeout(refocus, 50);
        return;
      }
      // Focus is somewhere the diner (or the dialog's own return) put it: leave it there.
      if (active && active !== document.body) return;
      // The same control drawn anew: the link with the same address and words (else the first with the address).
      const links = href ? [...document.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(href)}"]`)] : [];
      const again = links.find((l) => l.textContent === text) ?? links[0];
      const target = first?.isConnected ? first : again;
      if (target) target.focus();
      else if (++tries < 10) timer = setTimeout(refocus, 50);
    };
    timer = setTimeout(refocus, 0);
    return () => clearTimeout(timer);
  }, [open, openerLink]);

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
  const checkAvailability = async () => {
    const { date, time, adults, children } = state.search;
    if (!chosenRestaurant || !date) return;
    const nearest = nearestOtherRestaurant(restaurants, chosenRestaurant);
    const id = ++asked.current;
    setBusy('availability');
    setCallError(undefined);
    const stores = [{ storeId: chosenRestaurant.storeId, miles: 0 }, ...(nearest ? [nearest] : [])];
    try {
      const results = await queryClient.fetchQuery(
        availabilityQuery(client, { stores, date, time, adults, children }),
      );
      if (id === asked.current) dispatch({ type: 'availabilityLoaded', results, today });
    } catch (error) {
      if (id === asked.current) {
        dispatch({ type: 'availabilityFailed', message: journeyFailure(error, 'availability').message });
      }
    } finally {
      if (id === asked.current) setBusy(undefined);
    }
  };

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
  useEffect(() => {
    if (open) setAnnouncement(stepName);
  }, [open, stepName]);

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

/**
 * Notes what had focus as the modal opens (`useBookingModal`'s `noteOpener`), before anything inside the dialog
 * takes it: render it ahead of the dialog, as React runs the layout effects of earlier siblings first.
 */
export function OpenerNote({ open, note }: { open: boolean; note: () => void }) {
  useLayoutEffect(() => {
    if (open) note();
  }, [open, note]);
  return null;
}
