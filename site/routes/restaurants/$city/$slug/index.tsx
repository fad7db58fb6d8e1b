import {
  type MapMarker,
  RestaurantDetails,
  RestaurantMap,
  restaurantCoordinates,
  restaurantMenuPath,
  restaurantPath,
} from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { JsonLd } from '../../../../components/JsonLd.tsx';
import { restaurantJsonLd } from '../../../../lib/json-ld.ts';
import { mapConfigQuery, settingsQuery } from '../../../../lib/queries.ts';
import { restaurantOffersQuery, restaurantQuery } from '../../../../lib/restaurant-queries.ts';
import { absoluteUrl, seoHead } from '../../../../lib/seo.ts';
import { loadOrigin, loadRestaurant, type RestaurantWithMenus } from '../../-loaders.ts';

/** Restaurant page `/restaurants/{city}/{slug}` (spec 2.1, 2.3); 404 when unknown or hidden. */
export const Route = createFileRoute('/restaurants/$city/$slug/')({
  loader: async ({ context: { queryClient }, params }) => {
    const [restaurant, origin, map] = await Promise.all([
      loadRestaurant(queryClient, params.city, params.slug),
      loadOrigin(queryClient),
      queryClient.ensureQueryData(mapConfigQuery()),
    ]);
    // Offers never block the page (spec 9: GET_RESTAURANT_OFFERS): a failure shows none.
    const offers = await queryClient
      .ensureQueryData(restaurantOffersQuery(restaurant.storeId))
      .then((answer) => answer.data)
      .catch(() => []);
    return {
      restaurant,
      offers,
      origin,
      now: new Date().toISOString(),
      mapboxAccessToken: map.mapboxAccessToken,
    };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const { restaurant: r, origin } = loaderData;
    const url = absoluteUrl(origin, restaurantPath(r));
    return seoHead({
      title: `${r.title} | Italian restaurant in ${r.addressCity ?? r.city}`,
      description:
        r.about ??
        `${r.title}: opening hours, menus, offers and table bookings at ${[r.addressLine1, r.addressCity].filter(Boolean).join(', ')}.`,
      canonical: url,
    });
  },
  component: RestaurantRoute,
});

function RestaurantRoute() {
  const { city, slug } = Route.useParams();
  const { now, offers, origin, mapboxAccessToken } = Route.useLoaderData();
  const { data: restaurant } = useSuspenseQuery(restaurantQuery(city, slug));
  const { data: settings } = useSuspenseQuery(settingsQuery());
  const coords = restaurantCoordinates(restaurant);
  const url = absoluteUrl(origin, restaurantPath(restaurant));
  const jsonLd = restaurantJsonLd(restaurant, {
    url,
    menuUrl: restaurant.menus?.[0] ? absoluteUrl(origin, restaurantMenuPath(restaurant)) : undefined,
    now: new Date(now),
  });
  return (
    <>
      <JsonLd data={jsonLd} />
      <RestaurantDetails
        restaurant={restaurant}
        offers={offers}
        now={new Date(now)}
        bookNowText={settings.book_now_text}
        map={
          coords ? (
            <RestaurantPageMap
              restaurant={restaurant}
              lat={coords.lat}
              lng={coords.lng}
              accessToken={mapboxAccessToken ?? undefined}
            />
          ) : undefined
        }
      />
    </>
  );
}

/**
 * The restaurant's marker on the lazy map (spec 2.3 'map', spec 3 map marker). The map's module (and with a
 * Mapbox token, mapbox-gl) loads only when it scrolls into view; its box keeps its height meanwhile. The
 * page's 'Get directions' link, address and coordinates are the non-map alternative.
 */
function RestaurantPageMap({
  restaurant: r,
  lat,
  lng,
  accessToken,
}: {
  restaurant: RestaurantWithMenus;
  lat: number;
  lng: number;
  accessToken: string | undefined;
}) {
  const label = `${r.title}, ${[r.addressLine1, r.postcode].filter(Boolean).join(', ')}`;
  // Stable markers: the map refits whenever the list changes identity.
  const markers = useMemo<MapMarker[]>(
    () => [{ id: r.storeId, lat, lng, label }],
    [r.storeId, lat, lng, label],
  );
  return <RestaurantMap markers={markers} accessToken={accessToken} label={`Map of ${r.title}`} />;
}
