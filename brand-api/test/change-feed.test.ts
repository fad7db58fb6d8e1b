import type { ChangeEvent } from '@fittizia/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { BookingConfig } from '../src/domains/booking/service/config.ts';
import { bookingSettings } from '../src/domains/booking/tables.ts';
import { restaurants } from '../src/domains/restaurants/tables.ts';
import { type ChangeFeed, startChangeFeed } from '../src/shared/change-feed.ts';
import { recordChange } from '../src/shared/changes.ts';
import type { Database } from '../src/shared/database.ts';
import { createReadCache } from '../src/shared/read-cache.ts';
import { type Harness, leftOut, testDatabases, useHarness, useStore } from './harness.ts';

/** Waits until `check` holds (the feed hands events out as their notifications arrive). */
async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const giveUpAt = Date.now() + ms;
  while (!check()) {
    if (Date.now() > giveUpAt) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Every event the feed hands out, in order. */
function collect(feed: ChangeFeed): ChangeEvent[] {
  const seen: ChangeEvent[] = [];
  feed.subscribe((event) => seen.push(event));
  return seen;
}

/** Renames a restaurant and records its change in one transaction, as an operator's write does. */
async function rename(database: Database, storeId: string, title: string) {
  return database.db.transaction(async (tx) => {
    await tx.update(restaurants).set({ title }).where(eq(restaurants.storeId, storeId));
    return recordChange(tx as never, { kind: 'restaurant', ids: [storeId], actor: 'test' });
  });
}

function feedTests(h: Harness) {
  let feed: ChangeFeed;
  beforeAll(async () => {
    feed = await startChangeFeed(h.database, { logger: h.logger });
  });
  afterAll(async () => feed?.close());

  it('hands out each committed event once, in id order, and nothing of a rolled-back write', async () => {
    const seen = collect(feed);
    const first = await recordChange(h.database.db, { kind: 'menu', ids: ['m-main'] });
    await expect(
      h.database.db.transaction(async (tx) => {
        await recordChange(tx as never, { kind: 'brand', ids: [] });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const second = await recordChange(h.database.db, { kind: 'offer', ids: ['pranzo'] });
    await until(() => seen.length >= 2);
    await feed.catchUp();
    expect(seen).toEqual([first, second]);
    expect(feed.lastId).toBe(second.id);
  });

  it('drops exactly the prepared answers a committed change names, at once', async () => {
    const readCache = createReadCache({ seconds: 600 });
    const app = h.createApp({ readCache, changeFeed: feed });
    const [soho, other] = await h.rows<{ store_id: string; slug: string }>(
      `SELECT store_id, slug FROM restaurants
       WHERE slug IN (SELECT slug FROM restaurants GROUP BY slug HAVING count(*) = 1)
       ORDER BY slug = 'soho' DESC, store_id LIMIT 2`,
    );
    const title = async (slug: string) => {
      const res = await app.request(`/api/v1/content/getRestaurantBySlug/${slug}`, { headers: h.auth });
      expect(res.status).toBe(200);
      return ((await res.json()) as { title: string }).title;
    };
    const before = await title(soho!.slug);
    const otherTitle = await title(other!.slug);
    expect(await title(soho!.slug)).toBe(before);
    expect(readCache.hits).toBe(1);

    const event = await rename(h.database, soho!.store_id, 'Renamed by an operator');
    await until(() => feed.lastId === event.id);
    expect(await title(soho!.slug)).toBe('Renamed by an operator');
    expect(readCache.hits).toBe(1);
    // The other restaurant's answer was not named: it is still served from memory.
    expect(await title(other!.slug)).toBe(otherTitle);
    expect(readCache.hits).toBe(2);
    await rename(h.database, soho!.store_id, before);
  });

  it("drops the booking configuration of the restaurant a change names, and no other's", async () => {
    const config = new BookingConfig(h.database.db, 600_000);
    h.createApp({ bookingConfig: config, changeFeed: feed });
    const storeId = BOOKING_STORES.flagship;
    const kept = await config.store(storeId);
    const others = await h.rows<{ store_id: string }>(
      `SELECT store_id FROM booking_settings WHERE store_id <> '${storeId}' LIMIT 1`,
    );
    const other = await config.store(others[0]!.store_id);
    const horizon = kept.settings.horizonDays;
    const event = await h.database.db.transaction(async (tx) => {
      await tx
        .update(bookingSettings)
        .set({ horizonDays: horizon + 1 })
        .where(eq(bookingSettings.storeId, storeId));
      return recordChange(tx as never, { kind: 'restaurant', ids: [storeId] });
    });
    await until(() => feed.lastId === event.id);
    expect((await config.store(storeId)).settings.horizonDays).toBe(horizon + 1);
    expect(await config.store(others[0]!.store_id)).toBe(other);
    await h.database.db
      .update(bookingSettings)
      .set({ horizonDays: horizon })
      .where(eq(bookingSettings.storeId, storeId));
  });

  it('reads a restaurant again when a change drops it during the read, rather than failing the call', async () => {
    const config = new BookingConfig(h.database.db, 600_000);
    const reading = config.store(BOOKING_STORES.flagship);
    config.drop({ kind: 'restaurant', ids: [BOOKING_STORES.flagship] });
    expect((await reading).restaurant.storeId).toBe(BOOKING_STORES.flagship);
  });

  it('catches up from the table: an event whose notification it missed is handed out on the next', async () => {
    const seen = collect(feed);
    // Written without a notification (as if the listener had been away when it was sent).
    await h.database.db.execute(
      sql`INSERT INTO change_events (kind, ids, tags) VALUES ('content', ARRAY['home'], ARRAY['content:home'])`,
    );
    const next = await recordChange(h.database.db, { kind: 'content', ids: ['about'] });
    await until(() => seen.length >= 2);
    expect(seen.map((e) => e.tags)).toEqual([['content:home'], ['content:about', 'content-pages']]);
    expect(seen[1]).toEqual(next);
  });

  it('leaves no subscriber behind once closed', async () => {
    const own = await startChangeFeed(h.database, { logger: h.logger });
    const stop = own.subscribe(() => {});
    expect(own.subscribers).toBe(1);
    stop();
    expect(own.subscribers).toBe(0);
    own.subscribe(() => {});
    await own.close();
    expect(own.subscribers).toBe(0);
    expect(own.signal.aborted).toBe(true);
  });
}

describe('the change feed on pglite', () => {
  feedTests(useHarness());
});

const postgres = testDatabases.find((kind) => kind.name === 'postgres');
describe('the change feed on postgres', () => {
  if (!postgres || leftOut(postgres)) return;
  const h = useHarness({}, postgres);
  feedTests(h);

  describe('when its connection drops', () => {
    const store = useStore(postgres);
    let database: Database;
    let feed: ChangeFeed;
    beforeAll(async () => {
      database = await store.open();
      feed = await startChangeFeed(database, { logger: h.logger, reconnect: { firstMs: 50, maxMs: 200 } });
    });
    afterAll(async () => {
      await feed?.close();
      await database?.close();
    });

    it('connects again and catches up with what was committed meanwhile', async () => {
      const seen = collect(feed);
      const killed = await database.db.execute(sql`
        SELECT pg_terminate_backend(pid) AS gone FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`);
      expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      const meanwhile = await recordChange(database.db, { kind: 'brand', ids: [] });
      await until(() => seen.length >= 1);
      const after = await recordChange(database.db, { kind: 'offer', ids: ['pranzo'] });
      await until(() => seen.length >= 2);
      expect(seen).toEqual([meanwhile, after]);
      expect(h.logs.some((line) => line.msg === 'change listener lost its connection')).toBe(true);
    });

    it('hands out an event whose transaction commits after a later one', async () => {
      const seen = collect(feed);
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let early!: ChangeEvent;
      const slow = database.db.transaction(async (tx) => {
        early = await recordChange(tx as never, { kind: 'content', ids: ['slow'] });
        await held;
      });
      await until(() => early !== undefined);
      const later = await recordChange(database.db, { kind: 'content', ids: ['quick'] });
      await until(() => seen.length >= 1);
      release();
      await slow;
      await until(() => seen.length >= 2);
      expect(seen).toEqual([later, early]);
    });
  });
});
