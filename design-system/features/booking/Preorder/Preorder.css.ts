import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.large });
export const form = style({ display: 'grid', gap: vars.space.medium, maxWidth: '44rem' });
export const courses = style({ display: 'grid', gap: vars.space.medium });
export const dishLabel = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
export const description = style({ display: 'block' });
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  fontSize: vars.typography.text.small.fontSize,
});
export const factsSummary = style({ cursor: 'pointer', minHeight: vars.touchTarget });
export const factsList = style({ margin: 0, paddingInlineStart: vars.space.medium });
export const marked = style({ color: vars.color.foreground.critical });
export const warnings = style({
  margin: 0,
  padding: vars.space.small,
  borderInlineStart: `${vars.borderWidth.large} solid ${vars.color.foreground.critical}`,
  display: 'grid',
  gap: vars.space.xxsmall,
});
export const summary = style({ display: 'grid', gap: vars.space.xxsmall, margin: 0 });
export const summaryRow = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });
export const term = style({ fontWeight: vars.typography.fontWeight.bold });
export const guests = style({ margin: 0, paddingInlineStart: vars.space.medium });
export const muted = style({ margin: 0, color: vars.color.foreground.secondaryText });
export const actions = style({
  display: 'flex',
  gap: vars.space.small,
  flexWrap: 'wrap',
  alignItems: 'center',
});
export const notice = style({
  margin: 0,
  padding: vars.space.small,
  borderInlineStart: `${vars.borderWidth.large} solid ${vars.color.border.strong}`,
});
export const dd = style({ margin: 0 });
