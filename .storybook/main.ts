import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookDeps } from './optimizeDeps.ts';

/** The one Storybook of the monorepo: every package's stories, each one also a browser test with axe. */
const config: StorybookConfig = {
  stories: [
    '../design-system/**/*.mdx',
    '../design-system/**/*.stories.@(ts|tsx)',
    '../site/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The job header and restaurant hero images are the site's own files (the features show them by path).
  staticDirs: [
    './public',
    { from: '../site/public/images/jobs', to: '/images/jobs' },
    { from: '../site/public/images/restaurants', to: '/images/restaurants' },
  ],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: { include: storybookDeps },
    });
  },
};

export default config;
