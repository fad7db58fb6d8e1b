import type { ChildProcess } from 'node:child_process';
import { expect, type Request, test } from '@playwright/test';
import { freePort, siteProcess } from './support/site-process.ts';

/**
 * A cacheable page is the same bytes from every worker and instance: two fresh site processes
 * render it independently, with the same HTML, ETag and nonce-free policy, and each answers the other's ETag
 * with a 304, so a shared cache in front revalidates whichever worker it reaches. The browser hydrates such a
 * page without fetching its data again and without a hydration error (lib/shared-render-clock.ts).
 *
 * The processes' freshness window is a few seconds here (PUBLIC_READ_FRESH_SECONDS), so that a page kept by one
 * process in a window is asked of both in the next: each renders it again at the new window's clock, and both
 * answer with one ETag.
 */
const brandApiPort = Number(process.env.E2E_BRAND_API_PORT ?? 4110);
const sitePort = Number(process.env.E2E_SITE_PORT ?? 3110);
const PATHS = ['/', '/about-us', '/menu', '/restaurants/london', '/restaurants/london/soho'];
const WINDOW_MS = 8000;

/** Waits until `offsetMs` into a freshness window (the next time it comes), counted from the epoch as the site does. */
async function untilWindowAt(offsetMs: number): Promise<void> {
  const now = Date.now();
  const at = now - (now % WINDOW_MS) + offsetMs;
  await new Promise((resolve) => setTimeout(resolve, at > now ? at - now : at + WINDOW_MS - now));
}

/** Waits for the next window unless at least `needMs` of the current one is left. */
async function withTimeLeft(needMs: number): Promise<void> {
  if (WINDOW_MS - (Date.now() % WINDOW_MS) < needMs) await untilWindowAt(50);
}

const windowOf = (time: number) => Math.floor(time / WINDOW_MS);

test.describe('shared pages from two fresh processes', () => {
  test.describe.configure({ mode: 'serial' });
  const sites: ChildProcess[] = [];
  const origins: string[] = [];

  test.beforeAll(async ({ request }) => {
    for (let n = 0; n < 2; n += 1) {
      const port = await freePort();
      sites.push(
        siteProcess(port, {
          // The same public origin as the run's site: it is printed in the pages.
          SITE_URL: `http://127.0.0.1:${sitePort}`,
          BRAND_API_URL: `http://127.0.0.1:${brandApiPort}`,
          PUBLIC_READ_FRESH_SECONDS: String(WINDOW_MS / 1000),
        }),
      );
      origins.push(`http://127.0.0.1:${port}`);
    }
    for (const origin of origins) {
      for (let i = 0; ; i += 1) {
        const ok = await request
          .get(`${origin}/robots.txt`, { failOnStatusCode: false })
          .then((r) => r.status() === 200)
          .catch(() => false);
        if (ok) break;
        if (i === 150) throw new Error(`the site instance at ${origin} did not start`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  });

  test.afterAll(() => {
    for (const site of sites) site.kill();
  });

  test('each renders a cacheable page to the same bytes and ETag, with no nonce, and answers the other ETag with 304', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    for (const path of PATHS) {
      // The two renders and their revalidations within one window.
      await withTimeLeft(5000);
      // Rendered at the same moment by each process (the first request of each for the page).
      const [a, b] = await Promise.all(
        [origins[0], origins[1]].map((origin) => request.get(`${origin}${path}`)),
      );
      if (!a || !b) throw new Error('two site instances');
      expect(a.status(), path).toBe(200);
      expect(a.headers()['x-cache'], path).toBe('MISS');
      expect(b.headers()['x-cache'], path).toBe('MISS');
      expect(a.headers()['cache-control'], path).toMatch(/^public, /);
      const body = await a.text();
      expect(await b.text(), path).toBe(body);
      const etag = a.headers().etag as string;
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect(b.headers().etag, path).toBe(etag);
      const csp = a.headers()['content-security-policy'] ?? '';
      expect(b.headers()['content-security-policy'], path).toBe(csp);
      expect(csp, path).not.toContain('nonce');
      expect(body, path).not.toMatch(/nonce/i);
      for (const origin of origins.toReversed()) {
        const revalidated = await request.get(`${origin}${path}`, { headers: { 'if-none-match': etag } });
        expect(revalidated.status(), `${origin}${path}`).toBe(304);
      }
    }
  });

  test('a page kept by one process in a window: in the next, twenty requests to either carry one ETag, and each revalidation is a 304', async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const path = '/restaurants/london/covent-garden';
    const [a, b] = origins as [string, string];
    // Kept by the first process late in one window...
    await untilWindowAt(WINDOW_MS - 2500);
    const late = await request.get(`${a}${path}`);
    expect(late.status()).toBe(200);
    // ... and asked of both, in turn, as the next begins: each renders it at the new window's clock.
    await untilWindowAt(100);
    const started = Date.now();
    const etags: string[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await request.get(`${i % 2 === 0 ? b : a}${path}`);
      expect(response.status()).toBe(200);
      etags.push(response.headers().etag as string);
    }
    expect(new Set(etags).size, etags.join(' ')).toBe(1);
    expect(etags[0]).not.toBe(late.headers().etag);
    for (let i = 0; i < 20; i++) {
      const origin = i % 2 === 0 ? a : b;
      const revalidated = await request.get(`${origin}${path}`, {
        headers: { 'if-none-match': etags[0] as string },
      });
      expect(revalidated.status(), `${origin} revalidation ${i}`).toBe(304);
    }
    // All of it in the one window (a slower run would prove nothing).
    expect(windowOf(Date.now())).toBe(windowOf(started));
  });

  test('kill -USR2 empties the caches of the process it is sent to, and of no other', async ({ request }) => {
    const path = '/about-us';
    await withTimeLeft(4000);
    for (const origin of origins) await request.get(`${origin}${path}`);
    sites[0]?.kill('SIGUSR2');
    await expect
      .poll(async () => (await request.get(`${origins[0]}${path}`)).headers()['x-cache'])
      .toBe('MISS');
    expect((await request.get(`${origins[1]}${path}`)).headers()['x-cache']).toBe('HIT');
    expect((await request.get(`${origins[0]}${path}`)).headers()['x-cache']).toBe('HIT');
  });

  test('the browser hydrates a shared page without fetching its data again or a hydration error', async ({
    page,
  }) => {
    const origin = origins[0] as string;
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const calls: string[] = [];
    const onRequest = (r: Request) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/') || pathname.startsWith('/_serverFn')) calls.push(pathname);
    };
    page.on('request', onRequest);
    await page.goto(`${origin}/restaurants/london/soho`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // The page's own data comes with the page. The one call allowed is the booking modal's restaurant list, which
    // a restaurant page fetches on purpose once it is idle (BookingHost, lib/prefetch.ts: Book now is the likely
    // first tap), not data of the page fetched again.
    expect(calls.filter((path) => path !== '/api/v1/content/search-restaurants/')).toEqual([]);
    expect(problems).toEqual([]);
  });
});
