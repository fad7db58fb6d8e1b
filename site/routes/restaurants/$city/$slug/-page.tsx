import { getRouteApi } from '@tanstack/react-router';
import { RestaurantPage } from '../../-restaurant-page.tsx';

const route = getRouteApi('/restaurants/$city/$slug/_restaurant');

/** The restaurant page's body, shared by the page and its book-now page (`_restaurant.tsx`). */
export function RestaurantRoute() {
  const { city, slug } = route.useParams();
  return <RestaurantPage city={city} slug={slug} data={route.useLoaderData()} />;
}
