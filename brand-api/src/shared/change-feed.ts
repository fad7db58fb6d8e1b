import type { PGlite } from '@electric-sql/pglite';
import type { ChangeEvent } from '@fittizia/contract';
import pg from 'pg';
import type { Logger } from 'pino';
import { latestChangeId, readChanges } from './change-reads.ts';
import { CHANGE_CHANNEL } from './changes.ts';
import type { Database } from './database.ts';

export type ChangeListener = (event: ChangeEvent) => void;

/**
 * The change events of this database as they are committed (docs/caching.md, "Change events"), handed to the
 * subscribers in this process: the brand API's own caches and every open event stream.
 */
export interface ChangeFeed {
  /** Calls `listener` with each event committed from now on, once, in id order; returns its unsubscribe. */
  subscribe(listener: ChangeListener): () => void;
  /** The highest event id handed out (or stored when the feed started). */
  readonly lastId: string;
  /** How many subscribers are listening (an ended stream leaves none behind). */
  readonly subscribers: number;
  /** Aborted when the feed closes: whatever follows it (an event stream) ends. */
  readonly signal: AbortSignal;
  /** Reads the table for events not handed out yet, and resolves once they are. */
  catchUp(): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  logger: Logger;
  /** PostgreSQL: the server the listening connection opens to (default: the pool's connection string). */
  databaseUrl?: string;
  /** The wait before the first reconnect of a dropped listening connection, doubled up to `maxMs`. */
  reconnect?: { firstMs: number; maxMs: number };
}

/** How long an id skipped over is looked for: a transaction that took it may still commit (then it is handed late). */
const GAP_WAIT_MS = 60_000;
/** A jump of more ids than this is not waited for (a sequence cache, a bulk rollback). */
const GAP_MAX = 100;
const PAGE = 500;

/**
 * Starts listening on `CHANGE_CHANNEL`: PGlite's `listen()` in the embedded database, a dedicated node-postgres
 * client (never one of the pool's) on PostgreSQL, opened again with backoff when it drops. A notification is only
 * a nudge: the feed reads the rows after the last id it handed out, so a missed notification or a reconnect
 * catches up from the table. An id skipped over (its transaction not committed yet) is looked for a minute, and
 * handed out when it appears.
 */
export async function startChangeFeed(database: Database, options: ChangeFeedOptions): Promise<ChangeFeed> {
  const { logger } = options;
  const db = database.db;
  const listeners = new Set<ChangeListener>();
  const closing = new AbortController();
  const gaps = new Map<bigint, number>();
  let lastId = BigInt(await latestChangeId(db));
  let running: Promise<void> | undefined;
  let again = false;

  const deliver = (event: ChangeEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error, changeEvent: event.id }, 'a change subscriber failed');
      }
    }
  };

  const drain = async () => {
    for (;;) {
      const now = Date.now();
      for (const [id, until] of gaps) if (until < now) gaps.delete(id);
      const rows = await readChanges(db, { after: lastId.toString(), also: [...gaps.keys()], limit: PAGE });
      for (const event of rows) {
        if (closing.signal.aborted) return;
        const id = BigInt(event.id);
        if (id <= lastId) {
          if (!gaps.delete(id)) continue;
        } else {
          if (id - lastId - 1n <= BigInt(GAP_MAX)) {
            for (let skipped = lastId + 1n; skipped < id; skipped++) gaps.set(skipped, now + GAP_WAIT_MS);
          }
          lastId = id;
        }
        deliver(event);
      }
      if (rows.length < PAGE) return;
    }
  };

  const catchUp = (): Promise<void> => {
    if (closing.signal.aborted) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again && !closing.signal.aborted);
      } catch (error) {
        if (!closing.signal.aborted) logger.warn({ err: error }, 'change events could not be read');
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const notified = (payload: string | undefined) => {
    const id = /^\d+$/.test(payload ?? '') ? BigInt(payload as string) : undefined;
    if (id === undefined || id > lastId || gaps.has(id)) void catchUp();
  };

  const stopListening =
    database.kind === 'pglite'
      ? await listenPglite(database, notified)
      : await listenPostgres(database, options, notified, catchUp, closing.signal);
  await catchUp();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get lastId() {
      return lastId.toString();
    },
    get subscribers() {
      return listeners.size;
    },
    signal: closing.signal,
    catchUp,
    async close() {
      if (closing.signal.aborted) return;
      closing.abort();
      await stopListening();
      await running;
      listeners.clear();
    },
  };
}

/** PGlite: its own `listen()` on the one in-process connection. */
async function listenPglite(database: Database, notified: (payload: string) => void) {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const unlisten = await client.listen(CHANGE_CHANNEL, notified);
  return async () => {
    // The database may already be closed by then (a test's own order): nothing is left to stop.
    await unlisten().catch(() => {});
  };
}

/**
 * PostgreSQL: one client of its own, outside the pool (a pooled connection is handed to other queries and
 * returned; LISTEN belongs to a session), opened again with doubling waits while the server cannot be reached.
 * Each (re)connect reads the table after it listens, so nothing committed while it was away is lost.
 */
async function listenPostgres(
  database: Database,
  options: ChangeFeedOptions,
  notified: (payload: string | undefined) => void,
  catchUp: () => Promise<void>,
  closed: AbortSignal,
) {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const connectionString = options.databaseUrl ?? pool.options.connectionString;
  const { firstMs, maxMs } = options.reconnect ?? { firstMs: 250, maxMs: 10_000 };
  let wait = firstMs;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    let dropped = false;
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = undefined;
      next.end().catch(() => {});
      if (closed.aborted) return;
      options.logger.warn({ err: error, retryInMs: wait }, 'change listener lost its connection');
      timer = setTimeout(() => void connect(), wait);
      wait = Math.min(wait * 2, maxMs);
    };
    next.on('error', drop);
    next.on('end', () => drop());
    next.on('notification', (message) => notified(message.payload));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      drop(error);
      return;
    }
    if (closed.aborted) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    wait = firstMs;
    await catchUp();
  };

  await connect();
  return async () => {
    clearTimeout(timer);
    const open = client;
    client = undefined;
    await open?.end().catch(() => {});
  };
}
