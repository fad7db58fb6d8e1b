import {
  type FinderQueryChange,
  type FinderSearchResult,
  type GeoPoint,
  Heading,
  Link,
  RestaurantFinder,
  tableSearchHref,
} from '@fittizia/design-system';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import * as layout from '../components/SiteLayout.css.ts';
import { usePrefetchCalls } from '../lib/brand-client.ts';
import {
  finderSearch,
  geoCoordinatesQuery,
  geoSearchQuery,
  restaurantDirectoryQuery,
  withNotices,
} from '../lib/restaurant-queries.ts';

const route = getRouteApi('/find-us');
const SEARCH_CALLS = ['geoSearch', 'geoSearchByCoordinates'] as const;

export function FindUsRoute() {
  const { siteName, mapboxAccessToken, searched } = route.useLoaderData();
  const { q } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(restaurantDirectoryQuery());

  const search = useCallback((query: string) => finderSearch(queryClient, query), [queryClient]);
  // The answer to the text as typed goes into the query cache: the search that Search starts joins it.
  const prefetch = useCallback(
    (query: string) => queryClient.prefetchQuery(geoSearchQuery(query)),
    [queryClient],
  );
  // The first search waits for no code: the client and the search calls' schemas are fetched when idle.
  usePrefetchCalls(SEARCH_CALLS);
  const searchByCoordinates = useCallback(
    async ({ lat, lng }: GeoPoint): Promise<FinderSearchResult> => {
      const found = await queryClient.fetchQuery(geoCoordinatesQuery(lat, lng));
      return { place: found.name, restaurants: withNotices(found.restaurants) };
    },
    [queryClient],
  );
  // The search goes into the address: a submitted one is a new history entry; a typed one refines the entry that
  // typing made (letter by letter), never one the diner submitted, opened or came back to, so Back returns to it.
  const typedEntry = useRef<string | undefined>(undefined);
  useEffect(() => {
    // The address moved to another search (Back, Forward, a link): typing starts a new entry.
    if (q !== typedEntry.current) typedEntry.current = undefined;
  }, [q]);
  const onQueryChange = useCallback(
    (query: string | undefined, how: FinderQueryChange) => {
      // Submitting what typing already put in the address commits it: no second entry for the same search.
      if (how === 'submitted' && query !== undefined && query === typedEntry.current) {
        typedEntry.current = undefined;
        return;
      }
      const replace = how === 'typed' && query !== undefined && typedEntry.current !== undefined;
      typedEntry.current = how === 'typed' ? query : undefined;
      void navigate({ search: query ? { q: query } : {}, replace, resetScroll: false });
    },
    [navigate],
  );

  return (
    <div className={layout.pageContent}>
      <Heading level="1">Find a restaurant</Heading>
      {/* Find a table: the nearest free tables for a party, with the place searched carried over. */}
      <p>
        <Link
          variant="standalone"
          href={tableSearchHref(q ? { place: q } : {})}
          data-testid="finder-find-a-table"
        >
          {q ? `Find a free table near ${q}` : 'Find a free table near you'}
        </Link>
      </p>
      <RestaurantFinder
        brandName={siteName}
        search={search}
        prefetch={prefetch}
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
