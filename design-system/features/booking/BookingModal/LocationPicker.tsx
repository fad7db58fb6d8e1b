import { haversineMiles, LOCATION_MESSAGES, type Restaurant, SEARCH_MIN_CHARS } from '@fittizia/contract';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { addressLines, restaurantCoordinates } from '../../restaurants/RestaurantDetails/restaurantLinks.ts';
import * as styles from '../steps/modal.css.ts';

export interface LocationPickerProps {
  restaurants: readonly Restaurant[];
  onChoose(restaurant: Restaurant): void;
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | null;
  onAnnounce(message: string): void;
}

const normalise = (text: string) => text.trim().toLowerCase();

/** Whether a restaurant matches a search (name, town, city slug or postcode). */
export function matchesSearch(r: Restaurant, query: string): boolean {
  const q = normalise(query);
  const compactQ = q.replace(/\s+/g, '');
  return (
    [r.title, r.city, r.addressCity ?? '', r.slug].some((field) => normalise(field).includes(q)) ||
    Boolean(r.postcode && normalise(r.postcode).replace(/\s+/g, '').startsWith(compactQ))
  );
}

/** The restaurants sorted by distance from a point (those without coordinates last), with their miles. */
export function byDistance(restaurants: readonly Restaurant[], from: { lat: number; lng: number }) {
  return restaurants
    .map((r) => {
      const at = restaurantCoordinates(r);
      return { r, miles: at ? haversineMiles(from, at) : Number.POSITIVE_INFINITY };
    })
    .sort((a, b) => a.miles - b.miles);
}

/**
 * The location picker (spec 2.5, 4.2): 'Please select a location.', a search that starts after more than
 * 2 characters, and the device's location to sort by distance.
 */
export function LocationPicker({ restaurants, onChoose, geolocation, onAnnounce }: LocationPickerProps) {
  const [query, setQuery] = useState('');
  const [origin, setOrigin] = useState<{ lat: number; lng: number }>();
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string>();

  const searching = query.trim().length >= SEARCH_MIN_CHARS;
  const matches = searching ? restaurants.filter((r) => matchesSearch(r, query)) : restaurants;
  const noMatch = searching && matches.length === 0;
  const shown = noMatch ? restaurants : matches;
  const list = origin
    ? byDistance(shown, origin)
    : shown.map((r) => ({ r, miles: Number.POSITIVE_INFINITY }));

  const locate = () => {
    if (!geolocation) {
      setLocationError(LOCATION_MESSAGES.locationUnavailable);
      return;
    }
    setLocating(true);
    setLocationError(undefined);
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setOrigin({ lat: position.coords.latitude, lng: position.coords.longitude });
        onAnnounce('Restaurants sorted by distance from you, nearest first.');
      },
      () => {
        setLocating(false);
        setLocationError(LOCATION_MESSAGES.locationUnavailable);
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className={styles.stack}>
      <div className={styles.pickerSearch}>
        <TextInput
          label="Search by restaurant, town or postcode"
          hint="Type at least 3 characters"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button variant="outline" onClick={locate} loading={locating} loadingLabel="Finding your location">
          Use my location
        </Button>
      </div>
      {locationError ? (
        <p className={styles.error} role="alert">
          {locationError}
        </p>
      ) : null}
      <p className={styles.status} role="status">
        {noMatch
          ? LOCATION_MESSAGES.noResultsWithList
          : searching
            ? `${matches.length} ${matches.length === 1 ? 'location matches' : 'locations match'} your search.`
            : origin
              ? 'Nearest first.'
              : ''}
      </p>
      <ul className={styles.locationList} aria-label="Locations">
        {list.map(({ r, miles }) => (
          <li key={r.storeId}>
            <button type="button" className={styles.locationButton} onClick={() => onChoose(r)}>
              <span className={styles.locationName}>{r.title}</span>
              <span className={styles.locationAddress}>{addressLines(r).join(', ')}</span>
              {Number.isFinite(miles) ? (
                <span className={styles.locationAddress}>{miles.toFixed(1)} miles away</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
