import { createFileRoute, notFound } from '@tanstack/react-router';
import { allRestaurantsQuery } from '../../../lib/restaurant-queries.ts';
import { absoluteUrl, seoHead } from '../../../lib/seo.ts';
import { cityName } from '../-heads.ts';
import { cityRestaurants, loadOrigin } from '../-loaders.ts';
import { CityPage } from '../-views.tsx';

/**
 * Legacy restaurant page `/restaurants/{city}/index-old` (spec 2.1), kept reachable: the city's restaurants in
 * the older list layout. Its canonical URL is the current city page.
 */
export const Route = createFileRoute('/restaurants/$city/index-old')({
  loader: async ({ context: { queryClient }, params }) => {
    const [all, origin] = await Promise.all([
      queryClient.ensureQueryData(allRestaurantsQuery()),
      loadOrigin(queryClient),
    ]);
    const restaurants = cityRestaurants(all.restaurants, params.city);
    if (restaurants.length === 0) throw notFound();
    return { restaurants, origin, now: new Date().toISOString() };
  },
  head: ({ loaderData, params }) => {
    if (!loaderData) return {};
    const name = cityName(loaderData.restaurants, params.city);
    return seoHead({
      title: `Restaurants in ${name} | Fittizia Trattoria`,
      description: `Fittizia Trattoria restaurants in ${name}.`,
      canonical: absoluteUrl(loaderData.origin, `/restaurants/${params.city.toLowerCase()}`),
    });
  },
  component: CityOldRoute,
});

function CityOldRoute() {
  const { restaurants, now } = Route.useLoaderData();
  const { city } = Route.useParams();
  return <CityPage restaurants={restaurants} city={city} now={new Date(now)} variant="legacy" />;
}
