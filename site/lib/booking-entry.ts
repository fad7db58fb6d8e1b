/**
 * Where the booking modal is asked for (spec 2.5: the hash `#booking`, the path `/book-now`, a restaurant's or a
 * city's book-now page, the header button, the home page's strip) and what it opens with. Pure and small: the
 * root layout's BookingHost reads it on every page, so it is part of the first load.
 */

/** What the modal opens with: a restaurant by its page address, or a city whose restaurants come first. */
export interface BookingRequest {
  /** A city slug: its restaurants first, the only one preselected. */
  city?: string;
  /** A restaurant page's city and slug: preselected. */
  restaurant?: { city: string; slug: string };
  /** The strip's choices. */
  search?: {
    restaurantId?: string;
    adults?: number;
    children?: number;
    date?: string;
    time?: string;
  };
}

export const BOOKING_HASH = 'booking';
export const BOOK_NOW_SEGMENT = 'book-now';

const RESERVED_SLUGS = new Set([BOOK_NOW_SEGMENT, 'index-old', 'menu']);
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

/** The page a path is about: a restaurant (`/restaurants/{city}/{slug}…`), a city (`/restaurants/{city}`), or neither. */
export function pageSubject(pathname: string): Pick<BookingRequest, 'city' | 'restaurant'> {
  const [first, city, slug] = pathname.split('/').filter(Boolean);
  if (first !== 'restaurants' || !city) return {};
  if (slug && !RESERVED_SLUGS.has(slug.toLowerCase()))
    return { city: decode(city), restaurant: { city: decode(city), slug: decode(slug) } };
  return { city: decode(city) };
}

/** Is this a book-now page: `/book-now`, `/restaurants/{city}/book-now` or `/restaurants/{city}/{slug}/book-now`? */
export function isBookNowPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.at(-1)?.toLowerCase() !== BOOK_NOW_SEGMENT) return false;
  return (
    segments.length === 1 ||
    (segments[0] === 'restaurants' && (segments.length === 3 || segments.length === 4))
  );
}

/** The booking a location asks for, or null: a book-now page, or `#booking` on any page. */
export function bookingRequestFromLocation(pathname: string, hash: string): BookingRequest | null {
  if (isBookNowPath(pathname)) return pageSubject(pathname.replace(/\/book-now\/?$/i, '') || '/');
  if (hash.replace(/^#/, '') === BOOKING_HASH) return pageSubject(pathname);
  return null;
}

/** Where closing the modal returns: the page without `/book-now` (or the home page). */
export function pathAfterClose(pathname: string): string {
  return isBookNowPath(pathname) ? pathname.replace(/\/book-now\/?$/i, '') || '/' : pathname;
}

/**
 * Spec 2.2: 'Off the home and restaurant pages the button opens a book-now modal'. On those pages the header's
 * link itself asks for it (`/#booking` on the home page, the restaurant's book-now page on a restaurant page).
 */
export function headerOpensModal(pathname: string): boolean {
  return pathname !== '/' && !pageSubject(pathname).restaurant;
}
