import { useEffect, useState } from 'react';

/**
 * True once the window has scrolled further than `threshold` px; false on the server. Checked at each scroll
 * event, which the browser fires at most once a frame; a check that finds no change draws nothing.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    addEventListener('scroll', update, { passive: true });
    return () => removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
