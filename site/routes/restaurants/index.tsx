import { ClickCollectMap, Heading, Link, LocationsGrid } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as layout from '../../components/SiteLayout.css.ts';
import { mapConfigQuery, settingsQuery } from '../../lib/queries.ts';
import { restaurantDirectoryQuery } from '../../lib/restaurant-queries.ts';

/** Our locations (spec 2.3): every restaurant with a detail page, by country, and the click-and-collect map. */
export const Route = createFileRoute('/restaurants/')({
  loader: async ({ context: { queryClient } }) => {
    const [settings, , map] = await Promise.all([
      queryClient.ensureQueryData(settingsQuery()),
      queryClient.ensureQueryData(restaurantDirectoryQuery()),
      queryClient.ensureQueryData(mapConfigQuery()),
    ]);
    return { siteName: settings.site_name, mapboxAccessToken: map.mapboxAccessToken };
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: `Our restaurants | ${loaderData?.siteName ?? 'Fittizia Trattoria'}` },
      {
        name: 'description',
        content: 'Every Fittizia Trattoria across England, Scotland, Wales and Jersey.',
      },
    ],
  }),
  component: LocationsRoute,
});

function LocationsRoute() {
  const { mapboxAccessToken } = Route.useLoaderData();
  const { data } = useSuspenseQuery(restaurantDirectoryQuery());
  return (
    <div className={layout.pageContent}>
      <Heading level="1">Our restaurants</Heading>
      <p>
        Looking for the nearest one? <Link href="/find-us">Search by postcode or use your location</Link>.
      </p>
      <LocationsGrid restaurants={data.restaurants} />
      <section aria-labelledby="click-and-collect">
        <Heading level="2" id="click-and-collect">
          Click and collect
        </Heading>
        <ClickCollectMap restaurants={data.restaurants} mapAccessToken={mapboxAccessToken ?? undefined} />
      </section>
    </div>
  );
}
