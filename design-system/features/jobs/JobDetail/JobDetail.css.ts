import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  fontFamily: vars.typography.fontFamily,
  color: vars.color.foreground.text,
});

export const hero = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 5',
  maxHeight: '20rem',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
});

export const facts = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  '@media': { [minWidth(768)]: { gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.large } },
});

export const term = style({ fontWeight: vars.typography.fontWeight.bold });

export const definition = style({ margin: 0 });

export const description = style({ margin: 0, maxWidth: '65ch' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'center',
});
