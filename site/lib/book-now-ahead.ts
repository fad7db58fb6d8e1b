import {
  addressChosenTime,
  addressSearch,
  asksForBooking,
  bookingModeFor,
  pathAfterClose,
} from './booking-entry.ts';
import type { BookingRequest } from './booking-request.ts';

/** What BookingHost keeps of an opening started ahead of its address (the steps reached before it). */
export interface Ahead {
  current: { arrival: string; journey?: unknown } | undefined;
}

/** An opening the press itself can start, ahead of the navigation to the address that asks for the modal. */
export interface BookNowAhead {
  /** The address (`pathname#hash`, as BookingHost reads the router's) whose arrival completes the opening. */
  arrival: string;
  /** What the modal opens with: what that address would ask for. */
  request: BookingRequest;
  /** Where to navigate once the modal has drawn its first frame. */
  to: string;
}

/**
 * Does this press of a book-now link open the modal at once (the router's navigation is not on the way
 * to the diner's answer)? Only a plain press (main button, no modifier key, the link's own tab) of a same-site
 * link to an address that asks for the modal and keeps the page under it as it is: the restaurant page's Book
 * now (its `/book-now`), `#booking` or `#group-booking` on the page itself. Loaded with the modal (BookingDialog),
 * so never in a first load, and only used once the modal's code is here.
 */
export function bookNowAhead(
  event: Pick<MouseEvent, 'button' | 'defaultPrevented' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  link: Pick<Element, 'getAttribute'>,
  location: Pick<Location, 'href' | 'origin' | 'pathname'> = window.location,
): BookNowAhead | null {
  if (event.button !== 0 || event.defaultPrevented) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = link.getAttribute('target');
  const href = link.getAttribute('href');
  if ((target && target !== '_self') || !href) return null;
  const url = new URL(href, location.href);
  const hash = url.hash.replace(/^#/, '');
  if (url.origin !== location.origin || !asksForBooking(url.pathname, hash)) return null;
  if (pathAfterClose(url.pathname) !== location.pathname) return null;
  const mode = bookingModeFor(hash);
  // What the address carries (its party, date and time, a time chosen in find a table), as its arrival would ask.
  const search = addressSearch(url.search);
  const chosen = addressChosenTime(url.search);
  return {
    arrival: `${url.pathname}#${hash}`,
    request: {
      path: url.pathname,
      ...(mode ? { mode } : {}),
      ...(search ? { search } : {}),
      ...(chosen ? { chosen } : {}),
    },
    to: `${url.pathname}${url.search}${url.hash}`,
  };
}

/**
 * BookingHost's click listener, once the modal's code is here: for a press `bookNowAhead` accepts, opens the
 * modal now and navigates to its address once the modal's first frame is on the screen: a task after the frame
 * that follows it (the browser starts a frame once the one before is drawn). The router's work, 50-200 ms on a slow
 * phone, ran right after the modal's first frame and held its display back: the Event Timing of the press was
 * 90-120 ms longer than the wait for that frame, ~50 ms with the extra frame. Kept here, with the modal's code, so
 * that none of it is in a first load.
 */
export function openAhead(
  event: MouseEvent,
  link: Element,
  ahead: Ahead,
  open: (request: BookingRequest) => void,
  navigate: (options: { href: string; resetScroll: false }) => unknown,
): void {
  const plan = bookNowAhead(event, link);
  if (!plan) return;
  event.preventDefault();
  ahead.current = { arrival: plan.arrival };
  open(plan.request);
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (ahead.current) void navigate({ href: plan.to, resetScroll: false });
      }),
    ),
  );
}
