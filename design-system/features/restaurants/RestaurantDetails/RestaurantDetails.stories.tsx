import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RestaurantMap } from '../RestaurantMap/RestaurantMap.tsx';
import { RestaurantDetails } from './RestaurantDetails.tsx';
import { heroTileFixture, offersFixture, restaurantFixture } from './restaurant.fixture.ts';
import { HOLIDAY_PARK_BOOKING_MESSAGE, NO_BOOKINGS_MESSAGE } from './restaurantLinks.ts';

// Wednesday 14 January 2026 (GMT): 11:30 to 22:30, click & collect to 21:30.
const WED_1PM = new Date('2026-01-14T13:00:00Z');

const meta = {
  title: 'Features/Restaurants/RestaurantDetails',
  component: RestaurantDetails,
  args: { restaurant: restaurantFixture, offers: offersFixture, now: WED_1PM, live: false },
} satisfies Meta<typeof RestaurantDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateText = async (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-opening-mode="dine-in"]')?.textContent ?? '';

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(await stateText(canvasElement)).toContain('Open until 22:30');
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /Book Now at/ })[0]).toHaveAttribute(
      'href',
      '/restaurants/london/covent-garden/book-now',
    );
    await expect(canvas.getByRole('link', { name: /Get directions/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('///olive.harbour.lantern')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kids Menu' })).toHaveAttribute(
      'href',
      '/restaurants/london/covent-garden/menu/m-kids',
    );
  },
};

/** At 320 px the weekly hours fit their card: one line a day, nothing to scroll sideways. */
export const HoursAt320: Story = {
  tags: ['no-visual'],
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Weekly opening hours' });
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const lineHeight = Number.parseFloat(getComputedStyle(table).lineHeight);
    for (const row of table.querySelectorAll('tbody tr')) {
      await expect(row.getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
    }
    await expect(within(table).getByRole('rowheader', { name: /Wednesday/ })).toBeInTheDocument();
  },
};

export const ClosingSoon: Story = {
  args: { now: new Date('2026-01-14T22:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(await stateText(canvasElement)).toContain('Open until 22:30');
    await expect(within(canvasElement).getAllByText('Closing soon').length).toBeGreaterThan(0);
  },
};

export const Closed: Story = {
  args: { now: new Date('2026-01-14T23:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(await stateText(canvasElement)).toContain('Closed');
  },
};

export const ClosedOpensLater: Story = {
  args: { now: new Date('2026-01-14T09:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(await stateText(canvasElement)).toContain('Closed opens at 11:30');
  },
};

export const SpecialHours: Story = {
  args: { now: new Date('2026-12-24T15:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(await stateText(canvasElement)).toContain('Open until 17:00');
    await expect(within(canvasElement).getByRole('table', { name: 'Special opening hours' })).toBeVisible();
  },
};

export const HolidayPark: Story = {
  args: {
    restaurant: {
      ...restaurantFixture,
      title: 'Fittizia Trattoria Gabbiano Sands Holiday Park',
      isHolidayPark: true,
      enableBookings: false,
      clickCollect: false,
      awards: [],
    },
    offers: [],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(HOLIDAY_PARK_BOOKING_MESSAGE)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: /Call 020 7946 0001/ })).toHaveAttribute(
      'href',
      'tel:02079460001',
    );
  },
};

export const BookingsDisabled: Story = {
  args: { restaurant: { ...restaurantFixture, enableBookings: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_BOOKINGS_MESSAGE)).toBeVisible();
  },
};

export const ExternalProvider: Story = {
  args: {
    restaurant: { ...restaurantFixture, bookingProviderUrl: 'https://bookings.example/fittizia/st-helier' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Book Now at .* new tab/ })).toHaveAttribute(
      'href',
      'https://bookings.example/fittizia/st-helier',
    );
  },
};

/**
 * The hero with its picture (the page's largest paint): the name on a panel of the tile's colour over the
 * illustration, the picture loaded at once with high priority, AVIF where the browser has it.
 */
export const HeroWithImage: Story = {
  tags: ['visual'],
  args: { restaurant: { ...restaurantFixture, heroTiles: [heroTileFixture] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(restaurantFixture.title);
    const img = canvas.getByRole('img', { name: heroTileFixture.image.alt }) as HTMLImageElement;
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true), { timeout: 10_000 });
    await expect(img.currentSrc).toMatch(/\/images\/restaurants\/hero-dining-room-\d+\.avif$/);
  },
};

/** A hero tile without a picture: the name on the tile's colour alone. */
export const HeroWithoutImage: Story = {
  tags: ['visual'],
  args: {
    restaurant: {
      ...restaurantFixture,
      heroTiles: [{ ...heroTileFixture, image: undefined }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(restaurantFixture.title);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const HiddenDetailPageMenuLinks: Story = {
  args: { restaurant: { ...restaurantFixture, hideRestaurantDetailPage: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Kids Menu' })).toHaveAttribute(
      'href',
      '/menu/m-kids',
    );
  },
};

/**
 * With the lazy map (as the restaurant page passes it): the restaurant's marker on the offline style (no
 * Mapbox token, so no mapbox-gl), with the directions link and the coordinates kept as the non-map
 * alternative. `eager` as in the RestaurantMap stories; the site's map waits until it scrolls into view.
 */
export const WithMap: Story = {
  tags: ['no-visual'],
  args: {
    map: (
      <RestaurantMap
        eager
        label={`Map of ${restaurantFixture.title}`}
        markers={[
          {
            id: restaurantFixture.storeId,
            lat: restaurantFixture.lat as number,
            lng: restaurantFixture.lng as number,
            label: `${restaurantFixture.title}, 17 Basilico Walk, WC2E 9DA`,
          },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Map of Fittizia Trattoria Covent Garden' });
    await expect(region).toHaveAttribute('data-map-engine', 'offline');
    await expect(
      await canvas.findByRole(
        'button',
        { name: /^Fittizia Trattoria Covent Garden, 17 Basilico Walk/ },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(region).toHaveAttribute('data-map-state', 'ready');
    await expect(canvas.getByText('Latitude 51.5117, longitude -0.1228')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=51.5117,-0.1228',
    );
    // The map replaces the static 'View on map' link; one map region only.
    await expect(canvas.queryByRole('link', { name: 'View on map' })).toBeNull();
    await expect(canvas.getAllByRole('region', { name: /^Map of/ })).toHaveLength(1);
  },
};
