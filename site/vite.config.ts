import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import viteReact from '@vitejs/plugin-react';
import { nitro } from 'nitro/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  server: { host: '127.0.0.1' },
  // `SOURCEMAP=1 pnpm build` writes source maps, for bundle analysis.
  build: { sourcemap: process.env.SOURCEMAP === '1', cssCodeSplit: false },
  plugins: [
    tanstackStart({
      srcDirectory: '.',
      router: { routesDirectory: 'routes', generatedRouteTree: 'routeTree.gen.ts' },
    }),
    nitro(),
    viteReact(),
    vanillaExtractPlugin(),
  ],
  // lucide-react's package root resolves to CommonJS under Node, which would load a second
  // React during SSR: bundle it (ESM) into the server build instead.
  ssr: { noExternal: ['lucide-react'] },
  resolve: { dedupe: ['react', 'react-dom'] },
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', '@tanstack/react-query', '@tanstack/react-router'],
  },
});
