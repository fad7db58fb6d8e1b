import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

/*
 * Every grid here has columns that may shrink below their content's widest line (`minmax(0, 1fr)`): a grid
 * track sized `auto` grows to its items' min-content width, so the open allergen guide (a 15-column table in its
 * own scrolling box) would otherwise widen the page to about 900 px at any window width.
 */
const oneColumn = 'minmax(0, 1fr)';

export const root = style({ display: 'grid', gridTemplateColumns: oneColumn, gap: vars.space.large });

export const header = style({ display: 'grid', gap: vars.space.xsmall });

export const sticky = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.background.body,
  paddingBlock: vars.space.xsmall,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
});

export const dropdown = style({ position: 'relative', maxWidth: '24rem' });

export const summary = style({
  cursor: 'pointer',
  minHeight: vars.touchTarget,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.large} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  fontWeight: vars.typography.fontWeight.bold,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const chevron = style({ marginInlineStart: 'auto' });

export const dropdownList = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  margin: 0,
  marginTop: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.standard,
  boxShadow: '0 0.5rem 1rem rgb(0 0 0 / 0.15)',
});

export const dropdownLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  paddingInline: vars.space.small,
  color: vars.color.foreground.link,
  borderRadius: vars.radius.small,
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible': { textDecoration: 'underline', background: vars.color.background.neutral },
    '&[aria-current="page"]': { fontWeight: vars.typography.fontWeight.bold },
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus.ring}` },
  },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.large,
  '@media': { [minWidth(992)]: { gridTemplateColumns: `18rem ${oneColumn}`, alignItems: 'start' } },
});

export const filters = style({ display: 'grid', gap: vars.space.medium });

export const filterActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

/** The dietary fieldset and the allergen disclosure: bordered boxes, so each reads as one control. */
const box = {
  border: `${vars.borderWidth.large} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
} as const;

export const filterGroup = style({ ...box, padding: vars.space.medium, margin: 0, minWidth: 0 });

export const disclosure = style({ ...box });

/** The allergen filter's opener: looks and behaves like a button, with the count chosen and a chevron. */
export const disclosureButton = style({
  cursor: 'pointer',
  minHeight: vars.touchTarget,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  color: vars.color.foreground.text,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.background.neutral },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const disclosureLabel = style({
  display: 'grid',
  fontWeight: vars.typography.fontWeight.bold,
  fontSize: vars.typography.text.large.fontSize,
});

export const disclosureHint = style({
  fontWeight: vars.typography.fontWeight.regular,
  fontSize: vars.typography.text.small.fontSize,
});

export const disclosureChevron = style({
  marginInlineStart: 'auto',
  flex: 'none',
  transition: 'transform 150ms ease-out',
  selectors: { [`${disclosure}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const disclosurePanel = style({
  padding: `0 ${vars.space.medium} ${vars.space.medium}`,
});

export const detailsSummary = style({
  cursor: 'pointer',
  minHeight: vars.touchTarget,
  display: 'flex',
  alignItems: 'center',
  fontWeight: vars.typography.fontWeight.bold,
});

export const status = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold });

export const sections = style({ display: 'grid', gridTemplateColumns: oneColumn, gap: vars.space.xlarge });

export const section = style({ display: 'grid', gridTemplateColumns: oneColumn, gap: vars.space.medium });

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [minWidth(768)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.standard,
});

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  alignItems: 'baseline',
});

export const itemName = style({
  margin: 0,
  fontSize: vars.typography.text.large.fontSize,
  lineHeight: vars.typography.text.large.lineHeight,
});

export const tags = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const meta = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.medium,
  fontWeight: vars.typography.fontWeight.bold,
});

export const muted = style({ margin: 0, fontSize: vars.typography.text.small.fontSize });

export const key = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, margin: 0 });
export const keyEntry = style({ display: 'flex', gap: vars.space.xxsmall, alignItems: 'center' });
globalStyle(`${key} dd`, { margin: 0 });

export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  // The containing block of the cells' visually hidden 'No' (absolutely placed): without it they escape the
  // scrolling box and widen the page.
  position: 'relative',
  selectors: {
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus.ring}` },
  },
});

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.typography.text.small.fontSize,
  background: vars.color.background.surface,
});
globalStyle(`${table} th, ${table} td`, {
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  padding: vars.space.xxsmall,
  textAlign: 'center',
});
globalStyle(`${table} th[scope="row"]`, {
  textAlign: 'left',
  fontWeight: vars.typography.fontWeight.regular,
});
globalStyle(`${table} thead th`, { position: 'sticky', top: 0, background: vars.color.background.neutral });
globalStyle(`${table} th[scope="rowgroup"]`, {
  textAlign: 'left',
  background: vars.color.background.neutral,
});

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.typography.fontWeight.bold,
  padding: vars.space.xsmall,
});

export const empty = style({ display: 'grid', gap: vars.space.small });
