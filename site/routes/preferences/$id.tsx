import { Heading, Preferences, type PreferencesLoad } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as styles from '../../components/CustomerPages.css.ts';
import { getBrandClient } from '../../lib/brand-client.ts';
import { loadCustomer } from '../../lib/customer-load.ts';
import { NOINDEX_META, PRIVATE_PAGE_HEADERS, signupRestaurants } from '../../lib/customer-pages.ts';
import { restaurantDirectoryQuery } from '../../lib/restaurant-queries.ts';

/**
 * A person's preferences (spec 2.1, 2.7, 7.5), keyed by the guid of the link in our e-mails: loaded on the
 * server, never cached (`Cache-Control: no-store`, and the query keeps nothing once the page is left) and never
 * indexed. An unknown or malformed guid shows the not-found message.
 */
export const Route = createFileRoute('/preferences/$id')({
  loader: async ({ context: { queryClient }, params }): Promise<PreferencesLoad> => {
    const [, load] = await Promise.all([
      queryClient.ensureQueryData(restaurantDirectoryQuery()),
      loadCustomer(queryClient, params.id),
    ]);
    return load;
  },
  headers: () => PRIVATE_PAGE_HEADERS,
  head: () => ({ meta: [{ title: 'Your preferences | Fittizia Trattoria' }, NOINDEX_META] }),
  // Personal data: always the stored values, never a copy kept by the router.
  staleTime: 0,
  gcTime: 0,
  component: PreferencesPage,
});

function PreferencesPage() {
  const load = Route.useLoaderData();
  const { data } = useSuspenseQuery(restaurantDirectoryQuery());
  return (
    <div className={styles.narrowPage}>
      <Heading level="1">Your preferences</Heading>
      <Preferences
        load={load}
        restaurants={signupRestaurants(data.restaurants)}
        submit={async (body) =>
          (await (await getBrandClient()).call('updateCustomerPreferences', { body })).data
        }
      />
    </div>
  );
}
