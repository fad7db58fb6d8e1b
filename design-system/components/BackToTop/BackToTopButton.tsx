import { scrollBehaviour } from '../../shared/useReducedMotion.ts';
import * as styles from './BackToTop.css.ts';
import { type BackToTopIconName, backToTopIcons } from './icons.ts';

export interface BackToTopButtonProps {
  icon?: string | undefined;
  bottomOffset: number | string;
  label: string;
}

/** The button itself, loaded the first time the page scrolls far enough to show it. */
export default function BackToTopButton({ icon, bottomOffset, label }: BackToTopButtonProps) {
  const known = icon !== undefined && Object.hasOwn(backToTopIcons, icon);
  const Icon = known ? backToTopIcons[icon as BackToTopIconName] : backToTopIcons['chevron-up'];
  const offset = typeof bottomOffset === 'number' ? `${bottomOffset}px` : bottomOffset;
  return (
    <button
      type="button"
      className={styles.root}
      style={{ bottom: `calc(${styles.baseBottom} + ${offset})` }}
      aria-label={label}
      data-icon={known ? icon : 'chevron-up'}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: scrollBehaviour() });
        // Keyboard users continue from the top of the page, not from a control that has just disappeared.
        const target = document.querySelector<HTMLElement>('body a, body button');
        target?.focus({ preventScroll: true });
      }}
    >
      <Icon aria-hidden="true" focusable="false" size={24} />
    </button>
  );
}
