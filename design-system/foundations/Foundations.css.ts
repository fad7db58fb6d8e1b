import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.large,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const swatch = style({
  height: '5rem',
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
});

export const toneSample = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  minHeight: '7rem',
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
});

export const caption = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  marginTop: vars.space.xsmall,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.typography.text.small.fontSize,
});

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const stack = style({ display: 'grid', gap: vars.space.large });

export const spaceBar = style({
  height: '1.5rem',
  background: vars.color.tone.primary.background,
  borderRadius: vars.radius.small,
});

export const radiusBox = style({
  width: '6rem',
  height: '6rem',
  background: vars.color.tone.secondary.background,
  border: `${vars.borderWidth.large} solid ${vars.color.tone.primary.background}`,
});
