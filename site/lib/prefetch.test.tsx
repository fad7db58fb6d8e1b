import { describe, expect, it, vi } from 'vitest';
import { PREFETCH_MARK, PRIORITY, prefetchWhenIdle } from './prefetch.ts';

/** The idle and intent prefetch (prefetch.ts), in a real browser. One page: the tests run in order. */

const task = (log: string[], name: string, gate?: Promise<void>) =>
  vi.fn(async () => {
    log.push(`start ${name}`);
    await gate;
    log.push(`end ${name}`);
  });

describe('prefetchWhenIdle()', () => {
  it('fetches nothing at once; when the browser is idle, the likeliest part first, one after another', async () => {
    const log: string[] = [];
    const footer = task(log, 'footer');
    const body = task(log, 'body');
    const booking = task(log, 'booking');
    prefetchWhenIdle(footer, PRIORITY.furniture);
    prefetchWhenIdle(body, PRIORITY.body);
    prefetchWhenIdle(booking, PRIORITY.booking);
    expect(log).toEqual([]);
    await vi.waitFor(() => expect(log).toHaveLength(6), { timeout: 3000 });
    expect(log).toEqual([
      'start booking',
      'end booking',
      'start body',
      'end body',
      'start footer',
      'end footer',
    ]);
    expect(performance.getEntriesByName(PREFETCH_MARK, 'mark')).toHaveLength(1);
  });

  it('fetches everything still waiting at once on a sign of intent', async () => {
    const log: string[] = [];
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const first = task(log, 'first', gate);
    const second = task(log, 'second', gate);
    prefetchWhenIdle(first, PRIORITY.body);
    prefetchWhenIdle(second, PRIORITY.furniture);
    document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    // Both started, neither waiting for the other.
    expect(log).toEqual(['start first', 'start second']);
    open();
    await vi.waitFor(() => expect(log).toHaveLength(4));
  });

  it('tries a failed fetch again on the next sign of intent', async () => {
    let attempts = 0;
    const flaky = vi.fn(async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
    });
    prefetchWhenIdle(flaky, PRIORITY.body);
    await vi.waitFor(() => expect(flaky).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(flaky).toHaveBeenCalledTimes(2);
  });
});
