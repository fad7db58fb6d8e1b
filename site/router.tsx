import { QueryClient } from '@tanstack/react-query';
import { createRouter, useRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { createIsomorphicFn } from '@tanstack/react-start';
import { ErrorPageView } from './components/lazy-parts.ts';
import { trackParts } from './lib/part-files.ts';
import { pinSharedRender, rebaseSharedRender } from './lib/shared-render-clock.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import { routeTree } from './routeTree.gen.ts';

/**
 * How this render is answered, during SSR. `nonce`: the request's CSP nonce (`pageNonce`,
 * server/page-response.ts), none for a shared page, whose scripts are allowed by their hashes; the router
 * stamps it on every script, style and preload it renders and on a `csp-nonce` meta tag, from which the
 * browser's router reads it back when it hydrates. `shared`: a shared page (`isSharedPage`), whose state is
 * stamped with a fixed time so that every worker renders the same bytes (lib/shared-render-clock.ts).
 */
const ssrRender = createIsomorphicFn()
  .server(async () => {
    const [{ getRequest }, { isSharedPage, pageNonce }, { default: partFiles }] = await Promise.all([
      import('@tanstack/react-start/server'),
      import('./server/page-response.ts'),
      import('virtual:part-files'),
    ]);
    const request = getRequest();
    return { nonce: pageNonce(request), shared: isSharedPage(request), partFiles };
  })
  .client(async () => ({ nonce: undefined, shared: false, partFiles: undefined }));

/**
 * In the browser, the router's hydration (the server's matches, then the queries' data, then the first render)
 * runs in tasks of its own: the queries' data is read into the cache in a task after the matches', and the first
 * render starts in the next (docs/performance.md, "The main thread at load").
 */
function yieldAroundHydration(router: { options: { hydrate?: (data: never) => unknown } }) {
  const hydrate = router.options.hydrate;
  router.options.hydrate = async (data: never) => {
    await yieldToMain();
    await hydrate?.(data);
    await yieldToMain();
  };
}

/** A new router, and so a new QueryClient, per request. */
export async function getRouter() {
  const queryClient = new QueryClient({
    // No retry during SSR: a failing brand API would hold the page for a second timeout (and the retry
    // delay); the server's public-read cache serves the last good copy instead (server/cache.ts).
    defaultOptions: {
      queries: { retry: typeof window === 'undefined' ? 0 : 1, refetchOnWindowFocus: false },
    },
  });
  const render = await ssrRender();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: ({ error }) => <ErrorPageView error={error} />,
    defaultNotFoundComponent: () => <ErrorPageView status={404} />,
    ssr: { nonce: render.nonce },
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  // The server notes the lazy parts the page renders, to list their files (lib/part-files.ts).
  if (render.partFiles) trackParts(router, render.partFiles, useRouter);
  if (render.shared) pinSharedRender(router);
  if (typeof window !== 'undefined') {
    rebaseSharedRender(router);
    yieldAroundHydration(router);
    // Making the router (its route tree) is one task; reading the server's state into it starts the next.
    await yieldToMain();
  }
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>;
  }
}
