import { createFileRoute } from '@tanstack/react-router';
import { loadCustomer } from '../../lib/customer-load.ts';
import { NOINDEX_META } from '../../lib/customer-pages.ts';
import { choicesQuery } from '../../lib/customer-queries.ts';
import { type LazyPart, lazyPart, withPart } from '../../lib/lazy-part.tsx';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const ChoicesPageView: LazyPart = lazyPart(() => import('./-id-page.tsx').then((m) => m.ChoicesPage));

/** The choices page (spec 2.1, 2.7, 7.5): pairs of image choices with a save button, for one person. */
export const Route = createFileRoute('/choices/$id')({
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      ChoicesPageView,
      (async () => {
        const [, load] = await Promise.all([
          queryClient.ensureQueryData(choicesQuery()),
          loadCustomer(queryClient, params.id),
        ]);
        return load;
      })(),
    ),
  head: () => ({ meta: [{ title: 'Your choices | Fittizia Trattoria' }, NOINDEX_META] }),
  staleTime: 0,
  gcTime: 0,
  component: () => <ChoicesPageView />,
});
