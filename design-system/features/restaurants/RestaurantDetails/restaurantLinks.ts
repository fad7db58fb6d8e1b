import type { Restaurant } from '@fittizia/contract';
import { restaurantBookNowPath } from './restaurantPaths.ts';

/** Google Maps directions to a point, for the 'Get directions' link. */
export const directionsUrl = (lat: number, lng: number): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

/** A Google Maps search for a point, the static 'View on map' link. */
export const mapUrl = (lat: number, lng: number): string =>
  `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;

/** The restaurant's coordinates from `lat`/`lng`, or `addressLocation`. */
export function restaurantCoordinates(r: Partial<Pick<Restaurant, 'lat' | 'lng' | 'addressLocation'>>) {
  const lat = r.lat ?? r.addressLocation?.lat;
  const lng = r.lng ?? r.addressLocation?.lon;
  return lat != null && lng != null ? { lat, lng } : undefined;
}

/** `///olive.harbour.lantern` (stored without the slashes). */
export const formatThreeWordAddress = (words: string): string => `///${words.replace(/^\/+/, '')}`;

/** `tel:` link value: digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const HOLIDAY_PARK_BOOKING_MESSAGE =
  "Sorry, we can't take bookings for holiday-park restaurants online. Please call the restaurant directly to book.";
export const NO_BOOKINGS_MESSAGE =
  "Sorry, we don't take bookings for this restaurant, please contact them directly.";

export type BookingMode =
  | { kind: 'holiday-park'; message: string }
  | { kind: 'disabled'; message: string }
  | { kind: 'external'; href: string }
  | { kind: 'book-now'; href: string };

/** How a restaurant takes bookings: holiday parks and disabled bookings get the call-us message (spec 8.2). */
export function bookingMode(
  r: Pick<Restaurant, 'city' | 'slug'> &
    Partial<Pick<Restaurant, 'isHolidayPark' | 'enableBookings' | 'bookingProviderUrl'>>,
): BookingMode {
  if (r.isHolidayPark) return { kind: 'holiday-park', message: HOLIDAY_PARK_BOOKING_MESSAGE };
  if (r.enableBookings === false) return { kind: 'disabled', message: NO_BOOKINGS_MESSAGE };
  if (r.bookingProviderUrl) return { kind: 'external', href: r.bookingProviderUrl };
  return { kind: 'book-now', href: restaurantBookNowPath(r) };
}

/** The address lines, without empty ones. */
export const addressLines = (
  r: Partial<Pick<Restaurant, 'addressLine1' | 'addressLine2' | 'addressCity' | 'postcode'>>,
): string[] =>
  [r.addressLine1, r.addressLine2, r.addressCity, r.postcode].filter((l): l is string => Boolean(l));
