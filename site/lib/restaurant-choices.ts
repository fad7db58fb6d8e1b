import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getBrandClient } from './brand-client.ts';
import { contentQuery, pagePreview } from './preview.ts';
import { allRestaurantsQuery, externalLinksQuery } from './queries.ts';

/**
 * The home page's booking strip: each restaurant's id and name, all the strip shows. The home page's loader fetches
 * it on the server, so the page carries it (about 1 KB gzip) and the strip makes no call when it appears at the
 * diner's first interaction: the browser's API client and the answers' schemas (zod, about 30 KB gzip) are not
 * fetched for it. The booking modal the strip opens reads the full list (`allRestaurantsQuery`). Its own module,
 * not lib/queries.ts, which every page's first load carries.
 */
export const restaurantChoicesQuery = () =>
  queryOptions({
    queryKey: ['restaurant-choices'],
    // The full list when it is already cached (a restaurant page fetched it for the booking modal), so a
    // navigation home does not ask for it again; never fetched into the cache here, which the server would then
    // send with the page.
    queryFn: async ({ client }) => {
      const { restaurants } =
        client.getQueryData(allRestaurantsQuery().queryKey) ??
        (await (await getBrandClient()).call('searchRestaurants'));
      return restaurants.map(({ storeId, title }) => ({ storeId, title }));
    },
    staleTime: 10 * 60 * 1000,
  });

/**
 * The home page's data, as its loader (at `/` and at `/book-now`, the home page with the booking modal open) loads
 * it: the page, the external links and the booking strip's list, sent with the page.
 */
export async function homePageData(queryClient: QueryClient) {
  const preview = await pagePreview();
  const [page] = await Promise.all([
    queryClient.ensureQueryData(contentQuery('home', preview)),
    queryClient.ensureQueryData(externalLinksQuery()),
    queryClient.ensureQueryData(restaurantChoicesQuery()),
  ]);
  return page;
}
