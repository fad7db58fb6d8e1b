import { getRouteApi } from '@tanstack/react-router';
import { CityPage } from '../-city-views.tsx';

const route = getRouteApi('/restaurants/$city/');

export function CityRoute() {
  const { restaurants, now } = route.useLoaderData();
  const { city } = route.useParams();
  return <CityPage restaurants={restaurants} city={city} now={new Date(now)} />;
}
