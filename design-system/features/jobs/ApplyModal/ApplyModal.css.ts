import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

// The form, its sections and their headings as every form of the design system has them.
export { form, legend, section } from '../../../forms/FormParts.css.ts';

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
