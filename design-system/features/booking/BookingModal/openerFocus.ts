import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Focus back on the opener: returns the `noteOpener` that `OpenerNote` calls as the modal opens. When the modal
 * closes, focus goes back to what opened it.
 */
export function useOpenerFocus(open: boolean, openerLink: { href: string; text: string } | undefined) {
  // Focus returns to whatever opened the modal (a header button, a link, the strip's submit); when closing
  // navigates and the page draws the opener anew, to the control with the same address.
  const opener = useRef<HTMLElement | null>(null);
  // The address the modal opened at: a book-now address (or `#booking`) reached by loading the page, with nothing
  // focused, is the address of the link that asks for it.
  const openedAt = useRef<string | undefined>(undefined);
  // Noted as the modal opens by `OpenerNote`, rendered ahead of the dialog: its layout effect runs before those of
  // the dialog's content, whose step heading takes focus as it mounts (in the same commit once the dialog's portal
  // has its container from the start, as when the modal was rendered ahead, hidden, and is now revealed).
  const noteOpener = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    openedAt.current = `${location.pathname}${location.hash}`;
  }, []);
  useLayoutEffect(() => {
    if (open) return;
    const first = opener.current;
    const href = first?.getAttribute('href') ?? openerLink?.href ?? openedAt.current;
    const text = first?.textContent ?? openerLink?.text;
    if (!first && !href) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const refocus = () => {
      const active = document.activeElement;
      // Still in the closing dialog (its unmount has not put focus back yet): look again shortly.
      if (active instanceof Element && active.closest('[role="dialog"]')) {
        if (++tries < 20) timer = setTimeout(refocus, 50);
        return;
      }
      // Focus is somewhere the diner (or the dialog's own return) put it: leave it there.
      if (active && active !== document.body) return;
      // The same control drawn anew: the link with the same address and words (else the first with the address).
      const links = href ? [...document.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(href)}"]`)] : [];
      const again = links.find((l) => l.textContent === text) ?? links[0];
      const target = first?.isConnected ? first : again;
      if (target) target.focus();
      else if (++tries < 10) timer = setTimeout(refocus, 50);
    };
    timer = setTimeout(refocus, 0);
    return () => clearTimeout(timer);
  }, [open, openerLink]);
  return noteOpener;
}

/**
 * Notes what had focus as the modal opens (`useBookingModal`'s `noteOpener`), before anything inside the dialog
 * takes it: render it ahead of the dialog, as React runs the layout effects of earlier siblings first.
 */
export function OpenerNote({ open, note }: { open: boolean; note: () => void }) {
  useLayoutEffect(() => {
    if (open) note();
  }, [open, note]);
  return null;
}
