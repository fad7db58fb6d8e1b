import { describe, expect, it, vi } from 'vitest';
import { createBrandClient } from './client.ts';
import { ContractViolationError } from './errors.ts';
import { examples } from './examples.ts';
import { searchRestaurantsResponse } from './schemas/content.ts';
import { SLICE_MS, SLICED_MIN_ITEMS, safeParseInSlices } from './sliced-parse.ts';
import { collectUnknownValues } from './tolerant.ts';
import { z } from './zod.ts';

const [manchester, leeds, park] = examples.searchRestaurants.response.restaurants;
/** Every restaurant of a chain, as the brand API answers them (the examples' three, forty times over). */
const many = Array.from({ length: 120 }, (_, i) => ({
  ...[manchester, leeds, park][i % 3],
  id: `r-${i}`,
}));
const answer = { restaurants: many, total: many.length };

describe('safeParseInSlices', () => {
  it('gives the data safeParse gives, checking a long list item by item between pauses', async () => {
    const pause = vi.fn(async () => {});
    const sliced = await safeParseInSlices(searchRestaurantsResponse, answer, pause, undefined, 0);
    const whole = searchRestaurantsResponse.safeParse(answer);
    expect(sliced.success).toBe(true);
    expect(whole.success).toBe(true);
    expect(sliced).toEqual(whole);
    // A 0 ms slice: the main thread is given back before every item.
    expect(pause).toHaveBeenCalledTimes(many.length);
  });

  it('keeps the checked answer as the schema makes it (unknown fields kept, values transformed)', async () => {
    const loose = { ...answer, extra: 'kept', restaurants: many.map((r) => ({ ...r, addedLater: 1 })) };
    const sliced = await safeParseInSlices(searchRestaurantsResponse, loose, async () => {}, undefined, 0);
    expect(sliced).toEqual(searchRestaurantsResponse.safeParse(loose));
    expect(sliced.success && (sliced.data as Record<string, unknown>).extra).toBe('kept');
  });

  it('does not pause within a slice: a long slice checks the whole list in one go', async () => {
    const pause = vi.fn(async () => {});
    await safeParseInSlices(searchRestaurantsResponse, answer, pause, undefined, 60_000);
    expect(pause).not.toHaveBeenCalled();
  });

  it('refuses what safeParse refuses, with the same issues', async () => {
    const broken = { restaurants: many.map((r, i) => (i === 77 ? { ...r, title: 42 } : r)) };
    const sliced = await safeParseInSlices(searchRestaurantsResponse, broken, async () => {}, undefined, 0);
    const whole = searchRestaurantsResponse.safeParse(broken);
    expect(sliced.success).toBe(false);
    expect(!sliced.success && sliced.error.issues[0]?.path).toEqual(['restaurants', 77, 'title']);
    expect(!sliced.success && sliced.error.issues.map((i) => i.message)).toEqual(
      !whole.success && whole.error.issues.map((i) => i.message),
    );
  });

  it('refuses a broken answer around its list as safeParse does', async () => {
    const broken = { restaurants: 'none' };
    const sliced = await safeParseInSlices(searchRestaurantsResponse, broken, async () => {}, undefined, 0);
    expect(sliced.success).toBe(false);
    expect(!sliced.success && sliced.error.issues[0]?.path).toEqual(['restaurants']);
  });

  it('checks in one go a short list, a list with rules of its own and an answer that is not an object', async () => {
    const pause = vi.fn(async () => {});
    const short = { restaurants: many.slice(0, SLICED_MIN_ITEMS - 1) };
    expect(await safeParseInSlices(searchRestaurantsResponse, short, pause, undefined, 0)).toEqual(
      searchRestaurantsResponse.safeParse(short),
    );
    const atMostFive = z.object({ items: z.array(z.number()).check(z.maxLength(5)) });
    const sixty = { items: Array.from({ length: 60 }, (_, i) => i) };
    const ruled = await safeParseInSlices(atMostFive, sixty, pause, undefined, 0);
    expect(ruled.success).toBe(false);
    const list = z.array(z.number());
    expect(await safeParseInSlices(list, sixty.items, pause, undefined, 0)).toEqual(
      list.safeParse(sixty.items),
    );
    expect(pause).not.toHaveBeenCalled();
  });

  it('runs every slice through `run`, so the values an answer held unknown are still collected', async () => {
    const unknown: unknown[] = [];
    const odd = {
      restaurants: many.map((r, i) =>
        i === 30 ? { ...r, heroTiles: [{ formType: 'heroTile', height: 'giant' }] } : r,
      ),
    };
    const run = <T>(slice: () => T) => collectUnknownValues(slice, (u) => unknown.push(u));
    const sliced = await safeParseInSlices(searchRestaurantsResponse, odd, async () => {}, run, 0);
    const expected: unknown[] = [];
    collectUnknownValues(
      () => searchRestaurantsResponse.safeParse(odd),
      (u) => expected.push(u),
    );
    expect(sliced.success).toBe(true);
    expect(expected).toEqual([{ vocabulary: 'tile height', value: 'giant' }]);
    expect(unknown).toEqual(expected);
  });
});

describe('the client with `pause`', () => {
  it('answers a long list as without it, pausing between slices', async () => {
    const body = JSON.stringify(answer);
    const fetch = (async () => new Response(body, { status: 200 })) as typeof globalThis.fetch;
    const pause = vi.fn(async () => {});
    const plain = await createBrandClient({ baseUrl: 'https://a.example', fetch }).call('searchRestaurants');
    // A clock on which each item's check outlasts a slice.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += SLICE_MS));
    try {
      const sliced = await createBrandClient({ baseUrl: 'https://a.example', fetch, pause }).call(
        'searchRestaurants',
      );
      expect(sliced).toEqual(plain);
    } finally {
      clock.mockRestore();
    }
    expect(pause).toHaveBeenCalledTimes(many.length);
  });

  it('refuses a broken long answer with the contract error it gives without it', async () => {
    const body = JSON.stringify({ restaurants: many.map((r, i) => (i === 99 ? { ...r, title: null } : r)) });
    const fetch = (async () => new Response(body, { status: 200 })) as typeof globalThis.fetch;
    const client = createBrandClient({ baseUrl: 'https://a.example', fetch, pause: async () => {} });
    const error = await client.call('searchRestaurants').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractViolationError);
    expect((error as Error).message).toMatch(
      /^Answer of searchRestaurants broke the contract: restaurants\.99\.title/,
    );
  });
});
