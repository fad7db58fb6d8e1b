import { style } from '@vanilla-extract/css';

/** A deferred part's wrapper takes no box of its own: the page lays its children out as if it were not there. */
export const contents = style({ display: 'contents' });
