import { MODAL_RESET_DELAY_MS } from '@fittizia/contract/constants';
import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { pathAfterClose, prefetchesBookingWhenIdle } from '../../lib/booking-entry.ts';
import { newJourneyId } from '../../lib/booking-history.ts';
import type { BookingRequest } from '../../lib/booking-request.ts';
import { type Dialog, loaded } from './booking-dialog-load.ts';

/*
 * The opening prepared ahead: on a page where Book now is the likeliest first press, the modal the press will
 * open is rendered once its code is here, hidden (React's <Activity mode="hidden">: rendered at the lowest
 * priority, nothing on screen, no effects), and the press reveals it instead of rendering it anew.
 */

/**
 * How long an opening prepared ahead is kept before it is prepared anew: the modal reads the clock as it is first
 * rendered (today's date and the times still to come), so a prepared one must not grow older than a diner's own
 * open modal plausibly would.
 */
export const PREPARED_FOR_MS = 10 * 60_000;

/** After a close, the next opening is prepared once the closed modal has reset (spec 4.3's delay, and a margin). */
export const PREPARE_AFTER_CLOSE_MS = MODAL_RESET_DELAY_MS + 100;

export interface Prepared {
  request: BookingRequest;
  key: number;
  /** The id of its journey: a new one (a prepared opening never restores a journey). */
  journey: string;
  /** When it was prepared (Date.now()). */
  at: number;
}

export interface PreparedOpening {
  /** The opening prepared ahead, to render hidden. */
  prepared: Prepared | null;
  /**
   * Takes the prepared opening for a press: it, if it is the one asked for, still current, and the entry the
   * press leaves is the page's own (an entry with a journey opens with that journey); else null. Either way the
   * prepared one is dropped.
   */
  take(request: BookingRequest): Prepared | null;
  /** When the modal was last closed (Date.now()). */
  closedAt: RefObject<number>;
}

/**
 * Prepares the opening whenever the page is one that fetches the modal's code when idle, the code and the
 * restaurant list are here (`readyToPrepare`), no modal is open and the history entry holds no journey of its
 * own. Prepared anew when it has waited PREPARED_FOR_MS (the modal reads the clock when it is first rendered),
 * dropped elsewhere, and after a close only once the closed modal has reset (it forgets a confirmed booking then,
 * spec 4.3). `keys` is the counter of every opening's key; `setDialog` holds the modal once it is chosen.
 */
export function usePreparedOpening({
  pathname,
  readyToPrepare,
  isOpen,
  historyJourney,
  keys,
  setDialog,
}: {
  pathname: string;
  readyToPrepare: boolean;
  isOpen: boolean;
  historyJourney: unknown;
  keys: RefObject<number>;
  setDialog: Dispatch<SetStateAction<Dialog | undefined>>;
}): PreparedOpening {
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const preparedRef = useRef(prepared);
  preparedRef.current = prepared;
  const historyRef = useRef(historyJourney);
  historyRef.current = historyJourney;

  const take = useCallback((request: BookingRequest) => {
    const ready = preparedRef.current;
    preparedRef.current = null;
    setPrepared(null);
    const reveal =
      ready &&
      historyRef.current === undefined &&
      Date.now() - ready.at < PREPARED_FOR_MS &&
      loaded.sameOpening?.(ready.request, request);
    return reveal ? ready : null;
  }, []);

  const closedAt = useRef(0);
  useEffect(() => {
    if (!prefetchesBookingWhenIdle(pathname)) {
      setPrepared(null);
      return;
    }
    if (!readyToPrepare || isOpen || historyJourney !== undefined) return;
    const request: BookingRequest = { path: `${pathAfterClose(pathname)}/book-now` };
    if (prepared && loaded.sameOpening?.(prepared.request, request)) {
      const timer = setTimeout(() => setPrepared(null), prepared.at + PREPARED_FOR_MS - Date.now());
      return () => clearTimeout(timer);
    }
    const prepare = () => {
      setDialog((dialog: Dialog | undefined) => dialog ?? loaded.dialog);
      setPrepared({ request, key: ++keys.current, journey: newJourneyId(), at: Date.now() });
    };
    const timer = setTimeout(prepare, Math.max(0, closedAt.current + PREPARE_AFTER_CLOSE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [pathname, readyToPrepare, isOpen, historyJourney, prepared, keys, setDialog]);

  return { prepared, take, closedAt };
}
