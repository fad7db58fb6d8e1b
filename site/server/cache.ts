import { tagsMeet } from '@fittizia/contract';
import { LRUCache } from 'lru-cache';
import { DropLog } from './tag-drops.ts';

export interface PublicReadCacheOptions {
  /** How long an answer is fresh (spec 9: 600 s). */
  freshMs: number;
  /**
   * After `freshMs`, a copy younger than `freshMs + staleWhileRevalidateMs` is answered at once while one
   * reload runs in the background (its failure keeps the copy). 0 (the default): the caller waits for the reload.
   */
  staleWhileRevalidateMs?: number;
  /** Most entries kept; the least recently used goes first. */
  maxEntries?: number;
  /**
   * Is this failure an outage (serve the last good copy) rather than an answer (a 404: pass it on and forget
   * the copy)? Everything counts as an outage by default.
   */
  isOutage?: (error: unknown) => boolean;
  /** Told when a stale copy is served because the reload failed. */
  onStale?: (key: string, error: unknown, ageMs: number) => void;
  now?: () => number;
}

interface Entry {
  value: unknown;
  /** What the answer was built from (`readTags` of the contract): a change naming one of them drops it. */
  tags: readonly string[];
  storedAt: number;
}

/** A read and the tags of its answer. */
export interface TaggedRead<T> {
  value: T;
  tags: readonly string[];
}

interface LoadContext {
  load: () => Promise<unknown>;
  tagsOf: (value: unknown) => readonly string[];
  /** The caller waits for this load (no stale copy was answered at once): a last good copy counts as served. */
  waiting: boolean;
}

/**
 * A per-instance, size-bounded cache of public reads (brand settings, the restaurant list, restaurants, menus,
 * content pages: the calls whose contract rules say `cache: 'public'`) with stale-if-error, on lru-cache's own
 * `fetch()`: a fresh copy is served as is; a stale one is reloaded, and when the reload fails with an outage
 * (brand API down, 5xx, timeout, 401 after a refresh, a broken answer) the last good copy is served instead.
 * Concurrent loads of one key share one request (lru-cache's in-flight fetch). Each entry keeps the tags of
 * its answer, and `dropTags` forgets exactly the entries a change names. Never give it personal or booking
 * data: the keys are shared by every visitor.
 */
export class PublicReadCache {
  readonly #entries: LRUCache<string, Entry, LoadContext>;
  readonly #drops = new DropLog();
  readonly #options: Required<Omit<PublicReadCacheOptions, 'onStale'>> &
    Pick<PublicReadCacheOptions, 'onStale'>;

  constructor(options: PublicReadCacheOptions) {
    this.#options = {
      maxEntries: 1000,
      staleWhileRevalidateMs: 0,
      isOutage: () => true,
      now: () => Date.now(),
      ...options,
    };
    const { now, freshMs, isOutage, onStale } = this.#options;
    this.#entries = new LRUCache<string, Entry, LoadContext>({
      max: this.#options.maxEntries,
      ttl: freshMs,
      ttlResolution: 0,
      // lru-cache reads a start time of 0 as "no TTL": a test clock starting at 0 is shifted by 1 ms.
      perf: { now: () => now() + 1 },
      // A stale copy stays until a reload replaces it (or an answer that is not an outage forgets it).
      noDeleteOnStaleGet: true,
      // A load whose key is dropped while it runs still answers its callers, and is not kept.
      ignoreFetchAbort: true,
      fetchMethod: async (key, stale, { context, options: fetchOptions }) => {
        const mark = this.#drops.mark();
        try {
          const value = await context.load();
          const entry: Entry = { value, tags: context.tagsOf(value), storedAt: now() };
          // Loaded across a change it may hold what was true before: answered, not kept.
          if (this.#drops.metSince(mark, entry.tags)) this.#entries.delete(key);
          return entry;
        } catch (error) {
          if (!stale || !isOutage(error)) throw error; // lru-cache forgets the key and the caller sees the error
          // The brand API is out: keep the last good copy, still stale (its TTL is not renewed) so that the next
          // caller tries again.
          fetchOptions.noUpdateTTL = true;
          if (context.waiting) {
            this.staleServed++;
            onStale?.(key, error, now() - stale.storedAt);
          }
          return stale;
        }
      },
    });
  }

  /** How many times a last good copy was served because the reload failed (pages made from it are not kept). */
  staleServed = 0;

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.read(key, load).then((read) => read.value);
  }

  /** The value of `key` and its tags (`tagsOf` its answer, worked out once when it is loaded). */
  read<T>(
    key: string,
    load: () => Promise<T>,
    tagsOf: (value: T) => readonly string[] = () => [],
  ): Promise<TaggedRead<T>> {
    const { now, freshMs, staleWhileRevalidateMs } = this.#options;
    const hit = this.#entries.peek(key, { allowStale: true });
    // Within the stale window a stale copy is answered at once while one reload runs in the background.
    const allowStale = hit !== undefined && now() - hit.storedAt < freshMs + staleWhileRevalidateMs;
    const context = { load, tagsOf: tagsOf as LoadContext['tagsOf'], waiting: !allowStale };
    return this.#entries.fetch(key, { allowStale, context }).then((found) => {
      const entry = found as Entry;
      return { value: entry.value as T, tags: entry.tags };
    });
  }

  /**
   * Forgets exactly the entries whose tags meet `tags` (a change named them), and keeps no load now running
   * whose answer they meet; returns how many entries went.
   */
  dropTags(tags: Iterable<string>): number {
    const changed = new Set(tags);
    this.#drops.record(changed);
    let dropped = 0;
    for (const [key, { value }] of this.#entries.dump()) {
      if (tagsMeet(value.tags, changed) && this.#entries.delete(key)) dropped++;
    }
    return dropped;
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#drops.record('all');
    this.#entries.clear();
  }
}
