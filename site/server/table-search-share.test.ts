import type { BrandClient } from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  sharedForward,
  TableSearchShare,
  tableSearchKey,
  withSharedTableSearches,
} from './table-search-share.ts';

const query = {
  place: 'M1 1AA',
  adults: '4',
  children: '0',
  date: '2026-12-19',
  time: '19:30',
  radius: '25',
};

describe('identical table searches share one brand-API answer for a few seconds', () => {
  it('keys a search by its normalised query', () => {
    expect(tableSearchKey({ ...query, place: '  m1   1aa ' })).toBe(tableSearchKey(query));
    expect(tableSearchKey({ ...query, time: '19:45' })).not.toBe(tableSearchKey(query));
  });

  it('shares concurrent and quick identical searches, not different ones, and forgets after the ttl', async () => {
    let clock = 1_000;
    const share = new TableSearchShare({ ttlMs: 5_000, now: () => clock });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const brand = vi.fn(async () => {
      await gate;
      return { answer: brand.mock.calls.length };
    });
    const client = withSharedTableSearches({ call: brand } as unknown as BrandClient, share);
    const ask = (q: Record<string, string>) => client.call('bookingTableSearch', { query: q } as never);
    const [a, b] = [ask(query), ask({ ...query, place: 'm1 1aa' })];
    release();
    expect(await a).toBe(await b);
    expect(brand).toHaveBeenCalledTimes(1);
    clock += 3_000;
    await ask(query);
    expect(brand).toHaveBeenCalledTimes(1);
    await ask({ ...query, adults: '5' });
    expect(brand).toHaveBeenCalledTimes(2);
    clock += 3_000;
    await ask(query);
    expect(brand).toHaveBeenCalledTimes(3);
  });

  it('keeps no failure, and passes other calls through', async () => {
    const share = new TableSearchShare();
    const brand = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ ok: true });
    const client = withSharedTableSearches({ call: brand } as unknown as BrandClient, share);
    await expect(client.call('bookingTableSearch', { query } as never)).rejects.toThrow('down');
    await expect(client.call('bookingTableSearch', { query } as never)).resolves.toEqual({ ok: true });
    await client.call('bookingOccasions' as never, { params: { storeId: '1042' } } as never);
    await client.call('bookingOccasions' as never, { params: { storeId: '1042' } } as never);
    expect(brand).toHaveBeenCalledTimes(4);
  });
});

describe("the /api proxy's table searches", () => {
  it('share one answer, keep no failure, and pass other calls on', async () => {
    const share = new TableSearchShare();
    let status = 200;
    const brand = vi.fn(async () => new Response(JSON.stringify({ status }), { status }));
    const forward = (name: string, q: Record<string, string>) => sharedForward(name, q, brand, share)();
    const first = await forward('bookingTableSearch', query);
    const second = await forward('bookingTableSearch', { ...query, place: 'm1 1aa' });
    expect(await first.json()).toEqual({ status: 200 });
    expect(await second.json()).toEqual({ status: 200 });
    expect(brand).toHaveBeenCalledTimes(1);
    status = 503;
    expect((await forward('bookingTableSearch', { ...query, time: '20:00' })).status).toBe(503);
    status = 200;
    expect((await forward('bookingTableSearch', { ...query, time: '20:00' })).status).toBe(200);
    await forward('bookingOccasions', query);
    await forward('bookingOccasions', query);
    expect(brand).toHaveBeenCalledTimes(5);
  });
});
