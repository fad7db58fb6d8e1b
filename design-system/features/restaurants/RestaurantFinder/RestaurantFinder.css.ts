import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  fontFamily: vars.typography.fontFamily,
  color: vars.color.foreground.text,
});

export const form = style({ display: 'grid', gap: vars.space.small });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const message = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold });

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [minWidth(1024)]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
  },
});

/** On a wide screen the results take the left column and the map (first in the page's order) the right one. */
export const resultsArea = style({
  display: 'grid',
  gap: vars.space.medium,
  minHeight: '6rem',
  '@media': { [minWidth(1024)]: { gridColumn: 1, gridRow: 1 } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const result = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  selectors: {
    '&[data-selected="true"]': { borderColor: vars.color.border.strong, borderWidth: vars.borderWidth.large },
  },
});

/** The map and, below 1024 px, its 'Show the map' / 'Hide the map' toggle above it, both above the results. */
export const mapArea = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
  '@media': { [minWidth(1024)]: { gridColumn: 2, gridRow: 1 } },
});

export const mapToggle = style({ '@media': { [minWidth(1024)]: { display: 'none' } } });

/**
 * Below 1024 px the map shows only when its toggle is pressed. Beside the list on a wide screen it is always
 * shown, and taller, so the whole country shows at a readable size.
 */
export const map = style({
  selectors: { [`${mapArea}[data-map-open="false"] &`]: { display: 'none' } },
  '@media': {
    [minWidth(1024)]: {
      selectors: {
        [`${layout} &`]: { height: '36rem' },
        [`${mapArea}[data-map-open="false"] &`]: { display: 'block' },
      },
    },
  },
});

export const rank = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.tone.primary.background,
  color: vars.color.tone.primary.foreground,
  fontWeight: vars.typography.fontWeight.bold,
  selectors: {
    // The chosen result's number is drawn like its marker on the map (RestaurantMap: aria-pressed).
    [`${result}[data-selected="true"] &`]: {
      background: vars.color.tone.danger.background,
      color: vars.color.tone.danger.foreground,
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
});

export const detail = style({ margin: `${vars.space.xxsmall} 0 0` });

export const distance = style({ fontWeight: vars.typography.fontWeight.bold });

export const resultActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  marginTop: vars.space.small,
});

export const allList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
  '@media': { [minWidth(768)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const allItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  alignItems: 'baseline',
  minHeight: vars.touchTarget,
  selectors: {
    '&[data-selected="true"]': {
      outline: `${vars.borderWidth.large} solid ${vars.color.tone.danger.background}`,
      outlineOffset: vars.space.xxsmall,
      borderRadius: vars.radius.standard,
    },
  },
});

export const subheading = style({
  margin: 0,
  fontSize: vars.typography.heading['3'].fontSize,
  lineHeight: vars.typography.heading['3'].lineHeight,
});
