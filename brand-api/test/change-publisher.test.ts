import { randomBytes } from 'node:crypto';
import type { ChangeEvent } from '@fittizia/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChangeFeed, startChangeFeed } from '../src/shared/change-feed.ts';
import { type ChangePublisher, publishChanges } from '../src/shared/change-publisher.ts';
import { recordChange } from '../src/shared/changes.ts';
import type { Database } from '../src/shared/database.ts';
import { capturingLogger, leftOut, testDatabases, useStore } from './harness.ts';

/*
 * Publishing on Redis (REDIS_URL): each committed event once, as its JSON, on the channel; with two brand APIs on
 * one PostgreSQL (both listeners hear every event) still once. Runs when TEST_REDIS_URL names a server (CI sets
 * it; required with CI=true), each run on a channel of its own.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const logs: Record<string, unknown>[] = [];
const logger = capturingLogger(logs);

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const giveUpAt = Date.now() + ms;
  while (!check()) {
    if (Date.now() > giveUpAt) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A subscriber of its own channel, with every message it got. */
function useChannel() {
  const channel = `fittizia:changes:test-${randomBytes(6).toString('hex')}`;
  const heard: ChangeEvent[] = [];
  let subscriber: Redis;
  beforeAll(async () => {
    subscriber = new Redis(redisUrl as string);
    subscriber.on('message', (_channel, message) => heard.push(JSON.parse(message) as ChangeEvent));
    await subscriber.subscribe(channel);
  });
  afterAll(() => subscriber?.disconnect());
  return { channel, heard };
}

describe('change events on Redis', () => {
  if (!redisUrl) {
    // As the other server-backed tests: a failure under CI, skipped locally.
    it.runIf(process.env.CI)('runs in CI (TEST_REDIS_URL is not set)', () => {
      throw new Error('the Redis change-publishing test must run in CI: TEST_REDIS_URL is not set');
    });
    it.skipIf(process.env.CI)('skipped locally: TEST_REDIS_URL is not set', () => {});
    return;
  }
  for (const kind of testDatabases) {
    describe(`on ${kind.name}`, () => {
      if (leftOut(kind)) return;
      const store = useStore(kind);
      const { channel, heard } = useChannel();
      // Two brand APIs on one PostgreSQL; PGlite is one process's, so one there.
      const instances = kind.name === 'postgres' ? 2 : 1;
      const open: { database: Database; feed: ChangeFeed; publisher: ChangePublisher }[] = [];
      beforeAll(async () => {
        for (let i = 0; i < instances; i++) {
          const database = await store.open();
          const feed = await startChangeFeed(database, { logger });
          open.push({
            database,
            feed,
            publisher: publishChanges(feed, { redisUrl: redisUrl as string, logger, channel }),
          });
        }
      });
      afterAll(async () => {
        for (const { database, feed, publisher } of open) {
          await feed.close();
          await publisher.close();
          await database.close();
        }
      });

      it(`publishes each committed event once, in order, with ${instances} listening`, async () => {
        const db = (open[0] as (typeof open)[number]).database.db;
        const recorded = [
          await recordChange(db, { kind: 'restaurant', ids: ['1001'] }),
          await recordChange(db, { kind: 'offer', ids: ['pranzo'] }),
          await recordChange(db, { kind: 'brand', ids: [] }),
        ];
        const last = recorded[2]?.id;
        await until(() => open.every(({ feed }) => feed.lastId === last));
        await Promise.all(open.map(({ publisher }) => publisher.settled()));
        await until(() => heard.length >= recorded.length);
        // A moment more: a second publish of any event would arrive now.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heard).toEqual(recorded);
        expect(open.reduce((sum, { publisher }) => sum + publisher.published, 0)).toBe(recorded.length);
      });
    });
  }
});
