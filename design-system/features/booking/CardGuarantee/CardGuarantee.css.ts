import { style } from '@vanilla-extract/css';
import { breakpoints, minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.medium });

export const heading = style({
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  fontWeight: vars.typography.headingWeight,
});

export const hint = style({ margin: 0, color: vars.color.foreground.secondaryText });

export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [minWidth(breakpoints.sm)]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({
  '@media': { [minWidth(breakpoints.sm)]: { gridColumn: '1 / -1' } },
});

/** The drop-in draws its own fields in here; keep room for them while it loads. */
export const dropin = style({ minHeight: '12rem' });

export const message = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  color: vars.color.tone.danger.foreground,
  background: vars.color.tone.danger.background,
});

export const accepted = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  color: vars.color.tone.success.foreground,
  background: vars.color.tone.success.background,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
