import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'end',
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  '@media': {
    [minWidth(768)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth(1200)]: {
      gridTemplateColumns: 'minmax(0, 2fr) repeat(2, minmax(0, 1.2fr)) minmax(0, 1.5fr) minmax(0, 1fr) auto',
    },
  },
});

export const restaurant = style({ '@media': { [minWidth(768)]: { gridColumn: '1 / -1' } } });

export const wide = style({ '@media': { [minWidth(1200)]: { gridColumn: 'auto' } } });
