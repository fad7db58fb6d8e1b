import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { MapMarker } from '../RestaurantMap/types.ts';
import {
  emptySearchMessage,
  FINDER_MESSAGES,
  type FinderRestaurant,
  formatMiles,
  messageForError,
  shouldSearch,
} from './finder.ts';
import type { FinderSearched, FinderSearchResult, RestaurantFinderProps } from './types.ts';

/** Nothing searched yet, searching, ranked results, nothing found, or a failure with its message. */
export type FinderState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'results'; place?: string; restaurants: FinderRestaurant[] }
  | { kind: 'none' }
  | { kind: 'error'; message: string };

/** The longest a search's address waits for its outcome to be drawn (a slow search, a hidden page). */
export const REPORT_WAIT_MS = 1000;

export const LOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 600_000,
};

export const toMarker = (r: FinderRestaurant, number?: number): MapMarker | null =>
  typeof r.lat === 'number' && typeof r.lng === 'number'
    ? {
        id: r.storeId,
        lat: r.lat,
        lng: r.lng,
        number,
        label:
          number === undefined
            ? r.title
            : `${number}. ${r.title}${typeof r.milesValue === 'number' ? `, ${formatMiles(r.milesValue)}` : ''}`,
      }
    : null;

/** The state that shows a search's outcome: ranked results, nothing found, or the failure's message. */
const outcomeState = (result: FinderSearchResult): FinderState =>
  result.restaurants.length > 0
    ? { kind: 'results', place: result.place, restaurants: result.restaurants }
    : { kind: 'none' };

/** The state that shows a search the page already ran (none: nothing searched yet). */
export function searchedState(searched: FinderSearched | undefined): FinderState {
  if (!searched) return { kind: 'idle' };
  if (searched.result) return outcomeState(searched.result);
  return { kind: 'error', message: messageForError(searched.error) };
}

/** What the live region says for a state of the search. */
export function finderMessage(
  state: FinderState,
  brandName: string,
  restaurants: FinderRestaurant[] | undefined,
): string {
  switch (state.kind) {
    case 'idle':
      return emptySearchMessage(brandName);
    case 'loading':
      return 'Searching for restaurants…';
    case 'results': {
      const n = state.restaurants.length;
      return `${n} ${n === 1 ? 'restaurant' : 'restaurants'} found${state.place ? ` near ${state.place}` : ''}, nearest first.`;
    }
    case 'none':
      return restaurants && restaurants.length > 0
        ? FINDER_MESSAGES.noResultsWithList
        : FINDER_MESSAGES.noResults;
    case 'error':
      return state.message;
  }
}

/**
 * The finder's search without its markup: the query (searched after more than 2 characters and a pause, or on
 * submit; fetched ahead as it is typed), the device location, the state, the selected restaurant. A later search
 * or a clear cancels an earlier one. It starts from the page's search (`searched`), reports each text search
 * once its outcome is drawn (`onQueryChange`), and shows the page's search again when that changes.
 */
export function useFinderSearch({
  search,
  prefetch,
  searchByCoordinates,
  debounceMs = 400,
  geolocation,
  searched,
  onQueryChange,
}: Pick<
  RestaurantFinderProps,
  'search' | 'prefetch' | 'searchByCoordinates' | 'debounceMs' | 'geolocation' | 'searched' | 'onQueryChange'
>) {
  const [query, setQuery] = useState(searched?.query ?? '');
  const [state, setState] = useState<FinderState>(() => searchedState(searched));
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  /** The page's work for the search whose outcome is about to be committed (`run`). */
  const afterDrawn = useRef<(() => void) | undefined>(undefined);
  /** The query the page knows about: the one it opened with, or the last this hook reported. */
  const reported = useRef(searched?.query);
  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;

  /** How the query the page knows about was reported: a submit of a query typing already reported commits it. */
  const reportedHow = useRef<'typed' | 'submitted'>('submitted');
  const report = (wanted: string | undefined, how: 'typed' | 'submitted') => {
    if (reported.current === wanted && !(how === 'submitted' && reportedHow.current === 'typed')) return;
    reported.current = wanted;
    reportedHow.current = how;
    onQueryChangeRef.current?.(wanted, how);
  };

  /**
   * Starts a search, shows that it is under way, then its outcome; the page's own work for it (`afterShown`: its
   * address) waits until the outcome is drawn, or REPORT_WAIT_MS from the start (a slow search, a hidden page).
   * - The request leaves first: `start()` reaches the network through promises only, which all settle before the
   *   next task, where the loading state is set (unless a cache answered). Drawn first, it held the request back.
   * - The address comes after the outcome: it runs the router (the loader, the head, a render of the page). Run
   *   as the request left, that work was still going when the answer came, and the outcome was drawn after it.
   */
  const run = (start: () => Promise<FinderSearchResult>, afterShown?: () => void) => {
    clearTimeout(timer.current);
    const mine = ++request.current;
    let settled = false;
    let pending = afterShown;
    const report = () => {
      clearTimeout(waited);
      const now = pending;
      pending = undefined;
      if (now && mine === request.current) now();
    };
    const waited = pending ? setTimeout(report, REPORT_WAIT_MS) : undefined;
    const show = (next: FinderState) => {
      settled = true;
      if (mine !== request.current) return;
      setState(next);
      if (pending) afterDrawn.current = report;
    };
    start().then(
      (result) => show(outcomeState(result)),
      (error: unknown) => show({ kind: 'error', message: messageForError(error) }),
    );
    setTimeout(() => {
      if (mine !== request.current) return;
      if (!settled) setState({ kind: 'loading' });
      setSelectedId(undefined);
    }, 0);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: after each commit of a state, the work of the outcome drawn.
  useEffect(() => {
    const next = afterDrawn.current;
    if (!next) return;
    afterDrawn.current = undefined;
    // The frame's callbacks run before it is drawn, a task queued from them after.
    requestAnimationFrame(() => setTimeout(next, 0));
  }, [state]);

  /**
   * The answer to the text as typed, fetched ahead (`prefetch`): the search that Search or the pause starts then
   * finds it under way or there, instead of starting the round trip only then. One at a time: while one is under
   * way, only the latest text waits for its turn (a diner typing fast asks for less than a query per key).
   */
  const ahead = useRef<{ busy: boolean; next?: string | undefined }>({ busy: false });
  const fetchAhead = (wanted: string) => {
    if (!prefetch) return;
    const line = ahead.current;
    if (line.busy) {
      line.next = wanted;
      return;
    }
    line.busy = true;
    line.next = undefined;
    const done = () => {
      line.busy = false;
      const next = line.next;
      line.next = undefined;
      if (next !== undefined && next !== wanted) fetchAhead(next);
    };
    Promise.resolve()
      .then(() => prefetch(wanted))
      .then(done, done);
  };

  const cancel = () => {
    clearTimeout(timer.current);
    request.current++;
  };

  // Gone from the page: a search under way neither draws nor reports (its address) any more.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current++;
    },
    [],
  );

  // The page's search changed to another query without this hook (Back, Forward, a link): show that one.
  useEffect(() => {
    if (searched?.query === reported.current) return;
    reported.current = searched?.query;
    reportedHow.current = 'submitted';
    clearTimeout(timer.current);
    request.current++;
    setQuery(searched?.query ?? '');
    setState(searchedState(searched));
    setSelectedId(undefined);
  }, [searched]);

  const onType = (value: string) => {
    setQuery(value);
    clearTimeout(timer.current);
    if (shouldSearch(value)) {
      const wanted = value.trim();
      fetchAhead(wanted);
      timer.current = setTimeout(
        () =>
          run(
            () => search(wanted),
            () => report(wanted, 'typed'),
          ),
        debounceMs,
      );
    } else if (state.kind === 'loading' || value.trim() === '') {
      cancel();
      setState({ kind: 'idle' });
      if (value.trim() === '') report(undefined, 'typed');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = query.trim();
    if (!wanted) {
      cancel();
      setState({ kind: 'idle' });
      report(undefined, 'submitted');
      return;
    }
    // The search first, then the page's own work for it (its address) once its outcome is drawn.
    run(
      () => search(wanted),
      () => report(wanted, 'submitted'),
    );
  };

  const onLocate = () => {
    const api =
      geolocation === undefined
        ? typeof navigator !== 'undefined' && 'geolocation' in navigator
          ? navigator.geolocation
          : null
        : geolocation;
    if (!api) {
      cancel();
      setState({ kind: 'error', message: FINDER_MESSAGES.locationUnavailable });
      return;
    }
    const mine = ++request.current;
    clearTimeout(timer.current);
    setState({ kind: 'loading' });
    // A search by location is not a query the address can hold.
    report(undefined, 'submitted');
    api.getCurrentPosition(
      (position) => {
        if (mine !== request.current) return;
        run(() => searchByCoordinates({ lat: position.coords.latitude, lng: position.coords.longitude }));
      },
      () => {
        if (mine === request.current)
          setState({ kind: 'error', message: FINDER_MESSAGES.locationUnavailable });
      },
      LOCATION_OPTIONS,
    );
  };

  const onClear = () => {
    cancel();
    setQuery('');
    setState({ kind: 'idle' });
    setSelectedId(undefined);
    report(undefined, 'submitted');
    inputRef.current?.focus();
  };

  return { query, state, selectedId, setSelectedId, inputRef, onType, onSubmit, onLocate, onClear };
}
