import { handlersFor, restaurantFixtures, type ScenarioName } from '@fittizia/api-mocks';
import { createBrandClient } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emptySearchMessage, FINDER_MESSAGES } from './finder.ts';
import { type FinderSearchResult, type GeoPoint, RestaurantFinder } from './RestaurantFinder.tsx';

/** Same-origin calls, answered by the MSW handlers of `@fittizia/api-mocks`. */
const client = createBrandClient({ baseUrl: '' });

const search = async (query: string): Promise<FinderSearchResult> => {
  const [best] = await client.call('geoSearch', { params: { query } });
  return { place: best?.name, restaurants: best?.restaurants ?? [] };
};
const searchByCoordinates = async ({ lat, lng }: GeoPoint): Promise<FinderSearchResult> => {
  const found = await client.call('geoSearchByCoordinates', {
    params: { lat: String(lat), lng: String(lng) },
  });
  return { place: found.name, restaurants: found.restaurants };
};

const BRAND = 'Fittizia Trattoria';
const EMPTY = emptySearchMessage(BRAND);

const geolocation = (
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

const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

const meta = {
  title: 'Features/Restaurants/RestaurantFinder',
  component: RestaurantFinder,
  args: {
    brandName: BRAND,
    search: fn(search),
    prefetch: fn(),
    searchByCoordinates: fn(searchByCoordinates),
    restaurants: restaurantFixtures,
    debounceMs: 50,
    eagerMap: true,
    geolocation: geolocation('granted'),
    onQueryChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RestaurantFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

const message = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('finder-message');

/** Below 1024 px the map waits behind its toggle: press it (beside the results on a wide screen it is shown). */
/**
 * For the stories that count the searches: the page settled first (the map, drawn eagerly here, fitted and idle:
 * its drawing is a long task on a busy machine), then the query typed without a pause between keys (user-event's
 * `delay: null`). A pause mid-word longer than the stories' debounce (50 ms) rightly searches the half-typed query
 * too.
 */
const WITHOUT_PAUSES = { delay: null } as const;
async function mapIdle(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-map-idle]')).toHaveAttribute('data-map-idle', 'true'),
    { timeout: 15_000 },
  );
}

async function showMap(canvasElement: HTMLElement) {
  const toggle = canvasElement.querySelector<HTMLButtonElement>(
    'button[aria-controls][aria-expanded="false"]',
  );
  if (toggle?.checkVisibility()) await userEvent.click(toggle);
}

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(message(canvasElement)).toHaveTextContent(EMPTY);
    await showMap(canvasElement);
    // The map fitted to every restaurant and drawn (the picture of this story is taken after it).
    await mapIdle(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: /Postcode, town or city/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use my location' })).toBeVisible();
  },
};

export const TypingTooShort: Story = {
  name: 'Typing (2 characters, no search)',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Postcode/ }), 'M1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.search).not.toHaveBeenCalled();
    await expect(message(canvasElement)).toHaveTextContent(EMPTY);
  },
};

/** Typed, then submitted: the page is told both, so the search a diner submitted is never refined by typing. */
export const TypedThenSubmitted: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, args }) => {
    await mapIdle(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Postcode/ }), 'M1 1AA', WITHOUT_PAUSES);
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('2 restaurants found near M1 1AA'));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('M1 1AA', 'typed');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('M1 1AA', 'submitted');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(2);
    // Submitted again: nothing new to tell.
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledTimes(2);
  },
};

/**
 * The answer is fetched ahead as the text is typed, one query at a time (the latest text waits for its turn), and
 * the search Search starts finds it: here the pause is long, so only Search searches.
 */
export const TypedAhead: Story = {
  tags: ['no-visual'],
  args: {
    debounceMs: 60_000,
    prefetch: fn(async (query: string) => {
      await search(query);
    }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await mapIdle(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Postcode/ }), 'M1 1AA', WITHOUT_PAUSES);
    // 'M1 1' went at once; 'M1 1A' and 'M1 1AA' came while it was under way, and only the latest followed it.
    await waitFor(() => expect(args.prefetch).toHaveBeenCalledTimes(2));
    await expect(args.prefetch).toHaveBeenNthCalledWith(1, 'M1 1');
    await expect(args.prefetch).toHaveBeenNthCalledWith(2, 'M1 1AA');
    // Nothing fetched ahead is shown.
    await expect(message(canvasElement)).toHaveTextContent(EMPTY);
    await expect(args.search).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('2 restaurants found near M1 1AA'));
    await expect(args.search).toHaveBeenCalledTimes(1);
    await expect(args.prefetch).toHaveBeenCalledTimes(2);
  },
};

export const Results: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await mapIdle(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Postcode/ }), 'M1 1AA', WITHOUT_PAUSES);
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('2 restaurants found near M1 1AA'));
    await expect(args.search).toHaveBeenCalledTimes(1);
    await expect(args.search).toHaveBeenCalledWith('M1 1AA');
    // The page is told, to keep the search in its address.
    await expect(args.onQueryChange).toHaveBeenCalledWith('M1 1AA', 'typed');
    await showMap(canvasElement);
    const list = canvas.getByRole('list', { name: 'Nearest restaurants' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('0.1 miles');
    await expect(items[1]).toHaveTextContent('36.3 miles');
    await expect(
      within(list).getByRole('link', { name: 'Fittizia Trattoria Manchester Deansgate' }),
    ).toHaveAttribute('href', '/restaurants/manchester/deansgate');
    await expect(
      within(list).getByRole('link', { name: 'Book now at Fittizia Trattoria Manchester Deansgate' }),
    ).toHaveAttribute('href', '/restaurants/manchester/deansgate/book-now');
    // The numbered marker mirrors the list, and choosing it moves focus to the result.
    const marker = await canvas.findByRole(
      'button',
      { name: '1. Fittizia Trattoria Manchester Deansgate, 0.1 miles' },
      { timeout: 15_000 },
    );
    await userEvent.click(marker);
    await expect(items[0]).toHaveFocus();
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    // And the other way: choosing a result in the list highlights its marker.
    await userEvent.click(within(list).getByRole('button', { name: /^Show on map: .*Leeds Briggate/ }));
    await expect(items[1]).toHaveAttribute('data-selected', 'true');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^2\. .*Leeds Briggate/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await expect(marker).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Opened at the page's address with a search (`/find-us?q=M1+1AA`): its results at once, nothing searched again. */
export const SearchFromAddress: Story = {
  name: 'Search from the address',
  args: {
    searched: {
      query: 'M1 1AA',
      result: {
        place: 'M1 1AA',
        restaurants: restaurantFixtures.slice(0, 2).map((r, i) => ({ ...r, milesValue: i * 12.5 + 0.1 })),
      },
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(message(canvasElement)).toHaveTextContent('2 restaurants found near M1 1AA, nearest first.');
    await expect(canvas.getByRole('searchbox', { name: /Postcode/ })).toHaveValue('M1 1AA');
    await expect(
      within(canvas.getByRole('list', { name: 'Nearest restaurants' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(args.search).not.toHaveBeenCalled();
    // Without JavaScript the form is a GET of the page with the query as `q`.
    const form = canvasElement.querySelector('search form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(canvas.getByRole('searchbox', { name: /Postcode/ })).toHaveAttribute('name', 'q');
    // Clear search tells the page the search has gone.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith(undefined, 'submitted');
    await expect(message(canvasElement)).toHaveTextContent(EMPTY);
  },
};

/** The address's search was refused by the brand API (too long, say): its message, the query kept to correct. */
export const SearchFromAddressRefused: Story = {
  name: 'Search from the address, refused',
  args: { searched: { query: '!!!', error: { status: 400 } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(message(canvasElement)).toHaveTextContent(FINDER_MESSAGES.invalidQuery);
    await expect(canvas.getByRole('searchbox', { name: /Postcode/ })).toHaveValue('!!!');
  },
};

/** On a phone the map waits behind 'Show the map'; the same button hides it again, and keeps focus. */
export const MapToggle: Story = {
  name: 'Map toggle (below 1024 px)',
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvasElement.querySelector<HTMLButtonElement>('button[aria-controls]');
    if (!toggle) throw new Error('no map toggle');
    await expect(toggle).toBeVisible();
    const map = canvasElement.querySelector('[data-map-engine]');
    await expect(toggle).toHaveTextContent('Show the map');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(map).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveTextContent('Hide the map');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveFocus();
    await expect(map).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveTextContent('Show the map');
    await expect(toggle).toHaveFocus();
    await expect(map).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show the map' })).toBe(toggle);

    // 'Show on map' on a result opens the map too, its marker chosen.
    await userEvent.type(canvas.getByRole('searchbox', { name: /Postcode/ }), 'M1 1AA{Enter}');
    const list = await canvas.findByRole('list', { name: 'Nearest restaurants' });
    await userEvent.click(within(list).getByRole('button', { name: /^Show on map: .*Leeds Briggate/ }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(map).toBeVisible();
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: /^2\. .*Leeds Briggate/ })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      { timeout: 15_000 },
    );
  },
};

export const ResultsWithHolidayPark: Story = {
  parameters: scenario('geo-holiday-park'),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('searchbox', { name: /Postcode/ });
    await userEvent.type(input, 'Lancaster{Enter}');
    await waitFor(() =>
      expect(message(canvasElement)).toHaveTextContent('3 restaurants found near Lancaster'),
    );
    const items = within(canvas.getByRole('list', { name: 'Nearest restaurants' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('12.3 miles');
    await expect(items[2]).toHaveTextContent('Holiday park');
    await expect(within(items[2] as HTMLElement).queryByRole('link', { name: /Book now/ })).toBeNull();
    // It hides its detail page: named, never linked.
    await expect(within(items[2] as HTMLElement).queryByRole('link', { name: /Lakeside/ })).toBeNull();
    await expect(within(items[2] as HTMLElement).getByRole('link', { name: /Call to book/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  },
};

export const SubmitShortQuery: Story = {
  name: 'Submit searches even with 2 characters',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Postcode/ }), 'M1');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('restaurants found near M1'));
    await expect(args.search).toHaveBeenCalledWith('M1');
  },
};

export const NoResults: Story = {
  parameters: scenario('geo-no-results'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Postcode/ }), 'Lerwick');
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent(FINDER_MESSAGES.noResultsWithList));
    await expect(canvas.getByRole('list', { name: 'All restaurants' })).toBeVisible();
  },
};

export const NoResultsWithoutList: Story = {
  args: { restaurants: undefined },
  parameters: scenario('geo-no-results'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Postcode/ }), 'Lerwick');
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent(FINDER_MESSAGES.noResults));
  },
};

export const InvalidQuery: Story = {
  parameters: scenario('geo-invalid-query'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Postcode/ }), '!!!{Enter}');
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent(FINDER_MESSAGES.invalidQuery));
  },
};

export const LocationGranted: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use my location' }));
    await waitFor(() =>
      expect(message(canvasElement)).toHaveTextContent('2 restaurants found near Manchester'),
    );
    await expect(args.searchByCoordinates).toHaveBeenCalledWith({ lat: 53.4808, lng: -2.2426 });
    await expect(canvas.getByRole('list', { name: 'Nearest restaurants' })).toHaveTextContent('0.4 miles');
  },
};

export const LocationDenied: Story = {
  args: { geolocation: geolocation('denied') },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use my location' }));
    await waitFor(() =>
      expect(message(canvasElement)).toHaveTextContent(FINDER_MESSAGES.locationUnavailable),
    );
    await expect(args.searchByCoordinates).not.toHaveBeenCalled();
  },
};

export const LocationUnavailable: Story = {
  args: { geolocation: null },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use my location' }));
    await expect(message(canvasElement)).toHaveTextContent(FINDER_MESSAGES.locationUnavailable);
  },
};

export const Loading: Story = {
  parameters: scenario('restaurants-loading'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Postcode/ }), 'Leeds{Enter}');
    await expect(canvas.getByTestId('finder-results')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Searching for restaurants' })).toBeVisible();
    await expect(message(canvasElement)).toHaveTextContent('Searching for restaurants');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: scenario('geo-error'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Postcode/ }), 'Leeds{Enter}');
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent(FINDER_MESSAGES.error));
    await expect(canvas.getByTestId('finder-results')).toHaveAttribute('aria-busy', 'false');
  },
};

export const ClearSearch: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('searchbox', { name: /Postcode/ });
    await userEvent.type(input, 'Leeds{Enter}');
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('restaurants found'));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(message(canvasElement)).toHaveTextContent(EMPTY);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const ListFilter: Story = {
  play: async ({ canvas }) => {
    const filter = canvas.getByRole('searchbox', { name: 'Filter by name or town' });
    await userEvent.type(filter, 'leeds');
    const list = canvas.getByRole('list', { name: 'All restaurants' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByTestId('finder-filter-message')).toHaveTextContent('Showing 1 of 3 restaurants');
    await userEvent.clear(filter);
    await userEvent.type(filter, 'zzz');
    await expect(canvas.getByTestId('finder-filter-message')).toHaveTextContent(FINDER_MESSAGES.noResults);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
    await expect(filter).toHaveValue('');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: /Postcode/ })).toHaveFocus();
    await userEvent.keyboard('Leeds{Enter}');
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('restaurants found near Leeds'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
  },
};
