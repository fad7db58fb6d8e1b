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
  /** The page's Content-Security-Policy nonce, for the inline script that hides a dismissed banner. */
  nonce?: string;
}

/**
 * Hides the banner before the first paint when this browser has dismissed it: the server cannot read
 * localStorage, so it always renders the banner, and this inline script (run by the HTML parser, right after
 * the banner) hides it at once. Without it the banner would have to wait for hydration and then push the
 * page down, a layout shift on every first visit.
 */
const hideIfDismissedScript = (key: string) =>
  `try{if(localStorage.getItem(${JSON.stringify(key).replace(/</g, '\\u003c')})==='true')document.currentScript.previousElementSibling.hidden=true}catch(e){}`;

/**
 * The dismissable message above every page (spec 2.2). Dismissal is remembered in localStorage. The banner is
 * server-rendered, so it takes its place before the first paint; a banner already dismissed is hidden by an
 * inline script before it can flash, then removed once the page hydrates.
 */
export function GlobalBanner({
  id,
  children,
  tone = 'green',
  dismissLabel = 'Dismiss message',
  onDismiss,
  nonce,
}: GlobalBannerProps) {
  const key = dismissalKey('banner', id);
  const [visible, setVisible] = useState(true);

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
    <>
      <section className={styles.root({ tone })} aria-label="Announcement" data-testid="global-banner">
        <div className={styles.message}>{children}</div>
        <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={dismissLabel}>
          <X aria-hidden="true" focusable="false" size={20} />
        </button>
      </section>
      <script
        nonce={nonce}
        // The browser hides a nonce attribute once parsed: the hydrated value cannot match it.
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script; the key is JSON-escaped.
        dangerouslySetInnerHTML={{ __html: hideIfDismissedScript(key) }}
      />
    </>
  );
}
