import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ChangeEvent, changeTags } from '@fittizia/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrandFetch, createTokenManager } from './brand-api.server.ts';
import { followChanges } from './cache-changes.server.ts';
import { purgeHook, workerClaim } from './cdn-purge.ts';
import { PageCache } from './page-cache.ts';
import { ChangeUpstream, eventually } from './test-fixtures/change-upstream.fixture.ts';

process.env.LOG_LEVEL = 'silent';

const event = (id: string): ChangeEvent => ({
  id,
  at: new Date().toISOString(),
  kind: 'restaurant',
  ids: ['42'],
  tags: changeTags('restaurant', ['42']),
});

let upstream: ChangeUpstream;
beforeEach(async () => {
  upstream = new ChangeUpstream();
  await upstream.start();
});
afterEach(() => upstream.stop());

function hook(options: Partial<Parameters<typeof purgeHook>[0]> = {}) {
  const logged: string[] = [];
  const purge = purgeHook({
    url: `${upstream.url}/purge`,
    token: 'cdn-secret',
    claim: async () => true,
    log: (level, msg) => logged.push(`${level}: ${msg}`),
    delayMs: 0,
    retryMs: 10,
    ...options,
  });
  return { purge, logged };
}

describe("the CDN's purge hook", () => {
  it("POSTs the event's tags as JSON with the bearer token, retrying a failure with backoff", async () => {
    upstream.purgeFailures = 2;
    const { purge, logged } = hook();
    await purge(event('9'));
    expect(upstream.purges).toEqual(
      Array.from({ length: 3 }, () => ({
        body: { tags: ['restaurant:42', 'restaurants'] },
        authorization: 'Bearer cdn-secret',
      })),
    );
    expect(logged).toEqual([
      'warn: CDN purge failed; retrying',
      'warn: CDN purge failed; retrying',
      'info: CDN purged by tag',
    ]);
  });

  it('gives a hook that does not answer a short time, a few times, then logs an error; it never rejects', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { purge, logged } = hook({
      url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/purge`,
      timeoutMs: 50,
      attempts: 3,
    });
    const started = Date.now();
    await expect(purge(event('10'))).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logged).toEqual([
      'warn: CDN purge failed; retrying',
      'warn: CDN purge failed; retrying',
      'error: CDN purge failed; giving up',
    ]);
    silent.closeAllConnections();
    silent.close();
  });

  it('is called only by the process that claims the event: worker 1, or the one process', async () => {
    const { purge } = hook({ claim: workerClaim('2') });
    await purge(event('11'));
    expect(upstream.purges).toEqual([]);
    expect(await workerClaim('1')('11')).toBe(true);
    expect(await workerClaim(undefined)('11')).toBe(true);
    expect(await workerClaim('3')('11')).toBe(false);
  });

  it('is called once for each event the process applies (CDN_PURGE_URL, CDN_PURGE_TOKEN)', async () => {
    const target = { baseUrl: upstream.url, brandKey: 'k', timeoutMs: 2000 };
    const fetch = createBrandFetch(target, createTokenManager(target));
    const pages = new PageCache({ freshMs: 600_000, staleMs: 600_000 });
    const { stop } = followChanges(
      { pages },
      {
        config: { CDN_PURGE_URL: `${upstream.url}/purge`, CDN_PURGE_TOKEN: 'cdn-secret' },
        get: (path, accept, signal) => fetch(path, { method: 'GET', headers: { accept }, signal }, undefined),
      },
    );
    await eventually(() => upstream.openStreams === 1);
    const sent = upstream.publish('menu', ['m1']);
    upstream.resend(sent);
    await eventually(() => upstream.purges.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(upstream.purges).toEqual([{ body: { tags: ['menu:m1'] }, authorization: 'Bearer cdn-secret' }]);
    await stop();
  });
});
