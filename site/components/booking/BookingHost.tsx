import { MODAL_RESET_DELAY_MS } from '@fittizia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import {
  Activity,
  type ComponentProps,
  type ComponentType,
  createContext,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Ahead } from '../../lib/book-now-ahead.ts';
import {
  asksForBooking,
  bookingModeFor,
  headerOpensModal,
  pathAfterClose,
  prefetchesBookingWhenIdle,
} from '../../lib/booking-entry.ts';
import { type BookingHistoryState, withoutJourney } from '../../lib/booking-history.ts';
import type { BookingRequest } from '../../lib/booking-request.ts';
import { prefetchCalls } from '../../lib/brand-client.ts';
import { BOOKING_DIALOG_MODULE, callPartKey, useNoteRenderedPart } from '../../lib/part-files.ts';
import { PRIORITY, prefetchWhenIdle } from '../../lib/prefetch.ts';
import { allRestaurantsQuery } from '../../lib/queries.ts';

/*
 * The booking modal's host in the root layout (spec 2.5: opened by `#booking`, the book-now pages, the header
 * button and the home page's strip). It holds whether the modal is open and what it opens with, and nothing of
 * the booking journey: the modal (`BookingDialog.tsx`, which imports the design system's booking feature) is
 * a lazy module, loaded the first time the modal is wanted, or earlier on hover or focus of a book-now control
 * (`preload`). So no page's first load carries booking code.
 */

/**
 * The calls of a booking made in the modal (spec 7.2's `/api/booking/` calls, one module of the endpoint table):
 * listed and readied with the modal's code where that is fetched when idle, with the create's captcha settings.
 */
const BOOKING_CALLS = ['bookingAvailability', 'bookingCreate'] as const;

/** Links that ask for the modal. */
const BOOK_NOW_LINKS = 'a[href$="#booking"], a[href$="#group-booking"], a[href$="/book-now"]';

/** The modal, once its code has loaded: rendered as it is then, without suspending (see `open`). */
let loadedBookingDialog: typeof import('./BookingDialog.tsx')['default'] | undefined;
let loadedAhead: typeof import('./BookingDialog.tsx')['openAhead'] | undefined;
let loadedSameOpening: typeof import('./BookingDialog.tsx')['sameOpening'] | undefined;
const loadBookingDialog = () =>
  import('./BookingDialog.tsx').then(async (module) => {
    // With its brand client, so that its first render does not suspend.
    await module.ready();
    loadedBookingDialog = module.default;
    loadedAhead = module.openAhead;
    loadedSameOpening = module.sameOpening;
    return module;
  });
const LazyBookingDialog = lazy(loadBookingDialog);
type Dialog = ComponentType<ComponentProps<typeof LazyBookingDialog>>;

export interface BookingApi {
  /** Opens the modal with a request (a restaurant, a city, the strip's choices). */
  open(request?: BookingRequest): void;
  /** Starts loading the modal's code and the restaurant list (hover or focus of a book-now control). */
  preload(): void;
}

const BookingContext = createContext<BookingApi | null>(null);

/** The root layout's booking modal: open it, or preload it. Outside a BookingHost it does nothing. */
export function useBooking(): BookingApi {
  return useContext(BookingContext) ?? noBooking;
}
const noBooking: BookingApi = { open() {}, preload() {} };

/**
 * How long an opening prepared ahead is kept before it is prepared anew: the modal reads the clock as it is first
 * rendered (today's date and the times still to come), so a prepared one must not grow older than a diner's own
 * open modal plausibly would.
 */
export const PREPARED_FOR_MS = 10 * 60_000;

/** After a close, the next opening is prepared once the closed modal has reset (spec 4.3's delay, and a margin). */
export const PREPARE_AFTER_CLOSE_MS = MODAL_RESET_DELAY_MS + 100;

interface Prepared {
  request: BookingRequest;
  key: number;
  /** When it was prepared (Date.now()). */
  at: number;
}

interface OpenState {
  open: boolean;
  request: BookingRequest;
  /** A new key per opening: the modal starts afresh with that opening's request. */
  key: number;
}

export function BookingHost({ bookNowText, children }: { bookNowText: string; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // On the server: where the page fetches the modal's code first when idle (below), the page's list of its parts'
  // files has the modal's too (lib/part-files.ts): first what the modal's restaurant list waits for (the brand client,
  // the list call's schemas), so that the list's request leaves as soon as they arrive, then the modal's code and
  // the booking's own calls.
  if (import.meta.env.SSR) {
    const prefetches = prefetchesBookingWhenIdle(pathname);
    // biome-ignore lint/correctness/useHookAtTopLevel: `import.meta.env.SSR` is a constant of the build.
    useNoteRenderedPart(prefetches ? callPartKey('searchRestaurants') : undefined, PRIORITY.booking + 1);
    // biome-ignore lint/correctness/useHookAtTopLevel: `import.meta.env.SSR` is a constant of the build.
    useNoteRenderedPart(
      prefetches ? [BOOKING_DIALOG_MODULE, ...BOOKING_CALLS.map(callPartKey)] : undefined,
      PRIORITY.booking,
    );
  }
  const hash = useRouterState({ select: (state) => state.location.hash });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const href = useRouterState({ select: (state) => state.location.href });
  const historyJourney = useRouterState({
    select: (state) => (state.location.state as BookingHistoryState).bookingJourney,
  });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<OpenState | null>(null);
  // One counter for every opening's key, the prepared one's included (below).
  const keys = useRef(0);
  // The opening prepared ahead: on a page where Book now is the likeliest first press, the modal the
  // press will open is rendered once its code is here, hidden (React's <Activity mode="hidden">: rendered at the
  // lowest priority, nothing on screen, no effects), and the press reveals it instead of rendering it anew.
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const preparedRef = useRef(prepared);
  preparedRef.current = prepared;
  const [readyToPrepare, setReadyToPrepare] = useState(false);
  const historyRef = useRef(historyJourney);
  historyRef.current = historyJourney;

  // Back and Forward (spec 4.3 as diners expect it): each step the modal reaches is kept in the history entry
  // (the first replaces the entry that opened it, the next ones are pushed); going back to an entry restores it,
  // and going back past the first closes the modal.
  const saved = useRef(false);
  // Read when a step is written, not held by the callback: a callback that changed with the address would have the
  // modal report its step again as Back leaves it, writing the journey into the entry Back went to.
  const hrefRef = useRef(href);
  hrefRef.current = href;
  const writeStep = useCallback(
    (journey: BookingHistoryState['bookingJourney']) => {
      const replace = !saved.current;
      saved.current = true;
      void navigate({
        href: hrefRef.current,
        state: (prev) => ({ ...prev, bookingJourney: journey }),
        replace,
        resetScroll: false,
      });
    },
    [navigate],
  );
  // An opening the press itself started, ahead of the navigation to the address that asks for the modal (see the
  // click listener below): the steps the modal reaches before that address is the router's are written once it is.
  const ahead: Ahead = useRef(undefined);
  const onStep = useCallback(
    (journey: BookingHistoryState['bookingJourney']) => {
      if (ahead.current) ahead.current.journey = journey;
      else writeStep(journey);
    },
    [writeStep],
  );
  const isOpen = state?.open === true;
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
      setState((s) => (s ? { ...s, open: false } : s));
    }
    hadJourney.current = false;
  }, [isOpen, historyJourney]);

  const preload = useCallback(() => {
    void loadBookingDialog();
    void queryClient.prefetchQuery(allRestaurantsQuery());
  }, [queryClient]);
  // Chosen at the first opening, then kept: the loaded modal (fetched when the page was idle or on intent), which
  // opens in the press's own frame, or the lazy one while its code is on its way (a `lazy()` component suspends on
  // its first render even when its code is here, and React holds a revealed boundary back for up to 300 ms).
  const [BookingDialog, setDialog] = useState<Dialog>();
  const open = useCallback((request: BookingRequest = {}) => {
    setDialog((dialog: Dialog | undefined) => dialog ?? loadedBookingDialog ?? LazyBookingDialog);
    saved.current = false;
    // The prepared opening, revealed, if it is the one asked for, still current, and the entry the press leaves is
    // the page's own (an entry with a journey opens with that journey).
    const ready = preparedRef.current;
    preparedRef.current = null;
    setPrepared(null);
    const reveal =
      ready &&
      historyRef.current === undefined &&
      Date.now() - ready.at < PREPARED_FOR_MS &&
      loadedSameOpening?.(ready.request, request);
    setState(
      reveal
        ? { open: true, request: ready.request, key: ready.key }
        : { open: true, request, key: ++keys.current },
    );
  }, []);
  const api = useMemo(() => ({ open, preload }), [open, preload]);

  // Hover or focus of any book-now link (the header's button, a restaurant's, the hero's `/#booking`) preloads;
  // a click on one is remembered, so focus can return to it when the page it opened was drawn anew.
  const [openerLink, setOpenerLink] = useState<{ href: string; text: string }>();
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(BOOK_NOW_LINKS)) preload();
    };
    const onClick = (event: globalThis.MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(BOOK_NOW_LINKS) : null;
      const href = link?.getAttribute('href');
      if (!link || !href) return;
      setOpenerLink({ href, text: link.textContent ?? '' });
      // A book-now link that leaves the page under the modal as it is (the restaurant page's Book now, `#booking`):
      // once the modal's code is here, the press opens it at once, and the navigation to the address that asks for
      // it follows the modal's first frame (the router's work is not on the way to the diner's answer).
      loadedAhead?.(event, link, ahead, open, navigate);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [preload, open, navigate]);

  // Code there before the tap (lib/prefetch.ts): on a restaurant page, where Book now is the likeliest first
  // press, the modal's code and the restaurant list are fetched first when the page is idle (its book-now page
  // is the same route's child: nothing more to fetch). Elsewhere, a restaurant's menus included, they are fetched
  // on intent (above): the modal's code is the largest part, and most diners of other pages never open it.
  const prefetchedOn = useRef<string>(undefined);
  useEffect(() => {
    if (prefetchedOn.current === pathname || !prefetchesBookingWhenIdle(pathname)) return;
    prefetchedOn.current = pathname;
    // The booking's own calls (availability, the create) too: the diner's first search leaves at once.
    prefetchCalls(BOOKING_CALLS, PRIORITY.booking);
    prefetchWhenIdle(() => {
      preload();
      const loaded = loadBookingDialog();
      // Then the opening can be prepared (below), with the list it renders with: a hidden render runs no effects,
      // so it would not see the list arrive.
      void Promise.all([loaded, queryClient.prefetchQuery(allRestaurantsQuery())]).then(
        () => setReadyToPrepare(true),
        () => {},
      );
      return loaded;
    }, PRIORITY.booking);
  }, [pathname, preload, queryClient]);

  // The opening prepared ahead: whenever the page is one that fetches the modal's code when idle, the code and the
  // restaurant list are here, no modal is open and the history entry holds no journey of its own. Prepared anew
  // when it has waited PREPARED_FOR_MS (the modal reads the clock when it is first rendered), dropped elsewhere,
  // and after a close only once the closed modal has reset (it forgets a confirmed booking then, spec 4.3).
  const closedAt = useRef(0);
  useEffect(() => {
    if (!prefetchesBookingWhenIdle(pathname)) {
      setPrepared(null);
      return;
    }
    if (!readyToPrepare || isOpen || historyJourney !== undefined) return;
    const request: BookingRequest = { path: `${pathAfterClose(pathname)}/book-now` };
    if (prepared && loadedSameOpening?.(prepared.request, request)) {
      const timer = setTimeout(() => setPrepared(null), prepared.at + PREPARED_FOR_MS - Date.now());
      return () => clearTimeout(timer);
    }
    const prepare = () => {
      setDialog((dialog: Dialog | undefined) => dialog ?? loadedBookingDialog);
      setPrepared({ request, key: ++keys.current, at: Date.now() });
    };
    const timer = setTimeout(prepare, Math.max(0, closedAt.current + PREPARE_AFTER_CLOSE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [pathname, readyToPrepare, isOpen, historyJourney, prepared]);

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
    open({ path: pathname, ...(mode ? { mode } : {}) });
  }, [askedFor, pathname, mode, open, writeStep]);

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
    openings.push({ opening: { open: true, request: prepared.request, key: prepared.key }, hidden: true });

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

/**
 * The header's book-now handler (spec 2.2): off the home and restaurant pages the button opens the modal here
 * (the link's own address is the fallback without JavaScript); on them the link asks for it (`/#booking`, the
 * restaurant's book-now page).
 */
export function useHeaderBookNow(pathname: string) {
  const booking = useBooking();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!headerOpensModal(pathname)) return;
    event.preventDefault();
    booking.open({ path: pathname });
  };
}
