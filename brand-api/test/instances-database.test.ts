import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/server.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import type { Database } from '../src/shared/database.ts';
import {
  configureMail,
  enqueueMail,
  flushMail,
  type MailTransport,
  runMailRetryPass,
  startMailRetryLoop,
} from '../src/shared/mail/index.ts';
import { loadMigrations, migrate } from '../src/shared/migrate.ts';
import { type DatabaseStore, leftOut, testDatabases } from './harness.ts';

/*
 * Two brand-API processes on one PostgreSQL database, as two pools of their own: they start together and
 * migrate and seed once between them (the migrations' advisory lock), and their two outbox delivery loops send
 * each message once. Reminders: reminders-restart.test.ts; the same with real processes: scripts/instances.
 */

const postgres = testDatabases.find((k) => k.name === 'postgres');
const silent = pino({ level: 'silent' });
const rows = async <T>(database: Database, text: string) =>
  ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

describe('two brand APIs on one PostgreSQL database', () => {
  if (!postgres || leftOut(postgres)) return;
  const stores: DatabaseStore[] = [];
  const fresh = async () => {
    const store = await postgres.store();
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    for (const store of stores) await store.dispose();
  });

  it('run each migration once when both start at once, one after the other under the lock', async () => {
    const store = await fresh();
    const [a, b] = [await store.open(), await store.open()];
    try {
      const [one, two] = await Promise.all([migrate(a), migrate(b)]);
      const all = loadMigrations().map((m) => m.version);
      // Whichever took the lock first applied everything; the other found it done.
      expect([...one, ...two].sort()).toEqual(all);
      expect(one.length === 0 || two.length === 0).toBe(true);
      const recorded = await rows<{ version: string; n: number }>(
        a,
        'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version ORDER BY version',
      );
      expect(recorded.map((r) => r.version)).toEqual(all);
      expect(recorded.every((r) => r.n === 1)).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);

  it('start together (migrations and seed) without a refusal, the seed written once', async () => {
    const store = await fresh();
    const config = {
      DATABASE_URL: store.url,
      BRAND_API_DATA_DIR: 'unused',
      BRAND_KEYS: [DEMO_BRAND_KEY],
    };
    const [a, b] = await Promise.all([prepareDatabase(config, silent), prepareDatabase(config, silent)]);
    try {
      const brands = await rows<{ n: number }>(a, 'SELECT count(*)::int AS n FROM brands');
      expect(brands[0]?.n).toBeGreaterThan(0);
      const again = await rows<{ n: number }>(b, 'SELECT count(*)::int AS n FROM brands');
      expect(again[0]?.n).toBe(brands[0]?.n);
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);

  it('deliver each message of the outbox once from two delivery loops', async () => {
    const store = await fresh();
    const [a, b] = [await store.open(), await store.open()];
    const delivered: string[] = [];
    let up = false;
    const transport: MailTransport = {
      name: 'counting',
      async deliver({ id }) {
        if (!up) throw new Error('connect ECONNREFUSED');
        // Slow enough that the two loops' passes overlap.
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(id);
        return {};
      },
    };
    let now = new Date('2026-06-01T12:00:00Z');
    configureMail({ transport, logger: silent, now: () => now, retryBaseMs: 1000 });
    try {
      await migrate(a);
      // Forty messages whose first attempt failed: each is due again a second later, for either loop.
      const ids: string[] = [];
      for (let i = 0; i < 40; i++) {
        const target = i % 2 === 0 ? a : b;
        ids.push(
          (await enqueueMail(target, { kind: 'contact', to: `m${i}@example.com`, subject: 'S', text: 'T' }))
            .id,
        );
      }
      expect(delivered).toEqual([]);
      up = true;
      now = new Date('2026-06-01T12:00:02Z');
      // Passes from both at once, small batches so that they interleave, and the two loops running beside them.
      const loops = [startMailRetryLoop(a, { intervalMs: 1 }), startMailRetryLoop(b, { intervalMs: 1 })];
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => runMailRetryPass(i % 2 === 0 ? a : b, { limit: 3 })),
      );
      const deadline = Date.now() + 20_000;
      while (new Set(delivered).size < ids.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const loop of loops) await loop.stop();
      await flushMail();
      expect([...delivered].sort()).toEqual([...ids].sort());
      const sent = await rows<{ n: number }>(
        a,
        "SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent'",
      );
      expect(sent[0]?.n).toBe(ids.length);
    } finally {
      configureMail({ logger: silent });
      await a.close();
      await b.close();
    }
  }, 120_000);
});
