import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const page = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });
export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `0 ${vars.space.medium}`,
  margin: 0,
  '@media': {
    [minWidth(576)]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: vars.space.xsmall },
  },
});
export const factTerm = style({ fontWeight: vars.typography.fontWeight.bold });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** "3 of 10 chosen", read first. */
export const summary = style({
  margin: 0,
  fontSize: vars.typography.text.large.fontSize,
  lineHeight: vars.typography.text.large.lineHeight,
  fontWeight: vars.typography.fontWeight.bold,
});

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

/** The table scrolls sideways on its own on a phone (a region a keyboard can reach), never the page. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
globalStyle(`${tableWrap}:focus-visible`, {
  outline: `${vars.focusRing.width} solid ${vars.color.focus.ring}`,
  outlineOffset: vars.focusRing.offset,
});
export const table = style({ borderCollapse: 'collapse', width: '100%', minWidth: '36rem' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
});
globalStyle(`${table} caption`, { textAlign: 'start', fontWeight: vars.typography.fontWeight.bold });

/** A dish with an allergen the guest listed: a mark in words, never colour alone. */
export const conflict = style({
  display: 'block',
  marginTop: vars.space.xxsmall,
  color: vars.color.foreground.critical,
  fontWeight: vars.typography.fontWeight.bold,
});
export const muted = style({ color: vars.color.foreground.secondaryText, fontStyle: 'italic' });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const list = style({ margin: 0, paddingInlineStart: vars.space.large });

/** A text to copy: shown whole, read-only, with its copy button once the page's code runs. */
export const copyText = style({
  width: '100%',
  minHeight: vars.touchTarget,
  padding: vars.space.xsmall,
  font: 'inherit',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  resize: 'vertical',
});
