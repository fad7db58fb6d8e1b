import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

/* The leave-your-booking question: a small dialog over the booking modal (whose layers are 1000 and 1001). */

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1002,
  pointerEvents: 'auto',
  background: `color-mix(in srgb, ${vars.palette.black} 40%, transparent)`,
});

export const content = style({
  position: 'fixed',
  zIndex: 1003,
  inset: 0,
  margin: 'auto',
  width: `min(28rem, calc(100vw - 2 * ${vars.space.medium}))`,
  height: 'fit-content',
  maxHeight: `calc(100dvh - 2 * ${vars.space.medium})`,
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.background.body,
  color: vars.color.foreground.text,
  boxShadow: `0 ${vars.space.xsmall} ${vars.space.xlarge} color-mix(in srgb, ${vars.palette.black} 35%, transparent)`,
  outline: 'none',
  '@media': { '(forced-colors: active)': { border: `${vars.borderWidth.large} solid CanvasText` } },
});

/** The question's title looks like the dialog's own. */
export { title } from '../../../components/Modal/Modal.css.ts';

export const description = style({
  margin: 0,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
