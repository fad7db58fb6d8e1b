import { HEADER_SOLID_AFTER_PX } from '@fittizia/contract';
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  type MouseEvent,
  Suspense,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAnchor } from '../../shared/Anchor.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './Header.css.ts';
import { ChevronDownIcon, MenuIcon } from './icons.tsx';
import { bookNowHref, bookNowText, type HeaderItem, type HeaderSettings, NavAnchor } from './navigation.tsx';
import { useContentUnder } from './useContentUnder.ts';

export {
  bookNowHref,
  type HeaderItem,
  type HeaderSettings,
  type NavLink,
} from './navigation.tsx';

/** The menu, once its code has loaded: rendered as it is then, without suspending (see below). */
let loadedHeaderMenu: typeof import('./HeaderMenu.tsx')['default'] | undefined;
/** The headers waiting for the menu's code, to mount the menu closed once it is here. */
const menuWaiters = new Set<() => void>();
const loadHeaderMenu = () =>
  import('./HeaderMenu.tsx').then((module) => {
    loadedHeaderMenu = module.default;
    for (const ready of menuWaiters) ready();
    menuWaiters.clear();
    return module;
  });

/**
 * Fetches the navigation menu's code (the phone's menu button opens it): an app calls it when the page is idle,
 * so the first press of the button finds it there, and the menu opens in the press's own frame (a `lazy()`
 * component suspends on its first render even when its code is here, and React holds a revealed Suspense
 * boundary back for up to 300 ms).
 */
export const preloadHeaderMenu = (): Promise<unknown> => loadHeaderMenu();
const LazyHeaderMenu = lazy(loadHeaderMenu);
type MenuComponent = ComponentType<ComponentProps<typeof LazyHeaderMenu>>;

/**
 * Spec 9: the header turns solid after 250 px of scroll (the contract's constant) at the latest; before that, as
 * soon as the page's content runs under it.
 */
export const HEADER_SOLID_AFTER = HEADER_SOLID_AFTER_PX;

export interface HeaderProps {
  settings: HeaderSettings;
  /** On a restaurant page, book-now goes to that restaurant's booking page. */
  restaurant?: { city: string; slug: string };
  /** Scroll distance (px) after which the header is solid, whatever is under it. */
  solidAfter?: number;
  /** Start solid regardless of scroll (pages without a hero). */
  alwaysSolid?: boolean;
  /** Called when book-now is pressed; call `preventDefault()` to open a booking modal instead. */
  onBookNow?: (event: MouseEvent<HTMLAnchorElement>) => void;
  homeHref?: string;
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
        <ChevronDownIcon size={18} className={styles.chevron} />
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
 * opens a full-screen navigation menu (a modal `<dialog>`: the page behind inert, Escape closes, focus returns to the
 * toggle) and the book-now button. Transparent while nothing is under it (the page background behind it, at the
 * top); solid once the page's content runs under it, which on every page is as soon as the header has stuck to the
 * window's top (or once the page has scrolled `solidAfter` px).
 */
export function Header({
  settings,
  restaurant,
  solidAfter = HEADER_SOLID_AFTER,
  alwaysSolid = false,
  onBookNow,
  homeHref = '/',
}: HeaderProps) {
  const markRef = useRef<HTMLDivElement>(null);
  const contentUnder = useContentUnder(markRef, solidAfter);
  const solid = alwaysSolid || contentUnder;
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code loads when the page is idle (`preloadHeaderMenu`) or when it is first wanted (hover, focus
  // or press of the toggle). Once it is here, the menu is mounted closed (a closed `<dialog>` is neither drawn nor
  // read out), in a transition, and stays mounted: the first press only opens it, as every later press does.
  // A press before that chooses the lazy menu while its code is on its way.
  const [HeaderMenu, setMenu] = useState<MenuComponent>();
  useEffect(() => {
    const ready = () =>
      startTransition(() => setMenu((menu: MenuComponent | undefined) => menu ?? loadedHeaderMenu));
    if (loadedHeaderMenu) ready();
    else menuWaiters.add(ready);
    return () => {
      menuWaiters.delete(ready);
    };
  }, []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const Anchor = useAnchor();
  // The masthead's items, kept apart from the scroll state: turning solid redraws the bar, not every link (on a
  // slow phone that was a 47 ms task, which a tap right after a scroll waited behind).
  const items = settings.mastheadItems;
  const nav = useMemo(
    () => (
      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.navList}>
          {items.map((item) =>
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
    ),
    [items],
  );

  return (
    <>
      {/* Where the header sits in the page's flow: above the window's top, the header is stuck over the page. */}
      <div ref={markRef} className={styles.flowMark} aria-hidden="true" />
      <header className={styles.root} data-solid={solid} data-testid="site-header">
        <div className={styles.bar}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.hamburger}
            aria-label="Open navigation menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            data-state={menuOpen ? 'open' : 'closed'}
            onPointerEnter={() => void loadHeaderMenu()}
            onFocus={() => void loadHeaderMenu()}
            onClick={() => {
              setMenu((menu: MenuComponent | undefined) => menu ?? loadedHeaderMenu ?? LazyHeaderMenu);
              setMenuOpen(true);
            }}
          >
            <MenuIcon size={26} />
          </button>
          {HeaderMenu ? (
            <Suspense fallback={null}>
              <HeaderMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                settings={settings}
                restaurant={restaurant}
                onBookNow={onBookNow}
                toggleRef={toggleRef}
                contentId={menuId}
              />
            </Suspense>
          ) : null}

          <Anchor href={homeHref} className={styles.brand}>
            {settings.site_name}
          </Anchor>

          {nav}

          <Button asChild variant={solid ? 'secondary' : 'primary'} className={styles.bookNow}>
            <Anchor href={bookNowHref(restaurant)} onClick={onBookNow}>
              {bookNowText(settings)}
            </Anchor>
          </Button>
        </div>
      </header>
    </>
  );
}
