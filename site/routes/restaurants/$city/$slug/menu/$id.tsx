import { restaurantMenuPath } from '@fittizia/design-system';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../../../../lib/lazy-part.tsx';
import { absoluteUrl, seoHead } from '../../../../../lib/seo.ts';
import { MenuNotFoundView } from '../../../-menu-not-found-view.ts';
import { validateMenuSearch } from '../../../-search.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const RestaurantMenuView: LazyPart = lazyPart(() =>
  import('./-id-page.tsx').then((m) => m.RestaurantMenuRoute),
);

/** A restaurant's menu `/restaurants/{city}/{slug}/menu/{id}`: the menu must be one the restaurant links. */
export const Route = createFileRoute('/restaurants/$city/$slug/menu/$id')({
  validateSearch: validateMenuSearch,
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      RestaurantMenuView,
      (async () => {
        const { loadMenu, loadOrigin, loadRestaurant } = await import('../../../-loaders.ts');
        const [restaurant, origin] = await Promise.all([
          loadRestaurant(queryClient, params.city, params.slug),
          loadOrigin(queryClient),
        ]);
        const link = restaurant.menus?.find((m) => m.id.toLowerCase() === params.id.toLowerCase());
        if (restaurant.menus && !link) throw notFound();
        const menu = await loadMenu(queryClient, params.id);
        return { restaurant, menu, origin };
      })(),
    ),
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
  notFoundComponent: () => <MenuNotFoundView />,
  component: () => <RestaurantMenuView />,
});
