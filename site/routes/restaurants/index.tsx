import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../lib/lazy-part.tsx';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const LocationsView: LazyPart = lazyPart(() => import('./-index-page.tsx').then((m) => m.LocationsRoute));

/** Our locations (spec 2.3): every restaurant with a detail page, by country, and the click-and-collect map. */
export const Route = createFileRoute('/restaurants/')({
  loader: async ({ context: { queryClient } }) => {
    const queries = import('../../lib/restaurant-queries.ts');
    const page = await withPart(
      LocationsView,
      queries.then((m) => m.loadDirectoryWithMap(queryClient)),
    );
    const { estateCountries, restaurantDirectoryQuery } = await queries;
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
