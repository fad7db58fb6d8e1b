import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FINDER_MESSAGES } from './finder.ts';
import { EMPTY, finderArgs, geolocation, message, scenario } from './RestaurantFinder.fixture.ts';
import { RestaurantFinder } from './RestaurantFinder.tsx';

/**
 * The finder's other outcomes (none, refused, failed, loading), the device location, clearing the search,
 * the list filter and the keyboard.
 */
const meta = {
  title: 'Features/Restaurants/RestaurantFinder/Outcomes',
  component: RestaurantFinder,
  // Not pictured: the finder's key state is pictured under Features/Restaurants/RestaurantFinder.
  tags: ['no-visual'],
  args: finderArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RestaurantFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

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
