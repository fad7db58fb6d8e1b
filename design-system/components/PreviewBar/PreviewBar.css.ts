import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

/** The bar: the page's full width, dark, so that it reads as the editor's and not as part of the page. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  paddingTop: vars.space.xxsmall,
  paddingBottom: vars.space.xxsmall,
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  minHeight: vars.touchTarget,
  background: vars.palette.black,
  color: vars.palette.white,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  textAlign: 'center',
});

export const message = style({
  margin: 0,
  fontWeight: vars.typography.fontWeight.bold,
});

/** The exit: a link as large as a touch target (WCAG 2.5.8), its focus ring white on the dark bar. */
export const exit = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  paddingLeft: vars.space.xsmall,
  paddingRight: vars.space.xsmall,
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { textDecorationThickness: '2px' },
  ':focus-visible': { outlineColor: vars.palette.white, boxShadow: 'none' },
});
