import { createFileRoute } from '@tanstack/react-router';
import { loadCustomer } from '../../lib/customer-load.ts';
import { NOINDEX_META } from '../../lib/customer-pages.ts';
import { type LazyPart, lazyPart, withPart } from '../../lib/lazy-part.tsx';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const OccasionDatePageView: LazyPart = lazyPart(() =>
  import('./-id-page.tsx').then((m) => m.OccasionDatePage),
);

/** The occasion-date form (spec 2.1, 7.5): rows of name and date, for one person. */
export const Route = createFileRoute('/occasion-date/$id')({
  loader: ({ context: { queryClient }, params }) =>
    withPart(OccasionDatePageView, loadCustomer(queryClient, params.id)),
  head: () => ({ meta: [{ title: 'Your special dates | Fittizia Trattoria' }, NOINDEX_META] }),
  staleTime: 0,
  gcTime: 0,
  component: () => <OccasionDatePageView />,
});
