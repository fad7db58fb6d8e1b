import { randomUUID } from 'node:crypto';
import {
  allowedMethods,
  bodyLimitFor,
  hasControlCharacter,
  healthEndpoint,
  isTokenFreePath,
  MAX_HEADER_VALUE_LENGTH,
  MAX_PATH_LENGTH,
  MAX_QUERY_LENGTH,
  methodNotAllowedMessage,
  REQUEST_REFUSED_MESSAGES,
} from '@fittizia/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import { bookingModule } from './domains/booking/routes.ts';
import type { BookingLimits } from './domains/booking/service/limits.ts';
import { requireToken, tokenModule } from './domains/brand/routes.ts';
import { contactModule } from './domains/contact/routes.ts';
import { contentModule } from './domains/content/routes.ts';
import { customersModule } from './domains/customers/routes.ts';
import { sendApplicationAcknowledgement } from './domains/jobs/emails.ts';
import { jobsModule } from './domains/jobs/routes.ts';
import { offersModule } from './domains/offers/routes.ts';
import { type CardGuaranteeAdapter, createSandboxAdapter, paymentsModule } from './domains/payments/index.ts';
import { geoModule } from './domains/restaurants/geo-routes.ts';
import { restaurantsModule } from './domains/restaurants/routes.ts';
import { socialModule } from './domains/social/routes.ts';
import { DEV_BOOKING_MANAGE_SECRET } from './shared/config.ts';
import type { Database } from './shared/database.ts';
import { type AppEnv, HttpError } from './shared/http.ts';
import { createReadCache } from './shared/read-cache.ts';
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
  /**
   * Keep prepared answers of the public reads this many seconds (`src/read-cache.ts`); 0, the default, keeps
   * none (the tests read what they just wrote).
   */
  readCacheSeconds?: number;
  /** Booking limits per restaurant and day (`booking/limits.ts`); unset ones keep BOOKING_LIMIT_DEFAULTS. */
  bookingLimits?: Partial<BookingLimits>;
  /** Days a preferences link (guid) stays valid after it was last e-mailed (CUSTOMER_GUID_LIFETIME_DAYS). */
  customerGuidLifetimeDays?: number;
  /** The key booking manage links are signed with (BOOKING_MANAGE_SECRET); the development one when unset. */
  manageSecret?: string;
}

/** The embedded brand API: the spec's HTTP contract over a real database. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { database, logger } = options;
  const now = options.now ?? (() => new Date());
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.set('requestId', requestId);
    await next();
    c.header('x-request-id', requestId);
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });

  app.get(healthEndpoint.path, async (c) => {
    let status: 'ok' | 'degraded' = 'ok';
    try {
      await database.exec('SELECT 1');
    } catch {
      status = 'degraded';
    }
    return c.json(
      { status, database: database.kind, version: options.version ?? '0.0.0' },
      status === 'ok' ? 200 : 503,
    );
  });

  // Bad input never reaches a handler: overlong addresses and headers, undecodable or control characters in
  // the path, bodies over the call's limit (the two file-carrying calls get more).
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    const path = url.pathname;
    if (path.length > MAX_PATH_LENGTH) throw new HttpError(414, REQUEST_REFUSED_MESSAGES.pathTooLong);
    if (url.search.length - 1 > MAX_QUERY_LENGTH)
      throw new HttpError(414, REQUEST_REFUSED_MESSAGES.queryTooLong);
    for (const [, value] of c.req.raw.headers) {
      if (value.length > MAX_HEADER_VALUE_LENGTH)
        throw new HttpError(431, REQUEST_REFUSED_MESSAGES.headerTooLarge);
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      throw new HttpError(400, REQUEST_REFUSED_MESSAGES.badPath);
    }
    if (hasControlCharacter(decoded)) throw new HttpError(400, REQUEST_REFUSED_MESSAGES.controlCharacter);
    return next();
  });
  app.use('/api/*', (c, next) =>
    bodyLimit({
      maxSize: bodyLimitFor(c.req.path),
      onError: () => {
        throw new HttpError(413, REQUEST_REFUSED_MESSAGES.bodyTooLarge, { field: 'body' });
      },
    })(c, next),
  );

  if (options.exposeRowCounts) {
    app.get('/internal/row-counts', async (c) => c.json(await rowCounts(database)));
  }

  tokenModule(app, database, { ttlSeconds: options.tokenTtlSeconds ?? 24 * 60 * 60, now });
  const tokenCheck = requireToken(database, { now });
  app.use('/api/*', async (c, next) => {
    // The contract's rules say which calls go without the token (`requiresToken: false`).
    if (isTokenFreePath(c.req.path)) return next();
    return tokenCheck(c, next);
  });
  if (options.readCacheSeconds) {
    app.use('/api/*', createReadCache({ seconds: options.readCacheSeconds }).middleware);
  }
  contentModule(app, database);
  restaurantsModule(app, database);
  offersModule(app, database, { now });
  customersModule(app, database, {
    now,
    ...(options.customerGuidLifetimeDays ? { guidLifetimeDays: options.customerGuidLifetimeDays } : {}),
  });
  contactModule(app, database, { now });
  socialModule(app, database);
  geoModule(app, database);
  bookingModule(app, database, {
    now,
    logger,
    limits: options.bookingLimits ?? {},
    manageSecret: options.manageSecret ?? DEV_BOOKING_MANAGE_SECRET,
  });
  paymentsModule(app, database, { adapter: options.cardGuarantee ?? createSandboxAdapter(), logger });
  jobsModule(app, database, {
    logger,
    onApplication: (application) => sendApplicationAcknowledgement(database, application),
  });
  if (options.testReads) testReadsModule(app, database);

  app.notFound((c) => {
    // A call of the table with another method: 405 naming the methods the contract defines for the path.
    const allow = allowedMethods(c.req.path);
    if (allow.length > 0 && !allow.includes(c.req.method as 'GET' | 'POST')) {
      c.header('allow', allow.join(', '));
      return c.json({ message: methodNotAllowedMessage(c.req.method, allow) }, 405);
    }
    return c.json({ message: `No route for ${c.req.method} ${c.req.path}` }, 404);
  });
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ message: error.message, ...error.extra }, error.status);
    }
    logger.error({ requestId: c.get('requestId'), err: error }, 'unhandled error');
    return c.json({ message: 'Internal error' }, 500);
  });
  return app;
}
