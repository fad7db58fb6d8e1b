import { BookingStrip } from '@fittizia/design-system/features/booking';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { restaurantChoicesQuery } from '../../lib/restaurant-choices.ts';
import { useBooking } from './BookingHost.tsx';

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
    />
  );
}
