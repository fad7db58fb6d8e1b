import {
  BrandApiError,
  londonToday,
  TABLE_SEARCH_MESSAGES,
  TABLE_SEARCH_PATH,
  type TableSearchInput,
  type TableSearchResponse,
  tableSearchQuery,
} from '@fittizia/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createIsomorphicFn } from '@tanstack/react-start';
import { type TableSearchParams, tableSearchText } from '../routes/-find-a-table-search.ts';
import { getBrandClient } from './brand-client.ts';
import { renderNow } from './clock.ts';
import { settingsQuery } from './queries.ts';
import { restaurantDirectoryQuery } from './restaurant-queries.ts';
import { absoluteUrl, siteOrigin } from './seo.ts';

/*
 * Find a table: the page's loader runs the search (on the server for the first load, so the page shows
 * its results without JavaScript; in the browser for a search made in place). The brand API decides what is
 * refused (the contract's schema and its own rules); each refused field is told in the diner's words.
 */

type Field = 'place' | 'adults' | 'children' | 'date' | 'time' | 'radius';

export type TableSearchOutcome =
  | { kind: 'idle' }
  | { kind: 'results'; answer: TableSearchResponse }
  | { kind: 'refused'; errors: Partial<Record<Field, string>> }
  | { kind: 'failed' };

/** The diner's words for a refusal of the search (its `field`, `query.adults` say), as TABLE_SEARCH_MESSAGES. */
export function refusedFields(search: TableSearchParams, field: string, message: string) {
  const name = field.replace(/^query\./, '');
  if (name === 'adults' || name === 'children' || name === 'time' || name === 'radius') {
    return { [name]: TABLE_SEARCH_MESSAGES[name] };
  }
  if (name === 'date') {
    return { date: message === TABLE_SEARCH_MESSAGES.datePast ? message : TABLE_SEARCH_MESSAGES.date };
  }
  const none = !search.place && !search.lat && !search.lng && !search.storeId;
  return { place: none ? TABLE_SEARCH_MESSAGES.placeMissing : TABLE_SEARCH_MESSAGES.place };
}

/** During SSR: the page's status (400 for a refused search, 502 when the brand API failed). */
const setPageStatus = createIsomorphicFn()
  .server(async (status: number) => {
    const { setResponseStatus } = await import('@tanstack/react-start/server');
    setResponseStatus(status);
  })
  .client(async (_status: number) => {});

/**
 * What the brand API would refuse, checked first with the same schema (the contract's), and a past date (London):
 * a refused search makes no call. The first refused field of each kind, in the diner's words.
 */
export function checkTableSearch(
  search: TableSearchParams,
  today: string = londonToday(),
): Partial<Record<Field, string>> | undefined {
  const checked = tableSearchQuery.safeParse(tableSearchText(search));
  if (checked.success) {
    return checked.data.date < today ? { date: TABLE_SEARCH_MESSAGES.datePast } : undefined;
  }
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of checked.error.issues) {
    const found = refusedFields(search, `query.${String(issue.path[0] ?? 'place')}`, issue.message);
    for (const [field, message] of Object.entries(found) as [Field, string][]) errors[field] ??= message;
  }
  return errors;
}

/** The search of the address, run; never throws. */
export async function runTableSearch(
  search: TableSearchParams,
  today: string = londonToday(),
): Promise<TableSearchOutcome> {
  // Not a search yet (a bare page, the finder's link with its place, the home page's 'Near me' without a location):
  // the form, with what was given. The form itself always sends the party, the date and the time.
  const place = search.place ?? search.lat ?? search.lng ?? search.storeId;
  if (place === undefined || search.adults === undefined || !search.date || !search.time)
    return { kind: 'idle' };
  const refused = checkTableSearch(search, today);
  if (refused) {
    await setPageStatus(400);
    return { kind: 'refused', errors: refused };
  }
  try {
    const client = await getBrandClient();
    const query = tableSearchText(search) as TableSearchInput;
    const answer = await client.call('bookingTableSearch', { query });
    return { kind: 'results', answer };
  } catch (error) {
    if (error instanceof BrandApiError && error.status === 400) {
      const body = error.body as { field?: unknown } | undefined;
      const field = typeof body?.field === 'string' ? body.field : 'query.place';
      await setPageStatus(400);
      return { kind: 'refused', errors: refusedFields(search, field, error.message) };
    }
    await setPageStatus(502);
    return { kind: 'failed' };
  }
}

/** The page's data: the site's name, the restaurants' pages (for the links) and the search's outcome. */
export async function loadTableSearchPage(queryClient: QueryClient, search: TableSearchParams) {
  // The site's clock (server/config.ts: the page review fixes it), London's day.
  const today = londonToday(await renderNow());
  const [settings, directory, outcome] = await Promise.all([
    queryClient.ensureQueryData(settingsQuery()),
    queryClient.ensureQueryData(restaurantDirectoryQuery()),
    runTableSearch(search, today),
  ]);
  // Only the answer's restaurants' pages travel with the page (for the names' and the times' links).
  const named =
    outcome.kind === 'results'
      ? new Set([...outcome.answer.results, ...outcome.answer.nothingNear].map((r) => r.storeId))
      : new Set<string>();
  const paths: Record<string, string> = Object.fromEntries(
    directory.restaurants
      .filter((r) => named.has(r.storeId))
      .map((r) => [r.storeId, `/restaurants/${r.city}/${r.slug}`]),
  );
  const onRestaurant = search.storeId
    ? directory.restaurants.find((r) => r.storeId === search.storeId)
    : undefined;
  return {
    siteName: settings.site_name,
    // One canonical page: a search is the diner's, not a page of its own.
    canonical: absoluteUrl(siteOrigin(settings), TABLE_SEARCH_PATH),
    today,
    outcome,
    paths,
    restaurant: onRestaurant ? { storeId: onRestaurant.storeId, name: onRestaurant.title } : undefined,
  };
}
