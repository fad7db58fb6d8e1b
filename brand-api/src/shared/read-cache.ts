import { type EndpointName, endpointsWhere, matchEndpoint } from '@fittizia/contract';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from './http.ts';

/**
 * The reads whose entry in the endpoint table says `cache: 'public'`: the same for every caller of a brand and
 * changed only by its content (the seed), never a booking, a customer's preferences or anything else tied to a
 * person or a session.
 */
export const CACHED_READS: ReadonlySet<EndpointName> = new Set(
  endpointsWhere((def) => def.method === 'GET' && def.cache === 'public'),
);

interface Answer {
  body: string;
  contentType: string;
  storedAt: number;
}

export interface ReadCache {
  middleware: MiddlewareHandler<AppEnv>;
  /** Forget every prepared answer (after the content changed). */
  purge(): void;
  readonly size: number;
}

/**
 * Prepared answers of the public reads (`CACHED_READS`), kept `seconds` per brand key and address: a hit is the
 * stored JSON text, with no database query, no response validation and no serialisation. Only 200 answers are
 * kept. It runs after the token check, so an unauthenticated call never reaches it.
 */
export function createReadCache(options: {
  seconds: number;
  maxEntries?: number;
  now?: () => number;
}): ReadCache {
  const now = options.now ?? (() => Date.now());
  const ttl = options.seconds * 1000;
  const answers = new LRUCache<string, Answer>({ max: options.maxEntries ?? 5000 });
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const url = new URL(c.req.url);
    const match = matchEndpoint('GET', url.pathname);
    if (!match || !CACHED_READS.has(match.name)) return next();
    const key = `${c.get('brandKey')} ${url.pathname}${url.search}`;
    const hit = answers.get(key);
    if (hit && now() - hit.storedAt < ttl) {
      return c.body(hit.body, 200, { 'content-type': hit.contentType });
    }
    await next();
    if (c.res.status !== 200) return;
    const body = await c.res.clone().text();
    answers.set(key, {
      body,
      contentType: c.res.headers.get('content-type') ?? 'application/json',
      storedAt: now(),
    });
  };
  return {
    middleware,
    purge: () => answers.clear(),
    get size() {
      return answers.size;
    },
  };
}
