import { globalStyle } from '@vanilla-extract/css';

/** Set on the root element while the page behind a dialog is held still (useBodyClass.ts, `useScrollLock`). */
export const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-lock';

globalStyle(`:root[${SCROLL_LOCK_ATTRIBUTE}]`, { overflow: 'hidden' });

/**
 * A modal Radix dialog (its dismissable layer) turns pointer events off on the body while it is open. The property
 * is inherited: the body's children keep their own value, so that change restyles them alone, not every element of
 * the page. Nothing behind a dialog can be pressed all the same: every modal here has an overlay over the whole
 * window (`Modal`'s `PageOverlay`, `Popup`'s, the cookie manager's), and a press on it closes the dialog.
 */
globalStyle('body > *', { pointerEvents: 'auto' });
