import { type RefObject, useEffect, useState } from 'react';

/** `pending` until the element first scrolls into view, then `visible`; `off` when not animating. */
export type RevealState = 'off' | 'pending' | 'visible';

export function useReveal(ref: RefObject<Element | null>, enabled: boolean): RevealState {
  const [state, setState] = useState<RevealState>('off');
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') {
      setState('off');
      return;
    }
    // Only hidden once JavaScript runs, so a page without it (or before hydration) shows everything; and
    // never a tile already on screen, which would vanish and fade back in (and repaint the page's largest
    // element late).
    const rect = element.getBoundingClientRect();
    if (rect.top < window.innerHeight && rect.bottom > 0) {
      setState('off');
      return;
    }
    setState('pending');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('visible');
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return state;
}
