import { createFileRoute } from '@tanstack/react-router';
import { restaurantPageHead } from '../../-heads.ts';
import { loadRestaurantPage } from '../../-loaders.ts';
import { RestaurantPage } from '../../-restaurant-page.tsx';

/**
 * `/restaurants/{city}/{slug}/book-now` (the restaurant page's book-now link, spec 2.2): the restaurant page with
 * the booking modal open for this restaurant (the root layout's BookingHost). Its canonical URL is the page's.
 */
export const Route = createFileRoute('/restaurants/$city/$slug/book-now')({
  loader: ({ context: { queryClient }, params }) => loadRestaurantPage(queryClient, params.city, params.slug),
  head: ({ loaderData }) => restaurantPageHead(loaderData),
  component: RestaurantBookNowRoute,
});

function RestaurantBookNowRoute() {
  const { city, slug } = Route.useParams();
  return <RestaurantPage city={city} slug={slug} data={Route.useLoaderData()} />;
}
