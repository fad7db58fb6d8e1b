import { globalStyle } from '@vanilla-extract/css';

/** Set on the root element while the page behind a dialog is held still (useBodyClass.ts, `useScrollLock`). */
export const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-lock';

globalStyle(`:root[${SCROLL_LOCK_ATTRIBUTE}]`, { overflow: 'hidden' });
