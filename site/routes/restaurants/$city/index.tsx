import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../../lib/lazy-part.tsx';
import { absoluteUrl, seoHead } from '../../../lib/seo.ts';
import { cityName } from '../-heads.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const CityView: LazyPart = lazyPart(() => import('./-index-page.tsx').then((m) => m.CityRoute));

/** City page `/restaurants/{city}` (spec 2.1): the city's restaurants, 404 when it has none. */
export const Route = createFileRoute('/restaurants/$city/')({
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      CityView,
      import('../-loaders.ts').then((m) => m.loadCity(queryClient, params.city)),
    ),
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
