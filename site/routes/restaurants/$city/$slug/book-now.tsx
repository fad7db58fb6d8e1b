import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../../../lib/lazy-part.tsx';
import { restaurantPageHead } from '../../-heads.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const RestaurantBookNowView: LazyPart = lazyPart(() =>
  import('./-book-now-page.tsx').then((m) => m.RestaurantBookNowRoute),
);

/**
 * `/restaurants/{city}/{slug}/book-now` (the restaurant page's book-now link, spec 2.2): the restaurant page with
 * the booking modal open for this restaurant (the root layout's BookingHost). Its canonical URL is the page's.
 */
export const Route = createFileRoute('/restaurants/$city/$slug/book-now')({
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      RestaurantBookNowView,
      import('../../-loaders.ts').then((m) => m.loadRestaurantPage(queryClient, params.city, params.slug)),
    ),
  head: ({ loaderData }) => restaurantPageHead(loaderData),
  component: () => <RestaurantBookNowView />,
});
