import { CONSENT_BANNER_DELAY_MS, readConsent } from './consent.ts';

/**
 * Shows the server-rendered cookie banner (`[data-consent-banner]`, `hidden`) 100 ms after the page has
 * loaded, for a visitor who has not decided (spec 2.2), without waiting for the app: the site's browser entry
 * calls it before it loads the app, so the banner is painted with the page rather than after the app has
 * started (on a slow phone that is seconds later, and a banner painted then is the page's largest paint).
 * The decision is read again when the time comes, so a choice made meanwhile is not undone; the
 * `CookieConsent` component takes a banner shown this way over as shown. This module and `consent.ts` import
 * nothing else, so the entry stays free of React. The promise settles once the banner is shown (at once when
 * there is nothing to show): the entry starts the app after that, since on a page without a large picture the
 * banner's text is the largest paint.
 */
export function revealConsentBannerEarly(
  doc: Document = document,
  delayMs = CONSENT_BANNER_DELAY_MS,
): Promise<void> {
  if (readConsent().decided || !doc.querySelector('[data-consent-banner][hidden]')) return Promise.resolve();
  return new Promise((resolve) => {
    const reveal = () =>
      setTimeout(() => {
        if (!readConsent().decided)
          for (const banner of doc.querySelectorAll<HTMLElement>('[data-consent-banner][hidden]'))
            banner.hidden = false;
        resolve();
      }, delayMs);
    if (doc.readyState === 'complete') reveal();
    else doc.defaultView?.addEventListener('load', reveal, { once: true });
  });
}
