import { Heading, Link, restaurantMenuPath, restaurantPath, useAnchor } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import { absoluteUrl, seoHead } from '../../../../../lib/seo.ts';
import { loadOrigin, loadRestaurant } from '../../../-loaders.ts';

/** `/restaurants/{city}/{slug}/menu`: the menus of one restaurant (the menu link of spec 2.2). */
export const Route = createFileRoute('/restaurants/$city/$slug/menu/')({
  loader: async ({ context: { queryClient }, params }) => {
    const [restaurant, origin] = await Promise.all([
      loadRestaurant(queryClient, params.city, params.slug),
      loadOrigin(queryClient),
    ]);
    return { restaurant, origin };
  },
  head: ({ loaderData }) =>
    loaderData
      ? seoHead({
          title: `Menus | ${loaderData.restaurant.title}`,
          description: `Food and drink menus at ${loaderData.restaurant.title}, with dietary and allergen information.`,
          canonical: absoluteUrl(loaderData.origin, restaurantMenuPath(loaderData.restaurant)),
        })
      : {},
  component: RestaurantMenusRoute,
});

function RestaurantMenusRoute() {
  const { restaurant } = Route.useLoaderData();
  const A = useAnchor();
  return (
    <section aria-labelledby="menus-title" style={{ display: 'grid', gap: '1rem' }}>
      <Heading level="1" id="menus-title">
        Menus at {restaurant.title}
      </Heading>
      <ul>
        {(restaurant.menus ?? []).map((m) => (
          <li key={m.id}>
            <Link asChild>
              <A href={restaurantMenuPath(restaurant, m.id)}>{m.name}</A>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link asChild variant="standalone">
          <A href={restaurantPath(restaurant)}>Back to {restaurant.title}</A>
        </Link>
      </p>
    </section>
  );
}
