import { BRAND_KEY_HEADER, SESSION_ID_HEADER } from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import { proxyRequest } from './proxy.ts';
import { UpstreamTimeoutError } from './upstream.ts';

const origin = 'http://site.test';
const sessionId = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

function recorder(
  response = new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } }),
) {
  return vi.fn(
    async (
      _path: string,
      _init: { method: string; headers: Record<string, string>; body?: unknown },
      _session: string | undefined,
    ) => response,
  );
}

describe('/api proxy', () => {
  it('refuses a state-changing call from another origin, or with no origin at all', async () => {
    const brandFetch = recorder();
    const body = JSON.stringify({ emailAddress: 'diner@example.com' });
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
    const brandFetch = recorder();
    const res = await proxyRequest(
      new Request('http://10.0.0.5:3000/api/signup', {
        method: 'POST',
        body: '{}',
        headers: { origin: 'https://www.fittizia.example' },
      }),
      { brandFetch, siteOrigin: 'https://www.fittizia.example' },
    );
    expect(res.status).toBe(200);
  });

  it('only forwards calls of the endpoint table', async () => {
    const brandFetch = recorder();
    expect(
      (await proxyRequest(new Request(`${origin}/api/v1/content/page/a/b`), { brandFetch })).status,
    ).toBe(404);
    expect(
      (
        await proxyRequest(
          new Request(`${origin}/api/v1/content/brand-settings`, { method: 'POST', headers: { origin } }),
          { brandFetch },
        )
      ).status,
    ).toBe(404);
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it('forwards with the session id, keeps only safe headers and sets the session cookie once', async () => {
    const brandFetch = recorder();
    const res = await proxyRequest(
      new Request(`${origin}/api/v1/content/page/home?preview=1`, {
        headers: {
          accept: 'application/json',
          cookie: 'other=1',
          authorization: 'Bearer from-browser',
          [BRAND_KEY_HEADER]: 'spoofed',
        },
      }),
      { brandFetch },
    );
    expect(res.status).toBe(200);
    const [path, init, session] = brandFetch.mock.calls[0]!;
    expect(path).toBe('/api/v1/content/page/home?preview=1');
    expect(init.method).toBe('GET');
    expect(init.headers).toEqual({ accept: 'application/json' });
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('set-cookie')).toContain(`session_id=${session}`);
    expect(res.headers.get('set-cookie')).toContain('HttpOnly');
  });

  it('reuses the browser session id from its cookie', async () => {
    const brandFetch = recorder();
    const res = await proxyRequest(
      new Request(`${origin}/api/v1/content/brand-settings`, {
        headers: { cookie: `session_id=${sessionId}` },
      }),
      { brandFetch },
    );
    expect(brandFetch.mock.calls[0]![2]).toBe(sessionId);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('never proxies the token call, so the token cannot reach the browser', async () => {
    const brandFetch = recorder();
    const res = await proxyRequest(
      new Request(`${origin}/api/token`, { method: 'POST', headers: { origin } }),
      { brandFetch },
    );
    expect(res.status).toBe(404);
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it("forwards the job-location search (the spec's separate client) with the browser session", async () => {
    const brandFetch = recorder();
    const res = await proxyRequest(
      new Request(`${origin}/api/jobs/locations?query=Leeds`, {
        headers: { cookie: `session_id=${sessionId}` },
      }),
      { brandFetch },
    );
    expect(res.status).toBe(200);
    expect(brandFetch.mock.calls[0]![0]).toBe('/api/jobs/locations?query=Leeds');
    expect(brandFetch.mock.calls[0]![2]).toBe(sessionId);
  });

  it('404s a path outside the table without calling upstream', async () => {
    const brandFetch = recorder();
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
    const brandFetch = recorder(
      new Response('{"message":"No content page"}', {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const res = await proxyRequest(new Request(`${origin}/api/v1/content/page/x`), { brandFetch });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No content page' });
  });
});

describe('brand API headers', () => {
  it('names the headers the spec asks for', () => {
    expect(BRAND_KEY_HEADER).toBe('brandKey');
    expect(SESSION_ID_HEADER).toBe('sessionId');
  });
});
