import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.large });
export const form = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
  padding: vars.space.medium,
});
export const label = style({ fontWeight: vars.typography.fontWeight.bold });
export const textarea = style({
  width: '100%',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.typography.text.small.fontSize,
  padding: vars.space.small,
  border: `${vars.borderWidth.large} solid ${vars.palette.green}`,
  borderRadius: vars.radius.standard,
  background: vars.palette.white,
});
export const error = style({
  margin: vars.space.medium,
  padding: vars.space.large,
  border: `${vars.borderWidth.large} solid ${vars.palette.red}`,
  borderLeftWidth: '0.5rem',
  background: vars.palette.white,
  color: vars.palette.black,
});
export const errorTitle = style({ fontSize: vars.typography.heading['4'].fontSize, color: vars.palette.red });
