/** One point on the map (spec 3, Map marker: lng, lat), with what a screen reader hears for it. */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** The marker button's accessible name, e.g. '1. Manchester Piccadilly, 0.4 miles'. */
  label: string;
  /** Shown on the marker (the result's rank); a dot when absent. */
  number?: number;
}

export interface MapViewProps {
  markers: MapMarker[];
  selectedId?: string;
  onMarkerSelect?: (id: string) => void;
  /** Under `prefers-reduced-motion: reduce` the view jumps instead of flying. */
  reducedMotion: boolean;
  accessToken?: string;
  mapStyle?: string;
}

/** South-west and north-east corners of the UK, for an empty map. */
export const UK_BOUNDS: [[number, number], [number, number]] = [
  [-8.2, 49.8],
  [1.8, 58.8],
];

/** Fitting to markers never zooms closer than this (one restaurant should still show its town). */
export const FIT_MAX_ZOOM = 13;
