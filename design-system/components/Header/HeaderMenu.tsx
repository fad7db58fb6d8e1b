import X from 'lucide-react/icons/x';
import { type MouseEvent, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { useAnchor } from '../../shared/Anchor.tsx';
import { Button } from '../Button/Button.tsx';
import { useScrollLock } from '../Modal/useBodyClass.ts';
import * as styles from './Header.css.ts';
import { bookNowHref, bookNowText, type HeaderSettings, NavAnchor } from './navigation.tsx';

export interface HeaderMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: HeaderSettings;
  restaurant?: { city: string; slug: string } | undefined;
  onBookNow?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** The hamburger toggle: focus goes back to it when the menu closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
}

/** Holds the page behind the open menu still (the root element's scroll lock, shared with the modal). */
function PageHeld() {
  useScrollLock();
  return null;
}

/**
 * The full-screen navigation menu behind the hamburger: the browser's own modal `<dialog>` (`showModal()`), so
 * the page behind is inert (nothing there can be focused, clicked or read out), Escape closes it, and it sits
 * above everything. Focus starts on the close button and goes back to the toggle when the menu closes. No script
 * library is needed for any of that: the menu's code is a few hundred bytes, fetched when the page is idle.
 */
export default function HeaderMenu({
  open,
  onOpenChange,
  settings,
  restaurant,
  onBookNow,
  toggleRef,
  contentId,
}: HeaderMenuProps) {
  const Anchor = useAnchor();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const closeMenu = () => onOpenChange(false);

  // The dialog follows `open`, before the frame is painted: the press that opened it sees it open.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      id={contentId}
      className={styles.menu}
      aria-labelledby={titleId}
      // Escape closes it here, as the key goes down (the browser's own `cancel` would too, but not for a key
      // pressed by a script, as assistive software and tests do).
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        closeMenu();
      }}
      // Escape, the close button and a link all end here.
      onClose={() => {
        onOpenChange(false);
        toggleRef.current?.focus();
      }}
    >
      {open ? <PageHeld /> : null}
      <div className={styles.menuTop}>
        <h2 id={titleId} className={styles.menuTitle}>
          Menu
        </h2>
        <button
          ref={closeRef}
          type="button"
          className={styles.hamburger}
          aria-label="Close navigation menu"
          onClick={closeMenu}
        >
          <X aria-hidden="true" focusable="false" size={26} />
        </button>
      </div>
      <nav aria-label="Main menu">
        <ul className={styles.menuList}>
          {settings.mastheadItems.map((item) =>
            item.linkUrl ? (
              <li key={item.linkText}>
                <NavAnchor
                  link={{ ...item, linkUrl: item.linkUrl }}
                  className={styles.menuLink}
                  onClick={closeMenu}
                />
              </li>
            ) : (
              <li key={item.linkText}>
                <h2 className={styles.menuGroupTitle}>{item.linkText}</h2>
                <ul className={styles.menuGroup}>
                  {(item.links ?? []).map((link) => (
                    <li key={`${link.linkText}-${link.linkUrl}`}>
                      <NavAnchor link={link} className={styles.menuSubLink} onClick={closeMenu} />
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
      <Button asChild variant="secondary" size="lg">
        <Anchor
          href={bookNowHref(restaurant)}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            closeMenu();
            onBookNow?.(event);
          }}
        >
          {bookNowText(settings)}
        </Anchor>
      </Button>
    </dialog>
  );
}
