import { describe, expect, it } from 'vitest';
import { startContentSchedules } from '../src/domains/content/index.ts';
import type { Database } from '../src/shared/database.ts';
import { leftOut, openHarness, testDatabases, useStore } from './harness.ts';
import { opsCall, opsKey } from './ops-fixtures.ts';

/*
 * A publish scheduled 3 s ahead happens though the brand API (its app and its pg-boss) stops after scheduling and
 * a new one starts on the same database before the time: the job lives in the database. PGlite in a folder in the
 * unit run, PostgreSQL too when TEST_DATABASE_URL names a server.
 */

/** One brand-API instance over a store's database: the app with its scheduled publishes' queue. */
async function instance(database: Database) {
  const h = await openHarness({ database });
  const queue = await startContentSchedules(database, { logger: h.logger, pollingIntervalSeconds: 0.5 });
  return { h, queue, app: h.createApp({ contentScheduler: queue }) };
}

const headingOf = async (res: Response) =>
  ((await res.json()) as { tiles: { heading?: string }[] }).tiles[0]?.heading;

for (const kind of testDatabases) {
  describe(`scheduled publishing across a restart on ${kind.name}`, () => {
    if (leftOut(kind)) return;
    const store = useStore(kind);

    it('a page scheduled 3 s ahead publishes itself after the brand API restarted, with its change event', async () => {
      const first = await store.open();
      const before = await instance(first);
      const key = await opsKey(before.h, 'publisher-restart', 'publisher');
      const call = (path: string, body: unknown) =>
        before.app.request(path, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const opened = (await (await opsCall(before.h, key, '/api/ops/content/pages/kids')).json()) as {
        draft: { title: string; tiles: Record<string, unknown>[]; revision: number };
      };
      const tiles = opened.draft.tiles.map((t, i) => (i === 0 ? { ...t, heading: 'Scheduled headline' } : t));
      const saved = await call('/api/ops/content/pages/kids/draft', {
        baseRevision: opened.draft.revision,
        title: opened.draft.title,
        tiles,
      });
      expect(saved.status).toBe(200);
      const { revision } = (await saved.json()) as { revision: number };
      const publishAt = new Date(Date.now() + 3_000).toISOString();
      const scheduled = await call('/api/ops/content/pages/kids/publish', { revision, publishAt });
      expect(await scheduled.json()).toMatchObject({ version: null, publishAt });
      const events = await before.h.count('change_events', "kind = 'content'");
      // The brand API stops: its queue and its database.
      await before.queue.stop();
      await first.close();

      const second = await store.open();
      try {
        const after = await instance(second);
        const read = () => after.h.request('/api/v1/content/page/kids');
        expect(await headingOf(await read())).not.toBe('Scheduled headline');
        const deadline = Date.now() + 30_000;
        let heading = await headingOf(await read());
        while (heading !== 'Scheduled headline' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          heading = await headingOf(await read());
        }
        expect(heading).toBe('Scheduled headline');
        expect(await after.h.count('change_events', "kind = 'content'")).toBe(events + 1);
        const [event] = await after.h.rows<{ ids: string[]; actor: string }>(
          "SELECT ids, actor FROM change_events WHERE kind = 'content' ORDER BY id DESC LIMIT 1",
        );
        expect(event).toEqual({ ids: ['kids'], actor: 'publisher-restart' });
        const [version] = await after.h.rows<{
          published_by: string;
          scheduled_by: string;
          revision: number;
        }>(
          "SELECT published_by, scheduled_by, revision FROM content_versions WHERE page_id = 'kids' ORDER BY version DESC LIMIT 1",
        );
        expect(version).toEqual({ published_by: 'schedule', scheduled_by: 'publisher-restart', revision });
        expect(await after.h.count('content_schedules')).toBe(0);
        await after.queue.stop();
      } finally {
        await second.close();
      }
    }, 120_000);
  });
}
