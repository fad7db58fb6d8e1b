import { belowWidth, breakpoints, vars, visuallyHiddenRules } from '@fittizia/design-system/tokens';
import { style } from '@vanilla-extract/css';

/*
 * Below the small breakpoint each kind of data is a block of its own: its name, then each value under its column's
 * name (the cell's `data-label`), so no column is left a few characters wide. The markup is a table at every
 * width, so the header cells still name each cell.
 */
const narrow = belowWidth(breakpoints.sm);
const rule = `${vars.borderWidth.standard} solid ${vars.color.border.standard}`;

/** The privacy policy's "How long we keep your data" section, after the page's tiles. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
});

export const lead = style({ margin: 0, maxWidth: '65ch' });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  '@media': { [narrow]: { display: 'block' } },
});

/** The column names: the table's head, read out with each cell but not shown on a narrow screen. */
export const head = style({ '@media': { [narrow]: visuallyHiddenRules } });

export const body = style({ '@media': { [narrow]: { display: 'block' } } });

export const row = style({
  '@media': { [narrow]: { display: 'block', paddingBlock: vars.space.small, borderBottom: rule } },
});

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.small} 0`,
  borderBottom: rule,
  '@media': { [narrow]: { display: 'block', padding: `${vars.space.xsmall} 0`, borderBottom: 'none' } },
});

/** A value's cell: its column's name above it on a narrow screen (read out too where a browser drops the table's semantics). */
export const value = style([
  cell,
  {
    '@media': {
      [narrow]: {
        selectors: {
          '&::before': {
            content: 'attr(data-label)',
            display: 'block',
            color: vars.color.foreground.secondaryText,
            fontSize: vars.typography.text.small.fontSize,
            lineHeight: vars.typography.text.small.lineHeight,
          },
        },
      },
    },
  },
]);
