import { type FinderSearchResult, type GeoPoint, Heading, RestaurantFinder } from '@fittizia/design-system';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as layout from '../components/SiteLayout.css.ts';
import { geoCoordinatesQuery, geoSearchQuery, restaurantDirectoryQuery } from '../lib/restaurant-queries.ts';

const route = getRouteApi('/find-us');

export function FindUsRoute() {
  const { siteName, mapboxAccessToken } = route.useLoaderData();
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
