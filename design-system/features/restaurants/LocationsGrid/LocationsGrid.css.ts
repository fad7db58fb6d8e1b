import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xlarge,
  fontFamily: vars.typography.fontFamily,
});

export const group = style({ display: 'grid', gap: vars.space.medium });

export const groupHeading = style({
  margin: 0,
  fontSize: vars.typography.heading['2'].fontSize,
  lineHeight: vars.typography.heading['2'].lineHeight,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [minWidth(640)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth(1024)]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [minWidth(1280)]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xsmall,
  height: '100%',
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
});

export const city = style({
  margin: 0,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  fontSize: vars.typography.text.small.fontSize,
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.color.foreground.secondaryText,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
});

export const text = style({ margin: 0 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});
