import type { ChangeEvent } from '@fittizia/contract';
import type { Redis } from 'ioredis';
import { PURGE_CLAIM_PREFIX } from './change-feed-redis.ts';

type Level = 'error' | 'warn' | 'info' | 'debug';

export interface PurgeHookOptions {
  /** Where to POST `{ "tags": [...] }` (CDN_PURGE_URL). */
  url: string;
  /** Sent as `Authorization: Bearer <token>` (CDN_PURGE_TOKEN). */
  token?: string | undefined;
  /** Whether this process is the one that calls the hook for this event (`redisClaim`, `workerClaim`). */
  claim: (id: string) => Promise<boolean>;
  log: (level: Level, msg: string, fields?: Record<string, unknown>) => void;
  /** Longest one call may take. */
  timeoutMs?: number;
  /** Calls at most (the first and its retries). */
  attempts?: number;
  /** The pause before the second call, doubling for each after it. */
  retryMs?: number;
  /**
   * The pause before the first call, so that every process has dropped its own copies (the event reaches them
   * within milliseconds) before the CDN asks them again.
   */
  delayMs?: number;
  fetch?: typeof fetch;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The CDN's purge hook: for each event this process claims, one POST of the event's tags, JSON, with a short
 * timeout, retried a few times with backoff; each failure is logged. Never rejects and never holds a request:
 * callers do not wait for it.
 */
export function purgeHook(options: PurgeHookOptions): (event: ChangeEvent) => Promise<void> {
  const { url, token, claim, log, timeoutMs = 5000, attempts = 4, retryMs = 1000, delayMs = 500 } = options;
  const send = options.fetch ?? fetch;
  return async (event) => {
    try {
      if (event.tags.length === 0 || !(await claim(event.id))) return;
    } catch (error) {
      log('warn', 'CDN purge not claimed; another process may call it', {
        id: event.id,
        error: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    await sleep(delayMs);
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let failure: string;
      try {
        const response = await send(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ tags: event.tags }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) {
          log('info', 'CDN purged by tag', { id: event.id, tags: event.tags });
          return;
        }
        failure = `answered ${response.status}`;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      const last = attempt === attempts;
      log(last ? 'error' : 'warn', last ? 'CDN purge failed; giving up' : 'CDN purge failed; retrying', {
        id: event.id,
        attempt,
        error: failure,
      });
      if (!last) await sleep(retryMs * 2 ** (attempt - 1));
    }
  };
}

/** With Redis: the process whose `SET NX` of `fittizia:purge:<id>` succeeds calls the hook (kept a day). */
export function redisClaim(
  commands: () => Redis,
  prefix = PURGE_CLAIM_PREFIX,
): (id: string) => Promise<boolean> {
  return async (id) =>
    (await commands().set(`${prefix}${id}`, String(process.pid), 'EX', 86_400, 'NX')) === 'OK';
}

/**
 * Without Redis (one machine): worker 1 of `pnpm start` (scripts/cluster.mjs numbers them in SITE_WORKER, and a
 * replacement takes the number of the worker it replaces), or the one process when there are no workers.
 */
export function workerClaim(worker = process.env.SITE_WORKER): (id: string) => Promise<boolean> {
  const calls = worker === undefined || worker === '1';
  return async () => calls;
}
