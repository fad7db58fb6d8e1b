import { keyframes, style } from '@vanilla-extract/css';
import { layout } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/**
 * The brand has no grey: the neutral almond background is the "grey block" of the spec. The block keeps the
 * media's aspect ratio, so the page does not shift when the image or video arrives.
 */
export const root = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  borderRadius: 'inherit',
});

export const block = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.background.neutral,
  animation: `${pulse} ${layout.placeholderPulse} ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    '(forced-colors: active)': { border: `${vars.borderWidth.standard} solid GrayText` },
  },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
