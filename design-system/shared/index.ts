export { type AnchorComponent, AnchorProvider, newTabProps, useAnchor } from './Anchor.tsx';
export { compareText } from './compareText.ts';
export {
  formatList,
  formatPounds,
  longDate,
  numericDate,
  shortWeekdayDate,
} from './format.ts';
export { scrollBehaviour, useReducedMotion } from './useReducedMotion.ts';
