import { MAP_MAX_ZOOM } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RestaurantMap } from './RestaurantMap.tsx';

const markers = [
  { id: '1', lat: 53.4794, lng: -2.2489, number: 1, label: '1. Manchester Deansgate, 0.1 miles' },
  { id: '2', lat: 53.7983, lng: -1.5418, number: 2, label: '2. Leeds Briggate, 36.3 miles' },
  { id: '3', lat: 51.4816, lng: -3.1791, number: 3, label: '3. Cardiff Centre, 150.2 miles' },
];

const meta = {
  title: 'Features/Restaurants/RestaurantMap',
  component: RestaurantMap,
  args: { markers, eager: true, onMarkerSelect: fn() },
  tags: ['no-visual'],
} satisfies Meta<typeof RestaurantMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offline style: the bundled UK outline as a background and a fill layer, markers as buttons. */
export const OfflineStyle: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const region = canvas.getByRole('region', { name: 'Map of restaurants' });
    await expect(region).toHaveAttribute('data-map-engine', 'offline');
    const first = await canvas.findByRole('button', { name: '1. Manchester Deansgate, 0.1 miles' });
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    await userEvent.click(first);
    await expect(args.onMarkerSelect).toHaveBeenCalledWith('1');
    const zoom = Number(canvasElement.querySelector('[data-zoom]')?.getAttribute('data-zoom'));
    await expect(zoom).toBeLessThanOrEqual(MAP_MAX_ZOOM);
  },
};

export const SingleMarker: Story = {
  args: { markers: markers.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /Manchester/ });
    const zoom = Number(canvasElement.querySelector('[data-zoom]')?.getAttribute('data-zoom'));
    await expect(zoom).toBeLessThanOrEqual(13);
  },
};

export const WholeUk: Story = {
  args: { markers: [] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Map of restaurants' });
    await waitFor(() => expect(region).toHaveAttribute('data-map-state', 'ready'));
  },
};

export const LazyUntilInView: Story = {
  args: { eager: false },
  render: (args) => (
    <section style={{ height: '200px', overflow: 'auto' }} aria-label="Scrolling area">
      <div style={{ height: '1200px' }}>Scroll down for the map.</div>
      <RestaurantMap {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Map of restaurants' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(region).toHaveAttribute('data-map-state', 'waiting');
    region.scrollIntoView();
    await canvas.findByRole('button', { name: /Manchester/ });
  },
};
