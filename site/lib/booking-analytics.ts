/**
 * The booking journey's analytics (spec 4.3: a failed booking fires `booking_unavailable` with the restaurant
 * id). Analytics runs only with the diner's consent (spec 9): the event is pushed to `window.dataLayer` only
 * when the stored cookie decision grants analytics, which is the `performance` category (it drives Consent
 * Mode's `analytics_storage`, `toGoogleConsent` in the design system's CookieConsent). Pure: the caller passes
 * the consent (`readConsent()`) and the window, so it is tested without a browser.
 */

export const BOOKING_UNAVAILABLE_EVENT = 'booking_unavailable';

export interface AnalyticsConsent {
  /** A decision was made in the last 30 days (an expired one counts as none). */
  decided: boolean;
  preferences: { performance: boolean };
}

export const allowsAnalytics = (consent: AnalyticsConsent): boolean =>
  consent.decided && consent.preferences.performance;

/** Pushes `{ event: 'booking_unavailable', restaurantId }` when analytics is allowed; says whether it did. */
export function pushBookingUnavailable(
  restaurantId: string,
  consent: AnalyticsConsent,
  target: { dataLayer?: unknown[] },
): boolean {
  if (!allowsAnalytics(consent)) return false;
  target.dataLayer ??= [];
  target.dataLayer.push({ event: BOOKING_UNAVAILABLE_EVENT, restaurantId });
  return true;
}
