import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { layout } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
});

export const ring = style({
  display: 'block',
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: vars.color.tone.secondary.background,
  borderTopColor: vars.color.tone.primary.background,
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    // A slow turn still says "working" without the fast movement.
    '(prefers-reduced-motion: reduce)': { animationDuration: '3s', animationIterationCount: 'infinite' },
    '(forced-colors: active)': { borderColor: 'GrayText', borderTopColor: 'CanvasText' },
  },
});

/** `large` is the spec's 100 px page and overlay spinner. */
export const size = styleVariants({
  small: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
  medium: { width: '3rem', height: '3rem', borderWidth: '5px' },
  large: { width: layout.spinnerSize, height: layout.spinnerSize, borderWidth: '8px' },
});

export const overlayContainer = style({ position: 'relative' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `color-mix(in srgb, ${vars.color.background.body} 80%, transparent)`,
  borderRadius: 'inherit',
});
