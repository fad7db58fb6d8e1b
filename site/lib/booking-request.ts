/**
 * What the booking modal opens with (spec 2.5): the page that asked for it (a restaurant page preselects its
 * restaurant, a city page puts its restaurants first), or the strip's choices. Read by the lazy BookingDialog only,
 * so none of it is in a first load; `booking-entry.ts` is the small part the root layout needs.
 */

/** An opening of the modal: the path of the page that asked for it, and the strip's choices. */
export interface BookingRequest {
  /** The page's path: `/restaurants/{city}[/{slug}]…` chooses what comes first or is preselected. */
  path?: string;
  /** Spec 4.2's group-booking mode (`#group-booking`). */
  mode?: 'group';
  /**
   * The party, date and time of `search` were chosen already (a time of find a table, `chosen=1`): the modal
   * checks them at once and opens at the next step the booking needs.
   */
  chosen?: true;
  /** The strip's choices. */
  search?: {
    restaurantId?: string;
    adults?: number;
    children?: number;
    date?: string;
    time?: string;
  };
}

const RESERVED_SLUGS = new Set(['book-now', 'index-old', 'menu']);
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

/**
 * The page a path is about: a restaurant (`/restaurants/{city}/{slug}…`, its book-now page included), a city
 * (`/restaurants/{city}`, `/restaurants/{city}/book-now`), or neither.
 */
export function pageSubject(path: string): { city?: string; restaurant?: { city: string; slug: string } } {
  const [first, city, slug] = path.split('/').filter(Boolean);
  if (first !== 'restaurants' || !city) return {};
  if (slug && !RESERVED_SLUGS.has(slug.toLowerCase()))
    return { city: decode(city), restaurant: { city: decode(city), slug: decode(slug) } };
  return { city: decode(city) };
}

/**
 * Do two requests open the same modal: the same restaurant or city (`pageSubject`: a restaurant page and its
 * book-now page are one), the same mode and the same choices. BookingHost reveals the opening it prepared ahead
 * only for a press that asks for the same one.
 */
export function sameOpening(a: BookingRequest, b: BookingRequest): boolean {
  return (
    JSON.stringify(pageSubject(a.path ?? '/')) === JSON.stringify(pageSubject(b.path ?? '/')) &&
    a.mode === b.mode &&
    a.chosen === b.chosen &&
    JSON.stringify(a.search ?? null) === JSON.stringify(b.search ?? null)
  );
}
