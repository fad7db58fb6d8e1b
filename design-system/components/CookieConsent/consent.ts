/**
 * Cookie consent state and Google Consent Mode v2 (spec 2.2 and 9). Two cookies: the consent decision lasts
 * 30 days (then the banner asks again), the chosen preferences 365 days (so the manager opens with them).
 * The page's own script reads them, so they cannot be HttpOnly; they are `__Host-` prefixed (the browser
 * keeps them only with `Secure`, `Path=/` and no `Domain`) and `SameSite=Lax`.
 */
export const CONSENT_COOKIE = '__Host-cookie_consent';
export const PREFERENCES_COOKIE = '__Host-cookie_preferences';
/** The attributes every consent cookie is written (and deleted) with. */
export const CONSENT_COOKIE_ATTRIBUTES = 'Path=/; Secure; SameSite=Lax';
export const CONSENT_MAX_AGE_DAYS = 30;
export const PREFERENCES_MAX_AGE_DAYS = 365;
export const CONSENT_BANNER_DELAY_MS = 100;
export const OPEN_COOKIE_SETTINGS_EVENT = 'fittizia:open-cookie-settings';

export const cookieCategories = ['necessary', 'performance', 'marketing'] as const;
export type CookieCategory = (typeof cookieCategories)[number];

export interface ConsentPreferences {
  necessary: true;
  performance: boolean;
  marketing: boolean;
}

export const ALL_GRANTED: ConsentPreferences = { necessary: true, performance: true, marketing: true };
export const ALL_DENIED: ConsentPreferences = { necessary: true, performance: false, marketing: false };

type ConsentValue = 'granted' | 'denied';
export interface GoogleConsent {
  ad_storage: ConsentValue;
  analytics_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

/** Consent Mode v2 signals for a set of preferences: analytics from performance, ads from marketing. */
export function toGoogleConsent(preferences: ConsentPreferences): GoogleConsent {
  const ads: ConsentValue = preferences.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    analytics_storage: preferences.performance ? 'granted' : 'denied',
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

/**
 * The inline script for the top of `<head>`, before any tag: it defines `gtag` and denies ad and analytics
 * storage by default (spec 9: "Consent defaults deny ad and analytics storage until granted").
 */
export const consentModeDefaultScript =
  "window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function gtag(){window.dataLayer.push(arguments);};gtag('consent','default',{ad_storage:'denied',analytics_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'});";

type Gtag = (command: 'consent', action: 'default' | 'update', value: GoogleConsent) => void;

/** Sends `gtag('consent','update',…)`, defining a dataLayer `gtag` if the head script was not there. */
export function updateGoogleConsent(preferences: ConsentPreferences): void {
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  w.dataLayer ??= [];
  w.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag's dataLayer protocol pushes the arguments object itself.
    w.dataLayer?.push(arguments);
  };
  w.gtag('consent', 'update', toGoogleConsent(preferences));
}

/** Marketing tracking starts only with analytics consent (spec 9), and of course marketing consent. */
export const allowsMarketingTag = (preferences: ConsentPreferences) =>
  preferences.marketing && preferences.performance;

/** Adds the marketing tag's `<script>` once. */
export function loadMarketingTag(src: string): void {
  if (document.querySelector(`script[data-marketing-tag="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.marketingTag = src;
  document.head.appendChild(script);
}

function readCookie(name: string, orDevelopment = true): string | undefined {
  const find = (cookie: string) => {
    const prefix = `${cookie}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
  };
  return find(name) ?? (orDevelopment && onPlainLoopback() ? find(devCookieName(name)) : undefined);
}

/**
 * Development only: Chromium and Firefox treat http://localhost and 127.0.0.1 as secure and keep a `__Host-`
 * cookie there, but WebKit (Safari) refuses a `Secure` cookie without https, so the banner asked again on every
 * page. On plain http to this machine only, a refused `__Host-` cookie is kept under its name without the prefix,
 * with neither `Secure` nor the prefix's promise, which such a page cannot have anyway. Over https (production)
 * and on any other host nothing changes: only the `__Host-` cookie is written or read.
 */
export const devCookieName = (name: string) => name.replace(/^__Host-/, '');
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const onPlainLoopback = () => location.protocol === 'http:' && LOOPBACK_HOSTS.has(location.hostname);

function setCookie(name: string, value: string, days: number, attributes: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every browser we support.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 24 * 60 * 60}; ${attributes}`;
}

function writeCookie(name: string, value: string, days: number): void {
  setCookie(name, value, days, CONSENT_COOKIE_ATTRIBUTES);
  if (!onPlainLoopback()) return;
  const kept = days > 0 && readCookie(name, false) === value;
  // Refused (WebKit on http://localhost): kept under the development name; otherwise that one is removed.
  setCookie(devCookieName(name), kept ? '' : value, kept ? 0 : days, 'Path=/; SameSite=Lax');
}

/** Forgets the decision and the preferences (the banner asks again). */
export function forgetConsent(): void {
  for (const name of [CONSENT_COOKIE, PREFERENCES_COOKIE]) writeCookie(name, '', 0);
}

/** The stored decision, or `undefined` if the visitor has not decided in the last 30 days. */
export function readConsent(): { decided: boolean; preferences: ConsentPreferences } {
  let preferences = ALL_DENIED;
  const raw = readCookie(PREFERENCES_COOKIE);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<ConsentPreferences>;
      preferences = {
        necessary: true,
        performance: parsed.performance === true,
        marketing: parsed.marketing === true,
      };
    } catch {
      // A damaged cookie counts as no preferences.
    }
  }
  return { decided: readCookie(CONSENT_COOKIE) === 'true', preferences };
}

export function writeConsent(preferences: ConsentPreferences): void {
  writeCookie(CONSENT_COOKIE, 'true', CONSENT_MAX_AGE_DAYS);
  writeCookie(
    PREFERENCES_COOKIE,
    JSON.stringify({ performance: preferences.performance, marketing: preferences.marketing }),
    PREFERENCES_MAX_AGE_DAYS,
  );
}

/** Opens the consent manager from anywhere (a footer button, the cookie policy page). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}
