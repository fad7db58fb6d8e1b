/**
 * The shape of the configuration the browser may see, apart from how it is read: the server's configuration
 * (`server/config.ts`) builds it and `lib/public-config.ts` fetches it, and neither imports the other.
 */

/** The external services of spec 1 (gift card shop, feedback), from the site's configuration. */
export interface ExternalLinks {
  giftCardUrl: string;
  feedbackUrl: string;
}

/**
 * The configuration the browser may see: the external links, the public Mapbox
 * token (`MAPBOX_ACCESS_TOKEN`; null means the offline map), the reCAPTCHA site key, and which card form the
 * booking's card guarantee step shows (Braintree's drop-in when `BRAINTREE_ENVIRONMENT` is set, else the local
 * sandbox form). Secrets never go here.
 */
export interface PublicConfig extends ExternalLinks {
  mapboxAccessToken: string | null;
  /** The reCAPTCHA v3 site key (`RECAPTCHA_SITE_KEY`, public by design); null means the bot check is off. */
  recaptchaSiteKey: string | null;
  cardProvider: 'braintree' | 'sandbox';
}
