import { restaurantMenuPath, restaurantPath } from '@fittizia/design-system';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { absoluteUrl, menuJsonLd, seoHead } from '../../../../../lib/seo.ts';
import {
  loadMenu,
  loadOrigin,
  loadRestaurant,
  MenuNotFound,
  MenuRoutePage,
  validateMenuSearch,
} from '../../../-shared.tsx';

/** A restaurant's menu `/restaurants/{city}/{slug}/menu/{id}`: the menu must be one the restaurant links. */
export const Route = createFileRoute('/restaurants/$city/$slug/menu/$id')({
  validateSearch: validateMenuSearch,
  loader: async ({ context: { queryClient }, params }) => {
    const [restaurant, origin] = await Promise.all([
      loadRestaurant(queryClient, params.city, params.slug),
      loadOrigin(queryClient),
    ]);
    const link = restaurant.menus?.find((m) => m.id.toLowerCase() === params.id.toLowerCase());
    if (restaurant.menus && !link) throw notFound();
    const menu = await loadMenu(queryClient, params.id);
    return { restaurant, menu, origin };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: 'Menu not found' }] };
    const { restaurant: r, menu, origin } = loaderData;
    const url = absoluteUrl(origin, restaurantMenuPath(r, menu.id));
    return seoHead({
      title: `${menu.name} | ${r.title}`,
      description:
        menu.description ??
        `The ${menu.name} at ${r.title}, with prices, calories, dietary and allergen information.`,
      canonical: url,
      jsonLd: {
        ...menuJsonLd(menu, { url }),
        isPartOf: { '@type': 'Restaurant', name: r.title, url: absoluteUrl(origin, restaurantPath(r)) },
      },
    });
  },
  notFoundComponent: MenuNotFound,
  component: RestaurantMenuRoute,
});

function RestaurantMenuRoute() {
  const { restaurant, menu } = Route.useLoaderData();
  const menus = (restaurant.menus ?? []).map((m) => ({
    id: m.id,
    name: m.name,
    href: restaurantMenuPath(restaurant, m.id),
  }));
  return (
    <MenuRoutePage
      menuId={menu.id}
      menus={menus}
      path={restaurantMenuPath(restaurant, menu.id)}
      restaurantName={restaurant.title}
      searchable
    />
  );
}
