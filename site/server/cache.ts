import { LRUCache } from 'lru-cache';

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

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * A per-instance, size-bounded cache of public reads (brand settings, the restaurant list, restaurants, menus,
 * content pages) with stale-if-error: a fresh copy is served as is; a stale one is reloaded, and when the
 * reload fails with an outage (brand API down, 5xx, timeout, 401 after a refresh, a broken answer) the last
 * good copy is served instead. Concurrent loads of one key share one request. Never give it personal or
 * booking data: the keys are shared by every visitor.
 */
export class PublicReadCache {
  readonly #entries: LRUCache<string, Entry<unknown>>;
  readonly #loading = new Map<string, Promise<unknown>>();
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
    this.#entries = new LRUCache({ max: this.#options.maxEntries });
  }

  /** How many times a last good copy was served because the reload failed (pages made from it are not kept). */
  staleServed = 0;

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const { now, freshMs, staleWhileRevalidateMs, isOutage, onStale } = this.#options;
    const hit = this.#entries.get(key) as Entry<T> | undefined;
    const age = hit ? now() - hit.storedAt : Number.POSITIVE_INFINITY;
    if (hit && age < freshMs) return Promise.resolve(hit.value);
    if (hit && age < freshMs + staleWhileRevalidateMs) {
      this.#load(key, load).catch((error: unknown) => {
        if (!isOutage(error)) this.#entries.delete(key);
      });
      return Promise.resolve(hit.value);
    }
    const loading = this.#load(key, load);
    if (!hit) return loading;
    return loading.catch((error: unknown) => {
      if (!isOutage(error)) {
        this.#entries.delete(key);
        throw error;
      }
      this.staleServed++;
      onStale?.(key, error, now() - hit.storedAt);
      return hit.value;
    });
  }

  /** One load per key at a time: concurrent callers share it. */
  #load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const { now } = this.#options;
    let loading = this.#loading.get(key) as Promise<T> | undefined;
    if (!loading) {
      loading = load()
        .then((value) => {
          this.#entries.set(key, { value, storedAt: now() });
          return value;
        })
        .finally(() => this.#loading.delete(key));
      this.#loading.set(key, loading);
    }
    return loading;
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}
