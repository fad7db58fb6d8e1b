import { Heading, Link, restaurantMenuPath, restaurantPath, useAnchor } from '@fittizia/design-system';
import { getRouteApi } from '@tanstack/react-router';

const route = getRouteApi('/restaurants/$city/$slug/menu/');

export function RestaurantMenusRoute() {
  const { restaurant } = route.useLoaderData();
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
