import { CACHE_TTL_SECONDS, UPSTREAM_TIMEOUT_MS } from '@fittizia/contract/constants';
import { z } from 'zod';
import type { PublicConfig } from '../lib/public-config-shape.ts';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

export const siteConfigSchema = z.object({
  /** Where the brand API lives; the embedded one by default. */
  BRAND_API_URL: httpUrl.default('http://127.0.0.1:4010'),
  /** The brand key header sent with every brand-API call. Server-side only. */
  BRAND_KEY: z
    .string()
    .regex(/^[\w-]+$/, 'may use letters, digits, - and _')
    .default('fittizia-demo'),
  /** Public origin of the site, used for canonical URLs and the Origin check behind a proxy. */
  SITE_URL: httpUrl.optional(),
  /** External services the spec sends visitors to. */
  GIFT_CARD_URL: httpUrl.default('https://gift-cards.fittizia.example'),
  FEEDBACK_URL: httpUrl.default('https://feedback.fittizia.example'),
  MAPBOX_ACCESS_TOKEN: z.string().min(1).optional(),
  /**
   * Card form provider environment. Set, the Content-Security-Policy allows Braintree's origins (see
   * server/security-headers.ts); unset, nothing of Braintree's may load.
   */
  BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).optional(),
  /** reCAPTCHA site key (public). Set, the policy allows Google's reCAPTCHA origins. */
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  /**
   * The site runs behind a reverse proxy that sets `X-Forwarded-Proto` and `X-Forwarded-For`: trust it to tell
   * whether the browser came over HTTPS (for Strict-Transport-Security) and the client's address (its last
   * X-Forwarded-For entry, for the rate limits). Never set this when clients can reach the site directly.
   */
  TRUST_PROXY: z.stringbool({ error: 'must be true or false' }).default(false),
  /**
   * Tests only: `GET /csp-report` answers the number of CSP violation reports received since start-up. Off,
   * that address answers 404 like any unknown page.
   */
  CSP_REPORT_COUNTER: z.stringbool({ error: 'must be true or false' }).default(false),
  /** Where to report a security flaw: `/.well-known/security.txt` (RFC 9116) and docs/security.md. */
  SECURITY_CONTACT: z
    .url({ protocol: /^(mailto|https)$/, error: 'must be a mailto: or https:// URL' })
    .default('mailto:security@fittizia.example'),
  /** How long a cached public read stays fresh before it is reloaded (spec 9: 600 s). */
  PUBLIC_READ_FRESH_SECONDS: z.coerce.number().int().min(1).default(CACHE_TTL_SECONDS),
  /** How long a brand-API call may go without an answer before it fails (spec 7: 30 s). */
  BRAND_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(UPSTREAM_TIMEOUT_MS),
  /** Rate limits on the state-changing calls (server/rate-limit.ts): calls per window per session. */
  RATE_LIMIT_SESSION_POINTS: z.coerce.number().int().min(1).default(10),
  /** ... and per client address. */
  RATE_LIMIT_ADDRESS_POINTS: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** A PostgreSQL database for the rate limits, shared by several site instances; in memory when unset. */
  RATE_LIMIT_DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug', 'silent']).default('info'),
});
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
    // Only whether Braintree is configured, never its keys (those are the brand API's).
    cardProvider: config.BRAINTREE_ENVIRONMENT ? 'braintree' : 'sandbox',
  };
}

export function publicConfig(): PublicConfig {
  return publicConfigFrom(siteConfig());
}
