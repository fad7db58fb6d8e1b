import type { Server } from 'node:http';
import { checkRequest } from './request-guard.ts';

/*
 * Readiness and drain of one site process (the Nitro plugin `drain-plugin.ts` installs them), for a balancer in
 * front of several (docs/caching.md, "Several machines"). `GET /ready` answers from this process's state alone,
 * calling nothing upstream: 200 while it takes work, 503 once it drains. The drain keeps serving while `/ready`
 * says 503 for its delay, then stops accepting, lets the requests in flight finish within its bound, and ends the
 * process.
 */

export const READY_PATH = '/ready';

export interface SiteReadiness {
  state: 'ready' | 'draining';
  /** The process's HTTP server, learnt from the first request (Nitro's entry owns it and does not hand it out). */
  server?: Server | undefined;
}

type Fetch = (request: Request) => Response | Promise<Response>;

/** The Node request under srvx's Request, whose socket knows its server. */
function serverOf(request: Request): Server | undefined {
  const runtime = (request as { runtime?: { node?: { req?: { socket?: { server?: Server } } } } }).runtime;
  return runtime?.node?.req?.socket?.server;
}

/**
 * Wraps the server's fetch: `GET` or `HEAD /ready` (no query, nothing the request guard refuses) is answered here,
 * before the guard, the pages, the caches and the rate limits, and never kept (`no-store`); anything else passes
 * on. `finish` adds what every answer carries (the security headers).
 */
export function readinessFetch(
  inner: Fetch,
  readiness: SiteReadiness,
  finish: (response: Response, request: Request) => Response,
): Fetch {
  return (request) => {
    readiness.server ??= serverOf(request);
    const url = new URL(request.url);
    if (
      url.pathname !== READY_PATH ||
      url.search !== '' ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      checkRequest(request).action !== 'pass'
    )
      return inner(request);
    const ready = readiness.state === 'ready';
    const response = new Response(request.method === 'HEAD' ? null : `${readiness.state}\n`, {
      status: ready ? 200 : 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
    return finish(response, request);
  };
}

export interface DrainTimes {
  /** How long `/ready` says 503 while the listener stays open, so a balancer polling it stops sending first. */
  delayMs: number;
  /** Longest wait for the requests in flight once the listener is closed; then their connections are cut. */
  timeoutMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The drain: `/ready` turns 503; after `delayMs` the listener closes, idle keep-alive connections are closed (each
 * busy one once its answer is sent), and it resolves when every connection has ended, or after `timeoutMs` with
 * the rest cut. Says which.
 */
export async function drain(readiness: SiteReadiness, times: DrainTimes): Promise<'closed' | 'timed out'> {
  readiness.state = 'draining';
  if (times.delayMs > 0) await sleep(times.delayMs);
  const server = readiness.server;
  if (!server?.listening) return 'closed';
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    closed.then(() => 'closed' as const),
    new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), times.timeoutMs);
    }),
  ]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (outcome === 'timed out') server.closeAllConnections();
  return outcome;
}
