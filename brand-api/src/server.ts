import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { POOL_FREE_SOCKET_TIMEOUT_MS } from '@fittizia/contract';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { type AppOptions, createApp } from './app.ts';
import { standbyContext } from './domains/booking/emails/standby-mail.ts';
import { startReminderQueue } from './domains/booking/index.ts';
import { BookingConfig } from './domains/booking/service/config.ts';
import { startStandbyExpiryLoop } from './domains/booking/service/standby-offers.ts';
import { startContentSchedules } from './domains/content/index.ts';
import { cardAdapterFromConfig } from './domains/payments/index.ts';
import { startPreorderCutoffs } from './domains/preorders/index.ts';
import { startRetentionQueue } from './domains/privacy/index.ts';
import { seed } from './seed.ts';
import { startChangeFeed } from './shared/change-feed.ts';
import { publishChanges } from './shared/change-publisher.ts';
import { type BrandApiConfig, bookingLimitsFromConfig } from './shared/config.ts';
import { type Database, openDatabase } from './shared/database.ts';
import { type DrainTimes, drainServer, type Readiness } from './shared/drain.ts';
import { createLogger } from './shared/logger.ts';
import { configureMail, startMailRetryLoop } from './shared/mail/index.ts';
import { MIGRATION_LOCK_KEY, migrate } from './shared/migrate.ts';

export interface RunningBrandApi {
  url: string;
  database: Database;
  /** What `GET /ready` answers from. */
  readiness: Readiness;
  /**
   * The drain: `/ready` turns 503, the listener closes after `delayMs`, the requests in flight finish (within
   * `timeoutMs`), then the reminder queue, the standby and mail loops stop and the database closes.
   */
  drain(times: DrainTimes): Promise<void>;
  /** The drain at once: no delay, in-flight requests given the default bound. */
  close(): Promise<void>;
}

export async function prepareDatabase(
  config: Pick<BrandApiConfig, 'DATABASE_URL' | 'BRAND_API_DATA_DIR' | 'BRAND_KEYS'>,
  logger: Logger,
): Promise<Database> {
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.BRAND_API_DATA_DIR },
  );
  const applied = await migrate(database);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  // The seed's upserts under the same lock: two processes starting together do not write the same rows at once.
  await database.exclusive(MIGRATION_LOCK_KEY, () => seed(database, config.BRAND_KEYS));
  return database;
}

/** What the app (`createApp`) takes from the configuration: the served app's settings, and a test's. */
export function appSettingsFromConfig(config: BrandApiConfig) {
  return {
    tokenTtlSeconds: config.TOKEN_TTL_SECONDS,
    exposeRowCounts: config.BRAND_API_EXPOSE_ROW_COUNTS,
    testReads: config.BRAND_API_TEST_READS,
    devOutbox: config.BRAND_API_DEV_OUTBOX,
    readCacheSeconds: config.BRAND_API_READ_CACHE_SECONDS,
    bookingConfigSeconds: config.BOOKING_CONFIG_CACHE_SECONDS,
    bookingLimits: bookingLimitsFromConfig(config),
    customerGuidLifetimeDays: config.CUSTOMER_GUID_LIFETIME_DAYS,
    opsCallsPerMinute: config.OPS_CALLS_PER_MINUTE,
    manageSecret: config.BOOKING_MANAGE_SECRET,
    calendarSecret: config.CALENDAR_LINK_SECRET,
    contentPreviewSecret: config.CONTENT_PREVIEW_SECRET,
    contentPreviewMinutes: config.CONTENT_PREVIEW_MINUTES,
    contentEditorOrigins: config.CONTENT_EDITOR_ORIGINS,
    siteUrl: config.SITE_URL,
    preorderSecret: config.PREORDER_LINK_SECRET,
    preorderMinParty: config.PREORDER_MIN_PARTY,
    // Only the configured keys answer: a brand a development run seeded in the same data folder does not.
    brandKeys: config.BRAND_KEYS,
  } satisfies Omit<AppOptions, 'database' | 'logger'>;
}

/** Opens (migrates and seeds) the database and serves the brand API. */
export async function startBrandApi(
  config: BrandApiConfig,
  logger: Logger = createLogger({ level: config.LOG_LEVEL }),
): Promise<RunningBrandApi> {
  const readiness: Readiness = { state: 'starting' };
  const database = await prepareDatabase(config, logger);
  configureMail({
    from: config.MAIL_FROM,
    siteUrl: config.SITE_URL,
    unsubscribeSecret: config.UNSUBSCRIBE_LINK_SECRET,
    smtpUrl: config.SMTP_URL,
    outboxDir: config.MAIL_OUTBOX_DIR,
    logger,
  });
  const mailRetry = startMailRetryLoop(database);
  const cardGuarantee = cardAdapterFromConfig(config);
  logger.info({ provider: cardGuarantee.provider }, 'card guarantee');
  // The change events as they are committed: the caches drop what each names, the event stream follows them,
  // and with REDIS_URL each is published there once (docs/caching.md, "Change events").
  const changeFeed = await startChangeFeed(database, {
    logger,
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
  });
  const publisher = config.REDIS_URL
    ? publishChanges(changeFeed, { redisUrl: config.REDIS_URL, logger })
    : undefined;
  // One booking configuration cache for the calls, the standby loop and the reminders, dropped by the events.
  const bookingConfig = new BookingConfig(database.db, config.BOOKING_CONFIG_CACHE_SECONDS * 1000);
  // Scheduled publishes: a pg-boss job each in this database, kept across restarts (docs/content.md).
  const contentSchedules = await startContentSchedules(database, { logger });
  // Group pre-orders' cut-offs: a pg-boss job each in this database, kept across restarts (docs/preorders.md).
  const preorderCutoffs = await startPreorderCutoffs(database, {
    secret: config.PREORDER_LINK_SECRET,
    siteUrl: config.SITE_URL,
    logger,
  });
  const app = createApp({
    database,
    logger,
    cardGuarantee,
    readiness,
    changeFeed,
    bookingConfig,
    contentScheduler: contentSchedules,
    preorderScheduler: preorderCutoffs,
    ...appSettingsFromConfig(config),
  });
  // Standby offers not claimed in time pass to the next in line; reads expire them lazily too.
  const standbyExpiry = startStandbyExpiryLoop(
    standbyContext(database, {
      config: bookingConfig,
      secret: config.BOOKING_MANAGE_SECRET,
      now: () => new Date(),
      logger,
    }),
  );
  const server = serve({ fetch: app.fetch, port: config.BRAND_API_PORT, hostname: config.BRAND_API_HOST });
  // The site keeps an idle socket for 15 s (spec 9). Node's server closes one after 5 s, so a read could go out on
  // a socket this end was closing at that moment; the server keeps it longer than the site does instead.
  const http1 = server as Server;
  http1.keepAliveTimeout = POOL_FREE_SOCKET_TIMEOUT_MS + 5_000;
  http1.headersTimeout = http1.keepAliveTimeout + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  // Booking reminders: pg-boss in this database runs a sweep each minute (docs/manage-booking.md).
  const reminders = await startReminderQueue(database, {
    now: () => new Date(),
    manageSecret: config.BOOKING_MANAGE_SECRET,
    logger,
    config: bookingConfig,
  });
  // The retention schedule, applied every night by pg-boss in this database (docs/privacy.md).
  const retention = await startRetentionQueue(database, { now: () => new Date(), logger });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.BRAND_API_HOST}:${port}`;
  readiness.state = 'ready';
  logger.info({ url, database: database.kind }, 'brand API listening');
  let drained: Promise<void> | undefined;
  const drain = (times: DrainTimes) => {
    drained ??= (async () => {
      logger.info(times, 'brand API draining');
      const requests = drainServer(http1, readiness, times);
      // Once the listener closes, the change feed too: its open event streams end (each site follows another
      // brand API, or this one again once it is back), so they hold no request in flight.
      await new Promise((resolve) => setTimeout(resolve, times.delayMs));
      await changeFeed.close();
      await publisher?.close();
      if ((await requests) === 'timed out') logger.warn(times, 'requests still in flight were cut');
      await reminders.stop();
      await retention.stop();
      await contentSchedules.stop();
      await preorderCutoffs.stop();
      await standbyExpiry.stop();
      await mailRetry.stop();
      await database.close();
      logger.info('brand API stopped');
    })();
    return drained;
  };
  return {
    url,
    database,
    readiness,
    drain,
    close: () => drain({ delayMs: 0, timeoutMs: config.DRAIN_TIMEOUT_MS }),
  };
}
