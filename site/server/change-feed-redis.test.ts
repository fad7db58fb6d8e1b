import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrandFetch, createTokenManager } from './brand-api.server.ts';
import { followChanges } from './cache-changes.server.ts';
import type { ChangeFeedOptions } from './change-feed.ts';
import { PageCache } from './page-cache.ts';
import { ChangeUpstream, eventually } from './test-fixtures/change-upstream.fixture.ts';
import { requiredServer } from './test-fixtures/harness.fixture.ts';

/**
 * Site processes following the changes on Redis (REDIS_URL): each subscribes to the channel the brand API
 * publishes on, catches up with the JSON call on every (re)connect, and only one of them calls the CDN's purge
 * hook per event (SET NX). A channel and key prefix of the test's own: the server may be shared.
 */
process.env.LOG_LEVEL = 'silent';

describe('following the changes on Redis (REDIS_URL)', () => {
  const redisUrl = requiredServer('TEST_REDIS_URL', 'Redis change-feed');
  if (!redisUrl) return;
  const prefix = `fittizia:test-site-${randomBytes(4).toString('hex')}:`;
  const channel = `${prefix}changes`;
  const publisher = new Redis(redisUrl);
  let upstream: ChangeUpstream;
  const stops: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    upstream = new ChangeUpstream();
    await upstream.start();
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    await upstream.stop();
  });
  afterAll(async () => {
    const keys = await publisher.keys(`${prefix}*`);
    if (keys.length) await publisher.del(...keys);
    publisher.disconnect();
  });

  /** A site process: its page cache, following the changes on Redis, with a CDN hook. */
  function siteProcess(connectionName: string) {
    const target = { baseUrl: upstream.url, brandKey: 'k', timeoutMs: 2000 };
    const fetch = createBrandFetch(target, createTokenManager(target));
    const get: ChangeFeedOptions['get'] = (path, accept, signal) =>
      fetch(path, { method: 'GET', headers: { accept }, signal }, undefined);
    const pages = new PageCache({ freshMs: 600_000, staleMs: 600_000 });
    const following = followChanges(
      { pages },
      {
        config: { REDIS_URL: redisUrl, CDN_PURGE_URL: `${upstream.url}/purge` },
        get,
        channel,
        claimPrefix: `${prefix}purge:`,
        connectionName,
        backoffMs: () => 20,
      },
    );
    stops.push(following.stop);
    return { pages, feed: following.feed };
  }

  const keep = (pages: PageCache, path: string, tags: string[]) =>
    pages.store(path, new Response(path, { headers: { 'content-type': 'text/html' } }), '', { tags });

  /** Publishes an event as the brand API does: recorded, then its JSON on the channel. */
  async function publish(kind: 'restaurant' | 'menu', ids: string[]) {
    const event = upstream.record(kind, ids);
    await publisher.publish(channel, JSON.stringify(event));
    return event;
  }

  it('two processes drop what each event names; one of them calls the purge hook', async () => {
    const names = [`${prefix}a`, `${prefix}b`];
    const sites = names.map(siteProcess);
    await eventually(() => sites.every((site) => site.feed.lastId === '0'));
    await eventually(async () => (await subscribers()) === 2);
    for (const { pages } of sites) {
      await keep(pages, '/restaurants/london/soho', ['restaurant:42']);
      await keep(pages, '/menu/m1', ['menu:m1']);
    }
    const sent = await publish('restaurant', ['42']);
    await publisher.publish(channel, JSON.stringify(sent)); // the same event twice
    await eventually(() => sites.every(({ pages }) => pages.size === 1));
    for (const { pages, feed } of sites) {
      expect(pages.lookup('/menu/m1')).toBeDefined();
      expect(feed.lastId).toBe('1');
    }
    await eventually(() => upstream.purges.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(upstream.purges.map((p) => p.body)).toEqual([{ tags: ['restaurant:42', 'restaurants'] }]);
    // No event stream: the events came from Redis.
    expect(upstream.openStreams).toBe(0);
  });

  it('catches up with the JSON call after the connection to Redis is lost', async () => {
    const name = `${prefix}c`;
    const { pages, feed } = siteProcess(name);
    await eventually(() => feed.lastId === '0');
    await eventually(async () => (await subscribers()) === 1);
    await keep(pages, '/menu/m1', ['menu:m1']);
    await keep(pages, '/menu/m2', ['menu:m2']);
    const list = (await publisher.client('LIST')) as string;
    const id = /id=(\d+) .*name=(\S+)/.exec(
      list.split('\n').find((line) => line.includes(`name=${name}`)) ?? '',
    );
    expect(id?.[1]).toBeDefined();
    await publisher.client('KILL', 'ID', id?.[1] as string);
    upstream.record('menu', ['m1']); // committed while the subscriber is away: its message is lost
    await eventually(() => feed.lastId === '1', 10_000);
    expect(pages.lookup('/menu/m1')).toBeUndefined();
    expect(pages.lookup('/menu/m2')).toBeDefined();
  });

  /** How many connections listen on the test's channel. */
  async function subscribers(): Promise<number> {
    const [, count] = (await publisher.pubsub('NUMSUB', channel)) as [string, number];
    return Number(count);
  }
});
