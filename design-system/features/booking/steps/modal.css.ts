import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const journey = style({ display: 'grid', gap: vars.space.medium });

export const stepHeading = style({
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  fontWeight: vars.typography.headingWeight,
  selectors: { '&:focus': { outline: 'none' } },
});

export const intro = style({ margin: 0 });

export const pickerSearch = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  '@media': { [minWidth(576)]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const status = style({ margin: 0, minHeight: vars.typography.text.standard.lineHeight });

export const error = style({
  margin: 0,
  padding: vars.space.small,
  borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.foreground.critical}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  fontWeight: vars.typography.fontWeight.bold,
});

export const notice = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.neutral,
});

export const locationList = style({
  display: 'grid',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const locationButton = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  width: '100%',
  minHeight: vars.touchTarget,
  padding: vars.space.small,
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.foreground.text,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.standard,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background.neutral } },
});

export const locationName = style({ fontWeight: vars.typography.fontWeight.bold });

export const locationAddress = style({
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const party = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [minWidth(576)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const storeSlots = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  border: 0,
});

export const storeName = style({ padding: 0, fontWeight: vars.typography.fontWeight.bold });

export const slots = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const extras = style({
  display: 'grid',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const extra = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.standard,
});

export const needs = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.standard,
});

export const needsSummary = style({
  minHeight: vars.touchTarget,
  display: 'flex',
  alignItems: 'center',
  fontWeight: vars.typography.fontWeight.bold,
  cursor: 'pointer',
});

export const allergens = style({
  display: 'grid',
  gap: `0 ${vars.space.medium}`,
  '@media': { [minWidth(576)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const factTerm = style({ fontWeight: vars.typography.fontWeight.bold });
export const factValue = style({ margin: 0 });

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A list inside a fact (the extras of the confirmation). */
export const factList = style({ margin: 0, paddingInlineStart: vars.space.medium });
