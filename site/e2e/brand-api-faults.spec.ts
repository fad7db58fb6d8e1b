import type { ChildProcess } from 'node:child_process';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { FaultyUpstream } from './support/faulty-upstream.ts';
import { freePort, siteProcess } from './support/site-process.ts';

/**
 * Pages when the brand API fails, on the production build: a second site instance is started
 * against a fault-injecting brand API on loopback, with a 1 s timeout and public reads fresh for 1 s. For each
 * failure (down, 500, slower than the timeout, 401 after the refresh) a page already cached is served from
 * its last good copy, a page never loaded shows the error page promptly, and the site recovers by itself.
 */
const TIMEOUT_MS = 1000;
const PROMPT_MS = TIMEOUT_MS + 1500;

test.describe('pages when the brand API fails', () => {
  test.describe.configure({ mode: 'serial' });
  const upstream = new FaultyUpstream();
  let site: ChildProcess | undefined;
  let origin = '';

  test.beforeAll(async ({ request }) => {
    await upstream.start();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    site = siteProcess(port, {
      SITE_URL: origin,
      BRAND_API_URL: upstream.url,
      BRAND_API_TIMEOUT_MS: String(TIMEOUT_MS),
      PUBLIC_READ_FRESH_SECONDS: '1',
    });
    for (let i = 0; i < 100; i += 1) {
      const ok = await request
        .get(`${origin}/faqs`, { failOnStatusCode: false })
        .then((r) => r.status() === 200)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the site instance against the faulty brand API did not start');
  });

  test.afterAll(async () => {
    site?.kill();
    await upstream.stop();
  });

  async function page(request: APIRequestContext, path: string) {
    const started = Date.now();
    const res = await request.get(`${origin}${path}`, { failOnStatusCode: false, timeout: 15_000 });
    return { status: res.status(), html: await res.text(), ms: Date.now() - started };
  }

  for (const mode of ['down', '500', 'slow', '401'] as const) {
    test(`brand API ${mode}: the cached page from its last good copy, the error page promptly, then recovery`, async ({
      request,
    }) => {
      await upstream.setMode('ok');
      upstream.pageTitlePrefix = 'Page';
      const cachedPath = `/cached-${mode}`;
      const warm = await page(request, cachedPath);
      expect(warm.status).toBe(200);
      expect(warm.html).toContain(`<title>Page cached-${mode}</title>`);
      await new Promise((r) => setTimeout(r, 1100)); // past freshness: the next view asks the brand API
      await upstream.setMode(mode);

      const cached = await page(request, cachedPath);
      expect(cached.status, 'a cached page is served').toBe(200);
      expect(cached.html).toContain(`<title>Page cached-${mode}</title>`);
      expect(cached.ms).toBeLessThan(PROMPT_MS);

      const uncached = await page(request, `/never-loaded-${mode}`);
      expect(uncached.status, 'a page never loaded shows the error page').toBe(500);
      expect(uncached.html).toContain('id="error-page-title"');
      expect(uncached.html).toContain('Sorry, something went wrong. Please try again.');
      expect(uncached.ms).toBeLessThan(PROMPT_MS);

      const proxied = await request.get(`${origin}/api/v1/content/page/parties`, { failOnStatusCode: false });
      expect([502, 504]).toContain(proxied.status());
      expect(await proxied.json()).toEqual({ message: 'Sorry, something went wrong. Please try again.' });

      await upstream.setMode('ok');
      upstream.pageTitlePrefix = 'Back';
      const recovered = await page(request, `/never-loaded-${mode}`);
      expect(recovered.status, 'recovers by itself').toBe(200);
      expect(recovered.html).toContain(`<title>Back never-loaded-${mode}</title>`);
      // The rendered page is kept while fresh (server/page-cache.ts); past that it is made again.
      await new Promise((r) => setTimeout(r, 1100));
      const refreshed = await page(request, cachedPath);
      expect(refreshed.html).toContain(`<title>Back cached-${mode}</title>`);
    });
  }
});
