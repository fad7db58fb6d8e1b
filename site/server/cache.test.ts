import type { BrandClient } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { PublicReadCache } from './cache.ts';
import { withPublicReadCache } from './public-reads.ts';
import { manualClock } from './test-fixtures/harness.fixture.ts';

describe('PublicReadCache stale-while-revalidate', () => {
  it('answers a stale copy at once while one background reload runs, then the new copy', async () => {
    const clock = manualClock(0);
    const cache = new PublicReadCache({ freshMs: 1000, staleWhileRevalidateMs: 1000, now: clock.now });
    let loads = 0;
    let release: () => void = () => {};
    const load = (value: string) => () => {
      loads++;
      return new Promise<string>((resolve) => {
        release = () => resolve(value);
      });
    };
    const first = cache.get('k', load('v1'));
    release();
    expect(await first).toBe('v1');
    clock.at = 1500;
    const answers = await Promise.all([cache.get('k', load('v2')), cache.get('k', load('v2'))]);
    expect(answers).toEqual(['v1', 'v1']);
    expect(loads).toBe(2); // one background reload for both
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', load('v3'))).toBe('v2');
    expect(cache.staleServed).toBe(0);
  });

  it('past the stale window the caller waits, and a failed reload counts the last good copy as served stale', async () => {
    const clock = manualClock(0);
    const cache = new PublicReadCache({ freshMs: 1000, staleWhileRevalidateMs: 1000, now: clock.now });
    await cache.get('k', async () => 'v1');
    clock.at = 5000;
    expect(await cache.get('k', async () => Promise.reject(new Error('down')))).toBe('v1');
    expect(cache.staleServed).toBe(1);
  });
});

describe('PublicReadCache by tag', () => {
  /** A cache of three entries and a count of loads per key. */
  async function threeEntries() {
    const cache = new PublicReadCache({ freshMs: 600_000 });
    const loads: Record<string, number> = {};
    const tagsOf: Record<string, string[]> = {
      soho: ['restaurant:42'],
      list: ['restaurants'],
      menu: ['menu:m1'],
      settings: ['brand'],
      untagged: [],
    };
    const read = (key: string) =>
      cache.read(
        key,
        async () => {
          loads[key] = (loads[key] ?? 0) + 1;
          return key;
        },
        () => tagsOf[key] ?? [],
      );
    for (const key of Object.keys(tagsOf)) await read(key);
    return { cache, loads, read };
  }

  it('keeps the tags of each answer and gives them with the value', async () => {
    const { read } = await threeEntries();
    expect(await read('soho')).toEqual({ value: 'soho', tags: ['restaurant:42'] });
    expect(await read('untagged')).toEqual({ value: 'untagged', tags: [] });
  });

  it('drops exactly the entries a change names: the others are still answered from the cache', async () => {
    const { cache, loads, read } = await threeEntries();
    expect(cache.dropTags(['restaurant:42', 'restaurants'])).toBe(2);
    expect(cache.size).toBe(3);
    for (const key of ['menu', 'settings', 'untagged']) await read(key);
    expect(loads).toEqual({ soho: 1, list: 1, menu: 1, settings: 1, untagged: 1 });
    await read('soho');
    await read('list');
    expect(loads).toMatchObject({ soho: 2, list: 2 });
    expect(cache.dropTags(['offer:none'])).toBe(0);
    expect(cache.size).toBe(5);
  });

  it('answers a load that ran across a change naming its answer, and does not keep it', async () => {
    const cache = new PublicReadCache({ freshMs: 600_000 });
    let loads = 0;
    const releases: (() => void)[] = [];
    const slow = () => {
      loads++;
      const value = `v${loads}`;
      return new Promise<string>((resolve) => releases.push(() => resolve(value)));
    };
    const releaseAll = () => {
      for (const release of releases.splice(0)) release();
    };
    const tags = () => ['restaurant:42'];
    const running = cache.read('soho', slow, tags);
    const unrelated = cache.read('menu', slow, () => ['menu:m1']);
    cache.dropTags(['restaurant:42']);
    releaseAll();
    expect((await running).value).toBe('v1');
    await unrelated;
    expect(cache.size).toBe(1); // only the unrelated one is kept
    const again = cache.read('soho', slow, tags);
    releaseAll();
    expect((await again).value).toBe('v3');
    expect(await cache.read('soho', slow, tags)).toEqual({ value: 'v3', tags: ['restaurant:42'] });
    expect(loads).toBe(3);
  });

  it('drops a stale copy being reloaded, and the reload answers without keeping it', async () => {
    const clock = manualClock(0);
    const cache = new PublicReadCache({ freshMs: 1000, staleWhileRevalidateMs: 1000, now: clock.now });
    const tags = () => ['menu:m1'];
    await cache.read('menu', async () => 'old', tags);
    clock.at = 1500;
    let release: () => void = () => {};
    const reload = () =>
      new Promise<string>((resolve) => {
        release = () => resolve('new');
      });
    expect((await cache.read('menu', reload, tags)).value).toBe('old'); // stale, reloading in the background
    expect(cache.dropTags(['menu:m1'])).toBe(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.size).toBe(0);
  });
});

describe('withPublicReadCache', () => {
  it("keeps each public read with the contract's tags, from the answer when the id is only there", async () => {
    const cache = new PublicReadCache({ freshMs: 600_000 });
    const calls: string[] = [];
    const client = {
      call: async (name: string) => {
        calls.push(name);
        return name === 'restaurantBySlug' ? { storeId: 'S42', slug: 'soho' } : { ok: true };
      },
    } as unknown as BrandClient;
    const noted: string[][] = [];
    const cached = withPublicReadCache(client, cache, (tags) => noted.push([...tags]));
    await cached.call('restaurantBySlug', { params: { slug: 'soho' } } as never);
    await cached.call('menu', { params: { id: 'M1' } } as never);
    await cached.call('menu', { params: { id: 'M1' } } as never);
    expect(noted).toEqual([['restaurant:s42'], ['menu:m1'], ['menu:m1']]);
    expect(calls).toEqual(['restaurantBySlug', 'menu']);
    expect(cache.dropTags(['restaurant:s42'])).toBe(1);
    await cached.call('menu', { params: { id: 'M1' } } as never);
    expect(calls).toEqual(['restaurantBySlug', 'menu']);
  });
});
