import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const root = style({
  marginBottom: vars.space.xlarge,
  padding: vars.space.large,
  border: `calc(${vars.borderWidth.large} * 2) solid ${vars.color.foreground.critical}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const title = style({
  marginBottom: vars.space.medium,
  fontSize: vars.typography.heading['3'].fontSize,
  lineHeight: vars.typography.heading['3'].lineHeight,
});

export const description = style({ marginBottom: vars.space.medium });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const link = style({
  display: 'inline-block',
  minHeight: '1.5rem',
  color: vars.color.foreground.critical,
  fontWeight: vars.typography.fontWeight.bold,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
  },
});
