import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { RestaurantMap } from '../RestaurantMap/RestaurantMap.tsx';
import type { MapMarker } from '../RestaurantMap/types.ts';
import { FinderResults, resultId } from './FinderResults.tsx';
import {
  emptySearchMessage,
  FINDER_MESSAGES,
  type FinderRestaurant,
  filterRestaurants,
  formatMiles,
  messageForError,
  restaurantHref,
  shouldSearch,
} from './finder.ts';
import * as styles from './RestaurantFinder.css.ts';

export interface FinderSearchResult {
  /** The place the search resolved to ('M1 1AA', 'Cardiff'), for the announcement. */
  place?: string;
  /** Nearest first, at most MAX_LOCATIONS. */
  restaurants: FinderRestaurant[];
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface RestaurantFinderProps {
  /** The brand name of the settings (`site_name`). */
  brandName: string;
  /** Searches by postcode or place; rejects with `{ status: 400 }` for a query it refuses. */
  search: (query: string) => Promise<FinderSearchResult>;
  /** Searches around the device's location. */
  searchByCoordinates: (point: GeoPoint) => Promise<FinderSearchResult>;
  /** Every restaurant, for the filterable list (and the map before a search). */
  restaurants?: FinderRestaurant[];
  /** A public Mapbox token; without it the map uses the bundled offline style. */
  mapAccessToken?: string;
  mapStyle?: string;
  /** Pause after typing before a search starts. */
  debounceMs?: number;
  /** The device location API; `navigator.geolocation` by default, `null` when there is none. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
  /** Load the map at once (stories); otherwise it loads when scrolled into view. */
  eagerMap?: boolean;
  /** When the map loads: see `RestaurantMap`'s `loadOn` (the site's finder page loads it at the first interaction). */
  mapLoadOn?: 'view' | 'interaction';
}

type FinderState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'results'; place?: string; restaurants: FinderRestaurant[] }
  | { kind: 'none' }
  | { kind: 'error'; message: string };

const LOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 };

const toMarker = (r: FinderRestaurant, number?: number): MapMarker | null =>
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

/**
 * Find a restaurant (spec 2.3): a postcode or place search that starts after more than 2 characters (or on
 * submit), the device's location, ranked results with distances, a map with numbered markers and a
 * filterable list of every restaurant. Data-agnostic: the caller passes the search functions.
 */
export function RestaurantFinder({
  brandName,
  search,
  searchByCoordinates,
  restaurants,
  mapAccessToken,
  mapStyle,
  debounceMs = 400,
  geolocation,
  eagerMap = false,
  mapLoadOn = 'view',
}: RestaurantFinderProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [query, setQuery] = useState('');
  const [state, setState] = useState<FinderState>({ kind: 'idle' });
  const [filter, setFilter] = useState('');
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);

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

  // Choosing a marker selects its entry in the list next to the map (the ranked results, or before a search the
  // list of every restaurant), scrolls it into view and moves focus to it.
  const onMarkerSelect = (storeId: string) => {
    setSelectedId(storeId);
    const target =
      document.getElementById(resultId(storeId)) ?? document.getElementById(`${id}-all-${storeId}`);
    if (!target) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    target.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
    target.focus({ preventScroll: true });
  };

  const visible = useMemo(() => filterRestaurants(restaurants ?? [], filter), [restaurants, filter]);
  const markers = useMemo(
    () =>
      (state.kind === 'results'
        ? state.restaurants.map((r, i) => toMarker(r, i + 1))
        : visible.map((r) => toMarker(r))
      ).filter((m): m is MapMarker => m !== null),
    [state, visible],
  );

  const loading = state.kind === 'loading';
  let message: string;
  switch (state.kind) {
    case 'idle':
      message = emptySearchMessage(brandName);
      break;
    case 'loading':
      message = 'Searching for restaurants…';
      break;
    case 'results': {
      const n = state.restaurants.length;
      message = `${n} ${n === 1 ? 'restaurant' : 'restaurants'} found${state.place ? ` near ${state.place}` : ''}, nearest first.`;
      break;
    }
    case 'none':
      message =
        restaurants && restaurants.length > 0 ? FINDER_MESSAGES.noResultsWithList : FINDER_MESSAGES.noResults;
      break;
    case 'error':
      message = state.message;
      break;
  }

  return (
    <div className={styles.root} data-finder-state={state.kind}>
      <search aria-label="Find a restaurant">
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextInput
            ref={inputRef}
            id={`${id}-query`}
            label="Postcode, town or city"
            hint="For example M1 1AA or Cardiff"
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => onType(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit">Search</Button>
            <Button variant="outline" onClick={onLocate}>
              Use my location
            </Button>
            {query || state.kind !== 'idle' ? (
              <Button variant="link" onClick={onClear}>
                Clear search
              </Button>
            ) : null}
          </div>
        </form>
      </search>

      <div className={styles.layout}>
        <div className={styles.resultsArea} aria-busy={loading} data-testid="finder-results">
          <div role="status" aria-live="polite" aria-atomic="true">
            <p className={styles.message} data-testid="finder-message">
              {message}
            </p>
          </div>
          {loading ? <Spinner size="medium" label="Searching for restaurants" /> : null}
          {state.kind === 'results' ? (
            <FinderResults
              restaurants={state.restaurants}
              selectedId={selectedId}
              onShowOnMap={setSelectedId}
            />
          ) : null}
        </div>
        <RestaurantMap
          markers={markers}
          accessToken={mapAccessToken}
          mapStyle={mapStyle}
          selectedId={selectedId}
          onMarkerSelect={onMarkerSelect}
          label={state.kind === 'results' ? 'Map of the nearest restaurants' : 'Map of our restaurants'}
          eager={eagerMap}
          loadOn={mapLoadOn}
          className={styles.map}
        />
      </div>

      {restaurants ? (
        <section aria-labelledby={`${id}-all`} className={styles.form}>
          <h2 id={`${id}-all`} className={styles.subheading}>
            All restaurants
          </h2>
          <search aria-label="Filter restaurants">
            <form className={styles.form} onSubmit={(e) => e.preventDefault()}>
              <TextInput
                ref={filterRef}
                id={`${id}-filter`}
                label="Filter by name or town"
                type="search"
                autoComplete="off"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
              {filter ? (
                <div className={styles.actions}>
                  <Button
                    variant="outline"
                    onClick={() => {
                      setFilter('');
                      filterRef.current?.focus();
                    }}
                  >
                    Clear filter
                  </Button>
                </div>
              ) : null}
            </form>
          </search>
          <p role="status" className={styles.message} data-testid="finder-filter-message">
            {visible.length === 0
              ? FINDER_MESSAGES.noResults
              : `Showing ${visible.length} of ${restaurants.length} restaurants`}
          </p>
          <ul className={styles.allList} aria-label="All restaurants">
            {visible.map((r) => (
              <li
                key={r.storeId}
                id={`${id}-all-${r.storeId}`}
                tabIndex={-1}
                className={styles.allItem}
                data-selected={state.kind !== 'results' && selectedId === r.storeId}
              >
                {r.hideRestaurantDetailPage ? (
                  <span>{r.title}</span>
                ) : (
                  <Link href={restaurantHref(r)}>{r.title}</Link>
                )}
                {r.addressCity ? <span>({r.addressCity})</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
