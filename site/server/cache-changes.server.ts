import type { ChangeEvent } from '@fittizia/contract';
import { brandFetch } from './brand-api.server.ts';
import { purgeHook, redisClaim, workerClaim } from './cdn-purge.ts';
import { ChangeFeed } from './change-feed.ts';
import { followRedis } from './change-feed-redis.ts';
import { type SiteConfig, siteConfig } from './config.ts';
import { log } from './logger.ts';

/** A cache a change event drops from. */
export interface TaggedCache {
  dropTags(tags: Iterable<string>): number;
  clear(): void;
}

/** The idle time the event stream's connection may have (the brand API pings every 15 s). */
const STREAM_IDLE_MS = 45_000;

export interface FollowChangesOptions {
  config?: Pick<SiteConfig, 'REDIS_URL' | 'CDN_PURGE_URL' | 'CDN_PURGE_TOKEN'>;
  /** A GET of the brand API with the server's token and brand key (`brandFetch` by default). */
  get?: (path: string, accept: string, signal: AbortSignal) => Promise<Response>;
  /** The Redis channel of the events (`fittizia:changes`) and the purge claims' key prefix. */
  channel?: string;
  claimPrefix?: string;
  /** The subscriber's name on the Redis server (CLIENT LIST). */
  connectionName?: string;
  backoffMs?: (failures: number) => number;
}

/**
 * Makes this process follow the brand API's change events and drop from `caches` exactly what each names: from
 * Redis when REDIS_URL is set, else from the brand API's event stream. With CDN_PURGE_URL, one process calls the
 * purge hook per event (docs/caching.md, "Purging a CDN"). Returns the feed and the way to stop it.
 */
export function followChanges(
  caches: Record<string, TaggedCache>,
  options: FollowChangesOptions = {},
): { feed: ChangeFeed; stop: () => Promise<void> } {
  const config = options.config ?? siteConfig();
  const get =
    options.get ??
    ((path, accept, signal) =>
      brandFetch(path, { method: 'GET', headers: { accept }, signal, timeoutMs: STREAM_IDLE_MS }, undefined));
  let purge: ((event: ChangeEvent) => Promise<void>) | undefined;
  const feed = new ChangeFeed({
    get,
    log,
    ...(options.backoffMs && { backoffMs: options.backoffMs }),
    apply(event) {
      const tags = new Set(event.tags);
      const dropped = Object.fromEntries(
        Object.entries(caches).map(([name, cache]) => [name, cache.dropTags(tags)]),
      );
      log('info', 'caches dropped by tag', { id: event.id, kind: event.kind, tags: event.tags, dropped });
      if (purge) void purge(event);
    },
    reset(reason) {
      for (const cache of Object.values(caches)) cache.clear();
      log('info', 'caches purged', { reason });
    },
  });
  const redis = config.REDIS_URL
    ? followRedis(feed, config.REDIS_URL, {
        ...(options.channel && { channel: options.channel }),
        ...(options.connectionName && { connectionName: options.connectionName }),
      })
    : undefined;
  if (config.CDN_PURGE_URL) {
    purge = purgeHook({
      url: config.CDN_PURGE_URL,
      token: config.CDN_PURGE_TOKEN,
      claim: redis ? redisClaim(redis.commands, options.claimPrefix) : workerClaim(),
      log,
    });
  }
  if (!redis) void feed.followStream();
  return {
    feed,
    async stop() {
      feed.stop();
      await redis?.close();
    },
  };
}

const RUNNING = Symbol.for('fittizia.site.followChanges');
type Holder = { [RUNNING]?: () => Promise<void> };

function stopOnShutdown(holder: Holder): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void (holder[RUNNING]?.() ?? Promise.resolve()).finally(() => {
        if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
      });
    });
  }
}

/**
 * Starts following the changes once per process (the dev server, which loads the module again on a change,
 * stops the previous one), and stops on SIGTERM or SIGINT so that the process can end; when nothing else
 * listens for the signal, it is raised again for its default action.
 */
export function followChangesOnce(caches: Record<string, TaggedCache>): void {
  const holder = globalThis as Holder;
  const previous = holder[RUNNING];
  if (previous) void previous();
  else stopOnShutdown(holder);
  holder[RUNNING] = followChanges(caches).stop;
}
