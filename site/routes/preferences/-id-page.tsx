import { Heading, Preferences } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import * as styles from '../../components/CustomerPages.css.ts';
import { getBrandClient, usePrefetchCalls } from '../../lib/brand-client.ts';
import { signupRestaurants } from '../../lib/customer-pages.ts';
import { restaurantDirectoryQuery } from '../../lib/restaurant-queries.ts';

const route = getRouteApi('/preferences/$id');

const SAVE_CALLS = ['updateCustomerPreferences'] as const;

export function PreferencesPage() {
  // Saving leaves at once: the client and the call's schemas are fetched when the page is idle.
  usePrefetchCalls(SAVE_CALLS);
  const load = route.useLoaderData();
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
