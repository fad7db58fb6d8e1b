import { palette } from '../../../tokens/palette.ts';

/** The GeoJSON outline the offline style draws (a rough MultiPolygon of the UK's land). */
export interface UkOutline {
  type: 'Feature';
  properties: Record<string, string>;
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
}

/** The two layers of the offline style: sea (background) and land (fill). */
export const OFFLINE_COLOURS = {
  sea: palette.lightGreen,
  land: palette.offWhite,
  coast: palette.green,
} as const;

/**
 * A Mapbox style document with no external tiles, glyphs or sprites: a background layer and one fill layer
 * over an inline GeoJSON source. Markers are HTML elements, so no symbol layer (and no glyphs) is needed.
 */
export function offlineMapStyle(outline: UkOutline) {
  return {
    version: 8 as const,
    name: 'Fittizia offline',
    sources: { uk: { type: 'geojson' as const, data: outline } },
    layers: [
      { id: 'sea', type: 'background' as const, paint: { 'background-color': OFFLINE_COLOURS.sea } },
      {
        id: 'land',
        type: 'fill' as const,
        source: 'uk',
        paint: { 'fill-color': OFFLINE_COLOURS.land, 'fill-outline-color': OFFLINE_COLOURS.land },
      },
    ],
  };
}
