import { createFileRoute } from '@tanstack/react-router';
import { type Deferred, deferred, withPart } from '../../lib/deferred.tsx';
import { loadDirectoryWithMap } from '../../lib/restaurant-queries.ts';

/** The page's body, hydrated on first use (lib/deferred.tsx). */
const LocationsView: Deferred = deferred(() => import('./-index-page.tsx').then((m) => m.LocationsRoute));

/** Our locations (spec 2.3): every restaurant with a detail page, by country, and the click-and-collect map. */
export const Route = createFileRoute('/restaurants/')({
  loader: ({ context: { queryClient } }) => withPart(LocationsView, loadDirectoryWithMap(queryClient)),
  head: ({ loaderData }) => ({
    meta: [
      { title: `Our restaurants | ${loaderData?.siteName ?? 'Fittizia Trattoria'}` },
      {
        name: 'description',
        content: 'Every Fittizia Trattoria across England, Scotland, Wales and Jersey.',
      },
    ],
  }),
  component: () => <LocationsView />,
});
