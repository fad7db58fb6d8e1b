import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** One address of every kind the site answers, with the status it answers (no redirect followed). */
/** `shared`: a public page a shared cache may keep (hash-based policy, no nonce); other pages are nonce'd. */
const ROUTES: { kind: string; path: string; status: number; html: boolean; shared?: boolean }[] = [
  { kind: 'home', path: '/', status: 200, html: true, shared: true },
  { kind: 'content page', path: '/about-us', status: 200, html: true, shared: true },
  { kind: 'finder', path: '/find-us', status: 200, html: true, shared: true },
  { kind: 'locations', path: '/restaurants', status: 200, html: true, shared: true },
  { kind: 'city', path: '/restaurants/london', status: 200, html: true, shared: true },
  { kind: 'restaurant', path: '/restaurants/london/soho', status: 200, html: true, shared: true },
  {
    kind: 'restaurant menu list',
    path: '/restaurants/london/soho/menu',
    status: 200,
    html: true,
    shared: true,
  },
  {
    kind: 'restaurant menu',
    path: '/restaurants/london/soho/menu/m-main',
    status: 200,
    html: true,
    shared: true,
  },
  { kind: 'menu list', path: '/menu', status: 200, html: true, shared: true },
  { kind: 'menu', path: '/menu/m-main', status: 200, html: true, shared: true },
  { kind: '404 page', path: '/no-such-page-here', status: 404, html: true, shared: true },
  { kind: 'contact page', path: '/contact', status: 200, html: true },
  { kind: 'page with a query string', path: '/?utm_source=x', status: 200, html: true },
  { kind: 'sitemap', path: '/sitemap.xml', status: 200, html: false },
  { kind: 'robots.txt', path: '/robots.txt', status: 200, html: false },
  { kind: 'readiness check', path: '/ready', status: 200, html: false },
  { kind: 'security.txt', path: '/.well-known/security.txt', status: 200, html: false },
  { kind: 'public configuration', path: '/site-config.json', status: 200, html: false },
  { kind: '/api proxied call', path: '/api/v1/content/brand-settings', status: 200, html: false },
  { kind: '/api unknown call', path: '/api/v1/no-such-call', status: 404, html: false },
  { kind: 'refused page', path: '/menu/%00', status: 400, html: true },
  { kind: 'refused /api call', path: '/api/v1/content/restaurant/%00', status: 400, html: false },
  { kind: 'redirect', path: '/a//b/', status: 301, html: false },
  { kind: 'legacy redirect', path: '/Contact-Us/', status: 301, html: false },
  { kind: 'static asset', path: '/favicon.svg', status: 200, html: false },
  { kind: 'missing static asset', path: '/images/tiles/no-such-file.svg', status: 404, html: true },
];

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
  expect(headers['permissions-policy']).toContain('camera=()');
  // Plain HTTP on loopback: no HSTS (a unit test shows it over HTTPS).
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** The base64 SHA-256 of each inline script of the HTML that a browser runs (not data blocks, not `src`). */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(` ${attrs}`) || /type="(application\/(ld\+)?json)"/.test(attrs)) continue;
    hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'));
  }
  return [...hashes].sort();
}

/**
 * A page a shared cache may keep carries no secret: no nonce in its policy or its HTML; its policy lists the
 * hash of each of its inline scripts, with 'strict-dynamic', and nothing else runs (no external script tag).
 */
function expectHashPolicy(csp: string, html: string) {
  expect(csp, 'no nonce in the policy of a cacheable page').not.toContain('nonce');
  expect(html, 'no nonce in the HTML of a cacheable page').not.toMatch(/nonce/i);
  const scriptSrc = /script-src ([^;]+);/.exec(csp)?.[1]?.split(' ') ?? [];
  expect(scriptSrc.at(-1)).toBe("'strict-dynamic'");
  const listed = scriptSrc.slice(0, -1);
  for (const source of listed) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(listed.map((source) => source.slice(8, -1)).sort()).toEqual(inlineScriptHashes(html));
  expect(html).not.toMatch(/<script\b[^>]*\ssrc=/);
  expect(csp).toContain("style-src 'self';");
  expect(html).not.toMatch(/<[^>]+\son[a-z]+=["']/);
}

function expectDocumentPolicy(csp: string, shared = false) {
  for (const directive of [
    "default-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    'report-uri /csp-report',
  ])
    expect(csp).toContain(directive);
  expect(csp).not.toMatch(/https:|blob:|\*/);
  // Plain HTTP: report-uri only (Chromium delivers Reporting API reports from HTTPS pages only).
  expect(csp).not.toContain('report-to');
  if (shared) {
    // Inline style attributes anywhere; inline <style> elements (Radix's scroll lock) on a shared page only.
    expect(
      csp.replace("style-src-attr 'unsafe-inline'", '').replace("style-src-elem 'self' 'unsafe-inline'", ''),
    ).not.toContain('unsafe');
    return undefined;
  }
  const nonce = nonceOf(csp);
  expect(nonce, 'a nonce in the policy').toBeTruthy();
  expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic';`);
  // Nothing unsafe except inline style attributes; no third-party origin (none is configured here).
  expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe');
  return nonce as string;
}

/** Every `<script>` and `<style>` element of the HTML carries exactly this nonce. */
function expectNonceOnEveryScript(html: string, nonce: string) {
  const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
  expect(tags.filter((tag) => tag.startsWith('<script')).length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag, tag).toContain(` nonce="${nonce}"`);
  expect(html).toContain(`<meta property="csp-nonce" content="${nonce}"/>`);
  // No inline event handler attributes either (they would need 'unsafe-inline').
  expect(html).not.toMatch(/<[^>]+\son[a-z]+=["']/);
}

test.describe('security headers', () => {
  for (const route of ROUTES) {
    test(`${route.kind} (${route.path}) has every security header`, async ({ request }) => {
      const response: APIResponse = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status()).toBe(route.status);
      const headers = response.headers();
      expectCommonHeaders(headers);
      const csp = headers['content-security-policy'] ?? '';
      if (route.html) {
        expect(headers['content-type']).toMatch(/^text\/html/);
        expect(headers['reporting-endpoints']).toBeUndefined();
        if (route.shared) {
          expectDocumentPolicy(csp, true);
          expectHashPolicy(csp, await response.text());
        } else {
          expectNonceOnEveryScript(await response.text(), expectDocumentPolicy(csp) as string);
        }
      } else {
        expect(csp).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
      }
      // Only the /api proxy gives the browser a cookie, and only the secure session cookie.
      const cookies = headers['set-cookie'];
      if (route.path === '/api/v1/content/brand-settings') {
        expect(cookies).toMatch(
          /^__Host-session_id=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; Secure; HttpOnly; SameSite=Lax$/,
        );
      } else {
        expect(cookies).toBeUndefined();
      }
    });
  }

  // A page rendered anew gets a new nonce; a kept public page repeats its body and nonce (http-cache.spec.ts).
  test('a fresh nonce per render, on every script of each page', async ({ request }) => {
    const first = await request.get('/?render=1');
    const second = await request.get('/?render=2');
    const a = nonceOf(first.headers()['content-security-policy'] ?? '');
    const b = nonceOf(second.headers()['content-security-policy'] ?? '');
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
    expect(Buffer.from(a ?? '', 'base64')).toHaveLength(16);
    expectNonceOnEveryScript(await first.text(), a as string);
    expectNonceOnEveryScript(await second.text(), b as string);
    expect(await first.text()).not.toContain(b as string);
  });

  test("a nonce'd page runs under its policy: it hydrates, and every script in the DOM has the nonce", async ({
    page,
  }) => {
    const response = await page.goto('/contact');
    const nonce = nonceOf((await response?.allHeaders())?.['content-security-policy'] ?? '');
    expect(nonce).toBeTruthy();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const nonces = await page.evaluate(() => [...document.scripts].map((script) => script.nonce));
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
  });

  test('a cacheable page runs under its hash-based policy: it hydrates, opens a dialog and navigates', async ({
    page,
  }) => {
    const response = await page.goto('/restaurants/london/soho');
    expect((await response?.allHeaders())?.['content-security-policy']).not.toContain('nonce');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The scripts the page's own scripts added (the entry, route chunks) run through 'strict-dynamic'.
    expect(await page.evaluate(() => document.scripts.length)).toBeGreaterThan(0);
    // Client-side navigation to a page with a map keeps working under the first page's policy.
    await page.getByRole('link', { name: 'Find us' }).first().click();
    await expect(page).toHaveURL(/\/find-us$/);
  });
});

test.describe('the CSP report endpoint', () => {
  test('refuses what is not a report with a 4xx, and records nothing', async ({ request }) => {
    const before = (await (await request.get('/csp-report')).json()).count as number;
    const wrongType = await request.post('/csp-report', {
      headers: { 'content-type': 'text/plain' },
      data: 'hello',
    });
    expect(wrongType.status()).toBe(415);
    const tooLarge = await request.post('/csp-report', {
      headers: { 'content-type': 'application/reports+json' },
      data: `[${'0,'.repeat(70_000)}0]`,
    });
    expect(tooLarge.status()).toBe(413);
    const malformed = await request.post('/csp-report', {
      headers: { 'content-type': 'application/csp-report' },
      data: '{"csp-report":',
    });
    expect(malformed.status()).toBe(400);
    // A Reporting API batch without CSP violations is accepted and counts nothing.
    const other = await request.post('/csp-report', {
      headers: { 'content-type': 'application/reports+json' },
      data: JSON.stringify([{ type: 'deprecation', url: 'http://127.0.0.1/', body: { id: 'x' } }]),
    });
    expect(other.status()).toBe(204);
    expect((await (await request.get('/csp-report')).json()).count).toBe(before);
  });
});

test('security.txt names the security contact and an expiry (RFC 9116)', async ({ request }) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toContain('Contact: mailto:security@fittizia.example\n');
  const expires = /^Expires: (.+)$/m.exec(text)?.[1];
  const days = (Date.parse(expires ?? '') - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(30);
  expect(days).toBeLessThan(365);
});

test('X-Forwarded-Proto from an untrusted client does not turn on HSTS', async ({ request }) => {
  const response = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(response.headers()['strict-transport-security']).toBeUndefined();
  expect(response.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
});

test('a malformed POST /_serverFn/... answers 400, not 500', async ({ request, baseURL }) => {
  const origin = baseURL as string;
  const cases: { path: string; type?: string; body?: string }[] = [
    { path: '/_serverFn/no-such-function', type: 'application/json', body: '{"t":10}' },
    { path: '/_serverFn/no-such-function', type: 'application/json', body: 'not json' },
    { path: '/_serverFn/no-such-function', type: 'text/plain', body: 'x' },
    { path: '/_serverFn/no-such-function' },
    { path: '/_serverFn/' },
  ];
  for (const { path, type, body } of cases) {
    const response = await request.post(path, {
      headers: { origin, ...(type ? { 'content-type': type } : {}) },
      ...(body === undefined ? {} : { data: body }),
      maxRedirects: 0,
    });
    expect(response.status(), `${path} ${type} ${body}`).toBe(400);
    expect((await response.json()).message).toMatch(/^Invalid request: /);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('with SITE_URL set the Origin check, sitemap, robots.txt and security.txt never use the Host header', async ({
  request,
  baseURL,
}) => {
  const host = 'attacker.example';
  for (const path of ['/.well-known/security.txt', '/robots.txt', '/sitemap.xml']) {
    const text = await (await request.get(path, { headers: { host } })).text();
    expect(text, path).not.toContain(host);
    expect(text, path).toContain(`${baseURL}/`);
  }
  // A cross-site call whose Host header agrees with its Origin is still cross-site.
  const forged = await request.post('/api/booking/availability', {
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
    data: { storeId: 'x', date: '2030-01-01', covers: 2 },
  });
  expect(forged.status()).toBe(403);
});
