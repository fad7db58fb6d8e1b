import { useEffect, useState } from 'react';
import { SCROLL_LOCK_ATTRIBUTE } from './scroll-lock.css.ts';

export { SCROLL_LOCK_ATTRIBUTE };

/** The class the page body carries while any modal is open (spec 4.7, the modal watcher). */
export const MODAL_OPEN_CLASS = 'modal-open';

// Counted, so that closing one of two stacked modals leaves the class in place.
let openModals = 0;

/** Adds `modal-open` to `document.body` while the calling component is mounted. */
export function useModalOpenClass(active = true) {
  useEffect(() => {
    if (!active) return;
    openModals += 1;
    document.body.classList.add(MODAL_OPEN_CLASS);
    return () => {
      openModals = Math.max(0, openModals - 1);
      if (openModals === 0) document.body.classList.remove(MODAL_OPEN_CLASS);
    };
  }, [active]);
}

// Counted, so that closing one of two stacked dialogs keeps the page held.
let locks = 0;
/** The body's own right margin before the first lock, given back by the last. */
let bodyMargin = '';

/**
 * Holds the page's scroll while the calling component is mounted: `overflow: hidden` on the root element, and,
 * where the page had a scrollbar that takes room (a desktop's), the body's right margin grown by its width so that
 * nothing moves sideways. An attribute on the root element, which no other rule reads, and a margin: the browser
 * restyles those two elements alone.
 *
 * Not Radix's `Dialog.Overlay`, whose scroll lock (react-remove-scroll-bar) sets a custom property on the body.
 * Custom properties are inherited, so every element of the page was restyled as each dialog opened: ~25 ms of a
 * Book now tap on a slow phone (4x CPU), the same on every later one.
 */
export function useScrollLock() {
  // The body's right margin with the scrollbar's width added ('' with no scrollbar taking room), read as the dialog
  // first renders: before it is in the page, whose style and layout are then as they were last drawn (a read in an
  // effect would style and lay the new dialog out early, then again).
  const [margin] = useState(() => {
    if (typeof window === 'undefined') return '';
    const gap = window.innerWidth - document.documentElement.clientWidth;
    return gap > 0 ? `calc(${getComputedStyle(document.body).marginRight} + ${gap}px)` : '';
  });
  useEffect(() => {
    locks += 1;
    if (locks === 1) {
      document.documentElement.setAttribute(SCROLL_LOCK_ATTRIBUTE, '');
      bodyMargin = document.body.style.marginRight;
      if (margin) document.body.style.marginRight = margin;
    }
    return () => {
      locks = Math.max(0, locks - 1);
      if (locks > 0) return;
      document.documentElement.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
      document.body.style.marginRight = bodyMargin;
    };
  }, [margin]);
}
