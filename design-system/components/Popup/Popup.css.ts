import { style } from '@vanilla-extract/css';
import { centredDialog } from '../../shared/centredDialog.ts';
import { vars } from '../../tokens/vars.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  // The dialog turns pointer events off on the body (Radix's dismissable layer); a press here still closes it.
  pointerEvents: 'auto',
  background: 'rgb(0 0 0 / 0.6)',
});

export const content = style({
  ...centredDialog({ zIndex: 61, background: vars.palette.offWhite }),
  boxShadow: '0 1rem 3rem rgb(0 0 0 / 0.3)',
});

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0`,
});

export const body = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
});

export const title = style({
  fontSize: vars.typography.heading['2'].fontSize,
  lineHeight: vars.typography.heading['2'].lineHeight,
  color: vars.palette.green,
});

export const description = style({ display: 'grid', gap: vars.space.small });

export const close = style({
  position: 'absolute',
  top: vars.space.xsmall,
  right: vars.space.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.palette.white,
  color: vars.palette.black,
  cursor: 'pointer',
});
