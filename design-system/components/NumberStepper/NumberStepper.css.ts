import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const input = style({
  width: `calc(3ch + ${vars.space.small} * 2 + ${vars.borderWidth.large} * 2 + 1ch)`,
  textAlign: 'center',
  fontWeight: vars.typography.fontWeight.bold,
});

export const button = style({
  // The Button keeps 44 x 44; the stepper's buttons are square.
  paddingLeft: 0,
  paddingRight: 0,
  width: vars.touchTarget,
});

export const icon = style({ width: '1.25rem', height: '1.25rem' });
