import { MAP_MAX_ZOOM } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RestaurantMap } from './RestaurantMap.tsx';
import type { MapMarker } from './types.ts';

/** Restaurants across the country, several close together in the cities (no numbers: the whole list). */
const places: [string, number, number][] = [
  ['Leeds Briggate', 53.7983, -1.5418],
  ['Leeds Headingley', 53.8194, -1.5784],
  ['Leeds Roundhay', 53.8391, -1.4989],
  ['Manchester Deansgate', 53.4794, -2.2489],
  ['Manchester Didsbury', 53.4171, -2.2309],
  ['Manchester Salford Quays', 53.4721, -2.2958],
  ['London Covent Garden', 51.5117, -0.1233],
  ['London Islington', 51.5362, -0.1033],
  ['London Richmond', 51.4613, -0.3037],
  ['London Greenwich', 51.4826, -0.0077],
  ['Birmingham Brindleyplace', 52.4778, -1.9129],
  ['Bristol Harbourside', 51.4505, -2.5989],
  ['Cardiff Centre', 51.4816, -3.1791],
  ['Glasgow Merchant City', 55.8587, -4.2448],
  ['Edinburgh George Street', 55.9533, -3.1995],
  ['Newcastle Quayside', 54.9687, -1.6054],
  ['Belfast Cathedral Quarter', 54.6018, -5.9273],
  ['Plymouth Barbican', 50.3679, -4.1346],
];
const allMarkers: MapMarker[] = places.map(([title, lat, lng], i) => ({
  id: String(1000 + i),
  lat,
  lng,
  label: `Fittizia Trattoria ${title}`,
}));
/** The three nearest to Leeds, ranked, as a search returns them. */
const leedsResults: MapMarker[] = allMarkers.slice(0, 3).map((m, i) => ({
  ...m,
  number: i + 1,
  label: `${i + 1}. ${m.label}, ${['0.1', '1.6', '2.4'][i]} miles`,
}));

const meta = {
  title: 'Features/Restaurants/RestaurantMap',
  component: RestaurantMap,
  args: { markers: allMarkers, eager: true, onMarkerSelect: fn() },
  // A WebGL canvas: its pixels differ between machines, so it is never screenshotted.
  tags: ['no-visual'],
} satisfies Meta<typeof RestaurantMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const zoomOf = (root: HTMLElement) => Number(root.querySelector('[data-zoom]')?.getAttribute('data-zoom'));

/** The whole country: nearby restaurants drawn as clusters with their count; choosing one zooms in. */
export const ClustersAcrossTheCountry: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Map of restaurants' });
    await expect(region).toHaveAttribute('data-map-engine', 'offline');
    const leeds = await canvas.findByRole('button', { name: /^3 restaurants here/ }, { timeout: 10_000 });
    await expect(leeds).toHaveTextContent('3');
    await expect(canvas.getByRole('region', { name: /Map\. Use the arrow keys/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    const before = zoomOf(canvasElement);
    await userEvent.click(leeds);
    await waitFor(() => expect(zoomOf(canvasElement)).toBeGreaterThan(before), { timeout: 5_000 });
    await waitFor(() => expect(zoomOf(canvasElement)).toBeLessThanOrEqual(MAP_MAX_ZOOM));
  },
};

/** A marker chosen (in the list next to the map): pressed, and zoomed out of its cluster. */
export const SelectedMarker: Story = {
  args: { selectedId: '1001' },
  play: async ({ canvas }) => {
    const marker = await canvas.findByRole(
      'button',
      { name: 'Fittizia Trattoria Leeds Headingley' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(marker).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** After a search for Leeds: fitted to the three results, each its own numbered marker. */
export const FittedToASearch: Story = {
  args: { markers: leedsResults, label: 'Map of the nearest restaurants' },
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState<string>();
    return <RestaurantMap {...args} selectedId={selectedId} onMarkerSelect={setSelectedId} />;
  },
  play: async ({ canvas, canvasElement }) => {
    const first = await canvas.findByRole('button', { name: /^1\. .*Leeds Briggate/ }, { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: /^2\. / })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^3\. / })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /restaurants here/ })).toBeNull();
    await waitFor(() => expect(zoomOf(canvasElement)).toBeGreaterThan(10), { timeout: 5_000 });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
  },
};

export const WholeUk: Story = {
  args: { markers: [] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Map of restaurants' });
    await waitFor(() => expect(region).toHaveAttribute('data-map-state', 'ready'), { timeout: 10_000 });
    await waitFor(() => expect(region).toHaveTextContent('London'), { timeout: 10_000 });
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
    await canvas.findAllByRole('button', { name: /restaurants here|Fittizia/ }, { timeout: 10_000 });
  },
};
