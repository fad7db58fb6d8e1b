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
 * token (`MAPBOX_ACCESS_TOKEN`; null means the offline map) and which card form the
 * booking journey shows (`braintree` when `BRAINTREE_ENVIRONMENT` is set, else the
 * local `sandbox` form). Secrets never go here.
 */
export interface PublicConfig extends ExternalLinks {
  mapboxAccessToken: string | null;
  cardProvider: 'braintree' | 'sandbox';
}
