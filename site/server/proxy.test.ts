import { BRAND_KEY_HEADER, SESSION_ID_HEADER } from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import { matchEndpoint, proxyRequest } from './proxy.ts';
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
  it('maps browser calls onto the endpoint table only', () => {
    expect(matchEndpoint('GET', '/api/v1/content/page/home')?.path).toBe('/api/v1/content/page/{id}');
    expect(matchEndpoint('GET', '/api/v1/content/page/a/b')).toBeUndefined();
    expect(matchEndpoint('POST', '/api/v1/content/brand-settings')).toBeUndefined();
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
