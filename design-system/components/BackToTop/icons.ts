import type { LucideIcon } from 'lucide-react';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpToLine from 'lucide-react/icons/arrow-up-to-line';
import ChevronUp from 'lucide-react/icons/chevron-up';
import ChevronsUp from 'lucide-react/icons/chevrons-up';
import CircleArrowUp from 'lucide-react/icons/circle-arrow-up';
import CircleChevronUp from 'lucide-react/icons/circle-chevron-up';

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
