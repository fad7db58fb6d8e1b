import {
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { usePrefersReducedMotion } from '../Carousel/usePrefersReducedMotion.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './SubNav.css.ts';

export interface SubNavItem {
  label: ReactNode;
  href: string;
  /** The page (or section) shown now; marked `aria-current`. */
  current?: boolean;
}

export interface SubNavProps {
  /** Accessible name of the navigation landmark ('Menu sections'). */
  label: string;
  items: readonly SubNavItem[];
  /** Render each link with your router's link component; spread the given props onto it. */
  renderLink?: (item: SubNavItem, props: { className: string; 'aria-current'?: 'page' }) => ReactElement;
  /** How much of the visible width one press of a scroll button moves. */
  scrollStep?: number;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Horizontal sub-navigation that scrolls sideways on narrow screens. The 'Scroll left' and 'Scroll right'
 * buttons only appear when there is more to see that way; links stay in the normal tab order, and focusing
 * one scrolls it into view.
 */
export function SubNav({ label, items, renderLink, scrollStep = 0.8 }: SubNavProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const leftButton = useRef<HTMLButtonElement>(null);
  const rightButton = useRef<HTMLButtonElement>(null);
  const [canScroll, setCanScroll] = useState({ left: false, right: false });
  const reducedMotion = usePrefersReducedMotion();
  const listId = useId();

  const update = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setCanScroll((previous) =>
      previous.left === left && previous.right === right ? previous : { left, right },
    );
  }, []);

  useIsomorphicLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [update]);

  // A button disappears when its end is reached; keep keyboard focus from falling back to the page.
  const focusedButton = useRef<'left' | 'right' | null>(null);
  useEffect(() => {
    if (focusedButton.current === 'left' && !canScroll.left) rightButton.current?.focus();
    if (focusedButton.current === 'right' && !canScroll.right) leftButton.current?.focus();
  }, [canScroll]);

  const scrollBy = (direction: -1 | 1) => {
    const element = scroller.current;
    if (!element) return;
    element.scrollBy({
      left: direction * element.clientWidth * scrollStep,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  };

  const button = (side: 'left' | 'right') => (
    <button
      ref={side === 'left' ? leftButton : rightButton}
      type="button"
      className={styles.scrollButton}
      aria-label={side === 'left' ? 'Scroll left' : 'Scroll right'}
      // Only the sighted see where the list is cut; everyone can reach every link with Tab.
      aria-controls={listId}
      onClick={() => scrollBy(side === 'left' ? -1 : 1)}
      onFocus={() => {
        focusedButton.current = side;
      }}
      onBlur={() => {
        focusedButton.current = null;
      }}
    >
      <Icon name={side === 'left' ? 'chevron-left' : 'chevron-right'} />
    </button>
  );

  return (
    <nav aria-label={label} className={styles.root}>
      {canScroll.left ? button('left') : null}
      <div ref={scroller} className={styles.scroller}>
        <ul className={styles.list} id={listId}>
          {items.map((item) => {
            const linkProps = {
              className: styles.link,
              ...(item.current ? { 'aria-current': 'page' as const } : {}),
            };
            return (
              <li key={item.href}>
                {renderLink ? (
                  renderLink(item, linkProps)
                ) : (
                  <a href={item.href} {...linkProps}>
                    {item.label}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {canScroll.right ? button('right') : null}
    </nav>
  );
}
