import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import type { MouseEvent, RefObject } from 'react';
import { useAnchor } from '../../shared/Anchor.tsx';
import { Button } from '../Button/Button.tsx';
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

/**
 * The full-screen navigation menu behind the hamburger: a Radix Dialog (focus trapped, Escape closes, focus
 * returns to the toggle). Loaded on first use, so Radix's dialog code is not in the page's first load.
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
  const closeMenu = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          id={contentId}
          className={styles.menu}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggleRef.current?.focus();
          }}
        >
          <div className={styles.menuTop}>
            <Dialog.Title className={styles.menuTitle}>Menu</Dialog.Title>
            <Dialog.Close className={styles.hamburger} aria-label="Close navigation menu">
              <X aria-hidden="true" focusable="false" size={26} />
            </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
