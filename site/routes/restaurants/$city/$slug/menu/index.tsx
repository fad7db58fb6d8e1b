import { restaurantMenuPath } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../../../../lib/lazy-part.tsx';
import { absoluteUrl, seoHead } from '../../../../../lib/seo.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const RestaurantMenusView: LazyPart = lazyPart(() =>
  import('./-index-page.tsx').then((m) => m.RestaurantMenusRoute),
);

/** `/restaurants/{city}/{slug}/menu`: the menus of one restaurant (the menu link of spec 2.2). */
export const Route = createFileRoute('/restaurants/$city/$slug/menu/')({
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      RestaurantMenusView,
      (async () => {
        const { loadOrigin, loadRestaurant } = await import('../../../-loaders.ts');
        const [restaurant, origin] = await Promise.all([
          loadRestaurant(queryClient, params.city, params.slug),
          loadOrigin(queryClient),
        ]);
        return { restaurant, origin };
      })(),
    ),
  head: ({ loaderData }) =>
    loaderData
      ? seoHead({
          title: `Menus | ${loaderData.restaurant.title}`,
          description: `Food and drink menus at ${loaderData.restaurant.title}, with dietary and allergen information.`,
          canonical: absoluteUrl(loaderData.origin, restaurantMenuPath(loaderData.restaurant)),
        })
      : {},
  component: () => <RestaurantMenusView />,
});
