import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../../lib/lazy-part.tsx';
import { absoluteUrl, seoHead } from '../../../lib/seo.ts';
import { cityName } from '../-heads.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const CityBookNowView: LazyPart = lazyPart(() =>
  import('./-book-now-page.tsx').then((m) => m.CityBookNowRoute),
);

/**
 * `/restaurants/{city}/book-now` (spec 2.1: opens the booking modal): the city page with the modal open, the
 * city's restaurants first in its list and the only one preselected (the root layout's BookingHost). Its
 * canonical URL is the city page.
 */
export const Route = createFileRoute('/restaurants/$city/book-now')({
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      CityBookNowView,
      import('../-loaders.ts').then((m) => m.loadCity(queryClient, params.city)),
    ),
  head: ({ loaderData, params }) => {
    if (!loaderData) return {};
    const name = cityName(loaderData.restaurants, params.city);
    return seoHead({
      title: `Book a table in ${name} | Fittizia Trattoria`,
      description: `Book a table at Fittizia Trattoria in ${name}.`,
      canonical: absoluteUrl(loaderData.origin, `/restaurants/${params.city.toLowerCase()}`),
    });
  },
  component: () => <CityBookNowView />,
});
