import { createContext, type MouseEvent, useContext } from 'react';
import { headerOpensModal } from '../../lib/booking-entry.ts';
import type { BookingRequest } from '../../lib/booking-request.ts';

/*
 * What the root layout's booking modal offers the rest of the site (BookingHost provides it): open it, or preload
 * it, and the header's book-now handler built on those.
 */

export interface BookingApi {
  /** Opens the modal with a request (a restaurant, a city, the strip's choices). */
  open(request?: BookingRequest): void;
  /** Starts loading the modal's code and the restaurant list (hover or focus of a book-now control). */
  preload(): void;
}

export const BookingContext = createContext<BookingApi | null>(null);

/** The root layout's booking modal: open it, or preload it. Outside a BookingHost it does nothing. */
export function useBooking(): BookingApi {
  return useContext(BookingContext) ?? noBooking;
}
const noBooking: BookingApi = { open() {}, preload() {} };

/**
 * The header's book-now handler (spec 2.2): off the home and restaurant pages the button opens the modal here
 * (the link's own address is the fallback without JavaScript); on them the link asks for it (`/#booking`, the
 * restaurant's book-now page).
 */
export function useHeaderBookNow(pathname: string) {
  const booking = useBooking();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!headerOpensModal(pathname)) return;
    event.preventDefault();
    booking.open({ path: pathname });
  };
}
