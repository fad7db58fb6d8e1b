// The brand key and secrets of the local runs that start the production site beside a development brand API
// (the benches, the engines check). Production refuses the demo brand key and the published development secrets,
// so these runs bring their own: test values, in the repository, never a deployment's.

export const LOCAL_BRAND_KEY = 'fittizia-local-runs';
const CALENDAR_LINK_SECRET = 'fittizia-local-runs-calendar-links-test-value-only';

/** For the brand API: it answers to the runs' key and signs calendar links with the key the site checks. */
export const localBrandApiKeys = { BRAND_KEYS: LOCAL_BRAND_KEY, CALENDAR_LINK_SECRET };

/** For the production site. */
export const localSiteKeys = {
  BRAND_KEY: LOCAL_BRAND_KEY,
  FORM_TOKEN_SECRET: 'fittizia-local-runs-form-tokens-test-value-only',
  CALENDAR_LINK_SECRET,
};
