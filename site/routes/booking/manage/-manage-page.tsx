import { ManageBooking } from '@fittizia/design-system';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import * as styles from '../../../components/CustomerPages.css.ts';
import { FIND_BOOKING_PATH, UNKNOWN_MANAGE_LINK } from '../../../lib/manage-booking.ts';
import { allRestaurantsQuery } from '../../../lib/queries.ts';

const route = getRouteApi('/booking/manage/$token');

export function ManagePage() {
  const load = route.useLoaderData();
  const { token } = route.useParams();
  const { step, problem, done } = route.useSearch();
  // The booking's restaurant and its opening hours, for the change form's days and times.
  const restaurants = useQuery({ ...allRestaurantsQuery(), enabled: step === 'change' }).data;
  const storeId = load.kind === 'found' ? load.booking.restaurant.storeId : undefined;
  const restaurant = restaurants?.restaurants.find((r) => r.storeId === storeId);
  return (
    <div className={styles.narrowPage}>
      <ManageBooking
        load={load}
        action={`/booking/manage/${encodeURIComponent(token)}`}
        step={step ?? 'view'}
        problem={problem}
        done={done}
        findPath={FIND_BOOKING_PATH}
        restaurant={restaurant}
      />
    </div>
  );
}

/** A link that is not ours (the route's `notFoundComponent`): the page says so, with status 404. */
export function UnknownManageLink() {
  const { token } = route.useParams();
  return (
    <div className={styles.narrowPage}>
      <ManageBooking
        load={UNKNOWN_MANAGE_LINK}
        action={`/booking/manage/${encodeURIComponent(token)}`}
        step="view"
        findPath={FIND_BOOKING_PATH}
      />
    </div>
  );
}
