import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Activity, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  addressChosenTime,
  addressSearch,
  asksForBooking,
  bookingModeFor,
  pathAfterClose,
} from '../../lib/booking-entry.ts';
import { type BookingHistoryState, newJourneyId, withoutJourney } from '../../lib/booking-history.ts';
import type { BookingRequest } from '../../lib/booking-request.ts';
import { BookingContext } from './booking-context.ts';
import {
  type Dialog,
  LazyBookingDialog,
  loaded,
  useBookingPrefetch,
  usePreloadBooking,
} from './booking-dialog-load.ts';
import { useBookingHistorySteps } from './booking-history-steps.ts';
import { useOpenerLink } from './opener-link.ts';
import { usePreparedOpening } from './prepared-opening.ts';

export { type BookingApi, useBooking, useHeaderBookNow } from './booking-context.ts';
export { PREPARE_AFTER_CLOSE_MS, PREPARED_FOR_MS } from './prepared-opening.ts';

/*
 * The booking modal's host in the root layout (spec 2.5: opened by `#booking`, the book-now pages, the header
 * button and the home page's strip). It holds whether the modal is open and what it opens with, and nothing of
 * the booking journey: the modal is a lazy module (booking-dialog-load.ts), so no page's first load carries
 * booking code. Beside it: the context it provides (booking-context.ts), the history of the modal's steps
 * (booking-history-steps.ts), the opening prepared ahead (prepared-opening.ts) and the book-now link that opened
 * it (opener-link.ts).
 */

interface OpenState {
  open: boolean;
  request: BookingRequest;
  /** A new key per opening: the modal starts afresh with that opening's request. */
  key: number;
  /**
   * The id of the opening's journey, kept in the history entries of its steps: the entry's own when the opening
   * restores one (a reload, Forward), else a new one, so a confirmed booking is shown again only in its journey.
   */
  journey: string;
}

export function BookingHost({ bookNowText, children }: { bookNowText: string; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const preload = usePreloadBooking();
  const readyToPrepare = useBookingPrefetch(pathname, preload);
  const hash = useRouterState({ select: (state) => state.location.hash });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const href = useRouterState({ select: (state) => state.location.href });
  const historyJourney = useRouterState({
    select: (state) => (state.location.state as BookingHistoryState).bookingJourney,
  });
  const historyJourneyId = useRouterState({
    select: (state) => (state.location.state as BookingHistoryState).bookingJourneyId,
  });
  // The journey of the history entry the diner is on, which an opening here restores.
  const entryJourneyId = useRef<string | undefined>(undefined);
  entryJourneyId.current = historyJourney === undefined ? undefined : historyJourneyId;
  // The journey of the modal last opened, written into the history with each of its steps.
  const journeyId = useRef<string | undefined>(undefined);
  const navigate = useNavigate();
  const [state, setState] = useState<OpenState | null>(null);
  // One counter for every opening's key, the prepared one's included.
  const keys = useRef(0);
  const isOpen = state?.open === true;
  const close = useCallback(() => setState((s) => (s ? { ...s, open: false } : s)), []);
  const { saved, ahead, writeStep, onStep } = useBookingHistorySteps({
    href,
    historyJourney,
    journeyId,
    isOpen,
    close,
    navigate,
  });

  // Chosen at the first opening, then kept: the loaded modal (fetched when the page was idle or on intent), which
  // opens in the press's own frame, or the lazy one while its code is on its way (a `lazy()` component suspends on
  // its first render even when its code is here, and React holds a revealed boundary back for up to 300 ms).
  const [BookingDialog, setDialog] = useState<Dialog>();
  const { prepared, take, closedAt } = usePreparedOpening({
    pathname,
    readyToPrepare,
    isOpen,
    historyJourney,
    keys,
    setDialog,
  });
  const open = useCallback(
    (request: BookingRequest = {}) => {
      setDialog((dialog: Dialog | undefined) => dialog ?? loaded.dialog ?? LazyBookingDialog);
      saved.current = false;
      // The prepared opening, revealed, if it is the one asked for (see `take`).
      const ready = take(request);
      const opening = ready
        ? { open: true, request: ready.request, key: ready.key, journey: ready.journey }
        : { open: true, request, key: ++keys.current, journey: entryJourneyId.current ?? newJourneyId() };
      journeyId.current = opening.journey;
      setState(opening);
    },
    [saved, take],
  );
  const api = useMemo(() => ({ open, preload }), [open, preload]);
  const openerLink = useOpenerLink({ preload, open, navigate, ahead });

  // `#booking` or a book-now page: open once per arrival at that address (after hydration, in the browser).
  const askedFor = asksForBooking(pathname, hash) ? `${pathname}#${hash}` : null;
  const mode = bookingModeFor(hash);
  useEffect(() => {
    if (!askedFor) return;
    const early = ahead.current;
    if (early?.arrival === askedFor) {
      // Opened by the press already: now the address is the modal's, its history entry can be written.
      ahead.current = undefined;
      if (early.journey !== undefined) writeStep(early.journey);
      return;
    }
    // The party, date and time the address carries (a link from an e-mail) are the modal's first choices; a time
    // chosen in find a table (`chosen=1`) is checked at once.
    const search = addressSearch(searchStr);
    const chosen = addressChosenTime(searchStr);
    open({
      path: pathname,
      ...(mode ? { mode } : {}),
      ...(search ? { search } : {}),
      ...(chosen ? { chosen } : {}),
    });
  }, [askedFor, pathname, mode, open, writeStep, ahead, searchStr]);

  const onOpenChange = (next: boolean) => {
    setState((s) => (s ? { ...s, open: next } : s));
    if (next) return;
    closedAt.current = Date.now();
    saved.current = false;
    ahead.current = undefined;
    // Closing leaves the address that asked for the modal: the page itself, without `/book-now` or `#booking`;
    // the entry forgets the journey, so the next opening starts afresh.
    const to = asksForBooking(pathname, hash) ? `${pathAfterClose(pathname)}${searchStr}` : href;
    void navigate({ href: to, replace: true, resetScroll: false, state: withoutJourney });
  };

  // The modal last opened (open, or closed and finishing its close: focus back to its opener, its reset), and the
  // opening prepared ahead, hidden. Keyed: the prepared one, once revealed, is the same element, not a new one.
  const openings: { opening: OpenState; hidden: boolean }[] = [];
  if (state) openings.push({ opening: state, hidden: false });
  if (prepared && !state?.open)
    openings.push({
      opening: { open: true, request: prepared.request, key: prepared.key, journey: prepared.journey },
      hidden: true,
    });

  return (
    <BookingContext.Provider value={api}>
      {children}
      {BookingDialog
        ? openings.map(({ opening, hidden }) => (
            <Activity key={opening.key} mode={hidden ? 'hidden' : 'visible'}>
              <Suspense fallback={null}>
                <BookingDialog
                  open={opening.open}
                  onOpenChange={onOpenChange}
                  request={opening.request}
                  journey={opening.journey}
                  bookNowText={bookNowText}
                  historyJourney={historyJourney}
                  onStep={onStep}
                  openerLink={openerLink}
                />
              </Suspense>
            </Activity>
          ))
        : null}
    </BookingContext.Provider>
  );
}
