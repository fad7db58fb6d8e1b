import { RECAPTCHA_MESSAGES } from '@fittizia/contract/errors';

/**
 * The browser half of the bot check (reCAPTCHA v3, invisible): the loader and the token. The site's server
 * verifies the token (`server/botcheck.server.ts`); the secret never comes here. Only the pages with a form
 * that posts load the script (`components/BotCheck.tsx`), and the Content-Security-Policy lets it in through
 * `'strict-dynamic'` (this module runs with the page's nonce and gives the script the nonce too).
 */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface RecaptchaOptions {
  /** The public site key (`RECAPTCHA_SITE_KEY`). */
  siteKey?: string | null | undefined;
  /** Only version 3 (score based, invisible) is supported. */
  version?: 3 | undefined;
  /** The page's CSP nonce. */
  nonce?: string | undefined;
}

let loading: { siteKey: string; promise: Promise<Grecaptcha> } | undefined;

/**
 * Adds reCAPTCHA's script once and resolves when it is ready. Spec 5.2's misconfiguration errors: no site key
 * throws 'ReCaptcha error: No key provided', no version 'No version provided'. A failed load can be retried.
 */
export function loadRecaptcha({ siteKey, version, nonce }: RecaptchaOptions): Promise<Grecaptcha> {
  if (!siteKey) throw new Error(RECAPTCHA_MESSAGES.noKey);
  if (version === undefined) throw new Error(RECAPTCHA_MESSAGES.noVersion);
  if (loading?.siteKey === siteKey) return loading.promise;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.dataset.recaptcha = 'v3';
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!grecaptcha) {
        reject(new Error('reCAPTCHA loaded without grecaptcha'));
        return;
      }
      grecaptcha.ready(() => resolve(grecaptcha));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    });
    document.head.appendChild(script);
  });
  loading = { siteKey, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = undefined;
  });
  return promise;
}

/**
 * A token for one form's action, or undefined when the check is off (no site key). It never throws: when the
 * script cannot be loaded or asked, the form is sent without a token and the site's server answers the
 * captcha message of spec 8.2, which the form shows like any other failure (nothing typed is lost).
 */
export async function getCaptchaToken(
  action: string,
  options: Omit<RecaptchaOptions, 'version'>,
): Promise<string | undefined> {
  if (!options.siteKey) return undefined;
  try {
    const grecaptcha = await loadRecaptcha({ ...options, version: 3 });
    return await grecaptcha.execute(options.siteKey, { action });
  } catch (error) {
    console.warn('bot check: no token', error);
    return undefined;
  }
}
