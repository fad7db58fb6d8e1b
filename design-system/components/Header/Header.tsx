import type { BrandSettings } from '@fittizia/contract';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { newTabProps, useAnchor } from '../../tiles/Anchor.tsx';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import { Button } from '../Button/Button.tsx';
import { NEW_TAB_LABEL } from '../Link/Link.tsx';
import * as styles from './Header.css.ts';
import { useScrolledPast } from './useScrolledPast.ts';

/** Spec 9: the header turns solid after 250 px of scroll. */
export const HEADER_SOLID_AFTER = 250;

/** A link of the masthead or the footer, as brand settings send it. */
export interface NavLink {
  linkText: string;
  linkUrl: string;
  openInNewTab?: boolean;
  description?: string;
}

/** A masthead item: a link, or (with no URL) a dropdown of links. */
export interface HeaderItem {
  linkText: string;
  linkUrl?: string;
  openInNewTab?: boolean;
  style?: string;
  links?: NavLink[];
}

/** The brand settings the header reads (spec 3, site settings). */
export type HeaderSettings = Pick<BrandSettings, 'site_name'> & {
  book_now_text?: string;
  mastheadItems: HeaderItem[];
};

export interface HeaderProps {
  settings: HeaderSettings;
  /** On a restaurant page, book-now goes to that restaurant's booking page. */
  restaurant?: { city: string; slug: string };
  /** Scroll distance (px) after which the header is solid. */
  solidAfter?: number;
  /** Start solid regardless of scroll (pages without a hero). */
  alwaysSolid?: boolean;
  /** Called when book-now is pressed; call `preventDefault()` to open a booking modal instead. */
  onBookNow?: (event: MouseEvent<HTMLAnchorElement>) => void;
  homeHref?: string;
}

/** Spec 2.2: `/restaurants/{city}/{slug}/book-now` on restaurant pages, otherwise `/#booking`. */
export const bookNowHref = (restaurant?: { city: string; slug: string }) =>
  restaurant ? `/restaurants/${restaurant.city}/${restaurant.slug}/book-now` : '/#booking';

function NavAnchor({ link, className, onClick }: { link: NavLink; className: string; onClick?: () => void }) {
  const Anchor = useAnchor();
  return (
    <Anchor href={link.linkUrl} className={className} onClick={onClick} {...newTabProps(link.openInNewTab)}>
      {link.linkText}
      {link.openInNewTab ? <span className={visuallyHidden}> {NEW_TAB_LABEL}</span> : null}
    </Anchor>
  );
}

/** A masthead item with links and no URL of its own: a disclosure button that shows them. */
function Dropdown({ item }: { item: HeaderItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <li
      ref={rootRef}
      className={styles.dropdown}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navItem}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {item.linkText}
        <ChevronDown aria-hidden="true" focusable="false" size={18} className={styles.chevron} />
      </button>
      <ul id={id} className={styles.dropdownList} hidden={!open}>
        {(item.links ?? []).map((link) => (
          <li key={`${link.linkText}-${link.linkUrl}`}>
            <NavAnchor link={link} className={styles.dropdownLink} onClick={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The site header of spec 2.2: the brand, the masthead items (links or dropdowns of links), a hamburger that
 * opens a full-screen navigation menu (a Radix Dialog: focus trapped, Escape closes, focus returns to the
 * toggle) and the book-now button. Transparent at the top, solid once the page has scrolled `solidAfter` px.
 */
export function Header({
  settings,
  restaurant,
  solidAfter = HEADER_SOLID_AFTER,
  alwaysSolid = false,
  onBookNow,
  homeHref = '/',
}: HeaderProps) {
  const scrolled = useScrolledPast(solidAfter);
  const solid = alwaysSolid || scrolled;
  const [menuOpen, setMenuOpen] = useState(false);
  const Anchor = useAnchor();
  const bookNowText = settings.book_now_text || 'Book Now';
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={styles.root} data-solid={solid ? 'true' : 'false'} data-testid="site-header">
      <div className={styles.bar}>
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger className={styles.hamburger} aria-label="Open navigation menu">
            <Menu aria-hidden="true" focusable="false" size={26} />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Content className={styles.menu} aria-describedby={undefined}>
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
                  {bookNowText}
                </Anchor>
              </Button>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>

        <Anchor href={homeHref} className={styles.brand}>
          {settings.site_name}
        </Anchor>

        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            {settings.mastheadItems.map((item) =>
              item.linkUrl ? (
                <li key={item.linkText}>
                  <NavAnchor link={{ ...item, linkUrl: item.linkUrl }} className={styles.navItem} />
                </li>
              ) : (
                <Dropdown key={item.linkText} item={item} />
              ),
            )}
          </ul>
        </nav>

        <Button asChild variant={solid ? 'secondary' : 'primary'} className={styles.bookNow}>
          <Anchor href={bookNowHref(restaurant)} onClick={onBookNow}>
            {bookNowText}
          </Anchor>
        </Button>
      </div>
    </header>
  );
}
