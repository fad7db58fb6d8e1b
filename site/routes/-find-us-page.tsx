import {
  type FinderQueryChange,
  type FinderSearchResult,
  type GeoPoint,
  Heading,
  RestaurantFinder,
} from '@fittizia/design-system';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as layout from '../components/SiteLayout.css.ts';
import { finderSearch, geoCoordinatesQuery, restaurantDirectoryQuery } from '../lib/restaurant-queries.ts';

const route = getRouteApi('/find-us');

export function FindUsRoute() {
  const { siteName, mapboxAccessToken, searched } = route.useLoaderData();
  const { q } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(restaurantDirectoryQuery());

  const search = useCallback((query: string) => finderSearch(queryClient, query), [queryClient]);
  const searchByCoordinates = useCallback(
    async ({ lat, lng }: GeoPoint): Promise<FinderSearchResult> => {
      const found = await queryClient.fetchQuery(geoCoordinatesQuery(lat, lng));
      return { place: found.name, restaurants: found.restaurants };
    },
    [queryClient],
  );
  // The search goes into the address: a submitted one is a new history entry, a typed one refines the last.
  const onQueryChange = useCallback(
    (query: string | undefined, how: FinderQueryChange) =>
      navigate({
        search: query ? { q: query } : {},
        replace: how === 'typed' && q !== undefined && query !== undefined,
        resetScroll: false,
      }),
    [navigate, q],
  );

  return (
    <div className={layout.pageContent}>
      <Heading level="1">Find a restaurant</Heading>
      <RestaurantFinder
        brandName={siteName}
        search={search}
        searchByCoordinates={searchByCoordinates}
        searched={searched}
        onQueryChange={onQueryChange}
        action="/find-us"
        restaurants={data.restaurants}
        mapAccessToken={mapboxAccessToken ?? undefined}
        // The map is on screen at the first paint on a wide screen: its code waits for the diner's first tap or key.
        mapLoadOn="interaction"
      />
    </div>
  );
}
