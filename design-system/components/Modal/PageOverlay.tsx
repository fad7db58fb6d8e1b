import { useScrollLock } from './useBodyClass.ts';

/**
 * The dimmed page behind a modal dialog, which holds the page's scroll while it shows. Render it inside
 * `Dialog.Portal`, before `Dialog.Content`: a press on it is outside the dialog, which closes the dialog (Radix's
 * dismissable layer), and it is hidden from assistive technology, as the rest of the page is.
 */
export function PageOverlay({ className }: { className: string }) {
  useScrollLock();
  return <div className={className} aria-hidden="true" data-page-overlay="" />;
}
