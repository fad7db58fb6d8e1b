import {
  BAD_INPUT_RUNS,
  type BadRequestCase,
  badEndpointRequests,
  badPageRequests,
  inPool,
  PAGE_ROUTES,
  sampleCases,
} from '@fittizia/api-mocks/bad-input';
import { type EndpointName, endpoints } from '@fittizia/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * The generated bad-input sweep against the production build with the embedded brand API: for
 * every page route type and every call of the endpoint table, BAD_INPUT_RUNS requests (fixed seed) that each
 * carry something no route accepts. Every one is refused with a 4xx (pages: the HTML error page; API calls:
 * JSON with a message), and the brand API's tables have exactly as many rows afterwards.
 */
const brandApi = `http://127.0.0.1:${process.env.E2E_BRAND_API_PORT ?? 4110}`;

/** Requests in flight at once (the machine is small; the server is the bottleneck). */
const CONCURRENCY = 6;

async function rowCounts(request: APIRequestContext): Promise<Record<string, number>> {
  const res = await request.get(`${brandApi}/internal/row-counts`);
  expect(res.status(), 'the e2e brand API exposes its row counts').toBe(200);
  return res.json();
}

/** An absolute URL, so that a path beginning with `//` is not read as another host. */
const site = (path: string) => `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? 3110}${path}`;

async function send(request: APIRequestContext, c: BadRequestCase) {
  return request.fetch(site(c.path), {
    method: c.method,
    headers: c.headers,
    ...(c.body !== undefined ? { data: c.body } : {}),
    maxRedirects: 0,
    failOnStatusCode: false,
  });
}

test.describe('bad input (generated, fixed seed)', () => {
  test(`every call of the endpoint table refuses ${BAD_INPUT_RUNS} bad requests with a JSON 4xx, writing nothing`, async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const before = await rowCounts(request);
    const started = Date.now();
    const failures: string[] = [];
    let total = 0;
    // Same-origin, so state-changing calls get past the Origin check to the input checks.
    const cases = (Object.keys(endpoints) as EndpointName[]).flatMap((name) =>
      sampleCases(badEndpointRequests(name, { origin: baseURL ?? '' })).map((c) => ({ name, c })),
    );
    await inPool(cases, CONCURRENCY, async ({ name, c }) => {
      total += 1;
      const res = await send(request, c);
      const text = await res.text();
      let message: unknown;
      try {
        message = (JSON.parse(text) as { message?: unknown }).message;
      } catch {}
      if (res.status() < 400 || res.status() >= 500 || typeof message !== 'string') {
        failures.push(
          `${name} ${c.kind}: ${c.method} ${c.path.slice(0, 100)} -> ${res.status()} ${text.slice(0, 100)}`,
        );
      }
    });
    console.log(`API bad-input sweep: ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(total).toBe(Object.keys(endpoints).length * BAD_INPUT_RUNS);
    expect(await rowCounts(request)).toEqual(before);
  });

  test(`every page route type refuses ${BAD_INPUT_RUNS} bad requests with the HTML error page`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const before = await rowCounts(request);
    const started = Date.now();
    const failures: string[] = [];
    let total = 0;
    const cases = PAGE_ROUTES.flatMap((template) =>
      sampleCases(badPageRequests(template)).map((c) => ({ template, c })),
    );
    await inPool(cases, CONCURRENCY, async ({ template, c }) => {
      total += 1;
      const res = await send(request, c);
      const status = res.status();
      const html = (res.headers()['content-type'] ?? '').includes('text/html');
      const text = await res.text();
      if (![400, 404, 414, 431].includes(status) || !html || !text.includes('id="error-page-title"')) {
        failures.push(`${template} ${c.kind}: ${c.path.slice(0, 100)} -> ${status} ${text.slice(0, 80)}`);
      }
    });
    console.log(`page bad-input sweep: ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(total).toBe(PAGE_ROUTES.length * BAD_INPUT_RUNS);
    expect(await rowCounts(request)).toEqual(before);
  });

  test('the issue-17 reproductions answer 4xx: HTML for pages, JSON for API calls', async ({ request }) => {
    const cases: [string, number, 'html' | 'json'][] = [
      ['/api/v1/content/restaurant/%00', 400, 'json'],
      ['/menu/%00', 400, 'html'],
      [`/${'a'.repeat(9000)}`, 414, 'html'],
      ['/restaurants/%ff', 400, 'html'],
    ];
    for (const [path, status, kind] of cases) {
      const res = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
      expect(res.status(), path.slice(0, 40)).toBe(status);
      expect(res.headers()['content-type'], path.slice(0, 40)).toContain(
        kind === 'html' ? 'text/html' : 'application/json',
      );
    }
  });
});

test.describe('a leading run of slashes: one 301, same site', () => {
  test('//careers///job-search/ goes straight to /careers/job-search', async ({ request }) => {
    const res = await request.get(site('//careers///job-search/'), { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/careers/job-search');
  });

  test('a legacy address behind slashes resolves in the same hop', async ({ request }) => {
    const res = await request.get(site('///menu//?x=1'), { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/menu?x=1');
    const target = await request.get('/menu?x=1', { maxRedirects: 0 });
    expect(target.status()).toBe(200);
  });

  for (const path of ['//evil.example/x', '///evil.example', '/%2F%2Fevil.example/x', '//evil.example']) {
    test(`${path} never leaves the site`, async ({ request }) => {
      const res = await request.get(site(path), { maxRedirects: 0, failOnStatusCode: false });
      const location = res.headers().location;
      if (location !== undefined) {
        expect(res.status()).toBe(301);
        expect(location).toMatch(/^\/(?![/\\])/);
      } else {
        expect(res.status()).toBeLessThan(500);
      }
    });
  }
});

test.describe('a refused page in the browser', () => {
  for (const path of ['/menu/%00', '/restaurants/%ff', `/${'a'.repeat(3000)}`]) {
    test(`${path.slice(0, 30)} shows the error page and stays on it after hydration`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const res = await page.goto(site(path));
      expect(res?.status()).toBeGreaterThanOrEqual(400);
      expect(res?.status()).toBeLessThan(500);
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
      await expect(page.getByRole('link', { name: 'Return to homepage' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
