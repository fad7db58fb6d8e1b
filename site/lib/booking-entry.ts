import { restaurantFromPath } from './furniture.ts';

/**
 * Where the booking modal is asked for (spec 2.5: the hash `#booking` on any page, the path `/book-now`, a city's
 * or a restaurant's book-now page; the header button, spec 2.2). Small and pure: the root layout's BookingHost
 * reads it on every page, so it is part of the first load; what the modal opens with is worked out on the lazy
 * side (`booking-request.ts`).
 */

export const BOOKING_HASH = 'booking';
/** Spec 4.2's group-booking trigger: the modal in group-booking mode (its restaurant fixed when the page has one). */
export const GROUP_BOOKING_HASH = 'group-booking';

const hashName = (hash: string) => hash.replace(/^#/, '');

/** The modal's mode for an address: group-booking mode for `#group-booking`. */
export const bookingModeFor = (hash: string): 'group' | undefined =>
  hashName(hash) === GROUP_BOOKING_HASH ? 'group' : undefined;

/** `/book-now`, `/restaurants/{city}/book-now` or `/restaurants/{city}/{slug}/book-now`. */
const BOOK_NOW_PATH = /^\/(?:restaurants\/[^/]+\/(?:[^/]+\/)?)?book-now\/?$/i;

export const isBookNowPath = (pathname: string): boolean => BOOK_NOW_PATH.test(pathname);

/** Does this address ask for the modal: a book-now page, or `#booking` (or `#group-booking`) on any page? */
export const asksForBooking = (pathname: string, hash: string): boolean =>
  isBookNowPath(pathname) || hashName(hash) === BOOKING_HASH || hashName(hash) === GROUP_BOOKING_HASH;

/** The booking choices a book-now address may carry, as the booking strip hands them to the modal. */
export interface AddressSearch {
  adults?: number;
  children?: number;
  /** yyyy-MM-dd */
  date?: string;
  /** HH:mm */
  time?: string;
}

const COUNT = /^\d{1,3}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const realDate = (text: string) => {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
};

/**
 * The party, date and time a booking address carries (`?adults=2&children=0&date=2026-12-10&time=19:30`, as the
 * brand API's e-mails link a restaurant's book-now page): each kept only when well-formed (the journey keeps the
 * party within its limits); undefined when none is.
 */
export function addressSearch(searchStr: string): AddressSearch | undefined {
  const params = new URLSearchParams(searchStr);
  const out: AddressSearch = {};
  const adults = params.get('adults') ?? '';
  const children = params.get('children') ?? '';
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  if (COUNT.test(adults)) out.adults = Number(adults);
  if (COUNT.test(children)) out.children = Number(children);
  if (realDate(date)) out.date = date;
  if (TIME.test(time)) out.time = time;
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Whether a book-now address carries a time chosen already (`chosen=1`, a time of find a table: the contract's
 * `tableSearchBookingHref`): with a date and a time, the modal checks that time at once and goes on to the next
 * step the booking needs.
 */
export function addressChosenTime(searchStr: string): boolean {
  const params = new URLSearchParams(searchStr);
  const search = addressSearch(searchStr);
  return params.get('chosen') === '1' && Boolean(search?.date && search.time);
}

/** Where closing the modal returns: the page without `/book-now` (or the home page). */
export const pathAfterClose = (pathname: string): string =>
  isBookNowPath(pathname) ? pathname.replace(/\/book-now\/?$/i, '') || '/' : pathname;

/**
 * Spec 2.2: 'Off the home and restaurant pages the button opens a book-now modal'. On those pages the header's
 * link itself asks for it (`/#booking` on the home page, the restaurant's book-now page on a restaurant page).
 */
export const headerOpensModal = (pathname: string): boolean =>
  pathname !== '/' && !restaurantFromPath(pathname);

/**
 * Where the modal's code is fetched when the page is idle (lib/prefetch.ts): a restaurant's own page and its
 * book-now page, where Book now is the likeliest first press. Elsewhere, a restaurant's menus included (where the
 * first press is likelier a filter), it is fetched on intent: the modal is the largest part, and the JS a page holds
 * once in use counts it.
 */
export const prefetchesBookingWhenIdle = (pathname: string): boolean =>
  /^\/restaurants\/[^/]+\/[^/]+(?:\/book-now)?\/?$/i.test(pathname) && !!restaurantFromPath(pathname);
