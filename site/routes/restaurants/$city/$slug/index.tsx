import { RestaurantDetails, restaurantMenuPath, restaurantPath } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { restaurantOffersQuery, restaurantQuery, settingsQuery } from '../../../../lib/queries.ts';
import { absoluteUrl, restaurantJsonLd, seoHead } from '../../../../lib/seo.ts';
import { loadOrigin, loadRestaurant } from '../../-shared.tsx';

/** Restaurant page `/restaurants/{city}/{slug}` (spec 2.1, 2.3); 404 when unknown or hidden. */
export const Route = createFileRoute('/restaurants/$city/$slug/')({
  loader: async ({ context: { queryClient }, params }) => {
    const [restaurant, origin] = await Promise.all([
      loadRestaurant(queryClient, params.city, params.slug),
      loadOrigin(queryClient),
    ]);
    // Offers never block the page (spec 9: GET_RESTAURANT_OFFERS): a failure shows none.
    const offers = await queryClient
      .ensureQueryData(restaurantOffersQuery(restaurant.storeId))
      .then((answer) => answer.data)
      .catch(() => []);
    return { restaurant, offers, origin, now: new Date().toISOString() };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const { restaurant: r, origin, now } = loaderData;
    const url = absoluteUrl(origin, restaurantPath(r));
    const firstMenu = r.menus?.[0];
    return seoHead({
      title: `${r.title} | Italian restaurant in ${r.addressCity ?? r.city}`,
      description:
        r.about ??
        `${r.title}: opening hours, menus, offers and table bookings at ${[r.addressLine1, r.addressCity].filter(Boolean).join(', ')}.`,
      canonical: url,
      jsonLd: restaurantJsonLd(r, {
        url,
        menuUrl: firstMenu ? absoluteUrl(origin, restaurantMenuPath(r)) : undefined,
        now: new Date(now),
      }),
    });
  },
  component: RestaurantRoute,
});

function RestaurantRoute() {
  const { city, slug } = Route.useParams();
  const { now, offers } = Route.useLoaderData();
  const { data: restaurant } = useSuspenseQuery(restaurantQuery(city, slug));
  const { data: settings } = useSuspenseQuery(settingsQuery());
  return (
    <RestaurantDetails
      restaurant={restaurant}
      offers={offers}
      now={new Date(now)}
      bookNowText={settings.book_now_text}
    />
  );
}
