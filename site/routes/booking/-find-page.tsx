import { FindBooking } from '@fittizia/design-system';
import { getRouteApi } from '@tanstack/react-router';
import * as styles from '../../components/CustomerPages.css.ts';
import { FIND_BOOKING_PATH } from '../../lib/manage-booking.ts';

const route = getRouteApi('/booking/find');

export function FindPage() {
  const { problem } = route.useSearch();
  return (
    <div className={styles.narrowPage}>
      <FindBooking action={FIND_BOOKING_PATH} problem={problem} />
    </div>
  );
}
