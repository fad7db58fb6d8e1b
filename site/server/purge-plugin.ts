import { definePlugin } from 'nitro';

/**
 * SIGUSR2 purges this process's caches (`server/http-cache.server.ts` listens once the first request loads
 * it; before that nothing is cached). This listener is there from the start so that the signal never takes
 * the default action, which would end the process.
 */
export default definePlugin(() => {
  process.on('SIGUSR2', () => {});
});
