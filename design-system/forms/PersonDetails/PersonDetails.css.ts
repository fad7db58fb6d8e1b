import { style } from '@vanilla-extract/css';
import { minWidth } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

/** The group: one column on a phone; from 576 px the two names side by side. */
export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
  '@media': { [minWidth(576)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field on a row of its own (e-mail and phone, or a name without its pair). */
export const wide = style({ gridColumn: '1 / -1' });
