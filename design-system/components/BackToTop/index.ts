export {
  BACK_TO_TOP_AFTER,
  BackToTop,
  type BackToTopIconName,
  type BackToTopProps,
  backToTopIconNames,
  backToTopIcons,
} from './BackToTop.tsx';
export { scrollBehaviour, useReducedMotion } from './useReducedMotion.ts';
