import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { useAnchor } from '../../tiles/Anchor.tsx';
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

export interface CookieConsentProps {
  policyHref?: string;
  /** A tag loaded only once the visitor allows marketing and analytics cookies. */
  marketingTagSrc?: string;
  bannerDelayMs?: number;
  onChange?: (preferences: ConsentPreferences) => void;
}

const categories = [
  {
    id: 'necessary',
    label: 'Necessary cookies',
    description: 'Keep the site working: your session, security and this choice. Always on.',
  },
  {
    id: 'performance',
    label: 'Performance cookies',
    description: 'Count visits and see which pages are used, so that we can improve the site.',
  },
  {
    id: 'marketing',
    label: 'Marketing cookies',
    description: 'Let us and our partners show you offers that are relevant to you.',
  },
] as const;

/**
 * The cookie banner and manager (spec 2.2): the banner appears 100 ms after load for a visitor who has not
 * decided; Accept all, Reject all or Manage. The choice is applied at once (Google Consent Mode update, the
 * marketing tag only with consent) and on every later visit.
 */
export function CookieConsent({
  policyHref = '/cookie-policy',
  marketingTagSrc,
  bannerDelayMs = CONSENT_BANNER_DELAY_MS,
  onChange,
}: CookieConsentProps) {
  const [bannerVisible, setBannerVisible] = useState(false);
  const [managerOpen, setManagerOpen] = useState(false);
  const [draft, setDraft] = useState<ConsentPreferences>(ALL_DENIED);
  const Anchor = useAnchor();
  const headingId = useId();

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
    const timer = window.setTimeout(() => setBannerVisible(true), bannerDelayMs);
    return () => window.clearTimeout(timer);
  }, [apply, bannerDelayMs]);

  useEffect(() => {
    const open = () => {
      setDraft(readConsent().preferences);
      setManagerOpen(true);
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  const decide = (preferences: ConsentPreferences) => {
    writeConsent(preferences);
    setDraft(preferences);
    setBannerVisible(false);
    setManagerOpen(false);
    apply(preferences);
  };

  return (
    <>
      {bannerVisible ? (
        <section className={styles.banner} aria-labelledby={headingId} data-testid="cookie-banner">
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
            <Button onClick={() => decide(ALL_GRANTED)}>Accept all</Button>
            <Button onClick={() => decide(ALL_DENIED)}>Reject all</Button>
            <Button variant="outline" onClick={() => setManagerOpen(true)}>
              Manage
            </Button>
          </div>
        </section>
      ) : null}

      <Dialog.Root open={managerOpen} onOpenChange={setManagerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.dialog}>
            <Dialog.Title className={styles.heading}>Cookie preferences</Dialog.Title>
            <Dialog.Description>
              Choose which cookies we may use. You can change this at any time. Read our{' '}
              <Anchor href={policyHref}>cookie policy</Anchor>.
            </Dialog.Description>
            <form
              className={styles.form}
              onSubmit={(event) => {
                event.preventDefault();
                decide(draft);
              }}
            >
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>Cookie types</legend>
                {categories.map((category) => (
                  <div key={category.id} className={styles.option}>
                    <input
                      type="checkbox"
                      role="switch"
                      aria-checked={draft[category.id]}
                      id={`cookie-${category.id}`}
                      className={styles.switchInput}
                      aria-describedby={`cookie-${category.id}-hint`}
                      checked={draft[category.id]}
                      disabled={category.id === 'necessary'}
                      onChange={(event) =>
                        category.id !== 'necessary' &&
                        setDraft((current) => ({ ...current, [category.id]: event.target.checked }))
                      }
                    />
                    <label htmlFor={`cookie-${category.id}`} className={styles.optionLabel}>
                      {category.label}
                    </label>
                    <p id={`cookie-${category.id}-hint`} className={styles.optionHint}>
                      {category.description}
                    </p>
                  </div>
                ))}
              </fieldset>
              <div className={styles.actions}>
                <Button type="submit">Save preferences</Button>
                <Button variant="outline" onClick={() => decide(ALL_GRANTED)}>
                  Accept all
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
