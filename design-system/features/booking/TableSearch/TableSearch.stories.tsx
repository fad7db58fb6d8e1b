import { SERVER_ERROR_MESSAGE, TABLE_SEARCH_MESSAGES } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  allFree,
  noneAnywhereMessage,
  noneInRange,
  noneNear,
  someFull,
  storyRestaurantPath,
  storyToday,
  storyValues,
  withHolidayPark,
} from './TableSearch.fixture.ts';
import { TableSearch } from './TableSearch.tsx';

const meta = {
  title: 'Features/Booking/TableSearch',
  component: TableSearch,
  args: {
    values: storyValues,
    today: storyToday,
    restaurantPath: storyRestaurantPath,
    onSearch: fn(),
    state: { kind: 'results', answer: someFull },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TableSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByTestId('table-search-result') as HTMLElement[];

export const SomeFull: Story = {
  name: 'Results, some full',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('table-search-message')).toHaveTextContent(
      '3 restaurants have a table near Saturday 19 December at 19:30, within 25 miles of M1 1AA.',
    );
    const [first, second] = results(canvasElement);
    await expect(first).toHaveTextContent('0.6 miles away');
    const time = within(first as HTMLElement).getByRole('link', { name: /^19:15, book at/ });
    await expect(time).toHaveAttribute(
      'href',
      '/restaurants/manchester/deansgate/book-now?adults=4&children=0&date=2026-12-19&time=19%3A15&chosen=1',
    );
    await expect(within(second as HTMLElement).getByRole('link', { name: /^19:30,/ })).toHaveAttribute(
      'data-exact',
      'true',
    );
    const nothing = within(canvas.getByTestId('table-search-nothing-near'));
    await expect(nothing.getByRole('heading', { name: 'Nothing near that time' })).toBeVisible();
    const [spinningfields, stockport] = nothing.getAllByTestId('table-search-none-near');
    await expect(spinningfields).toHaveTextContent('0.9 miles away: nearest free time 21:45');
    await expect(stockport).toHaveTextContent('no free table that day');
    await expect(canvas.queryByTestId('table-search-none-anywhere')).toBeNull();
  },
};

export const AllFree: Story = {
  name: 'Results, all with times',
  tags: ['no-visual'],
  args: { state: { kind: 'results', answer: allFree } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('table-search-nothing-near')).toBeNull();
  },
};

export const OnAPhone: Story = {
  name: 'Results on a phone',
  globals: { viewport: { value: 'xs' } },
};

export const HolidayPark: Story = {
  name: 'A holiday park among them',
  args: { state: { kind: 'results', answer: withHolidayPark }, values: { ...storyValues, place: 'Kendal' } },
  play: async ({ canvasElement }) => {
    const [park, callUs, times] = results(canvasElement) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(park).getByRole('link', { name: /on its booking system/ })).toHaveAttribute(
      'href',
      'https://holidays.example/lakeside/dining',
    );
    await expect(within(park).queryByRole('list')).toBeNull();
    await expect(callUs).toHaveTextContent(
      "Sorry, we can't take bookings for holiday-park restaurants online.",
    );
    await expect(within(callUs).getByRole('link', { name: 'Call 01539 496 079' })).toHaveAttribute(
      'href',
      'tel:01539496079',
    );
    await expect(within(times).getAllByRole('link', { name: /book at/ }).length).toBe(6);
  },
};

export const NoneInRange: Story = {
  name: 'None in range: a wider radius and the next day',
  args: { state: { kind: 'results', answer: noneInRange } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('table-search-message')).toHaveTextContent(noneAnywhereMessage);
    const wider = canvas.getByRole('link', { name: 'Search within 50 miles' });
    await expect(wider).toHaveAttribute('href', expect.stringContaining('radius=50'));
    await expect(canvas.getByRole('link', { name: 'Search Sunday 20 December' })).toHaveAttribute(
      'href',
      expect.stringContaining('date=2026-12-20'),
    );
    await userEvent.click(wider);
    await expect(args.onSearch).toHaveBeenCalledWith({ ...storyValues, radius: '50' });
  },
};

export const NoneNear: Story = {
  name: 'None near the time: the others with their nearest time',
  tags: ['no-visual'],
  args: { state: { kind: 'results', answer: noneNear } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('table-search-message')).toHaveTextContent(noneAnywhereMessage);
    await expect(canvas.getByTestId('table-search-nothing-near')).toBeVisible();
    await expect(canvas.getByTestId('table-search-none-anywhere')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('table-search-message')).toHaveTextContent('Searching for tables');
    await expect(canvas.queryByTestId('table-search-results')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'The brand API failing',
  args: { state: { kind: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('table-search-message')).toHaveTextContent(SERVER_ERROR_MESSAGE);
    await expect(canvas.getByRole('link', { name: 'Try the search again' })).toHaveAttribute(
      'href',
      expect.stringContaining('place=M1+1AA'),
    );
  },
};

export const Searching: Story = {
  name: 'Searching: the form gives the search',
  tags: ['no-visual'],
  args: { state: { kind: 'idle' }, values: {} },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Postcode or town' }), 'M1 1AA');
    await userEvent.click(canvas.getByRole('button', { name: 'Add one adult' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time' }), '20:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Find a table' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      place: 'M1 1AA',
      adults: '3',
      children: '0',
      date: storyToday,
      time: '20:00',
      radius: '25',
    });
  },
};

export const MyLocation: Story = {
  name: 'Use my location',
  tags: ['no-visual'],
  args: {
    state: { kind: 'idle' },
    values: {},
    geolocation: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 53.48, longitude: -2.24 } } as GeolocationPosition),
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use my location' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ lat: '53.48000', lng: '-2.24000', adults: '2' }),
    );
  },
};

export const OnARestaurant: Story = {
  name: 'Near the restaurant the diner is on',
  tags: ['no-visual'],
  args: {
    state: { kind: 'idle' },
    values: {},
    restaurant: { storeId: '1042', name: 'Fittizia Trattoria Manchester Deansgate' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Searching near Fittizia Trattoria Manchester Deansgate/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Find a table' }));
    await expect(args.onSearch).toHaveBeenCalledWith(expect.objectContaining({ storeId: '1042' }));
  },
};

const refused = (field: keyof typeof TABLE_SEARCH_MESSAGES, message: string, over: object): Story => ({
  tags: field === 'place' ? [] : ['no-visual'],
  args: {
    state: { kind: 'refused' },
    values: { ...storyValues, ...over },
    errors: { [field === 'datePast' ? 'date' : field]: message },
  },
  play: async ({ canvas }) => {
    const summary = within(canvas.getByTestId('error-summary'));
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
    await expect(canvas.getAllByText(message).length).toBe(2);
  },
});

export const BadPlace: Story = {
  ...refused('place', TABLE_SEARCH_MESSAGES.place, { place: 'Atlantis' }),
  name: 'Bad input: a place no one can find',
};
export const BadAdults: Story = {
  ...refused('adults', TABLE_SEARCH_MESSAGES.adults, { adults: '0' }),
  name: 'Bad input: a party of 0',
};
export const BadDate: Story = {
  ...refused('datePast', TABLE_SEARCH_MESSAGES.datePast, { date: '2026-12-01' }),
  name: 'Bad input: a past date',
};
export const BadTime: Story = {
  ...refused('time', TABLE_SEARCH_MESSAGES.time, { time: '19:20' }),
  name: 'Bad input: a time off the quarter hour',
};
export const BadRadius: Story = {
  ...refused('radius', TABLE_SEARCH_MESSAGES.radius, { radius: '150' }),
  name: 'Bad input: a radius out of range',
};
