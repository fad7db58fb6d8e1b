import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBrandApi } from '../src/server.ts';
import { loadBrandApiConfig } from '../src/shared/config.ts';
import { drainServer, type Readiness } from '../src/shared/drain.ts';
import { capturingLogger, useHarness } from './harness.ts';

/*
 * Readiness and drain (src/shared/drain.ts): `GET /ready` answers from the process's state alone; a drain keeps
 * serving while `/ready` says 503 for its delay, then stops accepting, lets the requests in flight finish within
 * its bound, and closes the loops and the database.
 */

/** A GET over a fresh connection: the status and body, or the connection's error code. */
function get(
  url: string,
): Promise<{ status: number; body: string; connection?: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function slowServer(ms: number): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    setTimeout(() => res.end('done'), ms);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe('the drain of an HTTP server', () => {
  it('serves during the delay, then refuses new connections, and lets the request in flight finish', async () => {
    const { server, url } = await slowServer(400);
    const readiness: Readiness = { state: 'ready' };
    const inFlight = get(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drainServer(server, readiness, { delayMs: 300, timeoutMs: 5000 });
    expect(readiness.state).toBe('draining');
    // Still listening during the delay: a request routed before the balancer noticed is served.
    const late = get(url);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await get(url)).toEqual({ error: 'ECONNREFUSED' });
    expect(await drained).toBe('closed');
    expect(await inFlight).toMatchObject({ status: 200, body: 'done' });
    expect(await late).toMatchObject({ status: 200, body: 'done' });
  });

  it('cuts what is still in flight after its bound', async () => {
    const { server, url } = await slowServer(10_000);
    const inFlight = get(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await drainServer(server, { state: 'ready' }, { delayMs: 0, timeoutMs: 300 })).toBe('timed out');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await inFlight).toEqual({ error: 'ECONNRESET' });
  });
});

describe('GET /ready', () => {
  const h = useHarness({ seed: false });
  it('answers 200, never kept, from an app that is not starting or draining', async () => {
    const res = await h.app.request('/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready' });
  });
});

describe('the brand API process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'brand-api-drain-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is ready once started; a drain answers 503 with Connection: close, then stops and closes its database', async () => {
    const logs: Record<string, unknown>[] = [];
    const config = loadBrandApiConfig({
      BRAND_API_DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      BRAND_API_PORT: String(await freePort()),
      LOG_LEVEL: 'silent',
    });
    const api = await startBrandApi(config, capturingLogger(logs));
    expect(await get(`${api.url}/ready`)).toMatchObject({ status: 200, body: '{"status":"ready"}' });
    const drained = api.drain({ delayMs: 400, timeoutMs: 5000 });
    expect(await get(`${api.url}/ready`)).toMatchObject({
      status: 503,
      body: '{"status":"draining"}',
      connection: 'close',
    });
    // /health still says the process works: it is taken out of the balancer, not declared broken.
    expect(await get(`${api.url}/health`)).toMatchObject({ status: 200 });
    await drained;
    expect(await get(`${api.url}/ready`)).toEqual({ error: 'ECONNREFUSED' });
    await expect(api.database.exec('SELECT 1')).rejects.toThrow();
    expect(logs.map((l) => l.msg)).toContain('brand API stopped');
  }, 120_000);
});
