import { type EndpointName, REQUEST_REFUSED_MESSAGES } from '@fittizia/contract';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { siteConfig } from './config.ts';
import { log } from './logger.ts';

/**
 * Rate limits on the calls that change something (issue 17): booking create, enquiry and events, the card
 * submit, the job application, both contact forms, sign-up, the voucher code and the three customer updates.
 * Each call spends one point of the browser's session budget and one of its client address's budget; either
 * running out answers 429 with `Retry-After` and a JSON message. The store is in memory by default, or a
 * PostgreSQL table shared by every site instance when RATE_LIMIT_DATABASE_URL is set (with an in-memory
 * insurance limiter while the database cannot be reached).
 */
export const RATE_LIMITED_CALLS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'bookingCreate',
  'bookingEnquiry',
  'bookingEvent',
  'braintreeSubmit',
  'jobApplication',
  'contactSendEmail',
  'contactGroupBooking',
  'signup',
  'offerCode',
  'updateCustomerPreferences',
  'updateCustomerChoices',
  'updateOccasionDates',
]);

export interface RateLimitSettings {
  /** Calls per window for one browser session. */
  sessionPoints: number;
  /** Calls per window for one client address (several browsers behind one address share it). */
  addressPoints: number;
  windowSeconds: number;
  /** A PostgreSQL connection string for a store shared by several site instances. */
  databaseUrl?: string | undefined;
  /** Table of the shared store (created when missing). */
  tableName?: string;
  onStoreError?: (error: unknown) => void;
}

export interface RateLimiter {
  /** Spends one point for the call; a 429 Response when a budget is spent, undefined otherwise. */
  check(call: EndpointName, who: { sessionId: string; address: string }): Promise<Response | undefined>;
  close(): Promise<void>;
}

async function limiterPair(settings: RateLimitSettings): Promise<{
  session: RateLimiterAbstract;
  address: RateLimiterAbstract;
  close: () => Promise<void>;
}> {
  const memory = (keyPrefix: string, points: number) =>
    new RateLimiterMemory({ keyPrefix, points, duration: settings.windowSeconds });
  if (!settings.databaseUrl) {
    return {
      session: memory('session', settings.sessionPoints),
      address: memory('address', settings.addressPoints),
      close: async () => {},
    };
  }
  // Loaded only when configured: node-postgres is not needed otherwise.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 5 });
  pool.on('error', (error) => settings.onStoreError?.(error));
  const shared = (keyPrefix: string, points: number, tableCreated: boolean) =>
    new Promise<RateLimiterAbstract>((resolve) => {
      const limiter: RateLimiterPostgres = new RateLimiterPostgres(
        {
          storeClient: pool,
          storeType: 'pool',
          tableName: settings.tableName ?? 'site_rate_limits',
          keyPrefix,
          points,
          duration: settings.windowSeconds,
          clearExpiredByTimeout: false,
          tableCreated,
          // While the database cannot be reached, each instance limits on its own.
          insuranceLimiter: memory(`${keyPrefix}-insurance`, points),
        },
        (error?: unknown) => {
          // The table could not be created (database down): the insurance limiter answers meanwhile.
          if (error) settings.onStoreError?.(error);
          queueMicrotask(() => resolve(limiter));
        },
      );
    });
  // One after the other: two concurrent CREATE TABLE IF NOT EXISTS can collide in PostgreSQL.
  const session = await shared('session', settings.sessionPoints, false);
  const address = await shared('address', settings.addressPoints, true);
  return { session, address, close: () => pool.end() };
}

export function tooManyRequests(retryAfterMs: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new Response(JSON.stringify({ message: REQUEST_REFUSED_MESSAGES.tooManyRequests }), {
    status: 429,
    headers: {
      'content-type': 'application/json',
      'retry-after': String(seconds),
      'cache-control': 'no-store',
    },
  });
}

export function createRateLimiter(settings: RateLimitSettings): RateLimiter {
  const ready = limiterPair(settings);
  return {
    async check(call, who) {
      if (!RATE_LIMITED_CALLS.has(call)) return undefined;
      const { session, address } = await ready;
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
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      databaseUrl: config.RATE_LIMIT_DATABASE_URL,
      onStoreError: (error) =>
        log('error', 'rate-limit store failed; limiting in memory meanwhile', {
          error: error instanceof Error ? error.message : String(error),
        }),
    });
  }
  return configured;
}
