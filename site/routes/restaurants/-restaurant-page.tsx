import {
  type MapMarker,
  RestaurantDetails,
  RestaurantMap,
  restaurantCoordinates,
  restaurantMenuPath,
  restaurantPath,
} from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { JsonLd } from '../../components/JsonLd.tsx';
import * as layout from '../../components/SiteLayout.css.ts';
import { restaurantJsonLd } from '../../lib/json-ld.ts';
import { settingsQuery } from '../../lib/queries.ts';
import { restaurantQuery } from '../../lib/restaurant-queries.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import type { RestaurantPageData, RestaurantWithMenus } from './-loaders.ts';

/**
 * The restaurant page (spec 2.3), shared by `/restaurants/{city}/{slug}` and its book-now page (the same page with
 * the booking modal open). Imported only by those route components.
 */
export function RestaurantPage({
  city,
  slug,
  data,
}: {
  city: string;
  slug: string;
  data: RestaurantPageData;
}) {
  const { now, offers, origin, mapboxAccessToken } = data;
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
    <div className={layout.pageEnd}>
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
    </div>
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
