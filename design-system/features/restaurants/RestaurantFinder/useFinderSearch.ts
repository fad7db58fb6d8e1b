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
import type { FinderSearchResult, RestaurantFinderProps } from './types.ts';

/** Nothing searched yet, searching, ranked results, nothing found, or a failure with its message. */
export type FinderState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'results'; place?: string; restaurants: FinderRestaurant[] }
  | { kind: 'none' }
  | { kind: 'error'; message: string };

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
 * The search of the finder without its markup: the query (a search starts after more than 2 characters, after
 * a pause, or on submit), the device location, the state, and the selected restaurant. A later search or a
 * clear cancels an earlier one.
 */
export function useFinderSearch({
  search,
  searchByCoordinates,
  debounceMs = 400,
  geolocation,
}: Pick<RestaurantFinderProps, 'search' | 'searchByCoordinates' | 'debounceMs' | 'geolocation'>) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<FinderState>({ kind: 'idle' });
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  const run = (start: () => Promise<FinderSearchResult>) => {
    clearTimeout(timer.current);
    const mine = ++request.current;
    setState({ kind: 'loading' });
    setSelectedId(undefined);
    start().then(
      (result) => {
        if (mine !== request.current) return;
        setState(
          result.restaurants.length > 0
            ? { kind: 'results', place: result.place, restaurants: result.restaurants }
            : { kind: 'none' },
        );
      },
      (error: unknown) => {
        if (mine === request.current) setState({ kind: 'error', message: messageForError(error) });
      },
    );
  };

  const cancel = () => {
    clearTimeout(timer.current);
    request.current++;
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const onType = (value: string) => {
    setQuery(value);
    clearTimeout(timer.current);
    if (shouldSearch(value)) {
      const wanted = value.trim();
      timer.current = setTimeout(() => run(() => search(wanted)), debounceMs);
    } else if (state.kind === 'loading' || value.trim() === '') {
      cancel();
      setState({ kind: 'idle' });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = query.trim();
    if (!wanted) {
      cancel();
      setState({ kind: 'idle' });
      return;
    }
    run(() => search(wanted));
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
    inputRef.current?.focus();
  };

  return { query, state, selectedId, setSelectedId, inputRef, onType, onSubmit, onLocate, onClear };
}
