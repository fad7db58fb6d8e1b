import { expect, waitFor } from 'storybook/test';
import type { MapMarker } from './types.ts';

/** Restaurants across the country, several close together in the cities (no numbers: the whole list). */
const restaurantPlaces: [string, number, number][] = [
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
export const allMarkers: MapMarker[] = restaurantPlaces.map(([title, lat, lng], i) => ({
  id: String(1000 + i),
  lat,
  lng,
  label: `Fittizia Trattoria ${title}`,
}));
/** The three nearest to Leeds, ranked, as a search returns them. */
export const leedsResults: MapMarker[] = allMarkers.slice(0, 3).map((m, i) => ({
  ...m,
  number: i + 1,
  label: `${i + 1}. ${m.label}, ${['0.1', '1.6', '2.4'][i]} miles`,
}));

/** The map's zoom, as it reports it. */
export const zoomOf = (root: HTMLElement) =>
  Number(root.querySelector('[data-zoom]')?.getAttribute('data-zoom'));

/** The middle of an element on the screen. */
export const centreOf = (element: Element) => {
  const r = element.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

/** Markers and clusters on the map (buttons with a marker id or a count). */
export const pins = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-marker-id], [data-cluster-count]'));

/** No place name covers a marker or a cluster (names are placed beside them, or left out). */
export async function expectNamesClearOfMarkers(root: HTMLElement) {
  const names = Array.from(root.querySelectorAll('[data-place] > span:last-child'));
  for (const name of names) {
    const a = name.getBoundingClientRect();
    for (const pin of pins(root)) {
      const b = pin.getBoundingClientRect();
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      await expect(overlap, `${name.textContent} covers ${pin.getAttribute('aria-label')}`).toBe(false);
    }
  }
}

/** Waits until the view has stopped moving (the fit or a selection eases in when motion is allowed). */
export async function settled(root: HTMLElement) {
  await waitFor(
    () => expect(root.querySelector('[data-map-idle]')).toHaveAttribute('data-map-idle', 'true'),
    {
      timeout: 10_000,
    },
  );
}
