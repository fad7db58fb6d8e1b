import { cityMenuPath } from '@fittizia/design-system';
import { getRouteApi } from '@tanstack/react-router';
import { cityName } from '../../-heads.ts';
import { MenuListPage } from '../../-views.tsx';

const route = getRouteApi('/restaurants/$city/menu/');

export function CityMenusRoute() {
  const { city, restaurants, menus } = route.useLoaderData();
  const name = cityName(restaurants, city);
  return (
    <MenuListPage
      menus={menus}
      base={cityMenuPath(city)}
      title={`Our menus in ${name}`}
      back={{ href: `/restaurants/${city}`, label: `Restaurants in ${name}` }}
    />
  );
}
