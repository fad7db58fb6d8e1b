import { type FinderSearchResult, type GeoPoint, Heading, RestaurantFinder } from '@fittizia/design-system';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as layout from '../components/SiteLayout.css.ts';
import { mapConfigQuery, settingsQuery } from '../lib/queries.ts';
import { geoCoordinatesQuery, geoSearchQuery, restaurantDirectoryQuery } from '../lib/restaurant-queries.ts';

/** Find a restaurant (spec 2.3): server-rendered shell; searches run in the browser. */
export const Route = createFileRoute('/find-us')({
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
      { title: `Find a restaurant | ${loaderData?.siteName ?? 'Fittizia Trattoria'}` },
      {
        name: 'description',
        content: `Find your nearest ${loaderData?.siteName ?? 'Fittizia Trattoria'} by postcode, town or your location.`,
      },
    ],
  }),
  component: FindUsRoute,
});

function FindUsRoute() {
  const { siteName, mapboxAccessToken } = Route.useLoaderData();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(restaurantDirectoryQuery());

  const search = useCallback(
    async (query: string): Promise<FinderSearchResult> => {
      const [best] = await queryClient.fetchQuery(geoSearchQuery(query));
      return { place: best?.name, restaurants: best?.restaurants ?? [] };
    },
    [queryClient],
  );
  const searchByCoordinates = useCallback(
    async ({ lat, lng }: GeoPoint): Promise<FinderSearchResult> => {
      const found = await queryClient.fetchQuery(geoCoordinatesQuery(lat, lng));
      return { place: found.name, restaurants: found.restaurants };
    },
    [queryClient],
  );

  return (
    <div className={layout.pageContent}>
      <Heading level="1">Find a restaurant</Heading>
      <RestaurantFinder
        brandName={siteName}
        search={search}
        searchByCoordinates={searchByCoordinates}
        restaurants={data.restaurants}
        mapAccessToken={mapboxAccessToken ?? undefined}
        // The map is on screen at the first paint on a phone: its code waits for the diner's first tap or key.
        mapLoadOn="interaction"
      />
    </div>
  );
}
