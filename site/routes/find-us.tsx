import { createFileRoute } from '@tanstack/react-router';
import { type Deferred, deferred, withPart } from '../lib/deferred.tsx';
import { loadDirectoryWithMap } from '../lib/restaurant-queries.ts';

/** The page's body, hydrated on first use (lib/deferred.tsx). */
const FindUsView: Deferred = deferred(() => import('./-find-us-page.tsx').then((m) => m.FindUsRoute));

/** Find a restaurant (spec 2.3): server-rendered shell; searches run in the browser. */
export const Route = createFileRoute('/find-us')({
  loader: ({ context: { queryClient } }) => withPart(FindUsView, loadDirectoryWithMap(queryClient)),
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
