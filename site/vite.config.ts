import { fileURLToPath } from 'node:url';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import viteReact from '@vitejs/plugin-react';
import { nitro } from 'nitro/vite';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { endpointSections } from './build/endpoint-sections.ts';
import { lazyServerFnClient, SERVER_FN_CLIENT_MODULE } from './build/lazy-server-fn-client.ts';
import { partFilesPlugin } from './build/part-files.ts';
import { BOOKING_DIALOG_MODULE } from './lib/part-files.ts';
import { publicFileRouteRules } from './server/static-cache.ts';

/** Query's observer modules and React hooks (see the `framework` group). */
const QUERY_HOOKS =
  /[\\/]@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](queryObserver|queriesObserver|infiniteQueryObserver|mutationObserver|useBaseQuery|useQuery|useSuspenseQuery|useQueries|useSuspenseQueries|useInfiniteQuery|useSuspenseInfiniteQuery|useMutation|useMutationState|useIsFetching|usePrefetchQuery|usePrefetchInfiniteQuery|errorBoundaryUtils|suspense|QueryErrorResetBoundary|IsRestoringProvider)\.js$/;

export default defineConfig({
  server: { host: '127.0.0.1' },
  // `SOURCEMAP=1 pnpm build` writes source maps, for bundle analysis.
  build: {
    sourcemap: process.env.SOURCEMAP === '1',
    // One stylesheet for the whole site (about 11 KB gzip): one render-blocking request instead of one per
    // chunk. The map's styles are added by the map itself when it first mounts.
    cssCodeSplit: false,
    // No preload helper or polyfill in the bundle: the server already lists the current route's chunks as
    // modulepreload links, and a lazily loaded chunk fetches its own imports.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the browser entry (client.tsx) shares with the app: Vite's dynamic-import helper, the
            // module-preload list's reader and the cookie-consent state (the entry shows the banner). Left to
            // the bundler they would land in the framework chunk, which the entry would then import
            // statically, evaluating the whole framework before the first paint.
            {
              name: 'entry-shared',
              test: (id: string) =>
                id.includes('vite/preload-helper') ||
                /[\\/]site[\\/]lib[\\/]module-preloads\.ts$/.test(id) ||
                /[\\/]components[\\/]CookieConsent[\\/](consent|revealEarly)\.ts$/.test(id),
            },
            // The libraries every page runs (React, the router, Query, the style runtimes) in one file: it
            // gzips better than a dozen small shared chunks and costs fewer requests. Only these modules:
            // pulling in their importers too would drag lazily used modules into every page.
            {
              name: 'framework',
              test: (id: string) =>
                (/node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|@tanstack|seroval|seroval-plugins|use-sync-external-store|cookie-es|@vanilla-extract\+recipes|@radix-ui\+react-(slot|compose-refs))[@+]/.test(
                  id,
                ) &&
                  // Query's observers and hooks: only page bodies read queries (the root reads its loader's data),
                  // and they are lazy parts; these go with them.
                  !QUERY_HOOKS.test(id) &&
                  // The server-function client, fetched at a server function's first call (lazyServerFnClient).
                  !SERVER_FN_CLIENT_MODULE.test(id)) ||
                // The link plumbing and the hydration entry. (The content tiles are not here: page bodies are lazy
                // parts, lib/lazy-part.tsx, and their chunks carry them.)
                /[\\/]design-system[\\/](shared[\\/]Anchor\.tsx?$|components[\\/]Spinner[\\/]|tokens[\\/]palette)/.test(
                  id,
                ) ||
                /[\\/]site[\\/]hydrate\.tsx$/.test(id) ||
                id.includes('rolldown/runtime'),
            },
          ],
        },
      },
    },
  },
  plugins: [
    compileHints(),
    lazyServerFnClient(),
    endpointSections(),
    partFilesPlugin({
      modules: [BOOKING_DIALOG_MODULE],
      calls: { client: 'lib/browser-brand-client.ts', table: '../contract/src/endpoints.ts' },
    }),
    tanstackStart({
      srcDirectory: '.',
      router: {
        routesDirectory: 'routes',
        generatedRouteTree: 'routeTree.gen.ts',
        // Loaders travel with their route's component (one chunk per route) instead of sitting in the first load of
        // every page: a page loads the data code of its own route only. (In chunks of their own they would still be
        // fetched as the page hydrates, one request more.) The component is small: it renders the page's body, which
        // is a lazy part (lib/lazy-part.tsx).
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    // Static assets are served pre-compressed (brotli or gzip, by Accept-Encoding) with no work per request.
    // Nitro plugins: the request guard (server/nitro-guard.ts) runs first of all, so bad input gets a 4xx before
    // anything parses it; the security plugin puts the security headers (and the page's CSP) on every response.
    nitro({
      compressPublicAssets: { gzip: true, brotli: true },
      // The files of site/public: a day, then revalidated in the background (server/static-cache.ts).
      routeRules: publicFileRouteRules(),
      plugins: [
        // Malformed server-function calls: a 400 (server/server-fn-plugin.ts), inside the request guard.
        fileURLToPath(new URL('./server/server-fn-plugin.ts', import.meta.url)),
        fileURLToPath(new URL('./server/nitro-guard.ts', import.meta.url)),
        fileURLToPath(new URL('./server/security-plugin.ts', import.meta.url)),
        // Says once at start-up whether the bot check is on (server/botcheck-plugin.ts).
        fileURLToPath(new URL('./server/botcheck-plugin.ts', import.meta.url)),
        fileURLToPath(new URL('./server/purge-plugin.ts', import.meta.url)),
        // Last, so it wraps the others: `GET /ready` and the drain on SIGTERM (server/drain-plugin.ts).
        fileURLToPath(new URL('./server/drain-plugin.ts', import.meta.url)),
      ],
    }),
    viteReact(),
    vanillaExtractPlugin(),
  ],
  // lucide-react's package root resolves to CommonJS under Node, which would load a second
  // React during SSR: bundle it (ESM) into the server build instead.
  ssr: { noExternal: ['lucide-react'] },
  resolve: {
    dedupe: ['react', 'react-dom'],
    // lucide-react's root export lists the `node` condition (CommonJS) before `import`: the dev server's SSR
    // module runner would evaluate the CommonJS file as ESM. Point the root at its ES module build.
    alias: [{ find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' }],
  },
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', '@tanstack/react-query', '@tanstack/react-router'],
  },
});
