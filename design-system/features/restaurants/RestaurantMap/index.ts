export { type Coastline, OFFLINE_COLOURS, offlineMapStyle } from './offlineStyle.ts';
export { RestaurantMap, type RestaurantMapProps } from './RestaurantMap.tsx';
export { FIT_MAX_ZOOM, type MapMarker, UK_BOUNDS } from './types.ts';
