import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  fontFamily: vars.typography.fontFamily,
  color: vars.color.foreground.text,
});

export const search = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': { [minWidth(768)]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto', alignItems: 'end' } },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [minWidth(768)]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'center',
});

export const status = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [minWidth(768)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth(1280)]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  height: '100%',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.background.surface,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 7',
  objectFit: 'cover',
});

export const body = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  alignContent: 'start',
});

export const title = style({ margin: 0, fontSize: vars.typography.heading['3'].fontSize });

export const meta = style({ margin: 0, color: vars.color.foreground.secondaryText });

export const empty = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.large,
});

export const skeleton = style({
  minHeight: '14rem',
  borderRadius: vars.radius.large,
  background: vars.color.background.neutral,
});
