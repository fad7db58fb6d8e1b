import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { layout } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

const slideIn = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 2100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: `min(${layout.toastMaxWidth}, 100vw)`,
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  outline: 'none',
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.small,
  maxWidth: layout.toastMaxWidth,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  boxShadow: `0 ${vars.space.xxsmall} ${vars.space.medium} color-mix(in srgb, ${vars.palette.black} 25%, transparent)`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-state="open"]': { animation: `${slideIn} ${vars.transition.standard}` },
        '&[data-state="closed"]': { animation: `${fadeOut} ${vars.transition.standard}` },
        '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      },
    },
    '(forced-colors: active)': { border: `${vars.borderWidth.large} solid CanvasText` },
  },
});

export const tone = styleVariants({
  success: { background: vars.color.tone.success.background, color: vars.color.tone.success.foreground },
  info: { background: vars.color.tone.info.background, color: vars.color.tone.info.foreground },
  warning: { background: vars.color.tone.warning.background, color: vars.color.tone.warning.foreground },
  danger: { background: vars.color.tone.danger.background, color: vars.color.tone.danger.foreground },
});

export const text = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const title = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold });

export const description = style({
  margin: 0,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  margin: `calc(-1 * ${vars.space.xsmall})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: `color-mix(in srgb, currentColor 15%, transparent)` } },
});

export const action = style({ gridColumn: '2 / 4' });
