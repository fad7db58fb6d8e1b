import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { ErrorPage } from './components/ErrorPage.tsx';
import { routeTree } from './routeTree.gen.ts';

/** A new router, and so a new QueryClient, per request. */
export function getRouter() {
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
    defaultErrorComponent: ({ error }) => <ErrorPage error={error} />,
    defaultNotFoundComponent: () => <ErrorPage status={404} />,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
