/**
 * The e2e run's brand key and secrets. The site runs the production build with NODE_ENV=production, which
 * refuses the demo brand key and the published development secrets: these are the run's own. Test
 * values, in the repository, never a deployment's. The brand API (development mode) answers to the same key
 * and signs calendar links with the same key as the site checks them with.
 */
export const E2E_BRAND_KEY = 'fittizia-e2e';
export const E2E_CALENDAR_LINK_SECRET = 'fittizia-e2e-calendar-links-test-value-only';
export const E2E_FORM_TOKEN_SECRET = 'fittizia-e2e-form-tokens-test-value-only-0123';

/** What a production site of the run needs beside its origin: the brand key and the two secrets. */
export const E2E_SITE_KEYS = {
  BRAND_KEY: E2E_BRAND_KEY,
  FORM_TOKEN_SECRET: E2E_FORM_TOKEN_SECRET,
  CALENDAR_LINK_SECRET: E2E_CALENDAR_LINK_SECRET,
};
