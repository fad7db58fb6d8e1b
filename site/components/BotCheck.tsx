import { readConsent } from '@fittizia/design-system';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNonce } from '../lib/nonce.ts';
import { publicConfigQuery } from '../lib/queries.ts';
import { getCaptchaToken, loadRecaptcha } from '../lib/recaptcha.ts';
import * as styles from './BotCheck.css.ts';

/**
 * The bot check of one form (reCAPTCHA v3, invisible), for a page that shows a form which posts. Pass the
 * returned `getCaptchaToken` to the form and render `BotCheckNotice` beside it.
 *
 * When it loads. Only while such a form is on screen (this hook's component is mounted), and only when the
 * check is on (`RECAPTCHA_SITE_KEY`). reCAPTCHA measures how the page is used and sends that to Google, so it
 * counts as a performance cookie: with performance cookies allowed it loads as soon as the form is shown (the
 * score is better when it has seen the visit); without, nothing of Google's loads until the person sends the
 * form, which the notice beside the send button tells them runs the check, so the form still works for
 * everyone and a person who never sends it is never measured.
 */
export function useBotCheck(action: string): {
  enabled: boolean;
  /** For the form's `getCaptchaToken` prop; undefined when the check is off (the form then sends no token). */
  getCaptchaToken: (() => Promise<string | undefined>) | undefined;
} {
  const { data: config } = useQuery(publicConfigQuery());
  const siteKey = config?.recaptchaSiteKey ?? null;
  const nonce = useNonce();
  useEffect(() => {
    if (!siteKey || !readConsent().preferences.performance) return;
    loadRecaptcha({ siteKey, version: 3, nonce }).catch((error: unknown) => {
      console.warn('bot check: reCAPTCHA could not be loaded', error);
    });
  }, [siteKey, nonce]);
  const getToken = useCallback(() => getCaptchaToken(action, { siteKey, nonce }), [action, siteKey, nonce]);
  return siteKey
    ? { enabled: true, getCaptchaToken: getToken }
    : { enabled: false, getCaptchaToken: undefined };
}

/** reCAPTCHA's attribution, required when its badge is hidden; shown only when the check is on. */
export function BotCheckNotice({ enabled }: { enabled: boolean }) {
  if (!enabled) return null;
  return (
    <p className={styles.notice} data-testid="bot-check-notice">
      This site is protected by reCAPTCHA and the Google{' '}
      <a className={styles.link} href="https://policies.google.com/privacy" rel="noopener noreferrer">
        Privacy Policy
      </a>{' '}
      and{' '}
      <a className={styles.link} href="https://policies.google.com/terms" rel="noopener noreferrer">
        Terms of Service
      </a>{' '}
      apply. Sending this form runs the check.
    </p>
  );
}
