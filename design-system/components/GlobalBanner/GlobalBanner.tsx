import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useState } from 'react';
import type { PaletteColour } from '../../tokens/palette.ts';
import { dismissalKey, isDismissed, rememberDismissal } from './dismissal.ts';
import * as styles from './GlobalBanner.css.ts';

export const globalBannerTones = [
  'green',
  'bronze',
  'almond',
  'lightGreen',
] as const satisfies PaletteColour[];
export type GlobalBannerTone = (typeof globalBannerTones)[number];

export interface GlobalBannerProps {
  /** Names this banner's message; a new id shows the banner again to those who dismissed an older one. */
  id: string;
  children: ReactNode;
  tone?: GlobalBannerTone;
  dismissLabel?: string;
  onDismiss?: () => void;
}

/**
 * The dismissable message above every page (spec 2.2). Dismissal is remembered in localStorage. It renders
 * only after hydration so that a banner already dismissed never flashes.
 */
export function GlobalBanner({
  id,
  children,
  tone = 'green',
  dismissLabel = 'Dismiss message',
  onDismiss,
}: GlobalBannerProps) {
  const key = dismissalKey('banner', id);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(!isDismissed(key));
  }, [key]);

  if (!visible) return null;

  const dismiss = () => {
    rememberDismissal(key);
    setVisible(false);
    onDismiss?.();
  };

  return (
    <section className={styles.root({ tone })} aria-label="Announcement" data-testid="global-banner">
      <div className={styles.message}>{children}</div>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={dismissLabel}>
        <X aria-hidden="true" focusable="false" size={20} />
      </button>
    </section>
  );
}
