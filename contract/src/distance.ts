import { EARTH_RADIUS_MILES } from './constants.ts';

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine, Earth radius 3959 miles as spec 9 says). */
export function haversineMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
