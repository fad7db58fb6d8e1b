import { siteConfig } from './config.ts';
import { log } from './logger.ts';
import { drain, readinessFetch, type SiteReadiness } from './readiness.ts';
import { withSecurityHeaders } from './security-headers.ts';

/**
 * Nitro plugin (see `vite.config.ts`, registered last, so it wraps every other): answers `GET /ready` and drains
 * the process on a signal (`readiness.ts`). SIGTERM (a deploy, a balancer's rolling restart) keeps serving while
 * `/ready` says 503 for DRAIN_DELAY_MS; SIGINT (a person at the terminal) stops accepting at once; either waits up to
 * DRAIN_TIMEOUT_MS for the requests in flight, then ends the process with 0. A second SIGINT ends it at once.
 * The server's own shutdown (srvx, which would stop accepting at the first signal, and not at all under CI) is
 * replaced by this one.
 */
export default function drainPlugin(app: {
  fetch: (request: Request) => Response | Promise<Response>;
}): void {
  const readiness: SiteReadiness = { state: 'ready' };
  const finish = (response: Response, request: Request) =>
    withSecurityHeaders(response, { config: siteConfig(), request, dev: import.meta.dev === true });
  app.fetch = readinessFetch(app.fetch.bind(app), readiness, finish);
  if (import.meta.dev === true) return;

  const stop = (signal: 'SIGTERM' | 'SIGINT') => async () => {
    if (readiness.state === 'draining') {
      // Ctrl+C twice: stop now. A SIGTERM on top of a drain (a launcher passing its own on) changes nothing.
      if (signal === 'SIGINT') process.exit(1);
      return;
    }
    const config = siteConfig();
    const times = {
      delayMs: signal === 'SIGTERM' ? config.DRAIN_DELAY_MS : 0,
      timeoutMs: config.DRAIN_TIMEOUT_MS,
    };
    log('info', 'site draining', { signal, ...times });
    const outcome = await drain(readiness, times);
    if (outcome === 'timed out') log('warn', 'requests still in flight were cut', times);
    process.exit(0);
  };
  const signals = ['SIGTERM', 'SIGINT'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  for (const signal of signals) process.on(signal, stop(signal));
  // The server entry starts srvx right after the plugins, and srvx adds its own signal listeners: remove those.
  setImmediate(() => {
    for (const signal of signals) {
      const kept = process.listeners(signal).slice(0, (before.get(signal)?.size ?? 0) + 1);
      for (const listener of process.listeners(signal)) {
        if (!kept.includes(listener)) process.removeListener(signal, listener);
      }
    }
  });
}
