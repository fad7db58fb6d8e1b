import type { Server } from 'node:http';

/*
 * Readiness and drain, for a balancer in front of several brand-API processes (docs/caching.md, "Several
 * machines"). `GET /ready` answers from `Readiness` alone (no database, nothing upstream): 503 while the process
 * starts (migrations, seed, the reminder queue) and while it drains, 200 in between. A drain stops the listener
 * and waits for the requests in flight, within a bound, before the caller closes what is left.
 */

export type ReadinessState = 'starting' | 'ready' | 'draining';

/** Where this process stands; `/ready` answers 200 only when `state` is 'ready'. */
export interface Readiness {
  state: ReadinessState;
}

/** An app served by nothing that starts or drains (tests, the in-process harness): always ready. */
export const alwaysReady = (): Readiness => ({ state: 'ready' });

export interface DrainTimes {
  /** How long the listener stays open after `/ready` turns 503, so a balancer polling it stops sending first. */
  delayMs: number;
  /** Longest wait for the requests in flight once the listener is closed; then their connections are cut. */
  timeoutMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Closes `server` gracefully: no new connection is accepted, idle keep-alive connections are closed (and each
 * busy one as soon as its answer is sent), and it resolves once every connection has ended, or after `timeoutMs`
 * with the rest cut. Says which.
 */
export async function closeServer(server: Server, timeoutMs: number): Promise<'closed' | 'timed out'> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A connection busy at close time becomes idle once its answer is sent: close it then.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    closed.then(() => 'closed' as const),
    new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), timeoutMs);
    }),
  ]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (outcome === 'timed out') {
    server.closeAllConnections();
    await closed;
  }
  return outcome;
}

/** The drain: `/ready` turns 503, the listener stays open `delayMs`, then `closeServer` within `timeoutMs`. */
export async function drainServer(
  server: Server,
  readiness: Readiness,
  times: DrainTimes,
): Promise<'closed' | 'timed out'> {
  readiness.state = 'draining';
  if (times.delayMs > 0) await sleep(times.delayMs);
  return closeServer(server, times.timeoutMs);
}
