import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

export const page = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

/** The booking in one sentence, and the thank-you once the diner has answered. */
export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.neutral,
});

export const problem = style({
  margin: 0,
  padding: vars.space.small,
  borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.foreground.critical}`,
  background: vars.color.background.surface,
  fontWeight: vars.typography.fontWeight.bold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
