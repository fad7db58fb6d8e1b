import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ChangeEvent, changesResponse } from '@fittizia/contract';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import { type ChangeFeed, startChangeFeed } from '../src/shared/change-feed.ts';
import { recordChange } from '../src/shared/changes.ts';
import { type App, useHarness } from './harness.ts';

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const giveUpAt = Date.now() + ms;
  while (!check()) {
    if (Date.now() > giveUpAt) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Reads an event stream's text as it comes; `events` parses the complete messages so far. */
function streamReader(res: Response) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    ended = true;
  })();
  const events = () =>
    text
      .split('\n\n')
      .filter((block) => block.startsWith('id: '))
      .map((block) => {
        const [id, event, data] = block.split('\n');
        expect(event).toBe('event: change');
        const parsed = JSON.parse((data ?? '').replace(/^data: /, '')) as ChangeEvent;
        expect(id).toBe(`id: ${parsed.id}`);
        return parsed;
      });
  return {
    events,
    text: () => text,
    ended: () => ended,
    async waitFor(count: number) {
      await until(() => events().length >= count);
      return events();
    },
    cancel: () => reader.cancel().then(() => pump),
    done: () => pump,
  };
}

describe('the change events over HTTP', () => {
  const h = useHarness();
  let feed: ChangeFeed;
  let app: App;
  beforeAll(async () => {
    feed = await startChangeFeed(h.database, { logger: h.logger });
    app = h.createApp({ changeFeed: feed, changeStreamPingMs: 100 });
  });
  afterAll(async () => feed?.close());
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers: { ...h.auth, ...headers } });

  it('asks for the token, like every other read', async () => {
    for (const path of ['/api/v1/changes', '/api/v1/changes/stream']) {
      expect((await app.request(path, { headers: { brandKey: DEMO_BRAND_KEY } })).status, path).toBe(401);
      const forged = { brandKey: DEMO_BRAND_KEY, authorization: 'Bearer not-a-token' };
      expect((await app.request(path, { headers: forged })).status, path).toBe(401);
    }
  });

  it('answers the stored events after an id, in id order, with the latest id', async () => {
    const empty = changesResponse.parse(await (await get('/api/v1/changes')).json());
    expect(empty).toEqual({ events: [], latest: '0' });
    const recorded = [
      await recordChange(h.database.db, { kind: 'restaurant', ids: ['1001'] }),
      await recordChange(h.database.db, { kind: 'menu', ids: ['m-main'] }),
      await recordChange(h.database.db, { kind: 'offer', ids: ['pranzo'] }),
    ];
    const all = await (await get('/api/v1/changes?after=0')).json();
    expect(all).toEqual({ events: recorded, latest: recorded[2]?.id });
    const page = await (await get(`/api/v1/changes?after=${recorded[0]?.id}&limit=1`)).json();
    expect(page).toEqual({ events: [recorded[1]], latest: recorded[2]?.id });
    const none = await (await get(`/api/v1/changes?after=${recorded[2]?.id}`)).json();
    expect(none).toEqual({ events: [], latest: recorded[2]?.id });
  });

  it('refuses a bad id or limit naming the field', async () => {
    for (const [query, field] of [
      ['after=abc', 'query.after'],
      ['limit=0', 'query.limit'],
      ['limit=501', 'query.limit'],
      ['since=1', 'query.since'],
    ] as const) {
      const res = await get(`/api/v1/changes?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
    expect((await get('/api/v1/changes/stream?after=-1')).status).toBe(400);
  });

  it('streams the stored events after the id, then each new one as it commits, and pings', async () => {
    const { latest } = changesResponse.parse(await (await get('/api/v1/changes')).json());
    const before = await recordChange(h.database.db, { kind: 'content', ids: ['home'] });
    await feed.catchUp();
    const res = await get(`/api/v1/changes/stream?after=${latest}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = streamReader(res);
    expect(await stream.waitFor(1)).toEqual([before]);
    const live = await recordChange(h.database.db, { kind: 'brand', ids: [] });
    expect(await stream.waitFor(2)).toEqual([before, live]);
    await until(() => stream.text().includes(': ping\n\n'));
    await stream.cancel();
  });

  it('starts after Last-Event-ID, and with no id only with what commits from then on', async () => {
    const first = await recordChange(h.database.db, { kind: 'content', ids: ['a'] });
    const second = await recordChange(h.database.db, { kind: 'content', ids: ['b'] });
    await feed.catchUp();
    const resumed = streamReader(await get('/api/v1/changes/stream', { 'last-event-id': first.id }));
    const fresh = streamReader(await get('/api/v1/changes/stream'));
    expect(await resumed.waitFor(1)).toEqual([second]);
    const third = await recordChange(h.database.db, { kind: 'content', ids: ['c'] });
    expect(await fresh.waitFor(1)).toEqual([third]);
    expect(await resumed.waitFor(2)).toEqual([second, third]);
    await Promise.all([resumed.cancel(), fresh.cancel()]);
  });

  it('is refused without a change feed, the catch-up read still answering', async () => {
    const plain = h.createApp();
    const headers = h.auth;
    expect((await plain.request('/api/v1/changes/stream', { headers })).status).toBe(503);
    expect((await plain.request('/api/v1/changes', { headers })).status).toBe(200);
  });
});

describe('the change stream over a real connection', () => {
  const h = useHarness();
  let feed: ChangeFeed;
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    feed = await startChangeFeed(h.database, { logger: h.logger });
    const app = h.createApp({ changeFeed: feed });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await feed?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('lets go of the feed when the client goes away', async () => {
    const app = feed.subscribers; // the app's own caches follow the feed too
    const gone = new AbortController();
    const res = await fetch(`${origin}/api/v1/changes/stream`, { headers: h.auth, signal: gone.signal });
    const stream = streamReader(res);
    await until(() => feed.subscribers === app + 1);
    const event = await recordChange(h.database.db, { kind: 'brand', ids: [] });
    expect(await stream.waitFor(1)).toEqual([event]);
    gone.abort();
    await until(() => feed.subscribers === app);
  });

  it('ends every open stream when the feed closes, so the server can stop', async () => {
    const app = feed.subscribers;
    const streams = await Promise.all(
      [1, 2].map(async () =>
        streamReader(await fetch(`${origin}/api/v1/changes/stream`, { headers: h.auth })),
      ),
    );
    await until(() => feed.subscribers === app + 2);
    await feed.close();
    await Promise.all(streams.map((stream) => stream.done()));
    expect(streams.every((stream) => stream.ended())).toBe(true);
    expect(feed.subscribers).toBe(0);
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  });
});
