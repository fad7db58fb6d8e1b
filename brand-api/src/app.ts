import { randomUUID } from 'node:crypto';
import { healthEndpoint } from '@fittizia/contract';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Database } from './db/database.ts';
import { type AppEnv, HttpError } from './http.ts';
import { contentModule } from './modules/content.ts';
import { geoModule } from './modules/geo.ts';
import { jobsModule } from './modules/jobs.ts';
import { offersModule } from './modules/offers.ts';
import { restaurantsModule } from './modules/restaurants.ts';
import { testReadsModule } from './modules/test-reads.ts';
import { requireToken, tokenModule } from './modules/token.ts';

export interface AppOptions {
  database: Database;
  logger: Logger;
  tokenTtlSeconds?: number;
  now?: () => Date;
  version?: string;
  /** Mount the test-only reads (`BRAND_API_TEST_READS`). */
  testReads?: boolean;
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

  tokenModule(app, database, { ttlSeconds: options.tokenTtlSeconds ?? 24 * 60 * 60, now });
  app.use('/api/*', async (c, next) => {
    if (c.req.path === '/api/token' || c.req.path === '/api/jobs/locations') return next();
    return requireToken(database, { now })(c, next);
  });
  contentModule(app, database);
  restaurantsModule(app, database);
  offersModule(app, database);
  geoModule(app, database);
  jobsModule(app, database, { logger });
  if (options.testReads) testReadsModule(app, database);

  app.notFound((c) => c.json({ message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ message: error.message, ...error.extra }, error.status);
    }
    logger.error({ requestId: c.get('requestId'), err: error }, 'unhandled error');
    return c.json({ message: 'Internal error' }, 500);
  });
  return app;
}
