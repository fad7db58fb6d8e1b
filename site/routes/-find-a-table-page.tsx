import { Heading, TableSearch, type TableSearchState, type TableSearchValues } from '@fittizia/design-system';
import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as layout from '../components/SiteLayout.css.ts';
import { usePrefetchCalls } from '../lib/brand-client.ts';
import { tableSearchText, validateTableSearch } from './-find-a-table-search.ts';

const route = getRouteApi('/find-a-table');
const SEARCH_CALLS = ['bookingTableSearch'] as const;

/**
 * Find a table. Without JavaScript the form is a GET of this page; with it, a search navigates (one
 * history entry per search, never per keystroke) and the loader's answer replaces the results in place.
 */
export function FindATableRoute() {
  const { outcome, paths, today, restaurant } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // While the next search loads, the results say so (the loader's answer replaces them).
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  usePrefetchCalls(SEARCH_CALLS);

  const onSearch = useCallback(
    (values: TableSearchValues) => {
      void navigate({ search: validateTableSearch(values as Record<string, unknown>), resetScroll: false });
    },
    [navigate],
  );
  const restaurantPath = useCallback((storeId: string) => paths[storeId], [paths]);

  const state: TableSearchState = pending
    ? { kind: 'loading' }
    : outcome.kind === 'refused'
      ? { kind: 'refused' }
      : outcome;

  return (
    <div className={layout.pageContent}>
      <Heading level="1">Find a table</Heading>
      <TableSearch
        state={state}
        values={tableSearchText(search)}
        errors={outcome.kind === 'refused' ? outcome.errors : undefined}
        restaurant={restaurant}
        today={today}
        onSearch={onSearch}
        restaurantPath={restaurantPath}
      />
    </div>
  );
}
