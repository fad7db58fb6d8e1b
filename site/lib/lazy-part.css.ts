import { globalStyle, style } from '@vanilla-extract/css';

/** A lazy part's wrapper takes no box of its own: the page lays its children out as if it were not there. */
export const contents = style({ display: 'contents' });

/**
 * A control pressed before its part's code arrived (lib/lazy-part.tsx): shown at once as taken, and busy, until
 * the part is live and the press is done.
 */
globalStyle(`${contents}[data-part="waiting"] [aria-busy="true"]`, {
  cursor: 'progress',
  opacity: 0.7,
});
