import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the page's content runs under the sticky header, or the window has scrolled further than
 * `threshold` px; false on the server. `markRef` is an empty element just before the header, where the header
 * sits in the page's flow: once it has gone above the window's top, the header is stuck there and what follows
 * it passes beneath. Checked at each scroll and resize event; a check that finds no change draws nothing.
 */
export function useContentUnder(markRef: RefObject<HTMLElement | null>, threshold: number): boolean {
  const [under, setUnder] = useState(false);
  useEffect(() => {
    const update = () => {
      const mark = markRef.current;
      setUnder(window.scrollY > threshold || (mark !== null && mark.getBoundingClientRect().top < 0));
    };
    update();
    addEventListener('scroll', update, { passive: true });
    addEventListener('resize', update, { passive: true });
    return () => {
      removeEventListener('scroll', update);
      removeEventListener('resize', update);
    };
  }, [markRef, threshold]);
  return under;
}
