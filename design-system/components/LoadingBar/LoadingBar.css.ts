import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

const grow = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } });

export const root = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 2000,
  height: '4px',
  pointerEvents: 'none',
});

/** The duration is set inline from `durationMs` (5 s by default). */
export const bar = style({
  height: '100%',
  background: vars.color.tone.danger.background,
  transformOrigin: 'left center',
  transform: 'scaleX(0.9)',
  animationName: grow,
  animationTimingFunction: 'cubic-bezier(0.1, 0.6, 0.3, 1)',
  animationFillMode: 'forwards',
  '@media': {
    // No growth under reduced motion: a still, full bar says the page is loading.
    '(prefers-reduced-motion: reduce)': { animationName: 'none', transform: 'scaleX(1)' },
    '(forced-colors: active)': { background: 'Highlight' },
  },
});

export const finishing = style({
  animationName: 'none',
  transform: 'scaleX(1)',
  opacity: 0,
  transition: `transform ${vars.transition.standard}, opacity ${vars.transition.standard} 150ms`,
});
