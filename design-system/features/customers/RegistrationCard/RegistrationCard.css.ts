import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

/** Spec 9: the sign-up card is 300 px wide (narrower on a phone narrower than that). */
export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: '300px',
  boxSizing: 'border-box',
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.heading['3'].fontSize,
  lineHeight: vars.typography.heading['3'].lineHeight,
  fontWeight: vars.typography.headingWeight,
});

export const text = style({ margin: 0 });
