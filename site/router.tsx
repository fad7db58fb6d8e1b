import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { createIsomorphicFn } from '@tanstack/react-start';
import { ErrorPageView } from './components/deferred-views.ts';
import { routeTree } from './routeTree.gen.ts';

/**
 * The request's CSP nonce (`pageNonce`, server/page-response.ts), during SSR: none for a shared page, whose
 * scripts are allowed by their hashes. The router stamps it on every script, style and preload it renders and
 * on a `csp-nonce` meta tag, from which the browser's router reads it back when it hydrates.
 */
const ssrNonce = createIsomorphicFn()
  .server(async () => {
    const [{ getRequest }, { pageNonce }] = await Promise.all([
      import('@tanstack/react-start/server'),
      import('./server/page-response.ts'),
    ]);
    return pageNonce(getRequest());
  })
  .client(async () => undefined);

/** A new router, and so a new QueryClient, per request. */
export async function getRouter() {
  const queryClient = new QueryClient({
    // No retry during SSR: a failing brand API would hold the page for a second timeout (and the retry
    // delay); the server's public-read cache serves the last good copy instead (server/cache.ts).
    defaultOptions: {
      queries: { retry: typeof window === 'undefined' ? 0 : 1, refetchOnWindowFocus: false },
    },
  });
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: ({ error }) => <ErrorPageView error={error} />,
    defaultNotFoundComponent: () => <ErrorPageView status={404} />,
    ssr: { nonce: await ssrNonce() },
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>;
  }
}
