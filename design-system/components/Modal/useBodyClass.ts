import { useEffect } from 'react';

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
