import { createFileRoute } from '@tanstack/react-router';
import { absoluteUrl, seoHead } from '../../../lib/seo.ts';
import { CityPage } from '../-city-views.tsx';
import { cityName } from '../-heads.ts';
import { loadCity } from '../-loaders.ts';

/**
 * `/restaurants/{city}/book-now` (spec 2.1: opens the booking modal): the city page with the modal open, the
 * city's restaurants first in its list and the only one preselected (the root layout's BookingHost). Its
 * canonical URL is the city page.
 */
export const Route = createFileRoute('/restaurants/$city/book-now')({
  loader: ({ context: { queryClient }, params }) => loadCity(queryClient, params.city),
  head: ({ loaderData, params }) => {
    if (!loaderData) return {};
    const name = cityName(loaderData.restaurants, params.city);
    return seoHead({
      title: `Book a table in ${name} | Fittizia Trattoria`,
      description: `Book a table at Fittizia Trattoria in ${name}.`,
      canonical: absoluteUrl(loaderData.origin, `/restaurants/${params.city.toLowerCase()}`),
    });
  },
  component: CityBookNowRoute,
});

function CityBookNowRoute() {
  const { restaurants, now } = Route.useLoaderData();
  const { city } = Route.useParams();
  return <CityPage restaurants={restaurants} city={city} now={new Date(now)} />;
}
