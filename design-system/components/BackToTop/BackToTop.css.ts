import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const baseBottom = '1rem';

export const root = style({
  position: 'fixed',
  right: vars.space.medium,
  zIndex: 30,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  border: `${vars.borderWidth.large} solid ${vars.palette.white}`,
  borderRadius: vars.radius.full,
  background: vars.palette.green,
  color: vars.palette.white,
  boxShadow: '0 0.25rem 1rem rgb(0 0 0 / 0.25)',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.palette.black } },
});
