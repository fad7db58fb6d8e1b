import { style } from '@vanilla-extract/css';
import { pageFrame } from '../../tokens/page.css.ts';
import { minWidth, stylesheetBreakpoints } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

export const root = style({ background: vars.palette.green, color: vars.palette.offWhite });

/** The page frame (tokens/page.css.ts): the same maximum width and side gutter as the header and the page. */
export const inner = style([
  pageFrame,
  {
    display: 'grid',
    gap: vars.space.xlarge,
    paddingBlock: vars.space.xxlarge,
  },
]);

export const signUp = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBottom: vars.space.xlarge,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.palette.lightGreen}`,
});

export const signUpHeading = style({
  fontSize: vars.typography.heading['2'].fontSize,
  lineHeight: vars.typography.heading['2'].lineHeight,
  fontWeight: vars.typography.fontWeight.extraBold,
  letterSpacing: '0.02em',
});

export const social = style({
  display: 'flex',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.large} solid currentColor`,
  color: vars.palette.offWhite,
  selectors: { '&:hover': { background: vars.palette.offWhite, color: vars.palette.green } },
});

export const links = style({
  display: 'grid',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [minWidth(stylesheetBreakpoints[576])]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth(stylesheetBreakpoints[992])]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const linkItem = style({ display: 'grid', gap: vars.space.xxsmall, alignContent: 'start' });

export const link = style({
  color: vars.palette.offWhite,
  fontWeight: vars.typography.fontWeight.bold,
  justifySelf: 'start',
  minHeight: '24px',
  textUnderlineOffset: '0.2em',
});

export const linkButton = style([
  link,
  { border: 0, padding: 0, background: 'transparent', textDecoration: 'underline', cursor: 'pointer' },
]);

export const description = style({
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const copyright = style({
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});
