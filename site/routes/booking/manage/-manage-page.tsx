import { ManageBooking } from '@fittizia/design-system';
import { getRouteApi } from '@tanstack/react-router';
import * as styles from '../../../components/CustomerPages.css.ts';
import { FIND_BOOKING_PATH, UNKNOWN_MANAGE_LINK } from '../../../lib/manage-booking.ts';

const route = getRouteApi('/booking/manage/$token');

export function ManagePage() {
  const load = route.useLoaderData();
  const { token } = route.useParams();
  const { step, problem, done } = route.useSearch();
  return (
    <div className={styles.narrowPage}>
      <ManageBooking
        load={load}
        action={`/booking/manage/${encodeURIComponent(token)}`}
        step={step ?? 'view'}
        problem={problem}
        done={done}
        findPath={FIND_BOOKING_PATH}
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
