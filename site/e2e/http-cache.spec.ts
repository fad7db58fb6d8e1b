import { expect, test } from '@playwright/test';

/**
 * HTTP caching on the production build: a public page is kept by the server and carries a shared
 * cache's headers and a validator (304 on revalidation, the same body and hash-based policy every time, no
 * nonce); a diner's page (private, nonce'd) and
 * a booking call are never cacheable; no page sets a cookie.
 */
const nonceOf = (csp: string | undefined) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '')?.[1];

test('a public page is served from the cache, with a 304 on revalidation', async ({ request }) => {
  const first = await request.get('/about-us');
  expect(first.status()).toBe(200);
  const second = await request.get('/about-us');
  expect(second.status()).toBe(200);
  expect(second.headers()['x-cache']).toBe('HIT');
  const headers = second.headers();
  expect(headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=600, stale-while-revalidate=\d+/);
  expect(headers['set-cookie']).toBeUndefined();
  expect(first.headers()['set-cookie']).toBeUndefined();
  const etag = headers.etag as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const body = await second.text();
  expect(body).toBe(await first.text());

  const revalidated = await request.get('/about-us', { headers: { 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers().etag).toBe(etag);
  expect((await revalidated.body()).byteLength).toBe(0);
  const changed = await request.get('/about-us', { headers: { 'if-none-match': '"another-version"' } });
  expect(changed.status()).toBe(200);
});

test('cacheable pages carry no secret: the same bytes, ETag and policy for everyone, no nonce, 304 on revalidation', async ({
  request,
}) => {
  for (const path of ['/', '/restaurants/london/soho', '/menu']) {
    const first = await request.get(path);
    const second = await request.get(path);
    expect(first.headers()['cache-control'], path).toMatch(/^public, /);
    expect(await second.text(), path).toBe(await first.text());
    expect(second.headers().etag, path).toBe(first.headers().etag);
    const csp = first.headers()['content-security-policy'] ?? '';
    expect(second.headers()['content-security-policy'], path).toBe(csp);
    expect(csp, path).toMatch(/script-src ('sha256-[A-Za-z0-9+/]+=' )+'strict-dynamic';/);
    expect(csp, path).not.toContain('nonce');
    expect(await first.text(), path).not.toMatch(/nonce/i);
    const revalidated = await request.get(path, {
      headers: { 'if-none-match': first.headers().etag as string },
    });
    expect(revalidated.status(), path).toBe(304);
  }
});

test('a public page names what it was made from for a CDN to purge by; a diner’s page names nothing', async ({
  request,
}) => {
  const tagsOf = (headers: Record<string, string>) => headers['surrogate-key']?.split(' ') ?? [];
  for (const [path, expected] of [
    ['/restaurants/london/soho', [/^brand$/, /^restaurant:[\w.-]+$/]],
    ['/about-us', [/^brand$/, /^content:about-us$/]],
    ['/menu/m-main', [/^brand$/, /^menu:m-main$/]],
  ] as const) {
    const first = await request.get(path);
    const tags = tagsOf(first.headers());
    for (const pattern of expected)
      expect(
        tags.some((tag) => pattern.test(tag)),
        `${path}: ${tags}`,
      ).toBe(true);
    expect(first.headers()['cache-tag'], path).toBe(tags.join(','));
    // The same tags on every answer of the kept page, a revalidation's 304 included.
    const again = await request.get(path, { headers: { 'if-none-match': first.headers().etag as string } });
    expect(again.status(), path).toBe(304);
    expect(tagsOf(again.headers()), path).toEqual(tags);
  }
  for (const path of [
    '/restaurants/london/soho/book-now',
    '/preferences/0b7c1c3e-5b7e-4c9a-9d6e-1f2a3b4c5d6e',
  ]) {
    const headers = (await request.get(path)).headers();
    expect(headers['cache-control'], path).toBe('private, no-store');
    expect(headers['surrogate-key'], path).toBeUndefined();
    expect(headers['cache-tag'], path).toBeUndefined();
  }
});

test('a page of a diner never goes into a cache', async ({ request }) => {
  for (const path of [
    '/preferences/0b7c1c3e-5b7e-4c9a-9d6e-1f2a3b4c5d6e',
    '/choices/0b7c1c3e-5b7e-4c9a-9d6e-1f2a3b4c5d6e',
    '/occasion-date/0b7c1c3e-5b7e-4c9a-9d6e-1f2a3b4c5d6e',
    '/restaurants/london/soho/book-now',
  ]) {
    for (let i = 0; i < 2; i++) {
      const res = await request.get(path);
      const headers = res.headers();
      expect(headers['cache-control'], path).toBe('private, no-store');
      // Never shared, so nonce'd: a fresh nonce per response.
      expect(nonceOf(headers['content-security-policy']), path).toBeTruthy();
      expect(headers.etag, path).toBeUndefined();
      expect(headers['x-cache'], path).toBeUndefined();
      expect(headers['set-cookie'], path).toBeUndefined();
    }
  }
});

test('a booking call through /api is never cacheable', async ({ request, baseURL }) => {
  const res = await request.post('/api/booking/availability', {
    headers: { origin: baseURL as string, 'content-type': 'application/json' },
    data: { storeId: 'no-such-store', date: '2030-01-01', covers: 2 },
  });
  expect(res.status()).toBeLessThan(500);
  expect(res.headers()['cache-control']).toBe('no-store');
  const read = await request.get('/api/v1/content/brand-settings');
  expect(read.headers()['cache-control']).toBe('no-store');
});

test('the files of site/public carry a cache policy; the build’s hashed assets are kept for good', async ({
  request,
}) => {
  for (const path of ['/favicon.svg', '/images/tiles/pasta.svg', '/images/restaurants/hero-oven-640.webp']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    const etag = response.headers().etag as string;
    expect(etag, path).toBeTruthy();
    expect((await request.get(path, { headers: { 'if-none-match': etag } })).status(), path).toBe(304);
  }
  const page = await (await request.get('/')).text();
  const asset = /"(\/assets\/[\w-]+\.js)"/.exec(page)?.[1];
  expect(asset).toBeTruthy();
  expect((await request.get(asset as string)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
});
