import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.medium, maxWidth: '800px' });

export const title = style({
  margin: 0,
  fontSize: vars.typography.heading['3'].fontSize,
  lineHeight: vars.typography.heading['3'].lineHeight,
  fontWeight: vars.typography.headingWeight,
});

export const text = style({ margin: 0 });

export const link = style({ overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const status = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold, minHeight: '1.5em' });
