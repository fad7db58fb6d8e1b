import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { impossibleDateRequests } from '@fittizia/api-mocks/bad-input';
import {
  BOOKING_MESSAGES,
  BRAND_KEY_HEADER,
  type EndpointName,
  endpoints,
  examples,
  SESSION_ID_HEADER,
} from '@fittizia/contract';
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

describe('/api proxy: every call by its rules', () => {
  it('names no call of the table: what is special about one is a rule of its entry', () => {
    const source = readFileSync(new URL('./proxy.ts', import.meta.url), 'utf8');
    for (const name of Object.keys(endpoints)) {
      // A name that is also a word (`menu`, `token`) only counts quoted or as a property.
      const named = /[A-Z]/.test(name) ? new RegExp(`\\b${name}\\b`) : new RegExp(`['"\`.]${name}\\b`);
      expect(source, name).not.toMatch(named);
    }
  });
});

describe('brand API headers', () => {
  it('names the headers the spec asks for', () => {
    expect(BRAND_KEY_HEADER).toBe('brandKey');
    expect(SESSION_ID_HEADER).toBe('sessionId');
  });
});

describe('/api proxy: bad input is refused before anything is forwarded', () => {
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    sitePost(path, body, headers, { session: false });

  it.each([
    ['a body that is not JSON by its type', post('/api/signup', '{}', { 'content-type': 'text/plain' }), 415],
    ['truncated JSON', post('/api/signup', '{"emailAddress":"a@b.c"'), 400],
    ['JSON nested too deeply', post('/api/signup', `${'['.repeat(40)}${']'.repeat(40)}`), 400],
    ['a prototype key', post('/api/signup', '{"a":{"__proto__":{"admin":true}}}'), 400],
    ['a constructor key', post('/api/signup', '{"constructor":{"prototype":{}}}'), 400],
    ['an oversized body', post('/api/signup', `{"pad":"${'x'.repeat(70 * 1024)}"}`), 413],
    ['a NUL in a path parameter', new Request(`${origin}/api/v1/content/restaurant/%00`), 400],
    ['an overlong path parameter', new Request(`${origin}/api/v1/content/menu/${'m'.repeat(300)}`), 400],
  ])('%s', async (_label, request, status) => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(request, { brandFetch });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it("refuses a booking create whose body names another restaurant than its path (the call's cross-field rule)", async () => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(
      post('/api/booking/create/1001', JSON.stringify(examples.bookingCreate.body)),
      {
        brandFetch,
      },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Invalid request: body.restaurantId: must be the restaurant of the path (1001)',
      field: 'body.restaurantId',
    });
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it('refuses a body larger than declared without reading it', async () => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(
      post('/api/signup', '{}', { 'content-length': String(10 * 1024 * 1024) }),
      {
        brandFetch,
      },
    );
    expect(res.status).toBe(413);
  });

  it('lets the two file-carrying calls send more', async () => {
    const brandFetch = brandRecorder();
    const body = examples.jobApplication.body;
    const big = { ...body, resume: { ...body.resume, content: 'A'.repeat(200 * 1024) } };
    const res = await proxyRequest(post('/api/jobs/application', JSON.stringify(big)), { brandFetch });
    expect(res.status).toBe(200);
    expect(brandFetch).toHaveBeenCalledOnce();
  });
});

describe('/api proxy: a date no calendar has is refused before anything is forwarded', () => {
  const nextYear = new Date().getFullYear() + 1;
  const cases = (Object.keys(endpoints) as EndpointName[]).flatMap((name) =>
    impossibleDateRequests(name, nextYear).map((c) => ({ name, ...c })),
  );

  it.each(cases)('$name $field: $kind', async (c) => {
    const brandFetch = brandRecorder();
    const request =
      c.method === 'POST'
        ? sitePost(c.path, c.body ?? '', {}, { session: false })
        : new Request(`${origin}${c.path}`, { headers: c.headers });
    const res = await proxyRequest(request, { brandFetch });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; field: string };
    expect(body.field === c.field || body.field.startsWith(`${c.field}.`), body.message).toBe(true);
    expect(brandFetch).not.toHaveBeenCalled();
  });
});

describe('/api proxy: when the brand API fails', () => {
  it.each([500, 502, 401])('answers an upstream %i with the spec message', async (status) => {
    const brandFetch = brandRecorder(() => new Response('<html>stack trace</html>', { status }));
    const res = await proxyRequest(new Request(`${origin}/api/v1/content/brand-settings`), { brandFetch });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'Sorry, something went wrong. Please try again.' });
  });

  it("passes a refused card nonce through as the brand API's 422 with the card form's message", async () => {
    const body = { message: BOOKING_MESSAGES.cardSubmitFailed, reason: 'invalid' };
    const brandFetch = brandRecorder(() => Response.json(body, { status: 422 }));
    const res = await proxyRequest(
      sitePost('/api/v1/braintree/submit', examples.braintreeSubmit.body, {}, { session: false }),
      { brandFetch },
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: BOOKING_MESSAGES.cardSubmitFailed });
  });

  it('keeps an answer that carries a booking error code (spec 8.1)', async () => {
    const body = { message: 'Sorry', code: 9 };
    const brandFetch = brandRecorder(() => new Response(JSON.stringify(body), { status: 500 }));
    const res = await proxyRequest(
      sitePost('/api/booking/create/1042', examples.bookingCreate.body, {}, { session: false }),
      { brandFetch },
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual(body);
  });
});
