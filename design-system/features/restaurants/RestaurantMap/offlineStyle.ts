import { palette } from '../../../tokens/palette.ts';

/** The GeoJSON coastline the offline style draws (a MultiPolygon of the British Isles' land). */
export interface Coastline {
  type: 'Feature';
  properties: Record<string, string>;
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
}

/** The colours of the offline style: sea (background), land (fill) and coast (line). */
export const OFFLINE_COLOURS = {
  sea: palette.lightGreen,
  land: palette.offWhite,
  coast: palette.green,
} as const;

/**
 * A maplibre style document with no external tiles, glyphs or sprites: a background layer, a fill layer and a
 * coastline layer over an inline GeoJSON source. Place names and markers are HTML elements, so no symbol
 * layer (and so no glyphs) is needed.
 */
export function offlineMapStyle(coastline: Coastline) {
  return {
    version: 8 as const,
    name: 'Fittizia offline',
    sources: { land: { type: 'geojson' as const, data: coastline } },
    layers: [
      { id: 'sea', type: 'background' as const, paint: { 'background-color': OFFLINE_COLOURS.sea } },
      { id: 'land', type: 'fill' as const, source: 'land', paint: { 'fill-color': OFFLINE_COLOURS.land } },
      {
        id: 'coast',
        type: 'line' as const,
        source: 'land',
        paint: { 'line-color': OFFLINE_COLOURS.coast, 'line-width': 1 },
      },
    ],
  };
}
