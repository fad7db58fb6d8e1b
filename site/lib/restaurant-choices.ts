import { queryOptions } from '@tanstack/react-query';
import { getBrandClient } from './brand-client.ts';

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
    queryFn: async () => {
      const { restaurants } = await (await getBrandClient()).call('searchRestaurants');
      return restaurants.map(({ storeId, title }) => ({ storeId, title }));
    },
    staleTime: 10 * 60 * 1000,
  });
