import { createFileRoute } from '@tanstack/react-router';

/**
 * `/restaurants/{city}/{slug}/book-now` (the restaurant page's book-now link, spec 2.2): the restaurant page
 * (`../_restaurant.tsx`, still mounted when coming from it) with the booking modal open for this restaurant,
 * which the root layout's BookingHost opens for any book-now address (lib/booking-entry.ts). Its canonical URL
 * is the page's.
 */
export const Route = createFileRoute('/restaurants/$city/$slug/_restaurant/book-now')({});
