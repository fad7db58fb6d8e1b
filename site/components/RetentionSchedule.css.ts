import { breakpoints, minWidth, vars } from '@fittizia/design-system/tokens';
import { style } from '@vanilla-extract/css';

/*
 * On a narrow screen the four columns left each a few characters' width, and words broke mid-word. There each
 * kind of data is a block of its own: its name, then each column's value under the column's name (the cell's
 * `data-label`). From the small breakpoint up it is the table it is in the markup. The markup is a table at every
 * width, so the header cells still name each cell.
 */
const wide = minWidth(breakpoints.sm);

/** The privacy policy's "How long we keep your data" section, after the page's tiles. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
});

export const lead = style({ margin: 0, maxWidth: '65ch' });

export const table = style({
  display: 'block',
  borderCollapse: 'collapse',
  width: '100%',
  '@media': { [wide]: { display: 'table' } },
});

/** The column names: read out with each cell, shown only as the table's head on a wider screen. */
export const head = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@media': {
    [wide]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      whiteSpace: 'normal',
    },
  },
});

export const body = style({ display: 'block', '@media': { [wide]: { display: 'table-row-group' } } });

export const row = style({
  display: 'block',
  paddingBlock: vars.space.small,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  '@media': { [wide]: { display: 'table-row', paddingBlock: 0 } },
});

export const cell = style({
  display: 'block',
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xsmall} 0`,
  '@media': {
    [wide]: {
      display: 'table-cell',
      padding: `${vars.space.small} ${vars.space.medium} ${vars.space.small} 0`,
      borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
    },
  },
});

/** A value's column name above it on a narrow screen (read out too where a browser drops the table's semantics). */
export const labelled = style({
  selectors: {
    '&::before': {
      content: 'attr(data-label)',
      display: 'block',
      color: vars.color.foreground.secondaryText,
      fontSize: vars.typography.text.small.fontSize,
      lineHeight: vars.typography.text.small.lineHeight,
    },
  },
  '@media': { [wide]: { selectors: { '&::before': { content: 'none' } } } },
});
