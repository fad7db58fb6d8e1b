import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../lib/lazy-part.tsx';
import { validateFinderSearch } from './-find-us-search.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const FindUsView: LazyPart = lazyPart(() => import('./-find-us-page.tsx').then((m) => m.FindUsRoute));

/**
 * Find a restaurant (spec 2.3). The search is in the address (`?q=M1+1AA`) and run by the loader, so the server
 * renders its results: Back, reload, a shared link and a browser without JavaScript show the same ones.
 * Searches by location run in the browser.
 */
export const Route = createFileRoute('/find-us')({
  validateSearch: validateFinderSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ context: { queryClient }, deps: { q } }) => {
    const queries = import('../lib/restaurant-queries.ts');
    const [page, searched] = await Promise.all([
      withPart(
        FindUsView,
        queries.then((m) => m.loadDirectoryWithMap(queryClient)),
      ),
      q ? queries.then((m) => m.finderSearched(queryClient, q)) : undefined,
    ]);
    return { ...page, searched };
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: `Find a restaurant | ${loaderData?.siteName ?? 'Fittizia Trattoria'}` },
      {
        name: 'description',
        content: `Find your nearest ${loaderData?.siteName ?? 'Fittizia Trattoria'} by postcode, town or your location.`,
      },
    ],
  }),
  component: () => <FindUsView />,
});
