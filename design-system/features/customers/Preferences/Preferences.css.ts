import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.large, maxWidth: '800px' });

/** The interests as a grid: as many columns of at least 14rem as fit. */
export const interests = style({});
globalStyle(`${interests} fieldset > div:last-child`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.small,
});

export const loading = style({ display: 'grid', justifyItems: 'center', padding: vars.space.xlarge });
