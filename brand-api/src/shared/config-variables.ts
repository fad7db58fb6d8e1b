import { fileURLToPath } from 'node:url';
import {
  CONTENT_PREVIEW_MINUTES,
  CUSTOMER_GUID_LIFETIME_DAYS,
  PREORDER_DEFAULT_MIN_PARTY,
} from '@fittizia/contract';
import { z } from 'zod';
import { DEMO_BRAND_KEY } from './brand.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const port = z.coerce.number().int().min(1).max(65535);
const bookingLimit = z.coerce.number().int().min(0).max(100_000).optional();

/**
 * The brand API's environment variables, each with its check, its default and its description (the
 * `.env.example` is generated from them); `config.ts` adds the checks across variables and reads them.
 */
export const brandApiConfigObject = z.object({
  /** Only read to know whether the production secrets are required. */
  NODE_ENV: z
    .string()
    .optional()
    .describe(
      '`production` turns on the production checks: the secrets are required, published values and development routes refused.',
    ),
  /** The key booking manage links are signed with (HMAC-SHA256); the development one outside production. */
  BOOKING_MANAGE_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .optional()
    .describe('Key (32+ characters) that signs the booking manage links; required in production.'),
  /**
   * The key the calendar links (`calendarLink`) are signed with, shared with the site, which checks them; the
   * development one outside production.
   */
  CALENDAR_LINK_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .optional()
    .describe(
      "Key (32+ characters) that signs the calendar links, the same value as the site's; required in production.",
    ),
  /** The key preview tokens are signed with (HMAC-SHA256); the development one outside production. */
  CONTENT_PREVIEW_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .optional()
    .describe("Key (32+ characters) that signs the content editors' preview links; required in production."),
  /** Minutes a preview link works. */
  CONTENT_PREVIEW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(CONTENT_PREVIEW_MINUTES)
    .describe('Minutes a content preview link works once made.'),
  /**
   * The origins allowed by CORS on the content service's editor calls (`/api/ops/content/`): the page builder's
   * Storybook. Unset: the local Storybook outside production, none in production.
   */
  CONTENT_EDITOR_ORIGINS: z
    .string()
    .optional()
    .transform((s) =>
      s === undefined
        ? undefined
        : s
            .split(',')
            .map((o) => o.trim().replace(/\/+$/, ''))
            .filter(Boolean),
    )
    .pipe(
      z.optional(
        z.array(z.url({ protocol: /^https?$/, error: 'each origin must be an http:// or https:// origin' })),
      ),
    )
    .describe(
      "Origins (comma-separated) of the page builder allowed to call the content service (CORS on `/api/ops/content/`); unset: the local Storybook's outside production, none in production.",
    ),
  /**
   * The key a marketing e-mail's one-click unsubscribe link (`/unsubscribe/{token}`) is signed with, per address
   * (HMAC-SHA256); the development one outside production.
   */
  UNSUBSCRIBE_LINK_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .optional()
    .describe(
      'Key (32+ characters) that signs the unsubscribe links of the marketing e-mails; required in production.',
    ),
  /** The key a group pre-order's links (`/pre-order/{token}`, the guests' and the organiser's) are signed with (HMAC-SHA256). */
  PREORDER_LINK_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .optional()
    .describe(
      "Key (32+ characters) that signs the group pre-orders' links (the guests' and the organiser's); required in production.",
    ),
  BRAND_API_PORT: port.default(4010).describe('Port the embedded brand API listens on.'),
  BRAND_API_HOST: z
    .string()
    .min(1)
    .default('127.0.0.1')
    .describe('Address the embedded brand API listens on.'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional()
    .describe('PostgreSQL instead of the embedded PGlite (same migrations).'),
  BRAND_API_DATA_DIR: z.string().min(1).default(`${repoRoot}.data/brand-api`).describe('PGlite data folder.'),
  /** The brand keys that answer (each site's BRAND_KEY); the public demo key outside production. */
  BRAND_KEYS: z
    .string()
    .default(DEMO_BRAND_KEY)
    .transform((s) =>
      s
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[\w-]+$/, 'each key may use letters, digits, - and _')).min(1))
    .describe(
      "Brand keys the brand API answers (each site's BRAND_KEY), comma-separated; the demo key is refused in production.",
    ),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(24 * 60 * 60)
    .describe('Lifetime of an issued access token, in seconds.'),
  /** Serves GET /internal/row-counts for the end-to-end bad-input sweep. Refused in production. */
  BRAND_API_EXPOSE_ROW_COUNTS: z
    .stringbool()
    .default(false)
    .describe(
      'Tests only: serve `GET /internal/row-counts` (the e2e bad-input sweep); refused in production.',
    ),
  /** Test-only reads of stored applications (`/test/…`, the end-to-end run sets it); refused in production. */
  BRAND_API_TEST_READS: z
    .stringbool()
    .default(false)
    .describe(
      'Tests only: mount the `/test/...` reads of what was stored (the e2e run sets it); refused in production.',
    ),
  /**
   * The dev outbox, `GET /dev/outbox` (`src/shared/mail/dev-outbox.ts`): every sent e-mail rendered with its
   * links. Unset: on outside production, off in production; `true` is refused in production.
   */
  BRAND_API_DEV_OUTBOX: z
    .stringbool()
    .optional()
    .describe(
      '`GET /dev/outbox`, every sent e-mail rendered with its links; on outside production, refused in production.',
    ),
  /**
   * Seconds a prepared answer of a public read (settings, content pages, restaurants, menus, offers) is served
   * from memory (`src/shared/read-cache.ts`); 0 turns it off. A change event drops the answers it names at once:
   * this is the safety net for a write that records none (the seed).
   */
  BRAND_API_READ_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(30)
    .describe(
      'Longest time a prepared answer of a public read is served from memory (a change event drops it at once); 0 turns it off.',
    ),
  /** Seconds a restaurant's booking configuration is kept (`domains/booking/service/config.ts`) unless a change drops it. */
  BOOKING_CONFIG_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(30)
    .describe(
      "Longest time a restaurant's booking configuration is kept in memory (a change event naming the restaurant drops it at once).",
    ),
  /** A table booking whose party (adults plus children) reaches this gets a group pre-order (docs/preorders.md). */
  PREORDER_MIN_PARTY: z.coerce
    .number()
    .int()
    .min(2)
    .max(100)
    .default(PREORDER_DEFAULT_MIN_PARTY)
    .describe(
      'Party size (adults plus children) from which a table booking gets a group pre-order; a booking menu may ask for one at any size.',
    ),
  /** Where each committed change event is also published (channel `fittizia:changes`), for the sites that subscribe. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional()
    .describe(
      'Redis to publish each change event on (channel `fittizia:changes`, once across instances); unset: the sites follow the event stream.',
    ),
  /**
   * The online booking limits per restaurant (`domains/booking/service/limits.ts`; a brand's own
   * `booking_limits` override them; 0 turns one off, as the booking benches and e2e run do).
   * Unset: BOOKING_LIMIT_DEFAULTS of the contract.
   */
  BOOKING_LIMIT_PER_EMAIL: bookingLimit.describe(
    "Online bookings one restaurant takes a day from one e-mail (0 turns it off; a brand's own booking_limits win); unset: the contract's default.",
  ),
  BOOKING_LIMIT_PER_PHONE: bookingLimit.describe(
    "Online bookings one restaurant takes a day from one phone number (0 turns it off); unset: the contract's default.",
  ),
  BOOKING_LIMIT_PER_ADDRESS: bookingLimit.describe(
    "Online bookings and standby entries one restaurant holds from one network address, today onwards (0 turns it off); unset: the contract's default.",
  ),
  BOOKING_LIMIT_PER_ADDRESS_PER_SERVICE: bookingLimit.describe(
    "Online bookings one restaurant takes for one service (lunch or dinner) from one network address (0 turns it off); unset: the contract's default.",
  ),
  BOOKING_LIMIT_STANDBY_PER_ADDRESS: bookingLimit.describe(
    "Standby entries one restaurant holds from one network address, today onwards (0 turns it off); unset: the contract's default.",
  ),
  BOOKING_LIMIT_STANDBY_PER_EMAIL: bookingLimit.describe(
    "Standby entries one restaurant holds for one e-mail, today onwards (0 turns it off); unset: the contract's default.",
  ),
  /** Calls one operator's key may make a minute to the operators' API (`/api/ops/`, docs/operations.md). */
  OPS_CALLS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(120)
    .describe(
      "Calls one operator's key may make a minute to the operators' API (`/api/ops/`); more are answered 429 with Retry-After.",
    ),
  /** Days a customer's preferences link (guid) stays valid after it was last e-mailed. */
  CUSTOMER_GUID_LIFETIME_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(CUSTOMER_GUID_LIFETIME_DAYS)
    .describe('Days a preferences link stays valid after it was last e-mailed.'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe("Lowest level of the brand API's log lines."),
  /** The drain on SIGTERM (`src/shared/drain.ts`): how long `/ready` says 503 before the listener closes. */
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
  /** Public origin of the site, for links in e-mails. */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('http://localhost:3000')
    .transform((u) => u.replace(/\/+$/, ''))
    .describe('Public origin of the site, for the links in e-mails.'),
  /** Real delivery over SMTP; unset keeps every message in the outbox and its .eml folder. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .optional()
    .describe(
      '`smtp://` or `smtps://`: send e-mail for real; unset keeps each message in the outbox and writes it as an .eml file.',
    ),
  /** Where the embedded outbox writes each message as an .eml file (default: beside the data dir). */
  MAIL_OUTBOX_DIR: z
    .string()
    .min(1)
    .optional()
    .describe('Folder of the .eml files when SMTP_URL is unset; unset: `outbox` beside the data folder.'),
  MAIL_FROM: z
    .string()
    .min(3)
    .regex(/@/, 'must be an address, e.g. Fittizia Trattoria <bookings@fittizia.example>')
    .default('Fittizia Trattoria <bookings@fittizia.example>')
    .describe('From header of every e-mail.'),
  /** Card guarantee through Braintree: all four or none (none uses the local sandbox). */
  BRAINTREE_MERCHANT_ID: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Braintree credentials for the card guarantee: all four BRAINTREE_* or none (none: the local card sandbox).',
    ),
  BRAINTREE_PUBLIC_KEY: z.string().min(1).optional().describe('Braintree public key.'),
  BRAINTREE_PRIVATE_KEY: z.string().min(1).optional().describe('Braintree private key (server-side only).'),
  BRAINTREE_ENVIRONMENT: z
    .enum(['sandbox', 'production'], { error: 'must be sandbox or production' })
    .optional()
    .describe('`sandbox` or `production`.'),
});
