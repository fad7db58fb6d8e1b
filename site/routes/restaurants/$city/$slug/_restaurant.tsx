import { createFileRoute, Outlet } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../../../lib/lazy-part.tsx';
import { restaurantPageHead } from '../../-heads.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const RestaurantView: LazyPart = lazyPart(() => import('./-page.tsx').then((m) => m.RestaurantRoute));

/**
 * The restaurant page `/restaurants/{city}/{slug}` (spec 2.1, 2.3) and its book-now page (spec 2.2), as one
 * pathless layout: it loads the restaurant (404 when unknown or hidden), writes the head (both pages have the
 * page's canonical URL) and renders the body; its children (`_restaurant/`) add only what differs. Going from the
 * page to its book-now page and back keeps the body mounted: only the booking modal mounts and unmounts.
 */
export const Route = createFileRoute('/restaurants/$city/$slug/_restaurant')({
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      RestaurantView,
      import('../../-loaders.ts').then((m) => m.loadRestaurantPage(queryClient, params.city, params.slug)),
    ),
  head: ({ loaderData }) => restaurantPageHead(loaderData),
  component: () => (
    <>
      <RestaurantView />
      <Outlet />
    </>
  ),
});
