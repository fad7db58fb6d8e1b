import { examples, SERVER_ERROR_MESSAGE } from '@fittizia/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FaultyUpstream } from '../e2e/support/faulty-upstream.ts';
import { brandClientOver, createBrandFetch, createTokenManager } from './brand-api.server.ts';
import { PublicReadCache } from './cache.ts';
import { proxyRequest } from './proxy.ts';
import { isOutage, withPublicReadCache } from './public-reads.ts';
import { manualClock } from './test-fixtures/harness.fixture.ts';

/**
 * The brand API failing, against a real HTTP upstream on loopback that the test controls: down
 * (connection refused), answering 500, slower than the timeout, answering 401 even after the token refresh.
 * The real token manager, upstream pool, typed client, public-read cache and proxy are used, with a 1 s
 * timeout. Each failure ends in the last good copy (a cached page) or an error (the error page / the
 * proxy's message) within the timeout, and everything recovers once the upstream is back.
 */
const TIMEOUT_MS = 1000;
/** What "promptly" allows on top of the timeout (a loaded machine). */
const SLACK_MS = 750;

describe('when the brand API fails (fault-injecting upstream, 1 s timeout)', () => {
  const upstream = new FaultyUpstream();
  const clock = manualClock(0);
  let cache: PublicReadCache;
  let staleServed: string[];
  let brandFetch: ReturnType<typeof createBrandFetch>;
  let client: ReturnType<typeof withPublicReadCache>;

  beforeAll(() => upstream.start());
  afterAll(() => upstream.stop());

  beforeEach(async () => {
    await upstream.setMode('ok');
    upstream.siteName = 'Fittizia Trattoria';
    clock.at = Date.now();
    staleServed = [];
    const target = { baseUrl: upstream.url, brandKey: 'fittizia-demo', timeoutMs: TIMEOUT_MS };
    brandFetch = createBrandFetch(target, createTokenManager(target));
    cache = new PublicReadCache({
      freshMs: 600_000,
      isOutage,
      now: clock.now,
      onStale: (key) => staleServed.push(key),
    });
    client = withPublicReadCache(brandClientOver(brandFetch, undefined), cache);
  });

  async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result?: T; error?: unknown }> {
    const started = performance.now();
    try {
      const result = await work();
      return { ms: performance.now() - started, result };
    } catch (error) {
      return { ms: performance.now() - started, error };
    }
  }

  for (const mode of ['down', '500', 'slow', '401'] as const) {
    describe(`brand API ${mode === 'down' ? 'down' : mode === 'slow' ? 'slower than the timeout' : `answering ${mode}`}`, () => {
      it('a page already cached is served from the last good copy, within the timeout', async () => {
        const warm = await client.call('brandSettings');
        expect(warm.site_name).toBe('Fittizia Trattoria');
        await client.call('menu', { params: { id: 'main' } });
        clock.advance(601_000); // past the 600 s freshness: the next read asks the brand API again
        await upstream.setMode(mode);
        const settings = await timed(() => client.call('brandSettings'));
        expect(settings.error).toBeUndefined();
        expect(settings.result?.site_name).toBe('Fittizia Trattoria');
        expect(settings.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
        const menu = await timed(() => client.call('menu', { params: { id: 'main' } }));
        expect(menu.result?.name).toBe(examples.menu.response.name);
        expect(staleServed).toEqual(['brandSettings', 'menu id=main']);
      });

      it('a page not cached fails promptly (the error page), and the proxy answers the spec message', async () => {
        await upstream.setMode(mode);
        const cold = await timed(() => client.call('menu', { params: { id: 'main' } }));
        expect(cold.error).toBeInstanceOf(Error);
        expect(cold.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
        const proxied = await timed(() =>
          proxyRequest(new Request('http://site.test/api/v1/content/menu/main'), { brandFetch }),
        );
        expect([502, 504]).toContain(proxied.result?.status);
        expect(await proxied.result?.json()).toEqual({ message: SERVER_ERROR_MESSAGE });
        expect(proxied.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
      });

      it('recovers by itself once the brand API is back', async () => {
        await client.call('brandSettings');
        clock.advance(601_000);
        await upstream.setMode(mode);
        await client.call('brandSettings'); // the stale copy
        await upstream.setMode('ok');
        upstream.siteName = 'Fittizia Trattoria (back)';
        const fresh = await client.call('brandSettings');
        expect(fresh.site_name).toBe('Fittizia Trattoria (back)');
        const proxied = await proxyRequest(new Request('http://site.test/api/v1/content/menu/main'), {
          brandFetch,
        });
        expect(proxied.status).toBe(200);
        expect(((await proxied.json()) as { name: string }).name).toBe(examples.menu.response.name);
      });
    });
  }

  it('a real answer (404) is passed on and the cached copy forgotten, not served stale', async () => {
    await client.call('menu', { params: { id: 'main' } });
    clock.advance(601_000);
    const gone = await timed(() => client.call('contentPage', { params: { id: 'missing' } }));
    expect((gone.error as { status?: number }).status).toBe(404);
    expect(staleServed).toEqual([]);
  });

  it('keeps the cache bounded', async () => {
    const small = new PublicReadCache({ freshMs: 600_000, maxEntries: 3 });
    for (let i = 0; i < 10; i += 1) await small.get(`k${i}`, async () => i);
    expect(small.size).toBe(3);
  });
});
