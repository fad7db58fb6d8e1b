import { defineConfig } from 'vitest/config';

/**
 * One vitest run for the workspace: `unit` runs in Node (contract, brand API, site server,
 * mocks); `storybook` runs every story as a test in Chromium with an axe check.
 */
export default defineConfig({
  test: {
    projects: ['./vitest.unit.config.ts', './vitest.storybook.config.ts'],
  },
});
