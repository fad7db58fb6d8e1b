import { restaurantMenuPath, restaurantPath } from '@fittizia/design-system';
import { getRouteApi } from '@tanstack/react-router';
import { JsonLd } from '../../../../../components/JsonLd.tsx';
import { menuJsonLd } from '../../../../../lib/json-ld.ts';
import { absoluteUrl } from '../../../../../lib/seo.ts';
import { MenuRoutePage } from '../../../-views.tsx';

const route = getRouteApi('/restaurants/$city/$slug/menu/$id');

export function RestaurantMenuRoute() {
  const { restaurant, menu, origin } = route.useLoaderData();
  const menus = (restaurant.menus ?? []).map((m) => ({
    id: m.id,
    name: m.name,
    href: restaurantMenuPath(restaurant, m.id),
  }));
  const jsonLd = {
    ...menuJsonLd(menu, { url: absoluteUrl(origin, restaurantMenuPath(restaurant, menu.id)) }),
    isPartOf: {
      '@type': 'Restaurant',
      name: restaurant.title,
      url: absoluteUrl(origin, restaurantPath(restaurant)),
    },
  };
  return (
    <>
      <JsonLd data={jsonLd} />
      <MenuRoutePage
        menuId={menu.id}
        menus={menus}
        path={restaurantMenuPath(restaurant, menu.id)}
        restaurantName={restaurant.title}
        searchable
      />
    </>
  );
}
