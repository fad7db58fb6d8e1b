import { beforeAll, expect, it } from 'vitest';
import type { ClosureInput, ClosureService } from '../src/shared/closures.ts';
import { describeOnEachDatabase } from './harness.ts';
import { opsCall, opsKey } from './ops-fixtures.ts';

/*
 * The closure calls hand the closure to the injected closure service with the app's clock: `from: 'now'` is the
 * current minute, `to` defaults to the end of that London day; a closure the service already had changes nothing.
 */

/** 14:05:30 in London on a summer Saturday (BST): the day ends at 23:00 UTC. */
const CLOCK = '2026-07-04T13:05:30Z';

function fakeClosures(): ClosureService & { calls: ClosureInput[] } {
  const calls: ClosureInput[] = [];
  const made = new Map<string, string>();
  return {
    calls,
    async close(input) {
      calls.push(input);
      const key = `${input.storeId} ${input.from.toISOString()} ${input.to.toISOString()}`;
      const existing = made.get(key);
      if (existing) return { closureId: existing, created: false, cancelledBookings: 0, standbyEnded: 0 };
      const closureId = String(made.size + 1);
      made.set(key, closureId);
      return { closureId, created: true, cancelledBookings: 2, standbyEnded: 1 };
    },
    async bookings(closureId) {
      if (!new Set(made.values()).has(closureId)) return undefined;
      return [
        { reference: 'FZ-1', diningAt: '2026-07-04T18:00:00.000Z', partySize: 2, email: 'a@example.com' },
      ];
    },
    async list(storeId) {
      return [...made].flatMap(([key, closureId]) => {
        const [store, from, to] = key.split(' ') as [string, string, string];
        return store === storeId ? [{ closureId, from, to, reason: 'Burst pipe', cancelledBookings: 2 }] : [];
      });
    },
  };
}

describeOnEachDatabase('operators’ closures', { clock: CLOCK }, (h) => {
  const closures = fakeClosures();
  let key = '';
  beforeAll(async () => {
    key = await opsKey(h, 'duty-manager');
  });
  const call = (path: string, body?: unknown) =>
    opsCall({ ...h, app: h.createApp({ closures }) }, key, path, body);

  it('closes a restaurant from now to the end of the London day, once', async () => {
    const body = { from: 'now', reason: 'Burst pipe' };
    const first = await call('/api/ops/restaurants/1001/closures', body);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      changed: true,
      closureId: '1',
      from: '2026-07-04T13:05:00.000Z',
      to: '2026-07-04T23:00:00.000Z',
      cancelledBookings: 2,
      standbyEnded: 1,
    });
    expect(closures.calls[0]).toMatchObject({ storeId: '1001', reason: 'Burst pipe', actor: 'duty-manager' });
    expect(await h.count('ops_changes', "action = 'closure'")).toBe(1);
    const again = await call('/api/ops/restaurants/1001/closures', body);
    expect(await again.json()).toMatchObject({ changed: false, closureId: '1' });
    expect(await h.count('ops_changes', "action = 'closure'")).toBe(1);
  });

  it('takes an explicit period, and refuses one that ends before it starts', async () => {
    const res = await call('/api/ops/restaurants/1001/closures', {
      from: '2026-07-10T09:00:00Z',
      to: '2026-07-12T09:00:00+01:00',
      reason: 'Refit',
    });
    expect(await res.json()).toMatchObject({
      from: '2026-07-10T09:00:00.000Z',
      to: '2026-07-12T08:00:00.000Z',
    });
    const backwards = await call('/api/ops/restaurants/1001/closures', {
      from: '2026-07-10T09:00:00Z',
      to: '2026-07-09T09:00:00Z',
      reason: 'Refit',
    });
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({ field: 'body.to' });
  });

  it('lists a restaurant’s closures and a closure’s bookings; unknown ones are 404', async () => {
    const list = await call('/api/ops/restaurants/1001/closures');
    expect(((await list.json()) as { closures: unknown[] }).closures).toHaveLength(2);
    const bookings = await call('/api/ops/closures/1/bookings');
    expect(await bookings.json()).toMatchObject({ bookings: [{ reference: 'FZ-1', partySize: 2 }] });
    expect((await call('/api/ops/closures/99/bookings')).status).toBe(404);
    expect((await call('/api/ops/restaurants/9999/closures')).status).toBe(404);
    expect((await call('/api/ops/restaurants/9999/closures', { from: 'now', reason: 'x' })).status).toBe(404);
  });
});
