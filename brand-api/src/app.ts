import { CONTENT_PREVIEW_MINUTES, isTokenFreePath, PREORDER_DEFAULT_MIN_PARTY } from '@fittizia/contract';
import { DEV_CALENDAR_LINK_SECRET } from '@fittizia/contract/calendar-link';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import { createClosureService } from './domains/booking/index.ts';
import { bookingModule } from './domains/booking/routes/index.ts';
import { BOOKING_CONFIG_TTL_MS, BookingConfig } from './domains/booking/service/config.ts';
import type { BookingLimits } from './domains/booking/service/limits.ts';
import { requireToken, tokenModule } from './domains/brand/routes.ts';
import { contactModule } from './domains/contact/routes.ts';
import type { ContentScheduler } from './domains/content/index.ts';
import { contentEditorCors, contentModule } from './domains/content/routes.ts';
import { customersModule } from './domains/customers/routes.ts';
import { sendApplicationAcknowledgement } from './domains/jobs/index.ts';
import { jobsModule } from './domains/jobs/routes.ts';
import { offersModule } from './domains/offers/routes.ts';
import { OPS_PATH_PREFIX, operationsModule } from './domains/operations/routes.ts';
import { type CardGuaranteeAdapter, createSandboxAdapter } from './domains/payments/index.ts';
import { paymentsModule } from './domains/payments/routes.ts';
import type { PreorderScheduler } from './domains/preorders/index.ts';
import { preordersModule } from './domains/preorders/routes.ts';
import { isSuppressed } from './domains/privacy/index.ts';
import { privacyModule, unsubscribeModule } from './domains/privacy/routes/index.ts';

import { geoModule, restaurantsModule } from './domains/restaurants/routes.ts';
import { socialModule } from './domains/social/routes.ts';
import { DEMO_BRAND_KEY } from './shared/brand.ts';
import type { ChangeFeed } from './shared/change-feed.ts';
import { changeRoutes } from './shared/change-routes.ts';
import type { ClosureService } from './shared/closures.ts';
import {
  DEV_BOOKING_MANAGE_SECRET,
  DEV_CONTENT_EDITOR_ORIGINS,
  DEV_CONTENT_PREVIEW_SECRET,
  DEV_PREORDER_LINK_SECRET,
} from './shared/config.ts';
import type { Database } from './shared/database.ts';
import { alwaysReady, type Readiness } from './shared/drain.ts';
import type { AppEnv } from './shared/http.ts';
import { devOutboxModule } from './shared/mail/dev-outbox.ts';
import { createReadCache, type ReadCache } from './shared/read-cache.ts';
import { answerUnmatched, serveRequestFrame } from './shared/request-frame.ts';
import { rowCounts } from './shared/row-counts.ts';
import { testReadsModule } from './test-reads.ts';

export interface AppOptions {
  database: Database;
  logger: Logger;
  tokenTtlSeconds?: number;
  now?: () => Date;
  version?: string;
  /** Card guarantee (spec 7.2 braintree calls); the local sandbox when not given. */
  cardGuarantee?: CardGuaranteeAdapter;
  /**
   * Serve `GET /internal/row-counts` (every table's row count), for the end-to-end bad-input sweep only
   * (`BRAND_API_EXPOSE_ROW_COUNTS`). Off by default.
   */
  exposeRowCounts?: boolean;
  /** Mount the test-only reads (`BRAND_API_TEST_READS`). */
  testReads?: boolean;
  /** Mount the dev outbox, `GET /dev/outbox` (`BRAND_API_DEV_OUTBOX`; on outside production). */
  devOutbox?: boolean;
  /**
   * Keep prepared answers of the public reads this many seconds (`src/shared/read-cache.ts`); 0, the default, keeps
   * none (the tests read what they just wrote).
   */
  readCacheSeconds?: number;
  /** The prepared answers to use (a test counts its hits); made from `readCacheSeconds` when not given. */
  readCache?: ReadCache;
  /**
   * The change events of the database as they are committed (`startChangeFeed`): the read cache and the booking
   * configuration drop what each names, and `GET /api/v1/changes/stream` follows it (refused without one).
   */
  changeFeed?: ChangeFeed;
  /** The restaurants' booking configuration, kept (shared with the server's standby and reminder loops). */
  bookingConfig?: BookingConfig;
  /** Seconds a restaurant's booking configuration is kept when no change event drops it first. */
  bookingConfigSeconds?: number;
  /** How often the change stream sends its keep-alive comment, in ms (CHANGE_STREAM_PING_MS). */
  changeStreamPingMs?: number;
  /** Booking limits per restaurant and day (`domains/booking/service/limits.ts`); unset ones keep BOOKING_LIMIT_DEFAULTS. */
  bookingLimits?: Partial<BookingLimits>;
  /** Days a preferences link (guid) stays valid after it was last e-mailed (CUSTOMER_GUID_LIFETIME_DAYS). */
  customerGuidLifetimeDays?: number;
  /** The key booking manage links are signed with (BOOKING_MANAGE_SECRET); the development one when unset. */
  manageSecret?: string;
  /** The key calendar links are signed with (CALENDAR_LINK_SECRET); the development one when unset. */
  calendarSecret?: string;
  /**
   * The brand keys that answer (BRAND_KEYS): a brand of the database not listed (one a development run seeded
   * in the same data folder, the public demo key) gets no token. Unset: every brand of the database.
   */
  brandKeys?: readonly string[];
  /** Where the serving process stands, for `GET /ready` (`src/shared/drain.ts`); always ready when not given. */
  readiness?: Readiness;
  /** Calls one operator's key may make a minute to `/api/ops/` (OPS_CALLS_PER_MINUTE; 120 when unset). */
  opsCallsPerMinute?: number;
  /**
   * The closure service the operators' closure calls use: the booking domain's (`createClosureService`) when not
   * given; `false`: none, and those calls answer 503.
   */
  closures?: ClosureService | false;
  /** The key preview tokens are signed with (CONTENT_PREVIEW_SECRET); the development one when unset. */
  contentPreviewSecret?: string;
  /** Minutes a preview link works (CONTENT_PREVIEW_MINUTES; the contract's default when unset). */
  contentPreviewMinutes?: number;
  /** The page builder's origins CORS allows on `/api/ops/content/` (CONTENT_EDITOR_ORIGINS); the local Storybook's when unset. */
  contentEditorOrigins?: readonly string[];
  /** The scheduled publishes' queue (`startContentSchedules`); without one a schedule waits for one to start. */
  contentScheduler?: ContentScheduler;
  /** The site's origin (SITE_URL), for the preview links. */
  siteUrl?: string;
  /** The key group pre-order links are signed with (PREORDER_LINK_SECRET); the development one when unset. */
  preorderSecret?: string;
  /** The party size from which a table booking gets a pre-order (PREORDER_MIN_PARTY). */
  preorderMinParty?: number;
  /** The pre-orders' cut-off queue (`startPreorderCutoffs`); without one a job is queued when a queue starts. */
  preorderScheduler?: PreorderScheduler;
}

/** The embedded brand API: the spec's HTTP contract over a real database. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { database, logger } = options;
  const now = options.now ?? (() => new Date());
  const app = new Hono<AppEnv>();

  serveRequestFrame(app, {
    database,
    logger,
    version: options.version ?? '0.0.0',
    readiness: options.readiness ?? alwaysReady(),
  });

  if (options.exposeRowCounts) {
    app.get('/internal/row-counts', async (c) => c.json(await rowCounts(database)));
  }

  const brandKeys = options.brandKeys;
  tokenModule(app, database, {
    ttlSeconds: options.tokenTtlSeconds ?? 24 * 60 * 60,
    now,
    ...(brandKeys ? { brandKeys } : {}),
  });
  const bookingConfig =
    options.bookingConfig ??
    new BookingConfig(
      database.db,
      options.bookingConfigSeconds === undefined
        ? BOOKING_CONFIG_TTL_MS
        : options.bookingConfigSeconds * 1000,
      now,
    );
  // The page builder's origins may call the content service (a preflight carries no key: answered before the check).
  contentEditorCors(app, options.contentEditorOrigins ?? DEV_CONTENT_EDITOR_ORIGINS);
  // The operators' calls carry an operator's key, checked here, instead of the brand token.
  operationsModule(app, database, {
    now,
    callsPerMinute: options.opsCallsPerMinute ?? 120,
    ...(options.closures === false
      ? {}
      : {
          closures:
            options.closures ?? createClosureService({ database, logger, now, config: bookingConfig }),
        }),
  });
  const tokenCheck = requireToken(database, { now, ...(brandKeys ? { brandKeys } : {}) });
  app.use('/api/*', async (c, next) => {
    // The contract's rules say which calls go without the token (`requiresToken: false`).
    if (isTokenFreePath(c.req.path) || c.req.path.startsWith(OPS_PATH_PREFIX)) return next();
    return tokenCheck(c, next);
  });
  const readCache =
    options.readCache ??
    (options.readCacheSeconds ? createReadCache({ seconds: options.readCacheSeconds }) : undefined);
  if (readCache) app.use('/api/*', readCache.middleware);
  // What a committed change names is dropped at once; the caches' own lifetimes are only a safety net.
  options.changeFeed?.subscribe((event) => {
    readCache?.drop(event);
    bookingConfig.drop(event);
  });
  changeRoutes(app, database, {
    ...(options.changeFeed ? { feed: options.changeFeed } : {}),
    ...(options.changeStreamPingMs ? { pingMs: options.changeStreamPingMs } : {}),
  });
  contentModule(app, database, {
    now,
    preview: {
      secret: options.contentPreviewSecret ?? DEV_CONTENT_PREVIEW_SECRET,
      minutes: options.contentPreviewMinutes ?? CONTENT_PREVIEW_MINUTES,
      siteUrl: options.siteUrl ?? 'http://localhost:3000',
    },
    editorBrandKey: brandKeys?.[0] ?? DEMO_BRAND_KEY,
    ...(options.contentScheduler ? { scheduler: options.contentScheduler } : {}),
    // A publish is dropped from this process's prepared answers at once, with or without a change feed.
    onChange: (event) => readCache?.drop(event),
  });
  restaurantsModule(app, database, { now });
  offersModule(app, database, { now });
  customersModule(app, database, {
    now,
    // Every marketing e-mail is checked against the suppression list (the privacy domain's).
    marketing: { isSuppressed: (db, email) => isSuppressed(db.db, email) },
    ...(options.customerGuidLifetimeDays ? { guidLifetimeDays: options.customerGuidLifetimeDays } : {}),
  });
  contactModule(app, database, { now });
  unsubscribeModule(app, database, { now });
  socialModule(app, database);
  geoModule(app, database, { now });
  const preorders = {
    secret: options.preorderSecret ?? DEV_PREORDER_LINK_SECRET,
    minParty: options.preorderMinParty ?? PREORDER_DEFAULT_MIN_PARTY,
    ...(options.preorderScheduler ? { scheduler: options.preorderScheduler } : {}),
  };
  preordersModule(app, database, { ...preorders, now, siteUrl: options.siteUrl ?? 'http://localhost:3000' });
  bookingModule(app, database, {
    preorders,
    config: bookingConfig,
    now,
    logger,
    limits: options.bookingLimits ?? {},
    manageSecret: options.manageSecret ?? DEV_BOOKING_MANAGE_SECRET,
    calendarSecret: options.calendarSecret ?? DEV_CALENDAR_LINK_SECRET,
  });
  privacyModule(app, database, { now, logger });
  paymentsModule(app, database, { adapter: options.cardGuarantee ?? createSandboxAdapter(), logger });
  jobsModule(app, database, {
    logger,
    onApplication: (application) => sendApplicationAcknowledgement(database, application),
  });
  if (options.testReads) {
    testReadsModule(app, database, {
      manageSecret: options.manageSecret ?? DEV_BOOKING_MANAGE_SECRET,
      preorderSecret: preorders.secret,
      siteUrl: options.siteUrl ?? 'http://localhost:3000',
      logger,
    });
  }
  if (options.devOutbox) devOutboxModule(app, database);

  answerUnmatched(app, logger);
  return app;
}
