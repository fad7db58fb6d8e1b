import { globalStyle, style } from '@vanilla-extract/css';
import { pageFrame } from '../../tokens/page.css.ts';
import { belowWidth, minWidth, stylesheetBreakpoints } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

const desktop = minWidth(stylesheetBreakpoints[992]);
const narrow = belowWidth(stylesheetBreakpoints[480]);

/**
 * Sticky, so that it never covers content. At the top it is transparent over the page background with dark
 * text; once solid it is brand green with light text. Both pass WCAG AA.
 */
export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  color: vars.palette.green,
  background: 'transparent',
  transition: `background-color ${vars.transition.standard}, color ${vars.transition.standard}, box-shadow ${vars.transition.standard}`,
  selectors: {
    '&[data-solid="true"]': {
      background: vars.palette.green,
      color: vars.palette.white,
      boxShadow: '0 0.25rem 1rem rgb(0 0 0 / 0.15)',
    },
  },
});

/** An empty mark just before the header, where the header sits in the page's flow (see useContentUnder.ts). */
export const flowMark = style({ height: 0 });

/** The page frame (tokens/page.css.ts): the same maximum width and side gutter as every page's content. */
export const bar = style([
  pageFrame,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: '58px',
    paddingTop: vars.space.xsmall,
    paddingBottom: vars.space.xsmall,
    '@media': { [narrow]: { gap: vars.space.xsmall } },
  },
]);

export const hamburger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.touchTarget,
  height: vars.touchTarget,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

/*
 * Below 480 px the brand and the book-now button are a size smaller, so that both fit beside the toggle at 320 px;
 * should a longer book-now text still not fit, the brand wraps rather than the button overflowing the window.
 */
export const brand = style({
  minWidth: 0,
  color: 'inherit',
  fontWeight: vars.typography.fontWeight.extraBold,
  fontSize: vars.typography.text.large.fontSize,
  lineHeight: vars.typography.text.large.lineHeight,
  textDecoration: 'none',
  minHeight: '24px',
  display: 'inline-flex',
  alignItems: 'center',
  '@media': {
    [narrow]: {
      fontSize: vars.typography.text.standard.fontSize,
      lineHeight: vars.typography.text.standard.lineHeight,
    },
  },
});

export const nav = style({
  display: 'none',
  flex: '1 1 auto',
  '@media': { [desktop]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.touchTarget,
  paddingLeft: vars.space.small,
  paddingRight: vars.space.small,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.25em' } },
});

export const chevron = style({
  transition: `transform ${vars.transition.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const dropdown = style({ position: 'relative' });

export const dropdownList = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 1,
  minWidth: '14rem',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xsmall,
  background: vars.palette.white,
  color: vars.palette.black,
  borderRadius: vars.radius.standard,
  boxShadow: '0 0.5rem 1.5rem rgb(0 0 0 / 0.2)',
});

export const dropdownLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  paddingLeft: vars.space.small,
  paddingRight: vars.space.small,
  color: vars.palette.green,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { background: vars.palette.almond } },
});

export const bookNow = style({
  marginLeft: 'auto',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  '@media': { [narrow]: { paddingLeft: vars.space.small, paddingRight: vars.space.small } },
});

/**
 * The full-screen navigation menu: a modal `<dialog>` (in the browser's top layer while open), so the browser's
 * own dialog box (centred, bordered, at most the viewport less a margin) is undone here.
 */
export const menu = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.medium,
  overflowY: 'auto',
  // A scroll inside the menu stops at its ends, never moving the page behind.
  overscrollBehavior: 'contain',
  background: vars.palette.green,
  color: vars.palette.white,
  selectors: { '&:not([open])': { display: 'none' } },
});

export const menuTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const menuTitle = style({
  fontSize: vars.typography.heading['3'].fontSize,
  lineHeight: vars.typography.heading['3'].lineHeight,
});

export const menuList = style({
  display: 'grid',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const menuLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  color: 'inherit',
  fontSize: vars.typography.heading['2'].fontSize,
  lineHeight: vars.typography.heading['2'].lineHeight,
  fontWeight: vars.typography.fontWeight.extraBold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const menuGroupTitle = style({
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  color: vars.palette.lightGreen,
  marginTop: vars.space.small,
});

export const menuGroup = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const menuSubLink = style([menuLink, { fontSize: vars.typography.text.large.fontSize }]);

globalStyle(`${menu} :focus-visible`, { outlineColor: vars.palette.white, boxShadow: 'none' });
