import { scrollBehaviour } from '@fittizia/design-system';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pathAfterClose } from './booking-entry.ts';

/** Spec 9: the scroll offset is the header's height (58 px), plus 15 px on screens 576 px wide or more. */
export const HEADER_HEIGHT_VAR = '--site-header-height';

/**
 * Keeps `--site-header-height` equal to the header's height (the html element's `scroll-padding-top` uses
 * it, so anchors land below the sticky header) and, on each route change, scrolls smoothly to the top or to
 * the hash's anchor (instantly under reduced motion); opening or closing a book-now page does not scroll.
 */
export function useRouteScroll(headerSelector: string) {
  const router = useRouter();

  useEffect(() => {
    const header = document.querySelector<HTMLElement>(headerSelector);
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(HEADER_HEIGHT_VAR, `${header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => observer.disconnect();
  }, [headerSelector]);

  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged, hashChanged, fromLocation, toLocation }) => {
        if (!pathChanged && !hashChanged) return;
        // A page and its book-now page (the same page with the booking modal open) keep the scroll position.
        if (
          pathChanged &&
          fromLocation &&
          pathAfterClose(fromLocation.pathname) === pathAfterClose(toLocation.pathname)
        )
          return;
        const hash = toLocation.hash;
        const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
        if (target) target.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
        else if (pathChanged) window.scrollTo({ top: 0, behavior: scrollBehaviour() });
      }),
    [router],
  );
}
