import { createFileRoute } from '@tanstack/react-router';
import { type Deferred, deferred, withPart } from '../../../lib/deferred.tsx';
import { absoluteUrl, seoHead } from '../../../lib/seo.ts';
import { cityName } from '../-heads.ts';
import { loadCity } from '../-loaders.ts';

/** The page's body, hydrated on first use (lib/deferred.tsx). */
const CityView: Deferred = deferred(() => import('./-index-page.tsx').then((m) => m.CityRoute));

/** City page `/restaurants/{city}` (spec 2.1): the city's restaurants, 404 when it has none. */
export const Route = createFileRoute('/restaurants/$city/')({
  loader: ({ context: { queryClient }, params }) => withPart(CityView, loadCity(queryClient, params.city)),
  head: ({ loaderData, params }) => {
    if (!loaderData) return {};
    const name = cityName(loaderData.restaurants, params.city);
    return seoHead({
      title: `Italian restaurants in ${name} | Fittizia Trattoria`,
      description: `Find Fittizia Trattoria in ${name}: opening hours, menus and table bookings.`,
      canonical: absoluteUrl(loaderData.origin, `/restaurants/${params.city.toLowerCase()}`),
    });
  },
  component: () => <CityView />,
});
