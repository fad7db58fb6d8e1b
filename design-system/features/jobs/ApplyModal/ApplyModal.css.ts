import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const form = style({ display: 'grid', gap: vars.space.large });

export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  fontWeight: vars.typography.headingWeight,
});

export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.medium,
  minWidth: 0,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.standard,
});

export const rowLegend = style({
  padding: `0 ${vars.space.xsmall}`,
  fontWeight: vars.typography.fontWeight.bold,
});

export const dates = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [minWidth(576)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const thanks = style({ display: 'grid', gap: vars.space.small });
