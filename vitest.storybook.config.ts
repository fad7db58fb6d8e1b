import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { unitTestDeps } from './.storybook/optimizeDeps.ts';
import { chromiumLaunchOptions } from './site/e2e/support/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** A fresh object per project: vitest writes the resolved instance names into it. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: chromiumLaunchOptions(),
  }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * Browser tests in Chromium. A container of two projects, so `--project storybook` runs both:
 * - `storybook (stories)`: every story of `.storybook/main.ts` rendered and checked with axe;
 * - `storybook (components)`: the design system's `*.test.ts(x)` behaviour and token tests, and the site's browser
 *   tests (`site/lib/*.test.tsx`: lazy parts, presses before the app runs).
 */
export default defineConfig({
  test: {
    name: 'storybook',
    projects: [
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'stories',
          browser: browser(),
          // The Storybook plugin replaces vitest's default exclude; keep symlinked packages out.
          exclude: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**'],
          setupFiles: ['./.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          // Under CI a failed test runs once more; `pnpm test` names a pass on the retry as flaky (scripts/test-all.mjs).
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: { include: unitTestDeps },
        test: {
          name: 'components',
          include: ['design-system/**/*.test.{ts,tsx}', 'site/lib/**/*.test.tsx'],
          // The booking feature's dependency check runs in Node, in the unit project.
          exclude: ['**/node_modules/**', 'design-system/features/booking/dependency-rules.test.ts'],
          setupFiles: ['./design-system/vitest.setup.ts'],
          browser: browser(),
          testTimeout: 30_000,
          // Under CI a failed test runs once more; `pnpm test` names a pass on the retry as flaky (scripts/test-all.mjs).
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
