// Runs the built site as several processes behind one port (node:cluster): `node scripts/cluster.mjs
// <server entry>`. One worker per core (os.availableParallelism()), WEB_CONCURRENCY to override. Workers
// share the listening socket and the rate limits: the primary keeps the counts for every worker
// (rate-limiter-flexible's cluster limiter, RATE_LIMIT_CLUSTER=1 tells the workers), unless a shared store
// is configured (RATE_LIMIT_REDIS_URL, RATE_LIMIT_DATABASE_URL); each keeps its own caches (pages, public
// reads, the brand API token). Each worker is numbered in SITE_WORKER (1, 2, ...; worker 1 calls the CDN's purge
// hook when there is no Redis: site/server/cdn-purge.ts). A worker that dies is replaced by one with its number
// (at most 10 times a minute); SIGUSR2 is passed to every worker (each purges its caches); SIGTERM and SIGINT stop
// the workers gracefully: each drains (site/server/drain-plugin.ts: `/ready` answers 503 for DRAIN_DELAY_MS on
// SIGTERM, then its requests in flight finish within DRAIN_TIMEOUT_MS) and exits.
import cluster from 'node:cluster';
import net from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node scripts/cluster.mjs <server entry>');
  process.exit(64);
}

if (cluster.isWorker) {
  // Nitro's server (srvx) listens with `exclusive: true`, which makes each worker bind the port itself (and
  // fail). Without it, the workers share the primary's socket, which hands out the connections.
  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function (...args) {
    if (args[0] && typeof args[0] === 'object' && args[0].exclusive)
      args[0] = { ...args[0], exclusive: false };
    return listen.apply(this, args);
  };
  await import(pathToFileURL(resolve(entry)).href);
} else {
  startPrimary();
}

function startPrimary() {
  const requested = Number(process.env.WEB_CONCURRENCY);
  const count = Number.isInteger(requested) && requested > 0 ? requested : availableParallelism();

  let stopping = false;
  const restarts = [];

  // The rate limits' counts for every worker (site/server/rate-limit.ts): a limit of N holds at N, not N per worker.
  new RateLimiterClusterMaster();
  process.env.RATE_LIMIT_CLUSTER = '1'; // inherited by every worker forked below

  /** Each worker's number (SITE_WORKER), by its cluster id: a replacement is given the same one. */
  const numbers = new Map();
  const fork = (number) => numbers.set(cluster.fork({ SITE_WORKER: String(number) }).id, number);
  for (let i = 1; i <= count; i++) fork(i);
  console.log(`site: ${count} worker process${count === 1 ? '' : 'es'} (WEB_CONCURRENCY to change)`);

  cluster.on('exit', (worker, code, signal) => {
    const number = numbers.get(worker.id);
    numbers.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    while (restarts.length && now - restarts[0] > 60_000) restarts.shift();
    if (restarts.length >= 10) {
      console.error('site workers keep dying; stopping.');
      stop(1);
      return;
    }
    restarts.push(now);
    console.error(
      `site worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another.`,
    );
    fork(number);
  });

  function stop(code = 0) {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(code);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    // The workers' own drain bounds their exit; a worker that hangs past it is left behind.
    const drainMs =
      (Number(process.env.DRAIN_DELAY_MS) || 0) + (Number(process.env.DRAIN_TIMEOUT_MS) || 5000);
    setTimeout(() => process.exit(code), drainMs + 3000).unref();
  }

  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  process.on('SIGUSR2', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGUSR2');
  });
}
