import type { MapMarker } from './types.ts';
import { FIT_MAX_ZOOM } from './types.ts';

/** The room, in CSS pixels, kept between the fitted markers and the map's edges (more than half a marker). */
export const FIT_PADDING = 48;

type Bounds = [[number, number], [number, number]];

/** What fitting needs of a maplibre-gl or a Mapbox map. */
export interface FittableMap {
  getContainer(): HTMLElement;
  fitBounds(bounds: Bounds, options: { padding: number; maxZoom: number; animate: boolean }): unknown;
  on(type: 'resize', listener: () => void): unknown;
  off(type: 'resize', listener: () => void): unknown;
}

/** The south-west and north-east corners around every marker. */
export function markerBounds(markers: readonly Pick<MapMarker, 'lat' | 'lng'>[]): Bounds {
  const lngs = markers.map((m) => m.lng);
  const lats = markers.map((m) => m.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

const sized = (map: FittableMap) => {
  const { clientWidth, clientHeight } = map.getContainer();
  return clientWidth > FIT_PADDING * 2 && clientHeight > FIT_PADDING * 2;
};

/**
 * Fits the view to every marker with `FIT_PADDING` round them. A map without its size yet (made while hidden
 * behind its 'Show the map' toggle) is fitted when it is shown and gets one: fitting a map of no size fits
 * nothing. Returns what stops waiting for that.
 */
export function fitToMarkers(
  map: FittableMap,
  markers: readonly Pick<MapMarker, 'lat' | 'lng'>[],
  animate: boolean,
): () => void {
  if (markers.length === 0) return () => {};
  const bounds = markerBounds(markers);
  const fit = (animated: boolean) =>
    map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: animated });
  if (sized(map)) {
    fit(animate);
    return () => {};
  }
  const onResize = () => {
    if (!sized(map)) return;
    map.off('resize', onResize);
    fit(false);
  };
  map.on('resize', onResize);
  return () => map.off('resize', onResize);
}
