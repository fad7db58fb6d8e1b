import { BookingStrip, tableSearchHref } from '@fittizia/design-system/features/booking';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { restaurantChoicesQuery } from '../../lib/restaurant-choices.ts';
import { useBooking } from './BookingHost.tsx';

/**
 * 'Near me' (find a table): the diner's location, then the search page with the party, date and time;
 * without a location the page opens with them filled in, asking for a postcode or town.
 */
function findTableNearMe(pick: { adults: number; children: number; date: string; time: string }) {
  const values = {
    adults: String(pick.adults),
    children: String(pick.children),
    date: pick.date,
    time: pick.time,
  };
  const go = (extra: { lat?: string; lng?: string }) =>
    window.location.assign(tableSearchHref({ ...extra, ...values }));
  if (!navigator.geolocation) return go({});
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => go({ lat: coords.latitude.toFixed(5), lng: coords.longitude.toFixed(5) }),
    () => go({}),
    { timeout: 10_000, maximumAge: 60_000 },
  );
}

/** The strip itself (lazy): the restaurants' names, then the form; submitting opens the modal prefilled. */
export default function HomeBookingStripForm({
  bookNowText,
  fallback,
}: {
  bookNowText: string;
  fallback: ReactNode;
}) {
  const booking = useBooking();
  // Sent with the page (the route's loader): no call, so no API client or schemas to fetch.
  const list = useQuery(restaurantChoicesQuery());
  if (!list.data) return fallback;
  return (
    <BookingStrip
      restaurants={list.data}
      bookNowText={bookNowText}
      onSubmit={(search) => {
        const { restaurantId, ...rest } = search;
        booking.open({ search: { ...(restaurantId ? { restaurantId } : {}), ...rest } });
      }}
      onFindTable={findTableNearMe}
    />
  );
}
