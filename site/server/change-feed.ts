import { type ChangeEvent, changeEvent } from '@fittizia/contract';
import { z } from 'zod';
import { eventStreamMessages } from './event-stream.ts';

/** The brand API's change events (docs/caching.md, "Following the changes"). */
export const CHANGES_PATH = '/api/v1/changes';
export const CHANGES_STREAM_PATH = '/api/v1/changes/stream';

const changesPage = z.object({ events: z.array(changeEvent), latest: z.string().regex(/^\d{1,19}$/) });
type ChangesPage = z.infer<typeof changesPage>;

/** Events asked for per catch-up call (the brand API's most). */
const PAGE_SIZE = 500;
/** How many applied ids are remembered to ignore one that arrives again. */
const REMEMBERED_IDS = 10_000;
/** At the first catch-up, the latest events looked at for ones made since this process began. */
const FIRST_LOOK_BACK = 100n;
/** ... counting from this long before it began (the brand API's clock may differ from this machine's). */
const FIRST_CLOCK_SLACK_MS = 5000;

type Level = 'error' | 'warn' | 'info' | 'debug';

export interface ChangeFeedOptions {
  /** A GET of the brand API, with the token and brand key every call of the site's server carries. */
  get: (path: string, accept: string, signal: AbortSignal) => Promise<Response>;
  /** Drops what one event names; called once per event id. */
  apply: (event: ChangeEvent) => void;
  /** Drops everything kept: what changed since the last id seen cannot be known. */
  reset: (reason: string) => void;
  log?: (level: Level, msg: string, fields?: Record<string, unknown>) => void;
  /** The pause after `failures` failures in a row: 0.5 s, doubling, 30 s at most, by default. */
  backoffMs?: (failures: number) => number;
  now?: () => number;
}

/** Ascending by id (ids are decimal strings of up to 19 digits). */
const byId = (events: readonly ChangeEvent[]) =>
  [...events].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0));

export const defaultBackoffMs = (failures: number) =>
  Math.min(30_000, 500 * 2 ** Math.max(0, failures - 1)) * (0.8 + Math.random() * 0.4);

/**
 * The change events as one process of the site follows them: each applied once (an id already applied is
 * ignored: the same event may arrive twice), a batch in id order. On every (re)connect `catchUp` reads the events
 * after the last id applied with the JSON call; `followStream` then reads the brand API's event stream, again with
 * backoff whenever it breaks; a Redis subscription (server/change-feed-redis.ts) calls `catchUp` and `receive`
 * instead. The first catch-up starts from the brand API's latest event, after applying the ones made since this
 * process began (its caches may already hold what they changed).
 */
export class ChangeFeed {
  /** The last id applied in order: where the next catch-up starts. */
  #last: bigint | undefined;
  readonly #applied = new Set<string>();
  /** Caught up since the last (re)connect: an event received now follows the last one in order. */
  #synced = false;
  readonly #stopping = new AbortController();
  readonly #options: Required<ChangeFeedOptions>;
  readonly #startedAt: number;

  constructor(options: ChangeFeedOptions) {
    this.#options = { log: () => {}, backoffMs: defaultBackoffMs, now: () => Date.now(), ...options };
    this.#startedAt = this.#options.now();
  }

  /** The last id applied in order, once the first catch-up is done. */
  get lastId(): string | undefined {
    return this.#last?.toString();
  }

  get stopped(): boolean {
    return this.#stopping.signal.aborted;
  }

  get signal(): AbortSignal {
    return this.#stopping.signal;
  }

  /** Stops following: the stream's connection is closed and no pause or catch-up goes on. */
  stop(): void {
    this.#stopping.abort(new Error('the change feed stopped'));
  }

  /** The connection broke: events received until the next catch-up do not move the catch-up point. */
  unsync(): void {
    this.#synced = false;
  }

  /** Takes one event as it arrived (its JSON text or its value); anything else is logged and ignored. */
  receive(raw: unknown): void {
    let value = raw;
    try {
      if (typeof raw === 'string') value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
    const parsed = changeEvent.safeParse(value);
    if (!parsed.success) {
      this.#options.log('warn', 'change event ignored: not a change event', {
        received: String(raw).slice(0, 200),
      });
      return;
    }
    this.#take(parsed.data, this.#synced);
  }

  /** Reads the events after the last id applied (all of them, page by page) and applies them in id order. */
  async catchUp(): Promise<void> {
    this.#synced = false;
    if (this.#last === undefined) await this.#firstCatchUp();
    for (;;) {
      const after = this.#last ?? 0n;
      const page = await this.#page(after, PAGE_SIZE);
      const latest = BigInt(page.latest);
      if (latest < after) {
        // A brand API on a new database: the ids start again.
        this.#options.log('warn', "the brand API's change events start again; caches purged", {
          after: after.toString(),
          latest: page.latest,
        });
        this.#options.reset('change events started again');
        this.#applied.clear();
        this.#last = latest;
        continue;
      }
      for (const event of byId(page.events)) this.#take(event, true);
      if (page.events.length < PAGE_SIZE || this.#last === after) break;
    }
    this.#synced = true;
  }

  /**
   * Follows the brand API's event stream until `stop()`: a catch-up, then each event as it is committed; when
   * the stream breaks or cannot be had, again after a pause that grows with each failure in a row.
   */
  async followStream(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      try {
        await this.catchUp();
        const response = await this.#options.get(
          `${CHANGES_STREAM_PATH}?after=${this.#last ?? 0n}`,
          'text/event-stream',
          this.signal,
        );
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          throw new Error(`${CHANGES_STREAM_PATH} answered ${response.status}`);
        }
        this.connected(failures);
        failures = 0;
        for await (const message of eventStreamMessages(response.body)) {
          if (message.event === 'change') this.receive(message.data);
        }
        throw new Error('the change stream ended');
      } catch (error) {
        this.#synced = false;
        if (this.stopped) return;
        this.failed(error, failures);
        failures += 1;
      }
      await this.pause(this.backoff(failures));
    }
  }

  /** The pause after `failures` failures in a row. */
  backoff(failures: number): number {
    return this.#options.backoffMs(failures);
  }

  /** Says that the feed is (again) connected. */
  connected(failuresBefore: number): void {
    this.#options.log(failuresBefore > 0 ? 'warn' : 'info', 'following the change events', {
      after: this.lastId,
    });
  }

  /** Says that the feed failed: a warning for the first failure in a row, then quietly until it is back. */
  failed(error: unknown, failuresBefore: number): void {
    this.#options.log(failuresBefore === 0 ? 'warn' : 'debug', 'change events unavailable; retrying', {
      error: error instanceof Error ? error.message : String(error),
    });
  }

  /** Waits `ms`, or less when the feed stops. */
  pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopped) return resolve();
      const done = () => {
        clearTimeout(timer);
        this.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.signal.addEventListener('abort', done, { once: true });
    });
  }

  #take(event: ChangeEvent, inOrder: boolean): void {
    if (!this.#applied.has(event.id)) {
      this.#applied.add(event.id);
      if (this.#applied.size > REMEMBERED_IDS)
        this.#applied.delete(this.#applied.values().next().value ?? '');
      try {
        this.#options.apply(event);
      } catch (error) {
        this.#options.log('error', 'a change event could not be applied', {
          id: event.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    const id = BigInt(event.id);
    if (inOrder && (this.#last === undefined || id > this.#last)) this.#last = id;
  }

  /** The latest id, after applying the latest events made since this process began (or purging everything). */
  async #firstCatchUp(): Promise<void> {
    const latest = BigInt((await this.#page(0n, 1)).latest);
    const from = latest > FIRST_LOOK_BACK ? latest - FIRST_LOOK_BACK : 0n;
    const recent = byId((await this.#page(from, Number(FIRST_LOOK_BACK))).events);
    const since = this.#startedAt - FIRST_CLOCK_SLACK_MS;
    const made = recent.filter((event) => !(Date.parse(event.at) < since));
    if (from > 0n && made.length > 0 && made.length === recent.length) {
      this.#options.reset('more changes since this process began than were looked at');
    }
    for (const event of made) this.#take(event, false);
    this.#last = latest;
  }

  async #page(after: bigint, limit: number): Promise<ChangesPage> {
    const response = await this.#options.get(
      `${CHANGES_PATH}?after=${after}&limit=${limit}`,
      'application/json',
      this.signal,
    );
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`${CHANGES_PATH} answered ${response.status}`);
    }
    return changesPage.parse(await response.json());
  }
}
