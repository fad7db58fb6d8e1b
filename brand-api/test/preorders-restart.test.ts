import { describe, expect, it } from 'vitest';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { startPreorderCutoffs } from '../src/domains/preorders/index.ts';
import { DEV_PREORDER_LINK_SECRET } from '../src/shared/config.ts';
import type { Database } from '../src/shared/database.ts';
import { leftOut, openHarness, testDatabases, useStore } from './harness.ts';
import { CLOCK, tableBooking } from './manage-fixtures.ts';

/*
 * A pre-order's cut-off job, queued by one brand API, runs after it stopped and a new one started on the same
 * database: the pre-order closes and its two e-mails are stored once. PGlite in a folder, PostgreSQL too when
 * TEST_DATABASE_URL names a server.
 */

async function instance(database: Database) {
  const h = await openHarness({ database, clock: CLOCK });
  const queue = await startPreorderCutoffs(database, {
    secret: DEV_PREORDER_LINK_SECRET,
    siteUrl: 'http://localhost:3000',
    logger: h.logger,
    pollingIntervalSeconds: 0.5,
  });
  return { h, queue, app: h.createApp({ preorderScheduler: queue }) };
}

for (const kind of testDatabases) {
  describe(`the pre-order cut-off across a restart on ${kind.name}`, () => {
    if (leftOut(kind)) return;
    const store = useStore(kind);

    it('a cut-off 3 s ahead closes the pre-order after the brand API restarted, its e-mails sent once', async () => {
      const first = await store.open();
      const before = await instance(first);
      const res = await before.app.request(`/api/booking/create/${BOOKING_STORES.flagship}`, {
        method: 'POST',
        headers: { ...before.h.auth, 'content-type': 'application/json' },
        body: JSON.stringify(tableBooking(BOOKING_STORES.flagship, '2026-12-3', '12:00', { adultCovers: 8 })),
      });
      expect(res.status).toBe(200);
      const { bookingReference } = (await res.json()) as { bookingReference: string };
      const [queued] = await before.h.rows<{ id: string; job_id: string | null }>(
        'SELECT id, job_id FROM preorders',
      );
      expect(queued?.job_id).toBeTruthy();
      // Its cut-off brought to 3 s from now (the real clock the queue runs on), and queued again.
      const cutoffAt = new Date(Date.now() + 3_000);
      await before.h.rows(`UPDATE preorders SET job_id = NULL, cutoff_at = '${cutoffAt.toISOString()}'`);
      await before.queue.queue({ id: Number(queued?.id), cutoffAt });
      await before.queue.stop();
      await first.close();

      const second = await store.open();
      try {
        const after = await instance(second);
        const state = async () =>
          (await after.h.rows<{ state: string }>('SELECT state FROM preorders'))[0]?.state;
        expect(await state()).toBe('open');
        const deadline = Date.now() + 30_000;
        while ((await state()) !== 'closed' && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await state()).toBe('closed');
        const sent = async () =>
          (await after.h.outbox()).filter(
            (m) => m.kind.startsWith('preorder-') && m.subject.includes(bookingReference),
          ).length;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(await sent()).toBe(2);
        await after.queue.stop();
      } finally {
        await second.close();
      }
    }, 120_000);
  });
}
