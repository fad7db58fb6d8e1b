import { dirname } from 'node:path';
import { MAKE_A_SECRET, productionSecretRequired } from '@fittizia/contract';
import { DEV_CALENDAR_LINK_SECRET } from '@fittizia/contract/calendar-link';
import type { z } from 'zod';
import { DEMO_BRAND_KEY } from './brand.ts';
import { brandApiConfigObject } from './config-variables.ts';

export { brandApiConfigObject };

const BRAINTREE_KEYS = [
  'BRAINTREE_MERCHANT_ID',
  'BRAINTREE_PUBLIC_KEY',
  'BRAINTREE_PRIVATE_KEY',
  'BRAINTREE_ENVIRONMENT',
] as const;

/**
 * The key booking manage links are signed with outside production: embedded so `pnpm dev` and the
 * tests run with nothing to set. Published, so production refuses it: it needs its own.
 */
export const DEV_BOOKING_MANAGE_SECRET = 'fittizia-development-manage-links-not-for-production';

/** The key preview tokens are signed with outside production: published, so production refuses it. */
export const DEV_CONTENT_PREVIEW_SECRET = 'fittizia-development-content-previews-not-for-production';

/** The page builder's origins outside production: the local Storybook. */
export const DEV_CONTENT_EDITOR_ORIGINS = ['http://localhost:6006', 'http://127.0.0.1:6006'];

export const CONTENT_PREVIEW_SECRET_REQUIRED = productionSecretRequired(
  "at least 32 random characters that sign the content editors' preview links",
);

export const BOOKING_MANAGE_SECRET_REQUIRED = productionSecretRequired(
  'at least 32 random characters that sign the booking manage links',
);
/**
 * The key unsubscribe links are signed with outside production (brand-api/src/shared/mail/unsubscribe.ts).
 * Published, so production refuses it.
 */
export const DEV_UNSUBSCRIBE_LINK_SECRET = 'fittizia-development-unsubscribe-links-not-for-production';

export const UNSUBSCRIBE_LINK_SECRET_REQUIRED = productionSecretRequired(
  'at least 32 random characters that sign the unsubscribe links of the marketing e-mails',
);
/**
 * The key pre-order links are signed with outside production (brand-api/src/domains/preorders/service/links.ts).
 * Published, so production refuses it.
 */
export const DEV_PREORDER_LINK_SECRET = 'fittizia-development-preorder-links-not-for-production';

export const PREORDER_LINK_SECRET_REQUIRED = productionSecretRequired(
  "at least 32 random characters that sign the group pre-orders' links (the guests' and the organiser's)",
);
export const CALENDAR_LINK_SECRET_REQUIRED = productionSecretRequired(
  "at least 32 random characters that sign the calendar links, the same value as the site's CALENDAR_LINK_SECRET",
);
export const BRAND_KEYS_REQUIRED = `is required in production (NODE_ENV=production), without the public demo key ${DEMO_BRAND_KEY}: your sites' keys (each site's BRAND_KEY), comma-separated; ${MAKE_A_SECRET}`;

export const brandApiConfigSchema = brandApiConfigObject
  .superRefine((config, ctx) => {
    const refuse = (key: keyof typeof config, message: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message });
    if (config.NODE_ENV === 'production') {
      // Development and test routes answer 404 in production: asking for one stops the start.
      if (config.BRAND_API_DEV_OUTBOX === true) {
        refuse(
          'BRAND_API_DEV_OUTBOX',
          'must not be true in production (NODE_ENV=production): it shows every sent e-mail',
        );
      }
      if (config.BRAND_API_TEST_READS) {
        refuse(
          'BRAND_API_TEST_READS',
          'must not be true in production (NODE_ENV=production): it serves test-only reads of stored data',
        );
      }
      if (config.BRAND_API_EXPOSE_ROW_COUNTS) {
        refuse(
          'BRAND_API_EXPOSE_ROW_COUNTS',
          'must not be true in production (NODE_ENV=production): it is for the end-to-end tests',
        );
      }
      // No published key in production: the development secrets are in the repository.
      if (
        config.BOOKING_MANAGE_SECRET === undefined ||
        config.BOOKING_MANAGE_SECRET === DEV_BOOKING_MANAGE_SECRET
      ) {
        refuse('BOOKING_MANAGE_SECRET', BOOKING_MANAGE_SECRET_REQUIRED);
      }
      if (
        config.CALENDAR_LINK_SECRET === undefined ||
        config.CALENDAR_LINK_SECRET === DEV_CALENDAR_LINK_SECRET
      ) {
        refuse('CALENDAR_LINK_SECRET', CALENDAR_LINK_SECRET_REQUIRED);
      }
      if (
        config.CONTENT_PREVIEW_SECRET === undefined ||
        config.CONTENT_PREVIEW_SECRET === DEV_CONTENT_PREVIEW_SECRET
      ) {
        refuse('CONTENT_PREVIEW_SECRET', CONTENT_PREVIEW_SECRET_REQUIRED);
      }
      if (
        config.UNSUBSCRIBE_LINK_SECRET === undefined ||
        config.UNSUBSCRIBE_LINK_SECRET === DEV_UNSUBSCRIBE_LINK_SECRET
      ) {
        refuse('UNSUBSCRIBE_LINK_SECRET', UNSUBSCRIBE_LINK_SECRET_REQUIRED);
      }
      if (
        config.PREORDER_LINK_SECRET === undefined ||
        config.PREORDER_LINK_SECRET === DEV_PREORDER_LINK_SECRET
      ) {
        refuse('PREORDER_LINK_SECRET', PREORDER_LINK_SECRET_REQUIRED);
      }
      if (config.BRAND_KEYS.includes(DEMO_BRAND_KEY)) refuse('BRAND_KEYS', BRAND_KEYS_REQUIRED);
    }
    const set = BRAINTREE_KEYS.filter((key) => config[key] !== undefined);
    if (set.length === 0 || set.length === BRAINTREE_KEYS.length) return;
    for (const key of BRAINTREE_KEYS) {
      if (config[key] !== undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (all four BRAINTREE_* variables or none)`,
      });
    }
  })
  .transform(({ NODE_ENV: mode, ...config }) => ({
    ...config,
    BRAND_API_DEV_OUTBOX: config.BRAND_API_DEV_OUTBOX ?? mode !== 'production',
    BOOKING_MANAGE_SECRET: config.BOOKING_MANAGE_SECRET ?? DEV_BOOKING_MANAGE_SECRET,
    CALENDAR_LINK_SECRET: config.CALENDAR_LINK_SECRET ?? DEV_CALENDAR_LINK_SECRET,
    CONTENT_PREVIEW_SECRET: config.CONTENT_PREVIEW_SECRET ?? DEV_CONTENT_PREVIEW_SECRET,
    CONTENT_EDITOR_ORIGINS:
      config.CONTENT_EDITOR_ORIGINS ?? (mode === 'production' ? [] : DEV_CONTENT_EDITOR_ORIGINS),
    UNSUBSCRIBE_LINK_SECRET: config.UNSUBSCRIBE_LINK_SECRET ?? DEV_UNSUBSCRIBE_LINK_SECRET,
    PREORDER_LINK_SECRET: config.PREORDER_LINK_SECRET ?? DEV_PREORDER_LINK_SECRET,
    MAIL_OUTBOX_DIR: config.MAIL_OUTBOX_DIR ?? `${dirname(config.BRAND_API_DATA_DIR)}/outbox`,
  }));
export type BrandApiConfig = z.infer<typeof brandApiConfigSchema>;

/** The Braintree credentials when all four are configured, else null (the local sandbox). */
export function braintreeCredentials(config: BrandApiConfig) {
  const { BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY, BRAINTREE_ENVIRONMENT } =
    config;
  if (!BRAINTREE_MERCHANT_ID || !BRAINTREE_PUBLIC_KEY || !BRAINTREE_PRIVATE_KEY || !BRAINTREE_ENVIRONMENT) {
    return null;
  }
  return {
    merchantId: BRAINTREE_MERCHANT_ID,
    publicKey: BRAINTREE_PUBLIC_KEY,
    privateKey: BRAINTREE_PRIVATE_KEY,
    environment: BRAINTREE_ENVIRONMENT,
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the brand API's configuration once; a bad value names the variable. */
export function loadBrandApiConfig(env: Record<string, string | undefined> = process.env): BrandApiConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = brandApiConfigSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid brand API configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The configured booking limits (only those set), for `createApp({ bookingLimits })`. */
export function bookingLimitsFromConfig(config: BrandApiConfig) {
  return {
    ...(config.BOOKING_LIMIT_PER_EMAIL === undefined ? {} : { perEmail: config.BOOKING_LIMIT_PER_EMAIL }),
    ...(config.BOOKING_LIMIT_PER_PHONE === undefined ? {} : { perPhone: config.BOOKING_LIMIT_PER_PHONE }),
    ...(config.BOOKING_LIMIT_PER_ADDRESS === undefined
      ? {}
      : { perAddress: config.BOOKING_LIMIT_PER_ADDRESS }),
    ...(config.BOOKING_LIMIT_PER_ADDRESS_PER_SERVICE === undefined
      ? {}
      : { perAddressPerService: config.BOOKING_LIMIT_PER_ADDRESS_PER_SERVICE }),
    ...(config.BOOKING_LIMIT_STANDBY_PER_ADDRESS === undefined
      ? {}
      : { standbyPerAddress: config.BOOKING_LIMIT_STANDBY_PER_ADDRESS }),
    ...(config.BOOKING_LIMIT_STANDBY_PER_EMAIL === undefined
      ? {}
      : { standbyPerEmail: config.BOOKING_LIMIT_STANDBY_PER_EMAIL }),
  };
}
