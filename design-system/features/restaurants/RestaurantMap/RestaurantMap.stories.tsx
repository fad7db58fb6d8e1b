import { MAP_MAX_ZOOM } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  allMarkers,
  centreOf,
  expectNamesClearOfMarkers,
  leedsResults,
  pins,
  settled,
  zoomOf,
} from './RestaurantMap.fixture.ts';
import { RestaurantMap } from './RestaurantMap.tsx';

const meta = {
  title: 'Features/Restaurants/RestaurantMap',
  component: RestaurantMap,
  args: { markers: allMarkers, eager: true, onMarkerSelect: fn() },
} satisfies Meta<typeof RestaurantMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole country: the coastline of the UK, Ireland and the Channel Islands, the capitals named, and nearby
 * restaurants drawn as clusters showing how many they hold. Every restaurant is in exactly one cluster or
 * marker, and no place name covers one.
 */
export const ClustersAcrossTheCountry: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Map of restaurants' });
    await expect(region).toHaveAttribute('data-map-engine', 'offline');
    await canvas.findAllByRole('button', { name: /restaurants here: zoom in$/ }, { timeout: 10_000 });
    await settled(canvasElement);
    const clusters = Array.from(canvasElement.querySelectorAll('[data-cluster-count]'));
    await expect(clusters.length).toBeGreaterThan(0);
    const held = clusters.reduce((n, c) => n + Number(c.getAttribute('data-cluster-count')), 0);
    await expect(held + canvasElement.querySelectorAll('[data-marker-id]').length).toBe(allMarkers.length);
    for (const cluster of clusters) {
      await expect(cluster).toHaveTextContent(cluster.getAttribute('data-cluster-count') ?? '');
    }
    await expect(canvas.getByText('London')).toBeVisible();
    await expectNamesClearOfMarkers(canvasElement);
    // The map itself: focusable, named and described (keyboard help), with named zoom buttons.
    const map = canvas.getByRole('region', { name: 'Map' });
    await expect(map).toHaveAttribute('tabindex', '0');
    await expect(map).toHaveAccessibleDescription(/18 restaurants are marked.*arrow keys to move the map/);
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeVisible();
  },
};

/** Choosing a cluster zooms in until it splits; the keyboard and the zoom buttons zoom too. */
export const ClusterSplitsAsYouZoom: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('button', { name: /restaurants here: zoom in$/ }, { timeout: 10_000 });
    await settled(canvasElement);
    const counts = () =>
      Array.from(canvasElement.querySelectorAll('[data-cluster-count]'), (c) =>
        Number(c.getAttribute('data-cluster-count')),
      );
    const largest = Math.max(...counts());
    const before = zoomOf(canvasElement);
    const [biggest] = canvas.getAllByRole('button', { name: `${largest} restaurants here: zoom in` });
    await userEvent.click(biggest as HTMLElement);
    await waitFor(() => expect(zoomOf(canvasElement)).toBeGreaterThan(before), { timeout: 5_000 });
    await settled(canvasElement);
    // Centred where the cluster was, it has split into smaller clusters and single markers.
    const middle = centreOf(canvas.getByRole('region', { name: 'Map of restaurants' }));
    const near = pins(canvasElement).filter((pin) => {
      const at = centreOf(pin);
      return Math.hypot(at.x - middle.x, at.y - middle.y) < 150;
    });
    await expect(near.length).toBeGreaterThan(1);
    for (const pin of near) {
      await expect(Number(pin.getAttribute('data-cluster-count') ?? 1)).toBeLessThan(largest);
    }
    await expect(zoomOf(canvasElement)).toBeLessThanOrEqual(MAP_MAX_ZOOM);
    // Keyboard: the focused map zooms out with '-' and in with '+'.
    const map = canvas.getByRole('region', { name: 'Map' });
    map.focus();
    const split = zoomOf(canvasElement);
    // maplibre's keyboard handler reads the key code, which user-event leaves out for '-'.
    fireEvent.keyDown(map, { key: '-', code: 'Minus', keyCode: 189 });
    await waitFor(() => expect(zoomOf(canvasElement)).toBeLessThan(split), { timeout: 5_000 });
    await settled(canvasElement);
    const out = zoomOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(zoomOf(canvasElement)).toBeGreaterThan(out), { timeout: 5_000 });
  },
};

/**
 * A marker chosen in the list next to the map: drawn pressed (highlighted), brought out of its cluster and
 * centred.
 */
export const SelectedMarker: Story = {
  tags: ['visual'],
  args: { selectedId: '1001' },
  play: async ({ canvas, canvasElement }) => {
    const marker = await canvas.findByRole(
      'button',
      { name: 'Fittizia Trattoria Leeds Headingley' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(marker).toHaveAttribute('aria-pressed', 'true'));
    await settled(canvasElement);
    const at = centreOf(marker);
    const middle = centreOf(canvas.getByRole('region', { name: 'Map of restaurants' }));
    await expect(Math.abs(at.x - middle.x)).toBeLessThan(3);
    await expect(Math.abs(at.y - middle.y)).toBeLessThan(3);
    await expect(getComputedStyle(marker).backgroundColor).not.toBe(
      getComputedStyle(canvas.getByRole('button', { name: /Leeds Briggate/ })).backgroundColor,
    );
    await expectNamesClearOfMarkers(canvasElement);
  },
};

/** After a search for Leeds: the view fitted to the three results, each its own numbered marker. */
export const FittedToASearch: Story = {
  tags: ['visual'],
  args: { markers: leedsResults, label: 'Map of the nearest restaurants' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /^1\. .*Leeds Briggate/ }, { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: /^2\. / })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^3\. / })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /restaurants here/ })).toBeNull();
    await settled(canvasElement);
    await expect(zoomOf(canvasElement)).toBeGreaterThan(10);
    // Fitted: every marker inside the map, and together they fill it (less its 48 px padding) one way.
    const box = canvas
      .getByRole('region', { name: 'Map of the nearest restaurants' })
      .getBoundingClientRect();
    const at = pins(canvasElement).map(centreOf);
    for (const p of at) {
      await expect(p.x > box.left && p.x < box.right && p.y > box.top && p.y < box.bottom).toBe(true);
    }
    const spanX = Math.max(...at.map((p) => p.x)) - Math.min(...at.map((p) => p.x));
    const spanY = Math.max(...at.map((p) => p.y)) - Math.min(...at.map((p) => p.y));
    await expect(Math.max(spanX / (box.width - 96), spanY / (box.height - 96))).toBeGreaterThan(0.8);
    await expect(within(canvasElement).getByText('Leeds')).toBeVisible();
    await expectNamesClearOfMarkers(canvasElement);
  },
};

/** Choosing a marker reports it (the finder then selects its result) and highlights it. */
export const ChoosingAMarker: Story = {
  tags: ['no-visual'],
  args: { markers: leedsResults, label: 'Map of the nearest restaurants' },
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState<string>();
    return (
      <RestaurantMap
        {...args}
        selectedId={selectedId}
        onMarkerSelect={(id) => {
          args.onMarkerSelect?.(id);
          setSelectedId(id);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const third = await canvas.findByRole('button', { name: /^3\. / }, { timeout: 10_000 });
    await expect(third).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(third);
    await expect(args.onMarkerSelect).toHaveBeenCalledWith('1002');
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /^1\. / })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** No markers (a restaurant without coordinates, an empty filter): the whole of the UK. */
export const WholeUk: Story = {
  // The coastline is pictured by ClustersAcrossTheCountry.
  tags: ['no-visual'],
  args: { markers: [] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Map of restaurants' });
    await waitFor(() => expect(region).toHaveAttribute('data-map-state', 'ready'), { timeout: 10_000 });
    await waitFor(() => expect(region).toHaveTextContent('London'), { timeout: 10_000 });
    await expect(region).toHaveTextContent('Edinburgh');
  },
};

export const LazyUntilInView: Story = {
  tags: ['no-visual'],
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

/**
 * `loadOn="interaction"` (the site's finder, where the map is on screen at the first paint): nothing loads until
 * the diner uses the page; 'Show the map' loads it at once.
 */
export const WaitsForTheFirstInteraction: Story = {
  args: { eager: false, loadOn: 'interaction' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Map of restaurants' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(region).toHaveAttribute('data-map-state', 'waiting');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the map' }));
    await waitFor(() => expect(region).toHaveAttribute('data-map-state', 'ready'), { timeout: 10_000 });
    await canvas.findAllByRole('button', { name: /restaurants here|Fittizia/ }, { timeout: 10_000 });
  },
};

/** The same map loads at the first key press anywhere on the page. */
export const LoadsAtTheFirstKeyPress: Story = {
  tags: ['no-visual'],
  args: { eager: false, loadOn: 'interaction' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Map of restaurants' });
    await expect(region).toHaveAttribute('data-map-state', 'waiting');
    await userEvent.keyboard('{Shift}');
    await waitFor(() => expect(region).toHaveAttribute('data-map-state', 'ready'), { timeout: 10_000 });
  },
};

/** A browser that cannot draw WebGL (switched off, or no usable GPU): the map says so and the page goes on. */
export const NoWebGl: Story = {
  tags: ['visual'],
  args: { eager: true },
  beforeEach: () => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    // Only the WebGL contexts are refused, as in such a browser.
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (type.startsWith('webgl')) return null;
      return (getContext as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof HTMLCanvasElement.prototype.getContext;
    return () => {
      HTMLCanvasElement.prototype.getContext = getContext;
    };
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Map of restaurants' });
    await waitFor(() => expect(region).toHaveAttribute('data-map-state', 'unsupported'));
    await expect(region).toHaveTextContent('This browser cannot show the map. Use the list instead.');
  },
};
