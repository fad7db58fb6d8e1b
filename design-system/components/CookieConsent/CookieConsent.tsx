import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useAnchor } from '../../shared/Anchor.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './CookieConsent.css.ts';
import {
  ALL_DENIED,
  ALL_GRANTED,
  allowsMarketingTag,
  CONSENT_BANNER_DELAY_MS,
  type ConsentPreferences,
  loadMarketingTag,
  OPEN_COOKIE_SETTINGS_EVENT,
  readConsent,
  updateGoogleConsent,
  writeConsent,
} from './consent.ts';
import { revealConsentBannerEarly } from './revealEarly.ts';

const loadCookieManager = () => import('./CookieManager.tsx');
const CookieManager = lazy(loadCookieManager);

export interface CookieConsentProps {
  policyHref?: string;
  /** A tag loaded only once the visitor allows marketing and analytics cookies. */
  marketingTagSrc?: string;
  bannerDelayMs?: number;
  onChange?: (preferences: ConsentPreferences) => void;
  /**
   * Where focus goes after a choice made in the banner or the manager when the diner did not come to it from
   * somewhere on the page (the banner comes first in the keyboard order): the page's main content, by id.
   */
  mainId?: string;
}

/**
 * The cookie banner and manager (spec 2.2): the banner appears 100 ms after load for a visitor who has not
 * decided; Accept all, Reject all or Manage. The choice is applied at once (Google Consent Mode update, the
 * marketing tag only with consent) and on every later visit.
 *
 * The banner is always in the markup (`hidden` until shown), so the server renders it and the page's first
 * script can show it before the app has started (`revealConsentBannerEarly`); if it did, the component takes
 * it over as shown.
 */
export function CookieConsent({
  policyHref = '/cookie-policy',
  marketingTagSrc,
  bannerDelayMs = CONSENT_BANNER_DELAY_MS,
  onChange,
  mainId = 'main',
}: CookieConsentProps) {
  const [bannerVisible, setBannerVisible] = useState(false);
  const [managerOpen, setManagerOpenState] = useState(false);
  // The manager's code (a Radix dialog) loads when it is first wanted, not with the page.
  const [managerWanted, setManagerWanted] = useState(false);
  const setManagerOpen = useCallback((open: boolean) => {
    if (open) setManagerWanted(true);
    setManagerOpenState(open);
  }, []);
  const [draft, setDraft] = useState<ConsentPreferences>(ALL_DENIED);
  const Anchor = useAnchor();
  const headingId = useId();
  const bannerRef = useRef<HTMLElement>(null);
  // Where the diner was before focus came into the banner: focus goes back there once they have chosen.
  const cameFrom = useRef<HTMLElement | null>(null);

  const apply = useCallback(
    (preferences: ConsentPreferences) => {
      updateGoogleConsent(preferences);
      if (marketingTagSrc && allowsMarketingTag(preferences)) loadMarketingTag(marketingTagSrc);
      onChange?.(preferences);
    },
    [marketingTagSrc, onChange],
  );

  useEffect(() => {
    const stored = readConsent();
    setDraft(stored.preferences);
    if (stored.decided) {
      apply(stored.preferences);
      return;
    }
    // The banner is shown by revealConsentBannerEarly, here or earlier by the page's first script (which
    // shows it before the app has started): the component follows the banner's `hidden`.
    const banner = bannerRef.current;
    if (!banner) return;
    const follow = () => {
      if (!banner.hidden) setBannerVisible(true);
    };
    const observer = new MutationObserver(follow);
    observer.observe(banner, { attributes: true, attributeFilter: ['hidden'] });
    follow();
    void revealConsentBannerEarly(banner.ownerDocument, bannerDelayMs);
    return () => observer.disconnect();
  }, [apply, bannerDelayMs]);

  useEffect(() => {
    const open = () => {
      setDraft(readConsent().preferences);
      setManagerOpen(true);
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, [setManagerOpen]);

  const decide = (preferences: ConsentPreferences) => {
    writeConsent(preferences);
    setDraft(preferences);
    setBannerVisible(false);
    setManagerOpen(false);
    apply(preferences);
  };

  /** After a choice: back to where the diner was on the page, else the main content (never the hidden banner). */
  const focusAfterChoice = () => {
    const back = cameFrom.current;
    cameFrom.current = null;
    const banner = bannerRef.current;
    if (back?.isConnected && !banner?.contains(back) && back.getClientRects().length > 0) {
      back.focus();
      return;
    }
    const main = document.getElementById(mainId);
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      // Where the page is: the diner stays at the place they were reading.
      main.focus({ preventScroll: true });
    }
  };

  const decideInBanner = (preferences: ConsentPreferences) => {
    decide(preferences);
    focusAfterChoice();
  };

  return (
    <>
      <section
        ref={bannerRef}
        className={styles.banner}
        aria-labelledby={headingId}
        data-testid="cookie-banner"
        data-consent-banner=""
        hidden={!bannerVisible}
        onFocus={(event) => {
          const from = event.relatedTarget;
          if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
          else if (!from) cameFrom.current = null;
        }}
      >
        <div className={styles.bannerText}>
          <h2 id={headingId} className={styles.heading}>
            We use cookies
          </h2>
          <p>
            Necessary cookies keep this site working. With your permission we also use performance and
            marketing cookies. Read our <Anchor href={policyHref}>cookie policy</Anchor>.
          </p>
        </div>
        <div className={styles.actions}>
          <Button onClick={() => decideInBanner(ALL_GRANTED)}>Accept all</Button>
          <Button onClick={() => decideInBanner(ALL_DENIED)}>Reject all</Button>
          <Button
            variant="outline"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadCookieManager()}
            onFocus={() => void loadCookieManager()}
            onClick={() => setManagerOpen(true)}
          >
            Manage
          </Button>
        </div>
      </section>

      {managerWanted ? (
        <Suspense fallback={null}>
          <CookieManager
            open={managerOpen}
            onOpenChange={setManagerOpen}
            policyHref={policyHref}
            draft={draft}
            onDraftChange={setDraft}
            onDecide={decide}
            onOpenerGone={focusAfterChoice}
          />
        </Suspense>
      ) : null}
    </>
  );
}
