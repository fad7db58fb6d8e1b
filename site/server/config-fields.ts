import { CACHE_TTL_SECONDS, UPSTREAM_TIMEOUT_MS } from '@fittizia/contract/constants';
import { z } from 'zod';
import { cacheConfigFields } from './config-cache-fields.ts';
import { contentConfigFields } from './config-content-fields.ts';

/*
 * The site's environment variables, one field each, in the order .env.example lists them (scripts/env-example.ts):
 * what each accepts, its default and its one-line description. The rules across variables (what production
 * requires, both reCAPTCHA keys or neither) and the reading of the environment are config.ts's.
 */

/** Google's siteverify address (spec 7.8). */
export const RECAPTCHA_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** The embedded brand API's public demo key: the default outside production, refused in production. */
export const DEMO_BRAND_KEY = 'fittizia-demo';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

export const siteConfigFields = {
  /** The site's process: read by the server itself and by `pnpm start` (scripts/start.mjs, scripts/cluster.mjs). */
  PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .default(3000)
    .describe('Port the site listens on (`pnpm start` puts one site process per core behind it).'),
  HOST: z
    .string()
    .min(1)
    .optional()
    .describe('Address the site listens on. Unset: `pnpm start` listens on 127.0.0.1.'),
  WEB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .optional()
    .describe('How many site processes `pnpm start` runs behind the port; unset: one per core.'),
  /** Where the brand API lives; the embedded one by default. */
  BRAND_API_URL: httpUrl
    .default('http://127.0.0.1:4010')
    .describe('The brand API upstream; unset, the launcher starts the embedded brand API here.'),
  /**
   * The brand key header sent with every brand-API call. Server-side only. Outside production the embedded
   * brand API's demo key; production refuses that one.
   */
  BRAND_KEY: z
    .string()
    .regex(/^[\w-]+$/, 'may use letters, digits, - and _')
    .default(DEMO_BRAND_KEY)
    .describe(
      "Brand key header sent with every brand-API call (server-side only), one of the brand API's BRAND_KEYS; the demo key is refused in production.",
    ),
  /**
   * The key the calendar links are checked with (`/booking/calendar.ics`): the brand API's CALENDAR_LINK_SECRET,
   * which signs them. Required in production; the development one otherwise.
   */
  CALENDAR_LINK_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .optional()
    .describe(
      "Key (32+ characters) the calendar links are checked with: the brand API's CALENDAR_LINK_SECRET; required in production.",
    ),
  /**
   * The public origin of the site (e.g. https://www.fittizia.example): the Origin check of state-changing
   * calls, canonical URLs, the sitemap, robots.txt, security.txt and the CSP report endpoint. Required in
   * production (NODE_ENV=production): never taken from a request's Host header, which any client can set
   * and which would then be printed into publicly cached answers. Outside production it defaults to the
   * dev server's `http://localhost:3000`.
   */
  SITE_URL: httpUrl
    .optional()
    .describe(
      'Public origin of the site (Origin check, canonical URLs, sitemap, security.txt; never the Host header); required in production, http://localhost:3000 otherwise.',
    ),
  /** Only read to know whether SITE_URL is required. */
  NODE_ENV: z
    .string()
    .optional()
    .describe(
      '`production` turns on the production checks: SITE_URL and the secrets are required, the published values refused.',
    ),
  ...contentConfigFields,
  /** External services the spec sends visitors to. */
  GIFT_CARD_URL: httpUrl
    .default('https://gift-cards.fittizia.example')
    .describe('External gift-card shop the site links to.'),
  FEEDBACK_URL: httpUrl
    .default('https://feedback.fittizia.example')
    .describe('External feedback service the site links to.'),
  MAPBOX_ACCESS_TOKEN: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Mapbox styles; unset uses the bundled offline style. Set, the Content-Security-Policy allows Mapbox.',
    ),
  /**
   * Card form provider environment. Set, the Content-Security-Policy allows Braintree's origins (see
   * server/security-headers.ts); unset, nothing of Braintree's may load.
   */
  BRAINTREE_ENVIRONMENT: z
    .enum(['sandbox', 'production'])
    .optional()
    .describe(
      "`sandbox` or `production`: the card step shows Braintree's drop-in and the CSP allows its origins; unset, the local sandbox card form.",
    ),
  /**
   * The bot check (reCAPTCHA v3, server/botcheck.server.ts). The site key is public (the browser asks Google
   * for tokens with it) and the Content-Security-Policy allows Google's reCAPTCHA origins when it is set; the
   * secret key never leaves the server. Both or neither: with neither the check is off.
   */
  RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[\w-]+$/, 'may use letters, digits, - and _')
    .optional()
    .describe(
      "reCAPTCHA v3 site key (public): with the secret key the forms' bot check is on; neither key, it is off.",
    ),
  RECAPTCHA_SECRET_KEY: z
    .string()
    .regex(/^[\w-]+$/, 'may use letters, digits, - and _')
    .optional()
    .describe('reCAPTCHA secret key, server-side only; required with the site key and only with it.'),
  /** Lowest score (0 to 1) a token may have; reCAPTCHA v3 scores 1.0 for a very likely person. */
  RECAPTCHA_MIN_SCORE: z.coerce
    .number({ error: 'must be a number from 0 to 1' })
    .min(0, 'must be a number from 0 to 1')
    .max(1, 'must be a number from 0 to 1')
    .default(0.5)
    .describe("Lowest reCAPTCHA v3 score (0 to 1) a form's token may have."),
  /**
   * Where tokens are verified: Google's siteverify (the contract's `externalCalls.recaptchaSiteverify`; a test
   * keeps the two equal, this file imports only the contract's constants), a fake on loopback in the tests.
   */
  RECAPTCHA_VERIFY_URL: httpUrl
    .default(RECAPTCHA_SITEVERIFY_URL)
    .describe('Where reCAPTCHA tokens are verified (a fake on loopback in tests).'),
  /** How long the verifier may take before the form is refused (fail closed). */
  RECAPTCHA_VERIFY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(30_000)
    .default(5000)
    .describe('Longest the verifier may take before the form is refused (fails closed).'),
  /**
   * Spec 6: "A bot-check step is skipped for one fixed server address." Calls from this one client address
   * (an own server that posts forms, a monitor) pass without a token. An IPv4 or IPv6 address.
   */
  RECAPTCHA_SKIP_ADDRESS: z
    .union([z.ipv4(), z.ipv6()], { error: 'must be one IPv4 or IPv6 address' })
    .optional()
    .describe('One client address (IPv4 or IPv6) whose form posts skip the bot check (spec 6).'),
  /**
   * The site runs behind a reverse proxy that sets `X-Forwarded-Proto` and `X-Forwarded-For`: trust it to tell
   * whether the browser came over HTTPS (for Strict-Transport-Security) and the client's address (its last
   * X-Forwarded-For entry, for the rate limits). Never set this when clients can reach the site directly.
   */
  TRUST_PROXY: z
    .stringbool({ error: 'must be true or false' })
    .default(false)
    .describe(
      "`true` behind a reverse proxy: X-Forwarded-Proto turns on HSTS, the last X-Forwarded-For entry is the client's address. Never when clients reach the site directly.",
    ),
  /**
   * Tests only: `GET /csp-report` answers the number of CSP violation reports received since start-up. Off,
   * that address answers 404 like any unknown page.
   */
  CSP_REPORT_COUNTER: z
    .stringbool({ error: 'must be true or false' })
    .default(false)
    .describe('Tests only: `GET /csp-report` answers the count of CSP violation reports received.'),
  /** Where to report a security flaw: `/.well-known/security.txt` (RFC 9116) and docs/security.md. */
  SECURITY_CONTACT: z
    .url({ protocol: /^(mailto|https)$/, error: 'must be a mailto: or https:// URL' })
    .default('mailto:security@fittizia.example')
    .describe('Where to report a security flaw (`/.well-known/security.txt`): a mailto: or https:// URL.'),
  /** How long a cached public read stays fresh before it is reloaded (spec 9: 600 s). */
  PUBLIC_READ_FRESH_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(CACHE_TTL_SECONDS)
    .describe(
      'How long a cached public read (settings, restaurants, menus, pages) is fresh before it is reloaded.',
    ),
  ...cacheConfigFields,
  /** How long a brand-API call may go without an answer before it fails (spec 7: 30 s). */
  BRAND_API_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(120_000)
    .default(UPSTREAM_TIMEOUT_MS)
    .describe('Longest a brand-API call may take, token refresh and retry included.'),
  /** Rate limits on the state-changing calls (server/rate-limit.ts): calls per window per session. */
  RATE_LIMIT_SESSION_POINTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe('Calls of the `write` class (docs/endpoints.md) allowed per window per session.'),
  /** ... and per client address. */
  RATE_LIMIT_ADDRESS_POINTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60)
    .describe('Calls of the `write` class allowed per window per client address.'),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60).describe("The rate limits' window."),
  /** A PostgreSQL database for the rate limits, shared by several site instances; in memory when unset. */
  RATE_LIMIT_DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional()
    .describe('PostgreSQL store for the rate limits, shared by several machines.'),
  /**
   * Rate limits shared by several machines: a Redis-compatible server (`redis://` or `rediss://`). Unset: the
   * limits are shared by the workers of one machine through the primary process (`pnpm start`), or kept by
   * the one process.
   */
  RATE_LIMIT_REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional()
    .describe(
      "Redis-compatible store for the rate limits, shared by several machines; with neither store, `pnpm start`'s workers share the primary's counts.",
    ),
  /** Preferences-link (guid) lookups per window per session and per address (rate-limit class `lookup`). */
  RATE_LIMIT_LOOKUP_POINTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe('Preferences-link (guid) lookups allowed per window per session and per address.'),
  /**
   * The bot check that needs no keys (server/form-check.ts): the shortest time between a form being shown and
   * sent, in ms (0 turns the fill-time part off, for load benches), and the key that signs form-started
   * tokens (required in production, never derived from BRAND_KEY; the development one otherwise).
   */
  FORM_MIN_FILL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .default(3000)
    .describe(
      'Shortest time (ms) between a form being shown and sent, for the keyless bot check; 0 turns that part off.',
    ),
  FORM_TOKEN_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .optional()
    .describe(
      "Key (32+ characters) that signs the forms' form-started tokens; required in production; change it to rotate.",
    ),
  LOG_LEVEL: z
    .enum(['error', 'warn', 'info', 'debug', 'silent'])
    .default('info')
    .describe("Lowest level of the site's log lines."),
  /** The drain on SIGTERM (server/drain-plugin.ts): how long `/ready` says 503 before the listener closes. */
  DRAIN_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(120_000)
    .default(0)
    .describe(
      "On SIGTERM, how long (ms) `/ready` answers 503 before the listener closes: at least your balancer's check interval times its threshold.",
    ),
  DRAIN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(120_000)
    .default(5000)
    .describe(
      'On SIGTERM or SIGINT, longest wait (ms) for the requests in flight once the listener is closed.',
    ),
  /**
   * Tests only: the instant (ISO 8601 with an offset, e.g. 2026-01-14T13:00:00Z) the server renders pages at
   * instead of its clock: opening states, today's row of the opening hours, the footer's year
   * (lib/clock.ts). The page-level visual review sets it so its screenshots do not depend on the time of
   * day; the browser's clock is Playwright's. Unset (always, outside tests): the real clock.
   */
  SITE_FIXED_NOW: z.iso
    .datetime({
      offset: true,
      error: 'must be an ISO 8601 date-time with an offset, e.g. 2026-01-14T13:00:00Z',
    })
    .transform((value) => new Date(value))
    .optional()
    .describe(
      'Tests only: an ISO 8601 instant with an offset the server renders pages at instead of its clock (the page review sets it).',
    ),
};
