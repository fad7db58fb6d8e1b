import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upstreamFetch } from './upstream.ts';

/**
 * A server that hangs up, without answering, on the request it is told to drop: what a server that closed a
 * kept-alive socket at the moment the proxy reused it looks like from the proxy's side.
 */
let server: http.Server;
let origin: string;
let dropNext: 'reused' | 'fresh' | undefined;
let received: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const socket = req.socket as typeof req.socket & { served?: number };
    socket.served = (socket.served ?? 0) + 1;
    received.push(`${req.method} ${req.url} on request ${socket.served} of its socket`);
    const reused = socket.served > 1;
    if ((dropNext === 'reused' && reused) || (dropNext === 'fresh' && !reused)) {
      dropNext = undefined;
      socket.destroy();
      return;
    }
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true }));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  dropNext = undefined;
  received = [];
});

const read = (path: string) => upstreamFetch(`${origin}${path}`, { method: 'GET', headers: {} });

describe('upstreamFetch and a kept-alive socket the server dropped', () => {
  it('sends a read again, once, on a new socket, and answers it', async () => {
    await (await read('/warm')).text(); // leaves a socket in the pool
    dropNext = 'reused';
    const res = await read('/menu');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(received.slice(1)).toEqual([
      'GET /menu on request 2 of its socket',
      'GET /menu on request 1 of its socket',
    ]);
  });

  it('does not send a write again: it may have been received', async () => {
    await (await read('/warm')).text();
    dropNext = 'reused';
    await expect(
      upstreamFetch(`${origin}/create`, { method: 'POST', headers: {}, body: '{"a":1}' }),
    ).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(received.filter((line) => line.startsWith('POST'))).toHaveLength(1);
  });

  it('does not send a read again when its socket was new: the server itself failed', async () => {
    server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 20));
    dropNext = 'fresh';
    await expect(read('/menu')).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(received).toEqual(['GET /menu on request 1 of its socket']);
  });
});
