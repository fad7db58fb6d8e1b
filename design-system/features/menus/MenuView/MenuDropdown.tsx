import { type KeyboardEvent, useRef } from 'react';
import { useAnchor } from '../../../shared/Anchor.tsx';
import * as styles from './MenuView.css.ts';

export interface MenuLink {
  id: string;
  name: string;
  href: string;
}

export interface MenuDropdownProps {
  menus: MenuLink[];
  currentId?: string;
  /** The navigation's accessible name. */
  label?: string;
}

/**
 * A sticky dropdown of links to switch menus. A native disclosure (`details`), so it works before the
 * script loads; with it, arrow keys move between the links, Home and End jump, Escape closes and returns focus.
 */
export function MenuDropdown({ menus, currentId, label = 'Menus' }: MenuDropdownProps) {
  const A = useAnchor();
  const details = useRef<HTMLDetailsElement>(null);
  const current = menus.find((m) => m.id === currentId);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const root = details.current;
    if (!root) return;
    const links = [...root.querySelectorAll<HTMLAnchorElement>('a')];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const focus = (i: number) => links[(i + links.length) % links.length]?.focus();
    if (event.key === 'Escape' && root.open) {
      event.preventDefault();
      root.open = false;
      root.querySelector('summary')?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      root.open = true;
      focus(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      root.open = true;
      focus(index < 0 ? links.length - 1 : index - 1);
    } else if (index >= 0 && event.key === 'Home') {
      event.preventDefault();
      focus(0);
    } else if (index >= 0 && event.key === 'End') {
      event.preventDefault();
      focus(links.length - 1);
    }
  };

  if (menus.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.sticky}>
      <details ref={details} className={styles.dropdown} onKeyDown={onKeyDown}>
        <summary className={styles.summary}>
          <span>
            {label}: {current?.name ?? 'choose a menu'}
          </span>
          <svg
            className={styles.chevron}
            width="16"
            height="16"
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </summary>
        <ul className={styles.dropdownList}>
          {menus.map((m) => (
            <li key={m.id}>
              <A
                href={m.href}
                className={styles.dropdownLink}
                aria-current={m.id === currentId ? 'page' : undefined}
                onClick={() => {
                  if (details.current) details.current.open = false;
                }}
              >
                {m.name}
              </A>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
