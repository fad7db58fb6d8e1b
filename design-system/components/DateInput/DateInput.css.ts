import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const itemLabel = style({
  display: 'block',
});
