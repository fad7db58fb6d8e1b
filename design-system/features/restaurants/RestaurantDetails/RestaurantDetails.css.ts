import { globalStyle, style } from '@vanilla-extract/css';
import { belowWidth, minWidth, stylesheetBreakpoints } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';
import { visuallyHiddenRules } from '../../../tokens/visuallyHidden.css.ts';

/*
 * Single columns are `minmax(0, 1fr)`, not the implicit `auto`: content wider than the window (the hours table in a
 * wider font at 320 px) must not widen the page's column, which left a 3 px right gutter beside a 16 px left one.
 */
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xlarge });

export const intro = style({ display: 'grid', gap: vars.space.small });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': { [minWidth(992)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  alignContent: 'start',
  padding: vars.space.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
});

export const state = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  alignItems: 'center',
});
export const stateText = style({ fontWeight: vars.typography.fontWeight.bold });

/** A table that cannot fit its card (a long word, a wide font) scrolls inside it rather than widening it. */
export const tableScroller = style({ overflowX: 'auto' });

export const hours = style({ borderCollapse: 'collapse', width: '100%' });
globalStyle(`${hours} th, ${hours} td`, {
  textAlign: 'left',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
});
/*
 * Below 480 px the hours fit the card on one line a day: a day's three-letter name on screen (the whole name still
 * read out), each time range unbroken, and closer cells.
 */
const narrow = belowWidth(stylesheetBreakpoints[480]);
globalStyle(`${hours} th, ${hours} td`, {
  '@media': { [narrow]: { paddingInline: vars.space.xxsmall } },
});
export const dayLong = style({
  '@media': {
    [narrow]: visuallyHiddenRules,
  },
});
export const dayShort = style({ display: 'none', '@media': { [narrow]: { display: 'inline' } } });
export const time = style({ whiteSpace: 'nowrap' });

export const today = style({
  background: vars.color.background.neutral,
  fontWeight: vars.typography.fontWeight.bold,
});
globalStyle(`${today} th`, { fontWeight: vars.typography.fontWeight.bold });
export const caption = style({
  textAlign: 'left',
  fontWeight: vars.typography.fontWeight.bold,
  paddingBlock: vars.space.xsmall,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.touchTarget,
});

export const address = style({ fontStyle: 'normal' });

export const mapPlaceholder = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  minHeight: '8rem',
  alignContent: 'center',
  background: vars.color.background.neutral,
  borderRadius: vars.radius.standard,
});

/** The interactive map and the coordinates under it. */
export const map = style({ display: 'grid', gap: vars.space.xsmall });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const offers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [minWidth(768)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const offer = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  background: vars.color.background.neutral,
  borderRadius: vars.radius.standard,
});

export const small = style({ margin: 0, fontSize: vars.typography.text.small.fontSize });
