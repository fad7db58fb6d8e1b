import { defineConfig } from 'vitest/config';

/**
 * `pnpm test`'s `instances` step: two brand APIs on one PostgreSQL database and two site processes over them
 * (scripts/instances/processes.ts), against the production build the `build` step made. Needs TEST_DATABASE_URL and
 * TEST_REDIS_URL: without them the cases are skipped, and fail under CI.
 */
export default defineConfig({
  test: {
    name: 'instances',
    root: new URL('../../', import.meta.url).pathname,
    include: ['scripts/instances/*.spec.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    retry: 0,
  },
});
