import {
  API_CACHE_CONTROL,
  type Endpoint,
  type EndpointName,
  endpoints,
  type RateLimitClass,
  REQUEST_REFUSED_MESSAGES,
} from '@fittizia/contract';
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { siteConfig } from './config.ts';
import { log } from './logger.ts';

/**
 * Rate limits on the calls whose contract rules name a rate-limit class (docs/endpoints.md): `write` (booking
 * create, enquiry and events, the card submit, the job application, both contact forms, sign-up, the voucher
 * code and the three customer updates) and `lookup` (the preferences guid). Each call spends one point of the
 * class's budget for the browser's session and one for its client address; either running out answers 429
 * with `Retry-After` and a JSON message. The pipeline asks before a byte of the body is read.
 *
 * Where the counts live, so that a limit of N holds at N however many processes serve the site:
 * - RATE_LIMIT_REDIS_URL: a Redis-compatible server shared by every instance (with an in-memory insurance
 *   limiter while it cannot be reached);
 * - RATE_LIMIT_DATABASE_URL: a PostgreSQL table, likewise;
 * - otherwise, under `pnpm start` (scripts/cluster.mjs sets RATE_LIMIT_CLUSTER), the primary process keeps
 *   the counts for every worker of the machine (rate-limiter-flexible's cluster limiter);
 * - otherwise (one process: `pnpm dev`, tests), in memory.
 */
export function rateLimitClassOf(call: EndpointName): RateLimitClass {
  return (endpoints[call] as Endpoint).rateLimit;
}

export type RateLimitStore = 'memory' | 'cluster' | 'redis' | 'postgres';

export interface RateLimitSettings {
  /** `write` calls per window for one browser session. */
  sessionPoints: number;
  /** `write` calls per window for one client address (several browsers behind one address share it). */
  addressPoints: number;
  /** `lookup` calls per window, per session and per address. */
  lookupPoints?: number;
  windowSeconds: number;
  /** Counts kept by the primary process for every worker of the machine (scripts/cluster.mjs). */
  cluster?: boolean;
  /** A Redis-compatible server shared by several site instances. */
  redisUrl?: string | undefined;
  /** A PostgreSQL connection string for a store shared by several site instances. */
  databaseUrl?: string | undefined;
  /** Table of the PostgreSQL store (created when missing). */
  tableName?: string;
  /** Prefix of every key (several sites, or tests, sharing one store). */
  keyPrefix?: string;
  onStoreError?: (error: unknown) => void;
}

export interface RateLimiter {
  readonly store: RateLimitStore;
  /** Spends one point for the call; a 429 Response when a budget is spent, undefined otherwise. */
  check(call: EndpointName, who: { sessionId: string; address: string }): Promise<Response | undefined>;
  close(): Promise<void>;
}

type Budgets = Record<Exclude<RateLimitClass, 'none'>, { session: number; address: number }>;

type Factory = (keyPrefix: string, points: number) => Promise<RateLimiterAbstract>;

async function storeFor(
  settings: RateLimitSettings,
): Promise<{ store: RateLimitStore; make: Factory; close: () => Promise<void> }> {
  const duration = settings.windowSeconds;
  const memory = (keyPrefix: string, points: number) =>
    new RateLimiterMemory({ keyPrefix, points, duration });
  if (settings.redisUrl) {
    // Loaded only when configured.
    const { Redis } = await import('ioredis');
    // No offline queue: while the server cannot be reached a call is not held, the insurance limiter answers.
    const client = new Redis(settings.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    client.on('error', (error) => settings.onStoreError?.(error));
    // Connected before the first call is limited (a server that is down: the insurance limiter meanwhile).
    await client.connect().catch((error: unknown) => settings.onStoreError?.(error));
    return {
      store: 'redis',
      make: async (keyPrefix, points) =>
        new RateLimiterRedis({
          storeClient: client,
          keyPrefix,
          points,
          duration,
          // While the server cannot be reached, each instance limits on its own.
          insuranceLimiter: memory(`${keyPrefix}-insurance`, points),
        }),
      close: async () => {
        client.disconnect();
      },
    };
  }
  if (settings.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 5 });
    pool.on('error', (error) => settings.onStoreError?.(error));
    let tableCreated = false;
    return {
      store: 'postgres',
      make: (keyPrefix, points) =>
        new Promise<RateLimiterAbstract>((resolve) => {
          const limiter: RateLimiterPostgres = new RateLimiterPostgres(
            {
              storeClient: pool,
              storeType: 'pool',
              tableName: settings.tableName ?? 'site_rate_limits',
              keyPrefix,
              points,
              duration,
              clearExpiredByTimeout: false,
              tableCreated,
              insuranceLimiter: memory(`${keyPrefix}-insurance`, points),
            },
            (error?: unknown) => {
              // The table could not be created (database down): the insurance limiter answers meanwhile.
              if (error) settings.onStoreError?.(error);
              tableCreated = !error;
              queueMicrotask(() => resolve(limiter));
            },
          );
        }),
      close: () => pool.end(),
    };
  }
  if (settings.cluster) {
    return {
      store: 'cluster',
      make: async (keyPrefix, points) => {
        const limiter = new RateLimiterCluster({ keyPrefix, points, duration, timeoutMs: 3000 });
        // Its answers arrive over the IPC channel, which a 'message' listener keeps open: let the worker still
        // exit once its server has closed (SIGTERM), instead of waiting for the primary to give up on it.
        process.channel?.unref();
        return limiter;
      },
      close: async () => {},
    };
  }
  return {
    store: 'memory',
    make: async (keyPrefix, points) => memory(keyPrefix, points),
    close: async () => {},
  };
}

export function tooManyRequests(retryAfterMs: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new Response(JSON.stringify({ message: REQUEST_REFUSED_MESSAGES.tooManyRequests }), {
    status: 429,
    headers: {
      'content-type': 'application/json',
      'retry-after': String(seconds),
      'cache-control': API_CACHE_CONTROL,
    },
  });
}

export function createRateLimiter(settings: RateLimitSettings): RateLimiter {
  const prefix = settings.keyPrefix ?? '';
  const lookup = settings.lookupPoints ?? settings.sessionPoints;
  const budgets: Budgets = {
    write: { session: settings.sessionPoints, address: settings.addressPoints },
    lookup: { session: lookup, address: lookup },
  };
  const store = settings.redisUrl
    ? 'redis'
    : settings.databaseUrl
      ? 'postgres'
      : settings.cluster
        ? 'cluster'
        : 'memory';
  // One after the other: two concurrent CREATE TABLE IF NOT EXISTS can collide in PostgreSQL. The `write`
  // class keeps the prefixes it always had (`session`, `address`), so counts survive a deploy.
  const ready = (async () => {
    const backend = await storeFor(settings);
    const pair = async (cls: keyof Budgets) => {
      const name = cls === 'write' ? '' : `${cls}-`;
      const session = await backend.make(`${prefix}${name}session`, budgets[cls].session);
      const address = await backend.make(`${prefix}${name}address`, budgets[cls].address);
      return { session, address };
    };
    return { limiters: { write: await pair('write'), lookup: await pair('lookup') }, close: backend.close };
  })();
  return {
    store,
    async check(call, who) {
      const cls = rateLimitClassOf(call);
      if (cls === 'none') return undefined;
      const { session, address } = (await ready).limiters[cls];
      const results = await Promise.allSettled([
        session.consume(who.sessionId),
        address.consume(who.address),
      ]);
      let retryAfterMs = 0;
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        if (result.reason instanceof RateLimiterRes) {
          retryAfterMs = Math.max(retryAfterMs, result.reason.msBeforeNext);
        } else {
          // A store failure (the insurance limiter normally covers it): never block the visitor for it.
          settings.onStoreError?.(result.reason);
        }
      }
      return retryAfterMs > 0 ? tooManyRequests(retryAfterMs) : undefined;
    },
    close: async () => (await ready).close(),
  };
}

/**
 * The client's address: the socket's peer, or, behind a trusted reverse proxy (TRUST_PROXY), the address that
 * proxy appended to X-Forwarded-For (the last entry; earlier entries are whatever the client claimed).
 */
export function clientAddress(request: Request, trustProxy: boolean): string {
  const peer = (request as Request & { ip?: string }).ip;
  if (trustProxy) {
    const forwarded = request.headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  return peer ?? 'unknown';
}

let configured: RateLimiter | undefined;

/** The process-wide limiter from the site's configuration (RATE_LIMIT_* variables). */
export function configuredRateLimiter(): RateLimiter {
  if (!configured) {
    const config = siteConfig();
    configured = createRateLimiter({
      sessionPoints: config.RATE_LIMIT_SESSION_POINTS,
      addressPoints: config.RATE_LIMIT_ADDRESS_POINTS,
      lookupPoints: config.RATE_LIMIT_LOOKUP_POINTS,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      redisUrl: config.RATE_LIMIT_REDIS_URL,
      databaseUrl: config.RATE_LIMIT_DATABASE_URL,
      // Set by scripts/cluster.mjs, whose primary process keeps the counts (RateLimiterClusterMaster).
      cluster: process.env.RATE_LIMIT_CLUSTER === '1',
      onStoreError: (error) =>
        log('error', 'rate-limit store failed; limiting in memory meanwhile', {
          error: error instanceof Error ? error.message : String(error),
        }),
    });
  }
  return configured;
}
