import { ConfigError, loadBrandApiConfig } from './shared/config.ts';

try {
  const config = loadBrandApiConfig();
  // Loaded once the configuration is known good: a refused start says why at once.
  const { startBrandApi } = await import('./server.ts');
  const api = await startBrandApi(config);
  // SIGTERM (a deploy, a balancer's rolling restart) drains: `/ready` answers 503 for DRAIN_DELAY_MS first.
  // SIGINT (a person at the terminal) drains at once; a second SIGINT ends the process without waiting. A signal
  // on top of a drain (a launcher passing its own on) changes nothing else.
  let draining = false;
  const stop = (delayMs: number) => async () => {
    if (draining) return;
    draining = true;
    try {
      await api.drain({ delayMs, timeoutMs: config.DRAIN_TIMEOUT_MS });
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => (draining ? process.exit(1) : stop(0)()));
  process.on('SIGTERM', stop(config.DRAIN_DELAY_MS));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
}
