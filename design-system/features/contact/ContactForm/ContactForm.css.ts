import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

/** Spec 9: the contact tile is at most 800 px wide. */
export const root = style({ display: 'grid', gap: vars.space.large, maxWidth: '800px' });

export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [minWidth(576)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
