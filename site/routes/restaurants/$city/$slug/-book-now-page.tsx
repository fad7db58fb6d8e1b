import { getRouteApi } from '@tanstack/react-router';
import { RestaurantPage } from '../../-restaurant-page.tsx';

const route = getRouteApi('/restaurants/$city/$slug/book-now');

export function RestaurantBookNowRoute() {
  const { city, slug } = route.useParams();
  return <RestaurantPage city={city} slug={slug} data={route.useLoaderData()} />;
}
