import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'unit',
    environment: 'node',
    include: [
      'contract/**/*.test.ts',
      'brand-api/**/*.test.ts',
      'api-mocks/**/*.test.ts',
      'site/server/**/*.test.ts',
      'site/lib/**/*.test.ts',
      'site/build/**/*.test.ts',
      'scripts/**/*.test.ts',
      'visual/**/*.test.ts',
      // The booking feature's dependency check runs depcruise in Node (the design system's other tests run in Chromium).
      'design-system/features/booking/dependency-rules.test.ts',
    ],
    exclude: ['**/node_modules/**'],
    testTimeout: 30_000,
    // Under CI a failed test runs once more; `pnpm test` names a pass on the retry as flaky (scripts/test-all.mjs).
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
  },
});
