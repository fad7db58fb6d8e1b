import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A round-robin reverse proxy, as a load balancer in front of several processes would be: it polls each backend's
 * `GET /ready` every `checkMs` and sends each request to the next backend whose last answer was 200. Nothing is
 * retried: a request a backend fails is a failed request.
 */

export interface Balancer {
  url: string;
  /** Backends that answered their last readiness check with 200. */
  ready(): string[];
  /** Requests answered 503 here because no backend was ready. */
  refused(): number;
  close(): Promise<void>;
}

export async function startBalancer(backends: string[], { checkMs = 100 } = {}): Promise<Balancer> {
  const healthy = new Set<string>();
  const missed = new Map<string, number>();
  const agent = new Agent({ keepAlive: true });
  let refused = 0;
  // A 503 or a refused connection takes a backend out at once; a check that times out (a busy machine) three
  // times running does too.
  const check = async (backend: string) => {
    try {
      const res = await fetch(`${backend}/ready`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      missed.set(backend, 0);
      if (res.status === 200) healthy.add(backend);
      else healthy.delete(backend);
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const misses = (missed.get(backend) ?? 0) + 1;
      missed.set(backend, misses);
      if (!timedOut || misses >= 3) healthy.delete(backend);
    }
  };
  await Promise.all(backends.map(check));
  let stopped = false;
  const poll = async () => {
    while (!stopped) {
      await Promise.all(backends.map(check));
      await new Promise((resolve) => setTimeout(resolve, checkMs));
    }
  };
  const polling = poll();

  let next = 0;
  const server: Server = createServer((req, res) => {
    const ready = backends.filter((b) => healthy.has(b));
    const backend = ready[next++ % Math.max(1, ready.length)];
    if (!backend) {
      refused++;
      res.writeHead(503, { 'content-type': 'text/plain' }).end('no backend ready\n');
      return;
    }
    const target = new URL(req.url ?? '/', backend);
    const upstream = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`${backend}: ${error.message}\n`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ready: () => backends.filter((b) => healthy.has(b)),
    refused: () => refused,
    async close() {
      stopped = true;
      await polling;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
