import { cityMenuPath } from '@fittizia/design-system';
import { getRouteApi } from '@tanstack/react-router';
import { JsonLd } from '../../../../components/JsonLd.tsx';
import { menuJsonLd } from '../../../../lib/json-ld.ts';
import { absoluteUrl } from '../../../../lib/seo.ts';
import { cityName } from '../../-heads.ts';
import { MenuRoutePage } from '../../-views.tsx';

const route = getRouteApi('/restaurants/$city/menu/$id');

export function CityMenuRoute() {
  const { menu, menus, city, restaurants, origin } = route.useLoaderData();
  return (
    <>
      <JsonLd data={menuJsonLd(menu, { url: absoluteUrl(origin, cityMenuPath(city, menu.id)) })} />
      <MenuRoutePage
        menuId={menu.id}
        menus={menus.map((m) => ({ ...m, href: cityMenuPath(city, m.id) }))}
        path={cityMenuPath(city, menu.id)}
        restaurantName={`Fittizia Trattoria in ${cityName(restaurants, city)}`}
      />
    </>
  );
}
