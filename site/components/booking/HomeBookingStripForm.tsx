import { BookingStrip } from '@fittizia/design-system/features/booking';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { allRestaurantsQuery } from '../../lib/queries.ts';
import { useBooking } from './BookingHost.tsx';

/** The strip itself (lazy): the restaurant list, then the form; submitting opens the modal prefilled. */
export default function HomeBookingStripForm({
  bookNowText,
  fallback,
}: {
  bookNowText: string;
  fallback: ReactNode;
}) {
  const booking = useBooking();
  const list = useQuery(allRestaurantsQuery());
  if (!list.data) return fallback;
  return (
    <BookingStrip
      restaurants={list.data.restaurants}
      bookNowText={bookNowText}
      onSubmit={(search) => {
        const { restaurantId, ...rest } = search;
        booking.open({ search: { ...(restaurantId ? { restaurantId } : {}), ...rest } });
      }}
    />
  );
}
