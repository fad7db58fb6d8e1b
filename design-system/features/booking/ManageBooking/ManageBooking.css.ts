import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const page = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });
export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

/** Each fact's name above its value on a phone; side by side from 576 px, where both fit. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `0 ${vars.space.medium}`,
  margin: 0,
  '@media': {
    [minWidth(576)]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: vars.space.xsmall },
  },
});
export const factTerm = style({
  fontWeight: vars.typography.fontWeight.bold,
  paddingTop: vars.space.xsmall,
  '@media': { [minWidth(576)]: { paddingTop: 0 } },
});
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

/** The change form's adults and children: one above the other on a phone, side by side from 576 px. */
export const party = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [minWidth(576)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
