import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './config.ts';
import { drain, readinessFetch, type SiteReadiness } from './readiness.ts';
import { withSecurityHeaders } from './security-headers.ts';
import { siteRequest } from './test-fixtures/harness.fixture.ts';

/* `GET /ready` and the drain of a site process (server/readiness.ts, installed by server/drain-plugin.ts). */

const config = parseSiteConfig({});
const finish = (response: Response, request: Request) => withSecurityHeaders(response, { config, request });
const passed = () => new Response('from the site', { status: 404 });

describe('GET /ready', () => {
  const readiness: SiteReadiness = { state: 'ready' };
  const fetch = readinessFetch(passed, readiness, finish);

  it('answers 200, never kept, with the security headers, then 503 once the process drains', async () => {
    const res = await fetch(siteRequest('/ready'));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ready\n');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeTruthy();
    expect((await fetch(siteRequest('/ready', { method: 'HEAD' }))).status).toBe(200);
    const draining = readinessFetch(passed, { state: 'draining' }, finish);
    const refused = await draining(siteRequest('/ready'));
    expect(refused.status).toBe(503);
    expect(await refused.text()).toBe('draining\n');
  });

  it('passes on what is not exactly a GET of /ready, and what the request guard refuses', async () => {
    for (const request of [
      siteRequest('/ready?x=1'),
      siteRequest('/ready/'),
      siteRequest('/ready', { method: 'POST', body: 'x' }),
      siteRequest('/ready', { headers: { 'user-agent': 'x'.repeat(20_000) } }),
      siteRequest('/'),
    ]) {
      expect(await (await fetch(request)).text()).toBe('from the site');
    }
  });
});

describe('the drain', () => {
  it('serves during the delay, then refuses new connections and lets the request in flight finish', async () => {
    const server = createServer((_req, res) => {
      setTimeout(() => res.end('done'), 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const get = () =>
      new Promise<string>((resolve) => {
        const req = httpRequest(url, { agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve(body));
        });
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        req.end();
      });
    const readiness: SiteReadiness = { state: 'ready', server };
    const inFlight = get();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drain(readiness, { delayMs: 200, timeoutMs: 5000 });
    expect(readiness.state).toBe('draining');
    const late = get();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await get()).toBe('ECONNREFUSED');
    expect(await drained).toBe('closed');
    expect([await inFlight, await late]).toEqual(['done', 'done']);
  });
});
