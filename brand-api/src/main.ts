import { ConfigError, loadBrandApiConfig } from './shared/config.ts';

try {
  const config = loadBrandApiConfig();
  // Loaded once the configuration is known good: a refused start says why at once.
  const { startBrandApi } = await import('./server.ts');
  const api = await startBrandApi(config);
  // SIGTERM (a deploy, a balancer's rolling restart) drains: `/ready` answers 503 for DRAIN_DELAY_MS first.
  // SIGINT (a person at the terminal) drains at once. A second signal ends the process without waiting.
  const stop = (delayMs: number) => async () => {
    process.once('SIGINT', () => process.exit(1));
    process.once('SIGTERM', () => process.exit(1));
    try {
      await api.drain({ delayMs, timeoutMs: config.DRAIN_TIMEOUT_MS });
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGINT', stop(0));
  process.once('SIGTERM', stop(config.DRAIN_DELAY_MS));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
}
