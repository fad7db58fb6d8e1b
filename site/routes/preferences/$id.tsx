import type { PreferencesLoad } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import { loadCustomer } from '../../lib/customer-load.ts';
import { NOINDEX_META } from '../../lib/customer-pages.ts';
import { type LazyPart, lazyPart, withPart } from '../../lib/lazy-part.tsx';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const PreferencesPageView: LazyPart = lazyPart(() => import('./-id-page.tsx').then((m) => m.PreferencesPage));

/**
 * A person's preferences (spec 2.1, 2.7, 7.5), keyed by the guid of the link in our e-mails: loaded on the
 * server, never cached (`Cache-Control: no-store`, and the query keeps nothing once the page is left) and never
 * indexed. An unknown or malformed guid shows the not-found message.
 */
export const Route = createFileRoute('/preferences/$id')({
  loader: ({ context: { queryClient }, params }) =>
    withPart<PreferencesLoad>(
      PreferencesPageView,
      (async () => {
        const [, load] = await Promise.all([
          import('../../lib/restaurant-queries.ts').then((m) =>
            queryClient.ensureQueryData(m.restaurantDirectoryQuery()),
          ),
          loadCustomer(queryClient, params.id),
        ]);
        return load;
      })(),
    ),
  head: () => ({ meta: [{ title: 'Your preferences | Fittizia Trattoria' }, NOINDEX_META] }),
  // Personal data: always the stored values, never a copy kept by the router.
  staleTime: 0,
  gcTime: 0,
  component: () => <PreferencesPageView />,
});
