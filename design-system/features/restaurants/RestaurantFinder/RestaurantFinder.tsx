import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { RestaurantMap } from '../RestaurantMap/RestaurantMap.tsx';
import type { MapMarker } from '../RestaurantMap/types.ts';
import { AllRestaurants } from './AllRestaurants.tsx';
import { FinderResults, resultId } from './FinderResults.tsx';
import { filterRestaurants } from './finder.ts';
import * as styles from './RestaurantFinder.css.ts';
import type { RestaurantFinderProps } from './types.ts';
import { finderMessage, toMarker, useFinderSearch } from './useFinderSearch.ts';

export type {
  FinderQueryChange,
  FinderSearched,
  FinderSearchResult,
  GeoPoint,
  RestaurantFinderProps,
} from './types.ts';

/**
 * Find a restaurant (spec 2.3): a postcode or place search that starts after more than 2 characters (or on
 * submit), the device's location, ranked results with distances, a map with numbered markers and a
 * filterable list of every restaurant. Data-agnostic: the caller passes the search functions.
 */
export function RestaurantFinder({
  brandName,
  search,
  prefetch,
  searchByCoordinates,
  restaurants,
  mapAccessToken,
  mapStyle,
  debounceMs = 400,
  geolocation,
  eagerMap = false,
  mapLoadOn = 'view',
  searched,
  onQueryChange,
  action,
}: RestaurantFinderProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [filter, setFilter] = useState('');
  // Below 1024 px the map waits behind its toggle, above the results; beside them on a wide screen it is always shown.
  const [mapOpen, setMapOpen] = useState(false);
  const mapToggle = useRef<HTMLButtonElement>(null);
  const revealMap = useRef(false);
  const { query, state, selectedId, setSelectedId, inputRef, onType, onSubmit, onLocate, onClear } =
    useFinderSearch({
      search,
      prefetch,
      searchByCoordinates,
      debounceMs,
      geolocation,
      searched,
      onQueryChange,
    });

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

  // 'Show on map' with the map behind its toggle opens it, and brings it into view.
  const onShowOnMap = (storeId: string) => {
    setSelectedId(storeId);
    if (!mapOpen && mapToggle.current && mapToggle.current.offsetParent !== null) {
      revealMap.current = true;
      setMapOpen(true);
    }
  };
  useEffect(() => {
    if (!mapOpen || !revealMap.current) return;
    revealMap.current = false;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    document
      .getElementById(`${id}-map`)
      ?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [mapOpen, id]);

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
  const message = finderMessage(state, brandName, restaurants);

  return (
    <div className={styles.root} data-finder-state={state.kind}>
      <search aria-label="Find a restaurant">
        {/* Without JavaScript the form is a GET of the page with `q`, which the server answers with the results. */}
        <form className={styles.form} onSubmit={onSubmit} method="get" action={action} noValidate>
          <TextInput
            ref={inputRef}
            id={`${id}-query`}
            name="q"
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
        {/* The map's area comes first: below 1024 px its toggle (and the map it opens) is before the results, in
            the page's and the focus order; on a wide screen the grid puts it beside them, on the right. */}
        <div className={styles.mapArea} data-map-open={mapOpen}>
          <Button
            ref={mapToggle}
            variant="outline"
            className={styles.mapToggle}
            aria-expanded={mapOpen}
            aria-controls={`${id}-map`}
            onClick={() => setMapOpen((open) => !open)}
          >
            {mapOpen ? 'Hide the map' : 'Show the map'}
          </Button>
          <RestaurantMap
            id={`${id}-map`}
            markers={markers}
            accessToken={mapAccessToken}
            mapStyle={mapStyle}
            selectedId={selectedId}
            onMarkerSelect={onMarkerSelect}
            label={state.kind === 'results' ? 'Map of the nearest restaurants' : 'Map of our restaurants'}
            eager={eagerMap}
            loadOn={mapLoadOn}
            requested={mapOpen}
            className={styles.map}
          />
        </div>
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
              onShowOnMap={onShowOnMap}
            />
          ) : null}
        </div>
      </div>

      {restaurants ? (
        <AllRestaurants
          id={id}
          restaurants={restaurants}
          visible={visible}
          filter={filter}
          onFilterChange={setFilter}
          selectedId={state.kind === 'results' ? undefined : selectedId}
        />
      ) : null}
    </div>
  );
}
