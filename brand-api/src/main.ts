import { ConfigError, loadBrandApiConfig } from './shared/config.ts';

try {
  const config = loadBrandApiConfig();
  // Loaded once the configuration is known good: a refused start says why at once.
  const { startBrandApi } = await import('./server.ts');
  const api = await startBrandApi(config);
  const stop = async () => {
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
}
