import { restaurantFixtures } from '@fittizia/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { FINDER_MESSAGES } from './finder.ts';
import {
  EMPTY,
  finderArgs,
  mapIdle,
  message,
  search,
  showMap,
  WITHOUT_PAUSES,
} from './RestaurantFinder.fixture.ts';
import { RestaurantFinder } from './RestaurantFinder.tsx';

/** The finder: empty, typing and searching, results and map, a search from the address, the map toggle. */
const meta = {
  title: 'Features/Restaurants/RestaurantFinder',
  component: RestaurantFinder,
  args: finderArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RestaurantFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

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

/**
 * Typed, then submitted: the page is told both, so the search a diner submitted is never refined by typing. It is
 * told once the outcome is drawn: the address it keeps runs the router, which held the outcome back.
 */
export const TypedThenSubmitted: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, args }) => {
    const drawnWhenTold: boolean[] = [];
    (args.onQueryChange as Mock).mockImplementation(() => {
      drawnWhenTold.push(canvasElement.querySelector('[aria-label="Nearest restaurants"] li') !== null);
    });
    await mapIdle(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Postcode/ }), 'M1 1AA', WITHOUT_PAUSES);
    await waitFor(() => expect(args.onQueryChange).toHaveBeenLastCalledWith('M1 1AA', 'typed'));
    await expect(message(canvasElement)).toHaveTextContent('2 restaurants found near M1 1AA');
    await expect(drawnWhenTold).toEqual([true]);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(args.onQueryChange).toHaveBeenLastCalledWith('M1 1AA', 'submitted'));
    await expect(args.onQueryChange).toHaveBeenCalledTimes(2);
    // Submitted again: nothing new to tell (the page's work for it is done a frame after its outcome).
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
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
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith('M1 1AA', 'typed'));
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

/** A restaurant with a temporary closure today: its card says so (the site's `temporaryClosureNotice`). */
export const SearchWithClosure: Story = {
  name: 'Search from the address, a temporary closure',
  args: {
    searched: {
      query: 'M1 1AA',
      result: {
        place: 'M1 1AA',
        restaurants: restaurantFixtures.slice(0, 2).map((r, i) => ({
          ...r,
          milesValue: i * 12.5 + 0.1,
          ...(i === 0 ? { notice: 'Closed today: temporary closure' } : {}),
        })),
      },
    },
  },
  play: async ({ canvas }) => {
    const [first, second] = within(canvas.getByRole('list', { name: 'Nearest restaurants' })).getAllByRole(
      'listitem',
    );
    await expect(within(first as HTMLElement).getByText('Closed today: temporary closure')).toBeVisible();
    await expect(within(second as HTMLElement).queryByText(/temporary closure/)).toBeNull();
  },
};
