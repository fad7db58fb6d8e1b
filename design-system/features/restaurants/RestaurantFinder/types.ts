import type { FinderRestaurant } from './finder.ts';

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
