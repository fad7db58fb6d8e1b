import type { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Ahead } from '../../lib/book-now-ahead.ts';
import type { BookingRequest } from '../../lib/booking-request.ts';
import { loaded } from './booking-dialog-load.ts';

/** Links that ask for the modal. */
const BOOK_NOW_LINKS =
  'a[href$="#booking"], a[href$="#group-booking"], a[href$="/book-now"], a[href*="/book-now?"]';

/** The book-now link last pressed: focus returns to it when the page it opened was drawn anew. */
export interface OpenerLink {
  href: string;
  text: string;
}

/**
 * Hover or focus of any book-now link (the header's button, a restaurant's, the hero's `/#booking`) preloads;
 * a click on one is remembered, so focus can return to it when the page it opened was drawn anew.
 */
export function useOpenerLink({
  preload,
  open,
  navigate,
  ahead,
}: {
  preload: () => void;
  open: (request: BookingRequest) => void;
  navigate: ReturnType<typeof useNavigate>;
  ahead: Ahead;
}): OpenerLink | undefined {
  const [openerLink, setOpenerLink] = useState<OpenerLink>();
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(BOOK_NOW_LINKS)) preload();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(BOOK_NOW_LINKS) : null;
      const href = link?.getAttribute('href');
      if (!link || !href) return;
      setOpenerLink({ href, text: link.textContent ?? '' });
      // A book-now link that leaves the page under the modal as it is (the restaurant page's Book now, `#booking`):
      // once the modal's code is here, the press opens it at once, and the navigation to the address that asks for
      // it follows the modal's first frame (the router's work is not on the way to the diner's answer).
      loaded.ahead?.(event, link, ahead, open, navigate);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [preload, open, navigate, ahead]);
  return openerLink;
}
