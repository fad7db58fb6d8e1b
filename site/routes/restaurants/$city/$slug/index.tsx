import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../../../lib/lazy-part.tsx';
import { restaurantPageHead } from '../../-heads.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const RestaurantView: LazyPart = lazyPart(() => import('./-index-page.tsx').then((m) => m.RestaurantRoute));

/** Restaurant page `/restaurants/{city}/{slug}` (spec 2.1, 2.3); 404 when unknown or hidden. */
export const Route = createFileRoute('/restaurants/$city/$slug/')({
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      RestaurantView,
      import('../../-loaders.ts').then((m) => m.loadRestaurantPage(queryClient, params.city, params.slug)),
    ),
  head: ({ loaderData }) => restaurantPageHead(loaderData),
  component: () => <RestaurantView />,
});
