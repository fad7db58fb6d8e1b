import { lazy, Suspense } from 'react';
import { useScrolledPast } from '../Header/useScrolledPast.ts';

/** Spec 9: the control appears after 600 px of scroll. */
export const BACK_TO_TOP_AFTER = 600;

const BackToTopButton = lazy(() => import('./BackToTopButton.tsx'));

export interface BackToTopProps {
  /** The `backToTopIcon` setting; default chevron-up. */
  icon?: string;
  /** Extra distance from the bottom of the window, e.g. above a sticky booking bar (px or any CSS length). */
  bottomOffset?: number | string;
  showAfter?: number;
  label?: string;
}

/**
 * The back-to-top control of spec 2.2: shown after 600 px, scrolls smoothly (instantly under reduced motion).
 * Its button and icons load the first time it is shown, not with the page.
 */
export function BackToTop({
  icon,
  bottomOffset = 0,
  showAfter = BACK_TO_TOP_AFTER,
  label = 'Back to top',
}: BackToTopProps) {
  const visible = useScrolledPast(showAfter);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton icon={icon} bottomOffset={bottomOffset} label={label} />
    </Suspense>
  );
}
