import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../../lib/lazy-part.tsx';
import { publicConfigQuery, settingsQuery } from '../../../lib/queries.ts';
import { absoluteUrl, seoHead } from '../../../lib/seo.ts';
import { cityName } from '../-heads.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const CityOldView: LazyPart = lazyPart(() => import('./-index-old-page.tsx').then((m) => m.CityOldRoute));

/**
 * Legacy restaurant page `/restaurants/{city}/index-old` (spec 2.1), kept reachable: the city's restaurants in
 * the older list layout, and the older booking wizard (spec 2.5), loaded when the diner starts booking. Its
 * canonical URL is the current city page.
 */
export const Route = createFileRoute('/restaurants/$city/index-old')({
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      CityOldView,
      (async () => {
        const [city, config, settings] = await Promise.all([
          import('../-loaders.ts').then((m) => m.loadCity(queryClient, params.city)),
          queryClient.ensureQueryData(publicConfigQuery()),
          queryClient.ensureQueryData(settingsQuery()),
        ]);
        return { ...city, cardProvider: config.cardProvider, bookNowText: settings.book_now_text };
      })(),
    ),
  head: ({ loaderData, params }) => {
    if (!loaderData) return {};
    const name = cityName(loaderData.restaurants, params.city);
    return seoHead({
      title: `Restaurants in ${name} | Fittizia Trattoria`,
      description: `Fittizia Trattoria restaurants in ${name}.`,
      canonical: absoluteUrl(loaderData.origin, `/restaurants/${params.city.toLowerCase()}`),
    });
  },
  component: () => <CityOldView />,
});
