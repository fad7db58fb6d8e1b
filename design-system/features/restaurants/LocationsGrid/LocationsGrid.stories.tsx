import { restaurantFixtures } from '@fittizia/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LocationsGrid } from './LocationsGrid.tsx';

const [manchester, leeds, park] = restaurantFixtures as [
  (typeof restaurantFixtures)[number],
  (typeof restaurantFixtures)[number],
  (typeof restaurantFixtures)[number],
];

const restaurants = [
  manchester,
  leeds,
  park,
  {
    ...leeds,
    storeId: '2001',
    title: 'Fittizia Trattoria Cardiff Centre',
    city: 'cardiff',
    slug: 'centre',
    addressCity: 'Cardiff',
    postcode: 'CF10 1AA',
    country: 'Wales',
  },
  {
    ...leeds,
    storeId: '2005',
    title: 'Fittizia Trattoria Aberystwyth',
    city: 'aberystwyth',
    slug: 'aberystwyth',
    addressCity: 'Aberystwyth',
    // SY is a Shrewsbury area, yet SY23 is in Wales: the country comes from the brand API's geodata.
    postcode: 'SY23 1AA',
    country: 'Wales',
  },
  {
    ...leeds,
    storeId: '2002',
    title: 'Fittizia Trattoria Edinburgh',
    city: 'edinburgh',
    slug: 'george-street',
    addressCity: 'Edinburgh',
    postcode: 'EH2 2AA',
    country: 'Scotland',
  },
  {
    ...park,
    storeId: '2004',
    title: 'Fittizia Trattoria Sandy Bay Holiday Park',
    city: 'sandy-bay',
    slug: 'sandy-bay',
    hideRestaurantDetailPage: false,
  },
  {
    ...manchester,
    storeId: '2003',
    title: 'Fittizia Trattoria Hidden Kitchen',
    city: 'manchester',
    slug: 'hidden',
    hideRestaurantDetailPage: true,
  },
];

const meta = {
  title: 'Features/Restaurants/LocationsGrid',
  component: LocationsGrid,
  args: { restaurants },
} satisfies Meta<typeof LocationsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllLocations: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('location-tile')).toHaveLength(6);
    await expect(canvas.queryByText('Fittizia Trattoria Hidden Kitchen')).toBeNull();
    // The fixture's Lakeside park hides its detail page too.
    await expect(canvas.queryByText('Fittizia Trattoria Lakeside Holiday Park')).toBeNull();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['England (2)', 'Scotland (1)', 'Wales (2)', 'Holiday parks (1)']);
    const wales = within(canvas.getByRole('region', { name: 'Wales (2)' }));
    await expect(wales.getByRole('link', { name: 'Fittizia Trattoria Cardiff Centre' })).toHaveAttribute(
      'href',
      '/restaurants/cardiff/centre',
    );
    await expect(wales.getByRole('link', { name: 'Fittizia Trattoria Aberystwyth' })).toBeVisible();
    const parks = canvas.getByRole('region', { name: 'Holiday parks (1)' });
    await expect(within(parks).queryByRole('link', { name: /Book now/ })).toBeNull();
  },
};

/** A brand API that sends no country: those restaurants are listed apart rather than guessed. */
export const CountryMissing: Story = {
  args: {
    restaurants: [
      manchester,
      { ...leeds, storeId: '2006', title: 'Fittizia Trattoria Somewhere', country: undefined },
    ],
  },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['England (1)', 'Other locations (1)']);
    const other = within(canvas.getByRole('region', { name: 'Other locations (1)' }));
    await expect(other.getByRole('link', { name: 'Fittizia Trattoria Somewhere' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { restaurants: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByTestId('location-tile')).toHaveLength(0);
  },
};
