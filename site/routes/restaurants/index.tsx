import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../lib/lazy-part.tsx';
import {
  estateCountries,
  loadDirectoryWithMap,
  restaurantDirectoryQuery,
} from '../../lib/restaurant-queries.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const LocationsView: LazyPart = lazyPart(() => import('./-index-page.tsx').then((m) => m.LocationsRoute));

/** Our locations (spec 2.3): every restaurant with a detail page, by country, and the click-and-collect map. */
export const Route = createFileRoute('/restaurants/')({
  loader: async ({ context: { queryClient } }) => {
    const page = await withPart(LocationsView, loadDirectoryWithMap(queryClient));
    const { restaurants } = await queryClient.ensureQueryData(restaurantDirectoryQuery());
    return { ...page, countries: estateCountries(restaurants) };
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: `Our restaurants | ${loaderData?.siteName ?? 'Fittizia Trattoria'}` },
      {
        name: 'description',
        // The countries from the brand API's geodata, not a list kept here.
        content: `Every ${loaderData?.siteName ?? 'Fittizia Trattoria'}${loaderData?.countries ? ` across ${loaderData.countries}` : ''}.`,
      },
    ],
  }),
  component: () => <LocationsView />,
});
