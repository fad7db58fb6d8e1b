import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

const desktop = minWidth(1024);

export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  fontFamily: vars.typography.fontFamily,
});

export const toggle = style({ '@media': { [desktop]: { display: 'none' } } });

export const panels = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' } },
});

/** On small screens only the chosen panel shows; on desktop both, side by side. */
export const listPanel = style({
  selectors: { '[data-view="map"] &': { display: 'none' } },
  '@media': { [desktop]: { selectors: { '[data-view="map"] &': { display: 'block' } } } },
});

export const mapPanel = style({
  selectors: { '[data-view="list"] &': { display: 'none' } },
  '@media': {
    [desktop]: {
      position: 'sticky',
      top: vars.space.medium,
      selectors: { '[data-view="list"] &': { display: 'block' } },
    },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  maxHeight: '40rem',
  overflowY: 'auto',
});

export const item = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  selectors: {
    '&[data-selected="true"]': { borderColor: vars.color.border.strong, borderWidth: vars.borderWidth.large },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
});

export const text = style({ margin: 0 });
