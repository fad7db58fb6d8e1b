/** A per-instance TTL cache for values every request needs (settings, restaurants). */
export class TtlCache<T> {
  #entries = new Map<string, { value: Promise<T>; expires: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const value = load();
    this.#entries.set(key, { value, expires: this.now() + this.ttlMs });
    // A failure is not cached: the next request tries again.
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
