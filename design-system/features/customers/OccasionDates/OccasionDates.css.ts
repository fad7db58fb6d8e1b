import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.large, maxWidth: '800px' });

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
