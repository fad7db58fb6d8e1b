import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.large,
  minHeight: '60vh',
  padding: `${vars.space.xxxlarge} ${vars.space.medium}`,
  textAlign: 'center',
});

export const code = style({
  fontSize: '5rem',
  lineHeight: 1,
  fontWeight: vars.typography.fontWeight.extraBold,
  color: vars.palette.green,
});

export const title = style({
  fontSize: vars.typography.heading['2'].fontSize,
  lineHeight: vars.typography.heading['2'].lineHeight,
  maxWidth: '32rem',
});

export const detail = style({ maxWidth: '40rem', color: vars.palette.green });

export const fallbackLink = style({ fontWeight: vars.typography.fontWeight.bold, minHeight: '24px' });
