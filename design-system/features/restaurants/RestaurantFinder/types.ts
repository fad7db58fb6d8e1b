import type { FinderRestaurant } from './finder.ts';

export interface FinderSearchResult {
  /** The place the search resolved to ('M1 1AA', 'Cardiff'), for the announcement. */
  place?: string;
  /** Nearest first, at most MAX_LOCATIONS. */
  restaurants: FinderRestaurant[];
}

/** A search the page already ran (on the server, for the address's `?q=`): its query and outcome. */
export interface FinderSearched {
  query: string;
  /** What it found; absent when it failed. */
  result?: FinderSearchResult;
  /** Why it failed (`{ status: 400 }`: the query was refused). */
  error?: unknown;
}

/** A search started by typing (after a pause) or by submitting the form (or the location button, or Clear). */
export type FinderQueryChange = 'typed' | 'submitted';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface RestaurantFinderProps {
  /** The brand name of the settings (`site_name`). */
  brandName: string;
  /** Searches by postcode or place; rejects with `{ status: 400 }` for a query it refuses. */
  search: (query: string) => Promise<FinderSearchResult>;
  /**
   * Fetches ahead the answer to a query typed but not searched yet (the site: into its query cache), so that the
   * search Search or the pause then starts finds it under way or already there. Called as the text changes, one at
   * a time: while one is under way only the latest text waits for its turn. Nothing it does is shown.
   */
  prefetch?: (query: string) => Promise<unknown> | undefined;
  /** Searches around the device's location. */
  searchByCoordinates: (point: GeoPoint) => Promise<FinderSearchResult>;
  /** Every restaurant, for the filterable list (and the map before a search). */
  restaurants?: FinderRestaurant[];
  /** A public Mapbox token; without it the map uses the bundled offline style. */
  mapAccessToken?: string;
  mapStyle?: string;
  /**
   * The search the page was opened with (its address's `?q=`), already run: shown at once, server-rendered.
   * When it changes to another query (Back, Forward, a link) the finder shows that one.
   */
  searched?: FinderSearched;
  /**
   * Told when a text search starts (its query) or the text search ends (`undefined`: cleared, or a search by
   * location), so the page can keep the search in its address. A query typing started is told again, as
   * `submitted`, when the diner then submits it: the page may have let typing refine its last entry, and the
   * submit ends that (the next typing starts a new one).
   */
  onQueryChange?: (query: string | undefined, how: FinderQueryChange) => void;
  /** Where the search form goes without JavaScript: a GET with the query as `q` (the page's own address). */
  action?: string;
  /** Pause after typing before a search starts. */
  debounceMs?: number;
  /** The device location API; `navigator.geolocation` by default, `null` when there is none. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
  /** Load the map at once (stories); otherwise it loads when scrolled into view. */
  eagerMap?: boolean;
  /** When the map loads: see `RestaurantMap`'s `loadOn` (the site's finder page loads it at the first interaction). */
  mapLoadOn?: 'view' | 'interaction';
}
