import type { BrandClient } from '@fittizia/contract';
import { LRUCache } from 'lru-cache';

/*
 * Find a table: identical searches within a few seconds share one brand-API answer inside this process.
 * Availability changes by the minute, so the answer is kept for TABLE_SEARCH_SHARE_MS only, and never by a shared
 * cache (the page is `private, no-store`, server/page-cache.ts). Concurrent identical searches share one call
 * (lru-cache's in-flight fetch); a failure is not kept.
 */

/** How long one answer serves identical searches. */
export const TABLE_SEARCH_SHARE_MS = 5_000;

/** The search's key: its fields in a fixed order, trimmed, the place in upper case with single spaces. */
export function tableSearchKey(query: Record<string, unknown>): string {
  const names = ['place', 'lat', 'lng', 'storeId', 'adults', 'children', 'date', 'time', 'radius'];
  return names
    .map((name) => {
      const raw = query[name];
      if (raw === undefined || raw === null || raw === '') return `${name}=`;
      const text = String(raw).trim();
      return `${name}=${name === 'place' ? text.replace(/\s+/g, ' ').toUpperCase() : text}`;
    })
    .join('&');
}

export class TableSearchShare {
  readonly #answers: LRUCache<string, object, () => Promise<object>>;
  /** How many brand-API calls were made (a test reads it). */
  calls = 0;

  constructor({
    ttlMs = TABLE_SEARCH_SHARE_MS,
    max = 500,
    now,
  }: { ttlMs?: number; max?: number; now?: () => number } = {}) {
    this.#answers = new LRUCache<string, object, () => Promise<object>>({
      max,
      ttl: ttlMs,
      ttlResolution: 0,
      ...(now ? { perf: { now: () => now() + 1 } } : {}),
      fetchMethod: async (_key, _stale, { context }) => {
        this.calls++;
        return context();
      },
    });
  }

  get<T extends object>(query: Record<string, unknown>, load: () => Promise<T>): Promise<T> {
    return this.#answers.fetch(tableSearchKey(query), { context: load }) as Promise<T>;
  }

  /** As `get`, but a load that answers undefined (a failure to pass on) is not kept. */
  maybe<T extends object>(
    query: Record<string, unknown>,
    load: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    return this.#answers.fetch(tableSearchKey(query), {
      context: load as () => Promise<object>,
    }) as Promise<T | undefined>;
  }
}

interface KeptAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** The searches the browser makes through the site's `/api` proxy (server/proxy.ts), shared the same way. */
export const proxiedTableSearchShare = new TableSearchShare();

/**
 * The proxy's forward of a call: a table search's answer (a 2xx or a 4xx, not a failure) serves identical searches
 * for a few seconds; every other call is sent as it is.
 */
export function sharedForward(
  name: string,
  query: Record<string, unknown>,
  send: () => Promise<Response>,
  share: TableSearchShare = proxiedTableSearchShare,
): () => Promise<Response> {
  if (name !== 'bookingTableSearch') return send;
  return async () => {
    let failed: Response | undefined;
    const kept = await share.maybe<KeptAnswer>(query, async () => {
      const res = await send();
      if (res.status >= 500 || res.status === 401) {
        failed = res;
        return undefined;
      }
      return {
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'application/json',
        body: await res.text(),
      };
    });
    if (!kept) return failed ?? send();
    return new Response(kept.body, { status: kept.status, headers: { 'content-type': kept.contentType } });
  };
}

/** The process's share. */
export const tableSearchShare = new TableSearchShare();

/** The client with its table searches shared (every other call as it is). */
export function withSharedTableSearches(
  client: BrandClient,
  share: TableSearchShare = tableSearchShare,
): BrandClient {
  return {
    call(name, input) {
      if (name !== 'bookingTableSearch') return client.call(name, input);
      const query = ((input as { query?: Record<string, unknown> } | undefined)?.query ?? {}) as Record<
        string,
        unknown
      >;
      return share.get(query, () => client.call(name, input) as Promise<object>) as never;
    },
  };
}
