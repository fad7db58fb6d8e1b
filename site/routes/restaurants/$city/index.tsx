import { createFileRoute } from '@tanstack/react-router';
import { absoluteUrl, seoHead } from '../../../lib/seo.ts';
import { CityPage } from '../-city-views.tsx';
import { cityName } from '../-heads.ts';
import { loadCity } from '../-loaders.ts';

/** City page `/restaurants/{city}` (spec 2.1): the city's restaurants, 404 when it has none. */
export const Route = createFileRoute('/restaurants/$city/')({
  loader: ({ context: { queryClient }, params }) => loadCity(queryClient, params.city),
  head: ({ loaderData, params }) => {
    if (!loaderData) return {};
    const name = cityName(loaderData.restaurants, params.city);
    return seoHead({
      title: `Italian restaurants in ${name} | Fittizia Trattoria`,
      description: `Find Fittizia Trattoria in ${name}: opening hours, menus and table bookings.`,
      canonical: absoluteUrl(loaderData.origin, `/restaurants/${params.city.toLowerCase()}`),
    });
  },
  component: CityRoute,
});

function CityRoute() {
  const { restaurants, now } = Route.useLoaderData();
  const { city } = Route.useParams();
  return <CityPage restaurants={restaurants} city={city} now={new Date(now)} />;
}
