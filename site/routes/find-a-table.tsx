import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../lib/lazy-part.tsx';
import { validateTableSearch } from './-find-a-table-search.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx): the search's code loads on this route only. */
const FindATableView: LazyPart = lazyPart(() =>
  import('./-find-a-table-page.tsx').then((m) => m.FindATableRoute),
);

/**
 * Find a table: the whole search is in the address (`?place=M1+1AA&adults=4&date=...&time=19:30`) and run
 * by the loader, so the server renders the results: a shared link, Back, reload and a browser without JavaScript
 * show the same ones. A refused search is answered 400 with the field's message; the page is never kept by a shared
 * cache (server/page-cache.ts: `private, no-store`).
 */
export const Route = createFileRoute('/find-a-table')({
  validateSearch: validateTableSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context: { queryClient }, deps: { search } }) =>
    withPart(
      FindATableView,
      import('../lib/table-search.ts').then((m) => m.loadTableSearchPage(queryClient, search)),
    ),
  head: ({ loaderData }) => {
    const siteName = loaderData?.siteName ?? 'Fittizia Trattoria';
    const answer = loaderData?.outcome.kind === 'results' ? loaderData.outcome.answer : undefined;
    return {
      meta: [
        {
          title: answer ? `Tables near ${answer.place.name} | ${siteName}` : `Find a table | ${siteName}`,
        },
        {
          name: 'description',
          content: `Find a free table for your party at the nearest ${siteName} restaurants, by postcode, town or your location.`,
        },
      ],
      ...(loaderData ? { links: [{ rel: 'canonical', href: loaderData.canonical }] } : {}),
    };
  },
  component: () => <FindATableView />,
});
