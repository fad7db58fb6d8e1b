import { useQueryClient } from '@tanstack/react-query';
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { prefetchesBookingWhenIdle } from '../../lib/booking-entry.ts';
import { prefetchCalls } from '../../lib/brand-client.ts';
import { BOOKING_DIALOG_MODULE, callPartKey, useNoteRenderedPart } from '../../lib/part-files.ts';
import { PRIORITY, prefetchWhenIdle } from '../../lib/prefetch.ts';
import { allRestaurantsQuery } from '../../lib/queries.ts';

/*
 * The booking modal's code, loaded lazily (BookingHost): the modal (`BookingDialog.tsx`, which imports the design
 * system's booking feature) is loaded the first time the modal is wanted, or earlier on hover or focus of a
 * book-now control (`preload`), or when a page where Book now is the likeliest first press is idle. So no page's
 * first load carries booking code.
 */

/**
 * The calls of a booking made in the modal (spec 7.2's `/api/booking/` calls, one module of the endpoint table):
 * listed and readied with the modal's code where that is fetched when idle, with the create's captcha settings.
 */
const BOOKING_CALLS = ['bookingAvailability', 'bookingCreate'] as const;

type DialogModule = typeof import('./BookingDialog.tsx');

/** The modal's module, once its code has loaded: the modal is rendered as it is then, without suspending. */
export const loaded: {
  dialog?: DialogModule['default'];
  ahead?: DialogModule['openAhead'];
  sameOpening?: DialogModule['sameOpening'];
} = {};

export const loadBookingDialog = () =>
  import('./BookingDialog.tsx').then(async (module) => {
    // With its brand client, so that its first render does not suspend.
    await module.ready();
    loaded.dialog = module.default;
    loaded.ahead = module.openAhead;
    loaded.sameOpening = module.sameOpening;
    return module;
  });
export const LazyBookingDialog = lazy(loadBookingDialog);
export type Dialog = ComponentType<ComponentProps<typeof LazyBookingDialog>>;

/** Starts loading the modal's code and the restaurant list (hover or focus of a book-now control). */
export function usePreloadBooking(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void loadBookingDialog();
    void queryClient.prefetchQuery(allRestaurantsQuery());
  }, [queryClient]);
}

/**
 * Code there before the tap (lib/prefetch.ts): on a restaurant page, where Book now is the likeliest first
 * press, the modal's code and the restaurant list are fetched first when the page is idle (its book-now page
 * is the same route's child: nothing more to fetch). Elsewhere, a restaurant's menus included, they are fetched
 * on intent (`preload`): the modal's code is the largest part, and most diners of other pages never open it.
 * Says whether both are here, so that an opening can be prepared ahead (prepared-opening.ts).
 */
export function useBookingPrefetch(pathname: string, preload: () => void): boolean {
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
  const queryClient = useQueryClient();
  const [readyToPrepare, setReadyToPrepare] = useState(false);
  const prefetchedOn = useRef<string>(undefined);
  useEffect(() => {
    if (prefetchedOn.current === pathname || !prefetchesBookingWhenIdle(pathname)) return;
    prefetchedOn.current = pathname;
    // The booking's own calls (availability, the create) too: the diner's first search leaves at once.
    prefetchCalls(BOOKING_CALLS, PRIORITY.booking);
    prefetchWhenIdle(() => {
      preload();
      const loading = loadBookingDialog();
      // Then the opening can be prepared, with the list it renders with: a hidden render runs no effects, so it
      // would not see the list arrive.
      void Promise.all([loading, queryClient.prefetchQuery(allRestaurantsQuery())]).then(
        () => setReadyToPrepare(true),
        () => {},
      );
      return loading;
    }, PRIORITY.booking);
  }, [pathname, preload, queryClient]);
  return readyToPrepare;
}
