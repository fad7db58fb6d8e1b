import { vars } from '@fittizia/design-system/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * Anchors land below the sticky header: its height (spec 9's 58 px until measured), plus 15 px from 576 px.
 * The variable is kept up to date by `useRouteScroll`.
 */
globalStyle('html', {
  scrollPaddingTop: 'var(--site-header-height, 58px)',
  '@media': {
    'screen and (min-width: 576px)': { scrollPaddingTop: 'calc(var(--site-header-height, 58px) + 15px)' },
  },
});

export const skipLink = style({
  position: 'absolute',
  zIndex: 100,
  left: vars.space.small,
  top: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.palette.white,
  color: vars.palette.green,
  fontWeight: vars.typography.fontWeight.bold,
  borderRadius: vars.radius.standard,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({ display: 'block', minHeight: '50vh', outline: 'none' });

export const bannerLink = style({ color: 'inherit' });

/* The home page's booking strip (components/booking/HomeBookingStrip.tsx): its box keeps its height while it loads. */
export const bookingStrip = style({
  maxWidth: '75rem',
  margin: `${vars.space.large} auto`,
  padding: `${vars.space.medium} ${vars.space.medium}`,
  background: vars.palette.almond,
  borderRadius: vars.radius.standard,
  minHeight: '8rem',
});

export const bookingStripTitle = style({ margin: `0 0 ${vars.space.small}` });
