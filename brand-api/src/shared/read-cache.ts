import {
  type ChangeEvent,
  type EndpointName,
  endpointsWhere,
  matchEndpoint,
  readTags,
  tagsMeet,
} from '@fittizia/contract';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from './http.ts';

/**
 * The reads whose entry in the endpoint table says `cache: 'public'`: the same for every caller of a brand and
 * changed only by its content, never a booking, a customer's preferences or anything else tied to a person or a
 * session.
 */
export const CACHED_READS: ReadonlySet<EndpointName> = new Set(
  endpointsWhere((def) => def.method === 'GET' && def.cache === 'public'),
);

interface Answer {
  body: string;
  contentType: string;
  storedAt: number;
  /** What the answer was made from (`readTags`): a change naming one of them drops it. */
  tags: readonly string[];
}

export interface ReadCache {
  middleware: MiddlewareHandler<AppEnv>;
  /** Drops the prepared answers tagged with what the change names; how many went. */
  drop(event: Pick<ChangeEvent, 'tags'>): number;
  /** Forget every prepared answer. */
  purge(): void;
  readonly size: number;
  /** The reads answered from memory so far. */
  readonly hits: number;
}

/**
 * Prepared answers of the public reads (`CACHED_READS`), per brand key and address: a hit is the stored JSON text,
 * with no database query, no response validation and no serialisation. Only 200 answers are kept, each with the
 * tags of what it was made from; a change event drops exactly the answers it names (`drop`, called by the change
 * feed), and `seconds` bounds an answer's life only as a safety net (a write that records no event). An answer
 * whose read began before a drop of one of its tags is not kept. It runs after the token check, so an
 * unauthenticated call never reaches it.
 */
export function createReadCache(options: {
  seconds: number;
  maxEntries?: number;
  now?: () => number;
}): ReadCache {
  const now = options.now ?? (() => Date.now());
  const ttl = options.seconds * 1000;
  const answers = new LRUCache<string, Answer>({ max: options.maxEntries ?? 5000 });
  // Each drop's number, by tag: an answer read across a drop of its tags may hold what was there before.
  let drops = 0;
  const droppedAt = new LRUCache<string, number>({ max: 10_000 });
  let hits = 0;
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const url = new URL(c.req.url);
    const match = matchEndpoint('GET', url.pathname);
    if (!match || !CACHED_READS.has(match.name)) return next();
    const key = `${c.get('brandKey')} ${url.pathname}${url.search}`;
    const hit = answers.get(key);
    if (hit && now() - hit.storedAt < ttl) {
      hits += 1;
      return c.body(hit.body, 200, { 'content-type': hit.contentType });
    }
    const startedAt = drops;
    await next();
    if (c.res.status !== 200) return;
    const body = await c.res.clone().text();
    const tags = readTags(
      match.name,
      { params: match.params, query: Object.fromEntries(url.searchParams) },
      parsed(body),
    );
    if (tags.some((tag) => (droppedAt.get(tag) ?? 0) > startedAt)) return;
    answers.set(key, {
      body,
      contentType: c.res.headers.get('content-type') ?? 'application/json',
      storedAt: now(),
      tags,
    });
  };
  return {
    middleware,
    drop(event) {
      const changed = new Set(event.tags);
      drops += 1;
      for (const tag of changed) droppedAt.set(tag, drops);
      const gone = [...answers.entries()].filter(([, answer]) => tagsMeet(answer.tags, changed));
      for (const [key] of gone) answers.delete(key);
      return gone.length;
    },
    purge: () => answers.clear(),
    get size() {
      return answers.size;
    },
    get hits() {
      return hits;
    },
  };
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
