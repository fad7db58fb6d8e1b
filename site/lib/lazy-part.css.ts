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

/**
 * A control pressed before the app ran (site/client.tsx): shown at once as taken until the press is done. As
 * specific as the waiting part's rule above: a Button's own busy look (full opacity) is less so.
 */
globalStyle(':root [data-held][aria-busy]', {
  cursor: 'progress',
  opacity: 0.7,
});
