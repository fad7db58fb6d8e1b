import type { DehydratedState } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  pinDehydrated,
  rebaseDehydrated,
  rebaseSharedRender,
  SHARED_RENDER_TIME,
} from './shared-render-clock.ts';

type Query = DehydratedState['queries'][number];
const query = (at: number, key: string): Query =>
  ({
    queryKey: [key],
    queryHash: JSON.stringify([key]),
    dehydratedAt: at,
    state: { data: key, dataUpdatedAt: at, errorUpdatedAt: 0, status: 'success' },
  }) as unknown as Query;

function payload(initial: Query[], streamed: Query[][]) {
  return {
    other: 'kept',
    query: {
      initial,
      stream: new ReadableStream<Query[]>({
        start(controller) {
          for (const chunk of streamed) controller.enqueue(chunk);
          controller.close();
        },
      }),
    },
  };
}

async function read(stream: ReadableStream<Query[]>): Promise<Query[][]> {
  const chunks: Query[][] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return chunks;
}
const stamps = (q: Query) => [q.dehydratedAt, q.state.dataUpdatedAt, q.state.errorUpdatedAt];

describe('the clock of a shared render', () => {
  it('stamps every query of a shared render, sent first or streamed, with the fixed time', async () => {
    const pinned = pinDehydrated(payload([query(1_795_739_674_603, 'a')], [[query(1_795_739_674_900, 'b')]]));
    expect(pinned.other).toBe('kept');
    expect(pinned.query.initial?.map(stamps)).toEqual([[SHARED_RENDER_TIME, SHARED_RENDER_TIME, 0]]);
    expect(pinned.query.initial?.[0]?.state.data).toBe('a');
    const streamed = await read(pinned.query.stream);
    expect(streamed.map((chunk) => chunk.map(stamps))).toEqual([
      [[SHARED_RENDER_TIME, SHARED_RENDER_TIME, 0]],
    ]);
  });

  it('two renders at different times give the same state', async () => {
    const one = pinDehydrated(payload([query(1000, 'a')], []));
    const two = pinDehydrated(payload([query(987_654, 'a')], []));
    expect(one.query.initial).toEqual(two.query.initial);
  });

  it('in the browser, a shared render hydrates as fetched now; any other keeps its own times', async () => {
    const now = 1_800_000_000_000;
    const rebased = rebaseDehydrated(
      payload(
        [query(SHARED_RENDER_TIME, 'a'), query(1_795_739_674_603, 'private')],
        [[query(SHARED_RENDER_TIME, 'b')]],
      ),
      now,
    );
    expect(rebased.query.initial?.map(stamps)).toEqual([
      [now, now, 0],
      [1_795_739_674_603, 1_795_739_674_603, 0],
    ]);
    expect((await read(rebased.query.stream)).map((chunk) => chunk.map(stamps))).toEqual([[[now, now, 0]]]);
  });

  it('leaves data without queries alone', () => {
    expect(pinDehydrated(undefined)).toBeUndefined();
    expect(rebaseDehydrated(undefined, 5)).toBeUndefined();
  });
  it("in the browser, the router's matches of a shared render are as fresh as its hydration before the first navigation (else they count as past their gcTime and the page is drawn again)", async () => {
    const matches = [{ updatedAt: SHARED_RENDER_TIME }, { updatedAt: 5 }];
    const listeners: Array<() => void> = [];
    const router = {
      options: { hydrate: async () => undefined },
      stores: { matches: { get: () => matches } },
      subscribe: (event: string, listener: () => void) => {
        if (event === 'onBeforeNavigate') listeners.push(listener);
        return () => undefined;
      },
    } as unknown as AnyRouter;
    rebaseSharedRender(router);
    const before = Date.now();
    await router.options.hydrate?.(undefined);
    for (const listener of listeners) listener();
    expect(matches[0]?.updatedAt).toBeGreaterThanOrEqual(before);
    expect(matches[1]?.updatedAt).toBe(5);
  });
});
