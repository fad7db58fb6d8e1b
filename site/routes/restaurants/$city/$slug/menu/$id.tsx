import { restaurantMenuPath, restaurantPath } from '@fittizia/design-system';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { JsonLd } from '../../../../../components/JsonLd.tsx';
import { menuJsonLd } from '../../../../../lib/json-ld.ts';
import { absoluteUrl, seoHead } from '../../../../../lib/seo.ts';
import { loadMenu, loadOrigin, loadRestaurant } from '../../../-loaders.ts';
import { validateMenuSearch } from '../../../-search.ts';
import { MenuNotFound, MenuRoutePage } from '../../../-views.tsx';

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
    });
  },
  notFoundComponent: MenuNotFound,
  component: RestaurantMenuRoute,
});

function RestaurantMenuRoute() {
  const { restaurant, menu, origin } = Route.useLoaderData();
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
