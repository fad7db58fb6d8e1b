import { createFileRoute } from '@tanstack/react-router';
import { publicConfigQuery, settingsQuery } from '../../../lib/queries.ts';
import { absoluteUrl, seoHead } from '../../../lib/seo.ts';
import { CityPage } from '../-city-views.tsx';
import { cityName } from '../-heads.ts';
import { loadCity } from '../-loaders.ts';
import { LegacyBookingSection } from './-booking.tsx';

/**
 * Legacy restaurant page `/restaurants/{city}/index-old` (spec 2.1), kept reachable: the city's restaurants in
 * the older list layout, and the older booking wizard (spec 2.5), loaded when the diner starts booking. Its
 * canonical URL is the current city page.
 */
export const Route = createFileRoute('/restaurants/$city/index-old')({
  loader: async ({ context: { queryClient }, params }) => {
    const [city, config, settings] = await Promise.all([
      loadCity(queryClient, params.city),
      queryClient.ensureQueryData(publicConfigQuery()),
      queryClient.ensureQueryData(settingsQuery()),
    ]);
    return { ...city, cardProvider: config.cardProvider, bookNowText: settings.book_now_text };
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
  const { restaurants, now, cardProvider, bookNowText } = Route.useLoaderData();
  const { city } = Route.useParams();
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <CityPage restaurants={restaurants} city={city} now={new Date(now)} variant="legacy" />
      <LegacyBookingSection restaurants={restaurants} cardProvider={cardProvider} bookNowText={bookNowText} />
    </div>
  );
}
