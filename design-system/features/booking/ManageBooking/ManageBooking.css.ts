import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

export const page = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });
export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});
export const factTerm = style({ fontWeight: vars.typography.fontWeight.bold });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** What the diner must know before acting: the card window, a cancelled booking. */
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

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
