import { handlersFor, restaurantFixtures, type ScenarioName } from '@fittizia/api-mocks';
import { createBrandClient } from '@fittizia/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emptySearchMessage } from './finder.ts';
import type { FinderSearchResult, GeoPoint } from './RestaurantFinder.tsx';

/** Same-origin calls, answered by the MSW handlers of `@fittizia/api-mocks`. */
const client = createBrandClient({ baseUrl: '' });

export const search = async (query: string): Promise<FinderSearchResult> => {
  const [best] = await client.call('geoSearch', { params: { query } });
  return { place: best?.name, restaurants: best?.restaurants ?? [] };
};

export const searchByCoordinates = async ({ lat, lng }: GeoPoint): Promise<FinderSearchResult> => {
  const found = await client.call('geoSearchByCoordinates', {
    params: { lat: String(lat), lng: String(lng) },
  });
  return { place: found.name, restaurants: found.restaurants };
};

export const BRAND = 'Fittizia Trattoria';
export const EMPTY = emptySearchMessage(BRAND);

export const geolocation = (
  outcome: 'granted' | 'denied' | 'unavailable',
): Pick<Geolocation, 'getCurrentPosition'> => ({
  getCurrentPosition: (success, failure) => {
    setTimeout(() => {
      if (outcome === 'granted') {
        success({ coords: { latitude: 53.4808, longitude: -2.2426 }, timestamp: 0 } as GeolocationPosition);
      } else {
        failure?.({ code: outcome === 'denied' ? 1 : 2, message: outcome } as GeolocationPositionError);
      }
    }, 10);
  },
});

export const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

/** The args of every RestaurantFinder stories file: searches through the mocks, a quick debounce. */
export const finderArgs = {
  brandName: BRAND,
  search: fn(search),
  prefetch: fn(),
  searchByCoordinates: fn(searchByCoordinates),
  restaurants: restaurantFixtures,
  debounceMs: 50,
  eagerMap: true,
  geolocation: geolocation('granted'),
  onQueryChange: fn(),
};

export const message = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('finder-message');

/**
 * For the stories that count the searches: the page settled first (the map, drawn eagerly here, fitted and idle:
 * its drawing is a long task on a busy machine), then the query typed without a pause between keys (user-event's
 * `delay: null`). A pause mid-word longer than the stories' debounce (50 ms) rightly searches the half-typed query
 * too.
 */
export const WITHOUT_PAUSES = { delay: null } as const;
export async function mapIdle(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-map-idle]')).toHaveAttribute('data-map-idle', 'true'),
    { timeout: 15_000 },
  );
}

/** Below 1024 px the map waits behind its toggle: press it (beside the results on a wide screen it is shown). */
export async function showMap(canvasElement: HTMLElement) {
  const toggle = canvasElement.querySelector<HTMLButtonElement>(
    'button[aria-controls][aria-expanded="false"]',
  );
  if (toggle?.checkVisibility()) await userEvent.click(toggle);
}
