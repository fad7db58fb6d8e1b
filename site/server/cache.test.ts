import { describe, expect, it } from 'vitest';
import { PublicReadCache } from './cache.ts';
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
