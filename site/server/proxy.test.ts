import { gunzipSync } from 'node:zlib';
import { BRAND_KEY_HEADER, examples } from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import { proxyRequest } from './proxy.ts';
import { brandRecorder, SESSION_ID, SITE, sitePost } from './test-fixtures/harness.fixture.ts';
import { UpstreamTimeoutError } from './upstream.ts';

const origin = SITE;

describe('/api proxy', () => {
  it('refuses a state-changing call from another origin, or with no origin at all', async () => {
    const brandFetch = brandRecorder();
    const body = JSON.stringify(examples.signup.body);
    const crossSite = await proxyRequest(
      new Request(`${origin}/api/signup`, {
        method: 'POST',
        body,
        headers: { origin: 'https://evil.example' },
      }),
      { brandFetch },
    );
    expect(crossSite.status).toBe(403);
    const noOrigin = await proxyRequest(new Request(`${origin}/api/signup`, { method: 'POST', body }), {
      brandFetch,
    });
    expect(noOrigin.status).toBe(403);
    expect(brandFetch).not.toHaveBeenCalled();
    const sameSite = await proxyRequest(
      new Request(`${origin}/api/signup`, {
        method: 'POST',
        body,
        headers: { origin, 'content-type': 'application/json' },
      }),
      { brandFetch },
    );
    expect(sameSite.status).toBe(200);
    const [, init] = brandFetch.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(new TextDecoder().decode(init.body as Uint8Array)).toBe(body);
    expect(init.headers['content-type']).toBe('application/json');
  });

  it('honours a configured public origin behind a reverse proxy', async () => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(
      new Request('http://10.0.0.5:3000/api/signup', {
        method: 'POST',
        body: JSON.stringify(examples.signup.body),
        headers: { origin: 'https://www.fittizia.example', 'content-type': 'application/json' },
      }),
      { brandFetch, siteOrigin: 'https://www.fittizia.example' },
    );
    expect(res.status).toBe(200);
  });

  it('only forwards calls of the endpoint table', async () => {
    const brandFetch = brandRecorder();
    expect(
      (await proxyRequest(new Request(`${origin}/api/v1/content/page/a/b`), { brandFetch })).status,
    ).toBe(404);
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it('PUT on /api/* answers 405 with Allow, not the HTML shell', async () => {
    const brandFetch = brandRecorder();
    for (const [method, path, allow] of [
      ['PUT', '/api/signup', 'POST'],
      ['DELETE', '/api/booking/create/1042', 'POST'],
      ['PATCH', '/api/exponea/updateCustomerPreferences', 'POST'],
      ['POST', '/api/v1/content/brand-settings', 'GET'],
      ['OPTIONS', '/api/jobs', 'GET'],
    ] as const) {
      const res = await proxyRequest(new Request(`${origin}${path}`, { method, headers: { origin } }), {
        brandFetch,
      });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(((await res.json()) as { message: string }).message).toContain(method);
    }
    // The token call is never the browser's, whatever the method.
    expect(
      (await proxyRequest(new Request(`${origin}/api/token`, { method: 'PUT' }), { brandFetch })).status,
    ).toBe(404);
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it('forwards with the session id, keeps only safe headers and sets the session cookie once', async () => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(
      new Request(`${origin}/api/v1/content/page/home`, {
        headers: {
          accept: 'application/json',
          cookie: 'other=1',
          authorization: 'Bearer from-browser',
          [BRAND_KEY_HEADER]: 'spoofed',
          'x-diner-address': '203.0.113.66',
        },
      }),
      { brandFetch },
    );
    expect(res.status).toBe(200);
    const [path, init, session] = brandFetch.mock.calls[0]!;
    expect(path).toBe('/api/v1/content/page/home');
    expect(init.method).toBe('GET');
    // The diner's address is the server's word (the socket's peer here), never the browser's copy.
    expect(init.headers).toEqual({ accept: 'application/json', 'x-diner-address': 'unknown' });
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('set-cookie')).toBe(
      `__Host-session_id=${session}; Path=/; Max-Age=31536000; Secure; HttpOnly; SameSite=Lax`,
    );
  });

  it('forwards the Idempotency-Key of a booking create, so a repeat returns the first answer', async () => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(
      sitePost(
        '/api/booking/create/1042',
        examples.bookingCreate.body,
        { 'idempotency-key': 'booking-attempt-0001' },
        { session: false },
      ),
      { brandFetch },
    );
    expect(res.status).toBe(200);
    expect(brandFetch.mock.calls[0]![1].headers).toEqual({
      'content-type': 'application/json',
      'idempotency-key': 'booking-attempt-0001',
      'x-diner-address': 'unknown',
    });
  });

  it('reuses the browser session id from its cookie', async () => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(
      new Request(`${origin}/api/v1/content/brand-settings`, {
        headers: { cookie: `other=1; __Host-session_id=${SESSION_ID}` },
      }),
      { brandFetch },
    );
    expect(brandFetch.mock.calls[0]![2]).toBe(SESSION_ID);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('never proxies the token call, so the token cannot reach the browser', async () => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(
      new Request(`${origin}/api/token`, { method: 'POST', headers: { origin } }),
      { brandFetch },
    );
    expect(res.status).toBe(404);
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it('never proxies the change events, read by the server only (fromBrowser: false)', async () => {
    const brandFetch = brandRecorder();
    for (const path of ['/api/v1/changes', '/api/v1/changes?after=0', '/api/v1/changes/stream?after=0']) {
      const res = await proxyRequest(new Request(`${origin}${path}`), { brandFetch });
      expect(res.status, path).toBe(404);
    }
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it("forwards the job-location search (the spec's separate client) with the browser session", async () => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(
      new Request(`${origin}/api/jobs/locations?query=Leeds`, {
        headers: { cookie: `__Host-session_id=${SESSION_ID}` },
      }),
      { brandFetch },
    );
    expect(res.status).toBe(200);
    expect(brandFetch.mock.calls[0]![0]).toBe('/api/jobs/locations?query=Leeds');
    expect(brandFetch.mock.calls[0]![2]).toBe(SESSION_ID);
  });

  it('404s a path outside the table without calling upstream', async () => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(new Request(`${origin}/api/admin/drop-everything`), { brandFetch });
    expect(res.status).toBe(404);
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it('answers a timeout with 504 and the spec message', async () => {
    const brandFetch = vi.fn(async () => {
      throw new UpstreamTimeoutError('slow');
    });
    const res = await proxyRequest(new Request(`${origin}/api/v1/content/brand-settings`), { brandFetch });
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ message: 'Sorry, something went wrong. Please try again.' });
  });

  it('passes the upstream status and body through', async () => {
    const brandFetch = brandRecorder(
      () =>
        new Response('{"message":"No content page"}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const res = await proxyRequest(new Request(`${origin}/api/v1/content/page/x`), { brandFetch });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No content page' });
  });

  it('gzips a read of nothing personal for a browser that accepts gzip, and no personal answer', async () => {
    const list = JSON.stringify({
      restaurants: Array.from({ length: 50 }, (_, i) => ({ storeId: `s${i}` })),
    });
    const brandFetch = brandRecorder(
      () => new Response(list, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const ask = (path: string, encoding?: string) =>
      proxyRequest(
        new Request(`${origin}${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }),
        { brandFetch },
      );
    const read = await ask('/api/v1/content/search-restaurants/', 'gzip, br');
    expect(read.headers.get('content-encoding')).toBe('gzip');
    expect(read.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await read.arrayBuffer());
    expect(bytes.length).toBeLessThan(list.length / 5);
    expect(gunzipSync(bytes).toString('utf8')).toBe(list);
    // Without gzip accepted: as the brand API sent it.
    const plain = await ask('/api/v1/content/search-restaurants/');
    expect(plain.headers.has('content-encoding')).toBe(false);
    expect(await plain.text()).toBe(list);
    // A finder search (not kept in the read cache: any query) is gzipped too.
    const search = await ask('/api/geo/search/Leeds', 'gzip');
    expect(search.headers.get('content-encoding')).toBe('gzip');
    // An answer with a person's details (a booking read by its manage link) is passed on as it came.
    const other = await ask(`/api/booking/manage/${examples.bookingManage.params.token}`, 'gzip');
    expect(other.status).toBe(200);
    expect(other.headers.has('content-encoding')).toBe(false);
  });
});
