import { DEV_CALENDAR_LINK_SECRET } from '@fittizia/contract/calendar-link';
import { MAKE_A_SECRET, productionSecretRequired } from '@fittizia/contract/constants';
import { z } from 'zod';
import type { PublicConfig } from '../lib/public-config-shape.ts';
import { DEMO_BRAND_KEY, siteConfigFields } from './config-fields.ts';

export { DEMO_BRAND_KEY, RECAPTCHA_SITEVERIFY_URL } from './config-fields.ts';

/*
 * The site's configuration: its variables (config-fields.ts), the rules across them (what production requires,
 * both reCAPTCHA keys or neither), the reading of the environment and the part the browser may see.
 */

/** CONTENT_EDITOR_URL outside production: `pnpm storybook`'s address. */
export const DEV_CONTENT_EDITOR_URL = 'http://localhost:6006';

/** SITE_URL outside production: the dev server's address. */
export const DEV_SITE_URL = 'http://localhost:3000';
export const SITE_URL_REQUIRED =
  "is required in production: the site's public origin, e.g. https://www.fittizia.example (the Origin check, the sitemap and security.txt never use the request's Host header)";

/**
 * The form-started tokens' key outside production (server/form-check.ts): embedded so `pnpm dev` and the tests
 * run with nothing to set. Published, so production refuses it.
 */
export const DEV_FORM_TOKEN_SECRET = 'fittizia-development-form-tokens-not-for-production';

export const FORM_TOKEN_SECRET_REQUIRED = productionSecretRequired(
  "at least 32 random characters that sign the forms' form-started tokens",
);
export const CALENDAR_LINK_SECRET_REQUIRED = productionSecretRequired(
  "at least 32 random characters: the brand API's CALENDAR_LINK_SECRET, which signs the calendar links",
);
export const BRAND_KEY_REQUIRED = `is required in production (NODE_ENV=production), and not the public demo key ${DEMO_BRAND_KEY}: the key the brand API knows this site by (one of its BRAND_KEYS); ${MAKE_A_SECRET}`;

export const siteConfigSchema = z
  .object(siteConfigFields)
  .superRefine((config, context) => {
    if (config.NODE_ENV === 'production') {
      const refuse = (key: keyof typeof config, message: string) =>
        context.addIssue({ code: 'custom', path: [key], message });
      if (config.SITE_URL === undefined) refuse('SITE_URL', SITE_URL_REQUIRED);
      // No published key in production: the demo key and the development secrets are in the repository.
      if (config.BRAND_KEY === DEMO_BRAND_KEY) refuse('BRAND_KEY', BRAND_KEY_REQUIRED);
      if (config.FORM_TOKEN_SECRET === undefined || config.FORM_TOKEN_SECRET === DEV_FORM_TOKEN_SECRET) {
        refuse('FORM_TOKEN_SECRET', FORM_TOKEN_SECRET_REQUIRED);
      }
      if (
        config.CALENDAR_LINK_SECRET === undefined ||
        config.CALENDAR_LINK_SECRET === DEV_CALENDAR_LINK_SECRET
      ) {
        refuse('CALENDAR_LINK_SECRET', CALENDAR_LINK_SECRET_REQUIRED);
      }
    }
    // Both reCAPTCHA keys or neither: one alone would be a check that refuses every form, or no check at all.
    const site = config.RECAPTCHA_SITE_KEY !== undefined;
    const secret = config.RECAPTCHA_SECRET_KEY !== undefined;
    if (site !== secret) {
      const missing = site ? 'RECAPTCHA_SECRET_KEY' : 'RECAPTCHA_SITE_KEY';
      const present = site ? 'RECAPTCHA_SITE_KEY' : 'RECAPTCHA_SECRET_KEY';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: `is required when ${present} is set (both reCAPTCHA keys, or neither to turn the bot check off)`,
      });
    }
  })
  .transform(({ NODE_ENV: mode, ...config }) => ({
    ...config,
    CONTENT_EDITOR_URL:
      config.CONTENT_EDITOR_URL ?? (mode === 'production' ? undefined : DEV_CONTENT_EDITOR_URL),
    SITE_URL: config.SITE_URL ?? DEV_SITE_URL,
    FORM_TOKEN_SECRET: config.FORM_TOKEN_SECRET ?? DEV_FORM_TOKEN_SECRET,
    CALENDAR_LINK_SECRET: config.CALENDAR_LINK_SECRET ?? DEV_CALENDAR_LINK_SECRET,
  }));
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export class SiteConfigError extends Error {
  override readonly name = 'SiteConfigError';
}

/** Validates the environment; the message names every bad variable. */
export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = siteConfigSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new SiteConfigError(`Invalid site configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: SiteConfig | undefined;

/** The site's configuration, read once per process. */
export function siteConfig(): SiteConfig {
  cached ??= parseSiteConfig(process.env);
  return cached;
}

/** The part of the configuration the browser may see (read in the browser through lib/public-config.ts): never a secret. */
export function publicConfigFrom(config: SiteConfig): PublicConfig {
  return {
    giftCardUrl: config.GIFT_CARD_URL,
    feedbackUrl: config.FEEDBACK_URL,
    mapboxAccessToken: config.MAPBOX_ACCESS_TOKEN ?? null,
    recaptchaSiteKey: config.RECAPTCHA_SITE_KEY ?? null,
    // Only whether Braintree is configured, never its keys (those are the brand API's).
    cardProvider: config.BRAINTREE_ENVIRONMENT ? 'braintree' : 'sandbox',
  };
}

export function publicConfig(): PublicConfig {
  return publicConfigFrom(siteConfig());
}
