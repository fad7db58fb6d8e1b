import { LRUCache } from 'lru-cache';

export interface PublicReadCacheOptions {
  /** How long an answer is fresh (spec 9: 600 s). */
  freshMs: number;
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
    this.#options = { maxEntries: 1000, isOutage: () => true, now: () => Date.now(), ...options };
    this.#entries = new LRUCache({ max: this.#options.maxEntries });
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const { now, freshMs, isOutage, onStale } = this.#options;
    const hit = this.#entries.get(key) as Entry<T> | undefined;
    if (hit && now() - hit.storedAt < freshMs) return Promise.resolve(hit.value);
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
    if (!hit) return loading;
    return loading.catch((error: unknown) => {
      if (!isOutage(error)) {
        this.#entries.delete(key);
        throw error;
      }
      onStale?.(key, error, now() - hit.storedAt);
      return hit.value;
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}
