import type { LucideIcon } from 'lucide-react';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpToLine from 'lucide-react/icons/arrow-up-to-line';
import ChevronUp from 'lucide-react/icons/chevron-up';
import ChevronsUp from 'lucide-react/icons/chevrons-up';
import CircleArrowUp from 'lucide-react/icons/circle-arrow-up';
import CircleChevronUp from 'lucide-react/icons/circle-chevron-up';
import { useScrolledPast } from '../Header/useScrolledPast.ts';
import * as styles from './BackToTop.css.ts';
import { scrollBehaviour } from './useReducedMotion.ts';

/** Spec 9: the control appears after 600 px of scroll. */
export const BACK_TO_TOP_AFTER = 600;

/** The icons the `backToTopIcon` setting may name (lucide names); anything else falls back to chevron-up. */
export const backToTopIcons = {
  'chevron-up': ChevronUp,
  'chevrons-up': ChevronsUp,
  'arrow-up': ArrowUp,
  'arrow-up-to-line': ArrowUpToLine,
  'circle-arrow-up': CircleArrowUp,
  'circle-chevron-up': CircleChevronUp,
} as const satisfies Record<string, LucideIcon>;
export type BackToTopIconName = keyof typeof backToTopIcons;
export const backToTopIconNames = Object.keys(backToTopIcons) as BackToTopIconName[];

export interface BackToTopProps {
  /** The `backToTopIcon` setting; default chevron-up. */
  icon?: string;
  /** Extra distance from the bottom of the window, e.g. above a sticky booking bar (px or any CSS length). */
  bottomOffset?: number | string;
  showAfter?: number;
  label?: string;
}

/** The back-to-top control of spec 2.2: shown after 600 px, scrolls smoothly (instantly under reduced motion). */
export function BackToTop({
  icon,
  bottomOffset = 0,
  showAfter = BACK_TO_TOP_AFTER,
  label = 'Back to top',
}: BackToTopProps) {
  const visible = useScrolledPast(showAfter);
  const Icon = backToTopIcons[icon as BackToTopIconName] ?? ChevronUp;
  if (!visible) return null;
  const offset = typeof bottomOffset === 'number' ? `${bottomOffset}px` : bottomOffset;
  return (
    <button
      type="button"
      className={styles.root}
      style={{ bottom: `calc(${styles.baseBottom} + ${offset})` }}
      aria-label={label}
      data-icon={Icon === ChevronUp ? 'chevron-up' : icon}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: scrollBehaviour() });
        // Keyboard users continue from the top of the page, not from a control that has just disappeared.
        const target = document.querySelector<HTMLElement>('body a, body button');
        target?.focus({ preventScroll: true });
      }}
    >
      <Icon aria-hidden="true" focusable="false" size={24} />
    </button>
  );
}
