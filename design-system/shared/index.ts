export { type AnchorComponent, AnchorProvider, newTabProps, useAnchor } from './Anchor.tsx';
export { scrollBehaviour, useReducedMotion } from './useReducedMotion.ts';
