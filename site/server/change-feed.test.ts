import type { ChangeEvent } from '@fittizia/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrandFetch, createTokenManager } from './brand-api.server.ts';
import { PublicReadCache } from './cache.ts';
import { followChanges } from './cache-changes.server.ts';
import { ChangeFeed, type ChangeFeedOptions } from './change-feed.ts';
import { PageCache } from './page-cache.ts';
import { ChangeUpstream, eventually } from './test-fixtures/change-upstream.fixture.ts';

/**
 * The change feed against a fake brand API on loopback serving the agreed calls (the JSON catch-up and the event
 * stream), through the site's real token manager and upstream pool: the token and brand key every call carries,
 * each event applied once and in order, reconnection from the last id applied, and the caches dropping exactly
 * what an event names.
 */
process.env.LOG_LEVEL = 'silent';
const BRAND_KEY = 'site-brand-key';

let upstream: ChangeUpstream;
const feeds: ChangeFeed[] = [];
beforeEach(async () => {
  upstream = new ChangeUpstream();
  await upstream.start();
});
afterEach(async () => {
  for (const feed of feeds.splice(0)) feed.stop();
  await upstream.stop();
});

/** A GET of the fake brand API as the site's server makes it (brandFetch: token and brand key). */
function brandGet(): ChangeFeedOptions['get'] {
  const target = { baseUrl: upstream.url, brandKey: BRAND_KEY, timeoutMs: 2000 };
  const fetch = createBrandFetch(target, createTokenManager(target));
  return (path, accept, signal) =>
    fetch(path, { method: 'GET', headers: { accept }, signal, timeoutMs: 5000 }, undefined);
}

function feedOf(options: Partial<ChangeFeedOptions> = {}) {
  const applied: ChangeEvent[] = [];
  const resets: string[] = [];
  const feed = new ChangeFeed({
    get: brandGet(),
    apply: (event) => applied.push(event),
    reset: (reason) => resets.push(reason),
    backoffMs: () => 20,
    ...options,
  });
  feeds.push(feed);
  return { feed, applied, resets, ids: () => applied.map((event) => event.id) };
}

describe('the change feed over the event stream', () => {
  it("reads the stream with the server's token and brand key, from the latest event, each event once", async () => {
    upstream.record('menu', ['m0'], new Date(Date.now() - 60_000)); // before this process began
    const { feed, ids } = feedOf();
    const following = feed.followStream();
    await eventually(() => upstream.openStreams === 1);
    expect(upstream.streamAfters).toEqual(['1']);
    const first = upstream.publish('restaurant', ['42']);
    upstream.publish('menu', ['m1']);
    upstream.resend(first);
    upstream.publish('content', ['about-us']);
    await eventually(() => ids().length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ids()).toEqual(['2', '3', '4']);
    expect(feed.lastId).toBe('4');
    const calls = upstream.seen.filter((r) => r.path.startsWith('/api/v1/changes'));
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const call of calls)
      expect(call).toMatchObject({ authorization: 'Bearer token-1', brandKey: BRAND_KEY });
    feed.stop();
    await following;
    await eventually(() => upstream.openStreams === 0);
  });

  it('at its first catch-up applies the events made since the process began (its caches may hold their data)', async () => {
    upstream.record('menu', ['old'], new Date(Date.now() - 60_000));
    const { feed, ids } = feedOf();
    upstream.record('restaurant', ['7']); // made just after the process began, before the feed caught up
    await feed.catchUp();
    expect(ids()).toEqual(['2']);
    expect(feed.lastId).toBe('2');
  });

  it('reconnects after the stream breaks, catching up from the last id applied, missing nothing', async () => {
    const { feed, ids } = feedOf();
    void feed.followStream();
    await eventually(() => upstream.openStreams === 1);
    upstream.publish('restaurant', ['1']);
    await eventually(() => ids().length === 1);
    upstream.record('menu', ['m2']); // committed while the connection is lost: never sent on it
    upstream.breakStreams();
    await eventually(() => upstream.openStreams === 1);
    await eventually(() => ids().length === 2);
    upstream.publish('offer', ['spring']);
    await eventually(() => ids().length === 3);
    expect(ids()).toEqual(['1', '2', '3']);
    expect(upstream.streamAfters).toEqual(['0', '2']);
    const catchUps = upstream.seen.filter((r) => r.path.startsWith('/api/v1/changes?'));
    expect(catchUps.at(-1)?.path).toBe('/api/v1/changes?after=1&limit=500');
  });

  it('applies a catch-up in id order and pages through a long one', async () => {
    const { feed, ids } = feedOf();
    await feed.catchUp();
    for (let i = 0; i < 1201; i++) upstream.record('menu', [`m${i}`]);
    await feed.catchUp();
    expect(ids()).toHaveLength(1201);
    expect(ids().map(Number)).toEqual(
      ids()
        .map(Number)
        .toSorted((a, b) => a - b),
    );
    expect(feed.lastId).toBe('1201');
  });

  it('purges everything when the event ids start again (a brand API on a new database)', async () => {
    for (let i = 0; i < 3; i++) upstream.record('menu', [`m${i}`], new Date(0));
    const { feed, resets, ids } = feedOf();
    await feed.catchUp();
    expect(feed.lastId).toBe('3');
    upstream.events.splice(0);
    upstream.record('brand', []);
    await feed.catchUp();
    expect(resets).toHaveLength(1);
    expect(feed.lastId).toBe('1');
    upstream.record('brand', []);
    await feed.catchUp();
    expect(ids()).toEqual(['2']);
  });

  it('retries with backoff while the brand API cannot answer: one warning, then quiet until it is back', async () => {
    const logged: string[] = [];
    const real = brandGet();
    let refusals = 3;
    const { feed } = feedOf({
      get: async (path, accept, signal) =>
        refusals-- > 0 ? new Response('no', { status: 503 }) : real(path, accept, signal),
      log: (level, msg) => logged.push(`${level}: ${msg}`),
    });
    void feed.followStream();
    await eventually(() => upstream.openStreams === 1);
    expect(logged).toEqual([
      'warn: change events unavailable; retrying',
      'debug: change events unavailable; retrying',
      'debug: change events unavailable; retrying',
      'warn: following the change events',
    ]);
  });

  it('ignores what is not a change event', () => {
    const { feed, applied } = feedOf();
    feed.receive('not json');
    feed.receive({ id: 'x', kind: 'menu' });
    expect(applied).toEqual([]);
  });
});

describe("a process's caches following the changes", () => {
  it('drop exactly the pages and reads an event names: every other entry is still a hit', async () => {
    const pages = new PageCache({ freshMs: 600_000, staleMs: 600_000 });
    const publicReads = new PublicReadCache({ freshMs: 600_000 });
    const kept: Record<string, string[]> = {
      '/restaurants/london/soho': ['brand', 'restaurant:42'],
      '/restaurants/london/camden': ['brand', 'restaurant:43'],
      '/restaurants': ['brand', 'restaurants'],
      '/menu/m1': ['brand', 'menu:m1'],
    };
    let loads = 0;
    for (const [path, tags] of Object.entries(kept)) {
      await pages.store(path, new Response(path, { headers: { 'content-type': 'text/html' } }), '', { tags });
      await publicReads.read(
        path,
        async () => ++loads,
        () => tags,
      );
    }
    const { feed, stop } = followChanges({ pages, publicReads }, { config: {}, get: brandGet() });
    await eventually(() => upstream.openStreams === 1);
    upstream.publish('restaurant', ['42']);
    await eventually(() => pages.size === 2);
    const hits = Object.keys(kept).filter((path) => pages.lookup(path));
    expect(hits).toEqual(['/restaurants/london/camden', '/menu/m1']);
    for (const path of hits) await publicReads.read(path, async () => ++loads);
    expect(loads).toBe(4); // the two left were answered from the cache
    expect(publicReads.size).toBe(2);
    expect(feed.lastId).toBe('1');
    await stop();
  });
});
