import { ClickCollectMap, Heading, Link, LocationsGrid } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import * as layout from '../../components/SiteLayout.css.ts';
import { restaurantDirectoryQuery } from '../../lib/restaurant-queries.ts';

const route = getRouteApi('/restaurants/');

export function LocationsRoute() {
  const { mapboxAccessToken } = route.useLoaderData();
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
