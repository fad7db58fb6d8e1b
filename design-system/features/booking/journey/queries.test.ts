import type { BrandClient } from '@fittizia/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BOOKING_QUERY_KEY, menusQuery, pendingRead, type SlotAsk } from './index.ts';

const ask: SlotAsk = {
  storeId: '1042',
  occasionId: 'occ-dinner',
  date: '2026-01-16',
  time: '19:30',
  adults: 2,
  children: 0,
};

/** A client whose calls wait until their signal aborts, recording each call. */
function hangingClient() {
  const calls: { name: string; signal?: AbortSignal }[] = [];
  const client = {
    call: (name: string, input: { signal?: AbortSignal }) => {
      calls.push({ name, ...(input.signal ? { signal: input.signal } : {}) });
      return new Promise((_, reject) =>
        input.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    },
  } as unknown as BrandClient;
  return { client, calls };
}

describe('the journey reads as React Query options', () => {
  it('keys each read by restaurant, date, party and time', () => {
    const key = (over: Partial<SlotAsk>) =>
      JSON.stringify(menusQuery({} as BrandClient, { ...ask, ...over }).queryKey);
    const base = key({});
    expect(base).toContain(BOOKING_QUERY_KEY);
    for (const over of [
      { storeId: '1057' },
      { date: '2026-01-17' },
      { adults: 3 },
      { children: 1 },
      { time: '20:00' },
    ]) {
      expect(key(over)).not.toBe(base);
    }
  });

  it('asks the same question once, and cancels a read when the journey moves on', async () => {
    const { client, calls } = hangingClient();
    const queryClient = new QueryClient();
    const first = queryClient.fetchQuery(menusQuery(client, ask));
    const again = queryClient.fetchQuery(menusQuery(client, ask));
    expect(calls).toHaveLength(1);
    await queryClient.cancelQueries({ queryKey: [BOOKING_QUERY_KEY] });
    expect(calls[0]?.signal?.aborted).toBe(true);
    await expect(first).rejects.toBeTruthy();
    await expect(again).rejects.toBeTruthy();
  });

  it('names what the current step still has to read', () => {
    const chosen = {
      storeId: '1042',
      storeName: 'M',
      time: '19:30',
      occasionId: 'occ-dinner',
      isPlaceAsEnquiryEnabled: false,
    };
    const base = {
      step: 'menu' as const,
      search: { adults: 2, children: 0, date: '2026-01-16', time: '19:30' },
      extras: {},
      customer: {} as never,
      chosen,
    };
    expect(pendingRead(base)?.kind).toBe('menus');
    expect(pendingRead({ ...base, menus: [] })).toBeUndefined();
    expect(pendingRead({ ...base, step: 'extras', menus: [], menuId: 'm' })?.kind).toBe('extras');
    expect(pendingRead({ ...base, step: 'details', menus: [], menuId: 'm', upsells: [] })?.kind).toBe(
      'requirements',
    );
  });
});
