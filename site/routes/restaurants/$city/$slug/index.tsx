import { createFileRoute } from '@tanstack/react-router';
import { restaurantPageHead } from '../../-heads.ts';
import { loadRestaurantPage } from '../../-loaders.ts';
import { RestaurantPage } from '../../-restaurant-page.tsx';

/** Restaurant page `/restaurants/{city}/{slug}` (spec 2.1, 2.3); 404 when unknown or hidden. */
export const Route = createFileRoute('/restaurants/$city/$slug/')({
  loader: ({ context: { queryClient }, params }) => loadRestaurantPage(queryClient, params.city, params.slug),
  head: ({ loaderData }) => restaurantPageHead(loaderData),
  component: RestaurantRoute,
});

function RestaurantRoute() {
  const { city, slug } = Route.useParams();
  return <RestaurantPage city={city} slug={slug} data={Route.useLoaderData()} />;
}
