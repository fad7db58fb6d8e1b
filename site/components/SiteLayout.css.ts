import { minWidth, vars } from '@fittizia/design-system/tokens';
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

/**
 * `main` is the page frame (`<Container width="page">`, the design system's tokens/page.css.ts): the header's
 * maximum width and side gutter, for every route. Full-bleed bands use `pageBleed` inside it.
 */
export const main = style({ display: 'block', minHeight: '50vh', outline: 'none' });

/**
 * A page's content in the frame: a heading and the blocks under it, spaced evenly, with room above (under the
 * header) and below (above the footer). One column that may shrink below its content's widest line, so a wide
 * table or list scrolls in its own box instead of widening the page.
 */
export const pageContent = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
});

/** A page that starts with its own padded block (a hero of tiles): room above the footer only. */
export const pageEnd = style({ paddingBlockEnd: vars.space.xlarge });

export const bannerLink = style({ color: 'inherit' });

/*
 * The home page's booking strip (components/booking/HomeBookingStrip.tsx), as wide as the tiles around it in the
 * page frame: its box keeps its height while it loads.
 */
export const bookingStrip = style({
  marginBlock: vars.space.large,
  padding: `${vars.space.medium} ${vars.space.medium}`,
  background: vars.palette.almond,
  borderRadius: vars.radius.standard,
  // The height the strip's form takes at each of BookingStrip's layouts (one column, two, one row), held while
  // the box shows its link: the form replaces the link at the visitor's first interaction, and nothing below
  // may move then (it moved 608 px on a phone). site/e2e/furniture.spec.ts measures both at three widths.
  minHeight: '46rem',
  '@media': {
    [minWidth(768)]: { minHeight: '28rem' },
    [minWidth(1200)]: { minHeight: '14rem' },
  },
});

export const bookingStripTitle = style({ margin: `0 0 ${vars.space.small}` });
