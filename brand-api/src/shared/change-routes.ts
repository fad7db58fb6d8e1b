import {
  CHANGE_STREAM_PING,
  CHANGE_STREAM_PING_MS,
  CHANGES_LIMIT_MAX,
  type ChangeEvent,
  changeStreamMessage,
} from '@fittizia/contract';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ChangeFeed } from './change-feed.ts';
import { latestChangeId, readChanges } from './change-reads.ts';
import type { Database, Db } from './database.ts';
import { type AppEnv, HttpError, mount } from './http.ts';

export interface ChangeRoutesOptions {
  /** The process's change feed; without one the stream is refused (503), the catch-up read still answers. */
  feed?: ChangeFeed;
  /** How often the stream sends its keep-alive comment (CHANGE_STREAM_PING_MS). */
  pingMs?: number;
}

/**
 * The change events for the site's servers (docs/caching.md, "Change events"): `GET /api/v1/changes`, the stored
 * events after an id, and `GET /api/v1/changes/stream`, the same and then each new one as server-sent events.
 * Both behind the token check; never kept by the read cache (their rule is `cache: 'private'`).
 */
export function changeRoutes(app: Hono<AppEnv>, database: Database, options: ChangeRoutesOptions): void {
  const db = database.db;
  mount(app, database, 'changes', async ({ query }) => {
    const latest = await latestChangeId(db);
    const events = await readChanges(db, { after: query.after, limit: query.limit });
    return { events, latest };
  });
  mount(app, database, 'changesStream', ({ query, c }) => {
    const { feed } = options;
    if (!feed || feed.signal.aborted) throw new HttpError(503, 'Change events are not followed here');
    const lastEventId = c.req.header('last-event-id');
    const after = query.after ?? (/^\d{1,19}$/.test(lastEventId ?? '') ? lastEventId : undefined);
    return streamChanges(c, db, feed, after, options.pingMs ?? CHANGE_STREAM_PING_MS);
  });
}

/**
 * Every stored event after `after` (none when undefined), then each event the feed hands out, until the client
 * goes away or the feed closes (the server stops). The feed is subscribed to before the stored events are read,
 * so none committed meanwhile is lost; one may come twice (the site ignores an id it has applied).
 */
function streamChanges(
  c: Context<AppEnv>,
  db: Db,
  feed: ChangeFeed,
  after: string | undefined,
  pingMs: number,
) {
  return streamSSE(c, async (stream) => {
    const pending: ChangeEvent[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = feed.subscribe((event) => {
      pending.push(event);
      wake?.();
    });
    const upTo = BigInt(feed.lastId);
    const ending = new AbortController();
    const end = () => {
      ending.abort();
      wake?.();
    };
    stream.onAbort(end);
    feed.signal.addEventListener('abort', end, { signal: ending.signal });
    c.req.raw.signal.addEventListener('abort', end, { signal: ending.signal });
    const ping = setInterval(() => void stream.write(CHANGE_STREAM_PING), pingMs);
    try {
      let cursor = after;
      while (cursor !== undefined && BigInt(cursor) < upTo && !ending.signal.aborted) {
        const page = await readChanges(db, { after: cursor, limit: CHANGES_LIMIT_MAX });
        const stored = page.filter((event) => BigInt(event.id) <= upTo);
        for (const event of stored) await stream.write(changeStreamMessage(event));
        cursor = stored.length < CHANGES_LIMIT_MAX ? undefined : stored.at(-1)?.id;
      }
      while (!ending.signal.aborted) {
        const event = pending.shift();
        if (event) {
          await stream.write(changeStreamMessage(event));
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    } finally {
      clearInterval(ping);
      unsubscribe();
      ending.abort();
    }
  });
}
