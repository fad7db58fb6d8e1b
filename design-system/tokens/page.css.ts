import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { layout, minWidth, tileBreakpoint } from './tokens.ts';
import { vars } from './vars.css.ts';

/*
 * The page frame: the header, every route's main content and the footer share one maximum width
 * (`layout.pageMaxWidth`, 1440 px) and one side gutter, so a page's headings line up with the header's content
 * and nothing touches the window's edge at any width.
 */

/** The side gutter of the page: 1rem, 1.5rem from the tile breakpoint (992 px), where the tile grid's gap grows. */
export const pageGutter = createVar();

/**
 * The inline padding of a block that brings its own gutter when it stands alone (the tile grid): the page gutter,
 * or 0 inside the page frame, which already has one. A block that uses it lines up with the frame either way.
 */
export const pageInset = createVar();

globalStyle(':root', {
  vars: { [pageGutter]: vars.space.medium, [pageInset]: pageGutter },
  '@media': { [minWidth(tileBreakpoint)]: { vars: { [pageGutter]: vars.space.large } } },
});

/** The frame itself: centred, at most `layout.pageMaxWidth` wide, with the page gutter on both sides. */
export const pageFrame = style({
  vars: { [pageInset]: '0px' },
  width: '100%',
  maxWidth: layout.pageMaxWidth,
  marginInline: 'auto',
  paddingInline: pageGutter,
});

/**
 * A band that runs to the frame's outer edges (the window's edges up to `layout.pageMaxWidth`): a strip or a
 * hero picture inside the frame. Its own content keeps the gutter. Mark the element `data-bleed` too, so the
 * page-level edge check (visual/pages) knows that its background may touch the edge.
 */
export const pageBleed = style({
  marginInline: `calc(-1 * ${pageGutter})`,
  paddingInline: pageGutter,
});
