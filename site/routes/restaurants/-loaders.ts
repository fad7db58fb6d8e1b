import { BrandApiError, isIdParam, isSlug, type Menu, type Restaurant } from '@fittizia/contract';
import { restaurantHeroPreloads } from '@fittizia/design-system';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { getBrandClient } from '../../lib/brand-client.ts';
import { renderNow } from '../../lib/clock.ts';
import { mapConfigQuery, settingsQuery } from '../../lib/queries.ts';
import { menuQuery, restaurantOffersQuery, restaurantQuery } from '../../lib/restaurant-queries.ts';
import { siteOrigin } from '../../lib/seo.ts';

/*
 * Loaders shared by the restaurant, city and menu routes. A route's loader imports this file when it runs
 * (`import('../-loaders.ts')`): the route's own chunk is fetched as its page hydrates, and what it imports
 * statically would be in that page's first load (docs/performance.md). Route search
 * validation (-search.ts) and heads (-heads.ts) are in every page's first load, so they are apart and small;
 * the views are in -views.tsx. The leading '-' keeps these files out of the route tree.
 */

export type RestaurantWithMenus = Restaurant & { menus?: { id: string; name: string }[] };

const isMissing = (error: unknown) =>
  error instanceof BrandApiError && (error.status === 404 || error.status === 400);

/** The restaurant of `/restaurants/{city}/{slug}`, or the 404 page (unknown, or its detail page hidden). */
export async function loadRestaurant(
  queryClient: QueryClient,
  city: string,
  slug: string,
): Promise<RestaurantWithMenus> {
  // Plain checks, not the contract's zod schema: loaders run in the first-load bundle.
  if (!isSlug(city) || !isSlug(slug)) throw notFound();
  const params = { data: { city: city.trim().toLowerCase(), slug: slug.trim().toLowerCase() } };
  const restaurant = await queryClient
    .ensureQueryData(restaurantQuery(params.data.city, params.data.slug))
    .catch((error: unknown) => {
      if (isMissing(error)) throw notFound();
      throw error;
    });
  if (restaurant.hideRestaurantDetailPage) throw notFound();
  return restaurant;
}

/** A menu by id, or the 'Menu not found' 404. */
export async function loadMenu(queryClient: QueryClient, id: string): Promise<Menu> {
  if (!isIdParam(id)) throw notFound();
  return queryClient.ensureQueryData(menuQuery(id)).catch((error: unknown) => {
    if (isMissing(error)) throw notFound();
    throw error;
  });
}

/** The origin for canonical URLs (settings `site_url`). */
export async function loadOrigin(queryClient: QueryClient): Promise<string> {
  return siteOrigin(await queryClient.ensureQueryData(settingsQuery()));
}

/** Every menu any visible restaurant links, once each, in first-seen order. */
export function brandMenus(restaurants: RestaurantWithMenus[]): { id: string; name: string }[] {
  const seen = new Map<string, { id: string; name: string }>();
  for (const r of restaurants) {
    if (r.hideRestaurantDetailPage) continue;
    for (const m of r.menus ?? []) if (!seen.has(m.id)) seen.set(m.id, m);
  }
  return [...seen.values()];
}

/**
 * Every restaurant of a city, those with a detail page first. A restaurant that hides its detail page is still
 * listed (never linked): its city page is its only page, e.g. the Lakeside holiday park, where the legacy
 * redirects and the sitemap send visitors.
 */
export function cityRestaurants(restaurants: RestaurantWithMenus[], city: string): RestaurantWithMenus[] {
  const c = city.toLowerCase();
  const inCity = restaurants.filter((r) => r.city.toLowerCase() === c);
  return [
    ...inCity.filter((r) => !r.hideRestaurantDetailPage),
    ...inCity.filter((r) => r.hideRestaurantDetailPage),
  ];
}

/**
 * A city's restaurants (`cityRestaurants`) as their own query, so the city page carries only them for hydration,
 * not the whole list (about 80 restaurants with their hours and special dates: the page's HTML was about
 * 350 KB, and on a phone its download held the largest paint back). The list itself is cached on the server.
 */
export const cityRestaurantsQuery = (city: string) =>
  queryOptions({
    queryKey: ['city-restaurants', city.toLowerCase()],
    queryFn: async (): Promise<RestaurantWithMenus[]> =>
      cityRestaurants((await (await getBrandClient()).call('searchRestaurants')).restaurants, city),
    staleTime: 10 * 60 * 1000,
  });

/** The city page's data: its restaurants (the 404 page when it has none), the origin and the render time. */
export async function loadCity(queryClient: QueryClient, city: string) {
  const [restaurants, origin, now] = await Promise.all([
    queryClient.ensureQueryData(cityRestaurantsQuery(city)),
    loadOrigin(queryClient),
    renderNow(),
  ]);
  if (restaurants.length === 0) throw notFound();
  return { restaurants, origin, now: now.toISOString() };
}

/** Every menu the given restaurants link (hidden pages too: the menu itself is public), once each. */
export function linkedMenus(restaurants: RestaurantWithMenus[]): { id: string; name: string }[] {
  const seen = new Map<string, { id: string; name: string }>();
  for (const r of restaurants) for (const m of r.menus ?? []) if (!seen.has(m.id)) seen.set(m.id, m);
  return [...seen.values()];
}

/** The menus of a city (`/restaurants/{city}/menu`): those its restaurants link; 404 for a city without any. */
export async function loadCityMenus(queryClient: QueryClient, city: string) {
  if (!isSlug(city)) throw notFound();
  // The city's restaurants only (as the city page): the whole list would travel in the page for hydration.
  const [restaurants, origin] = await Promise.all([
    queryClient.ensureQueryData(cityRestaurantsQuery(city)),
    loadOrigin(queryClient),
  ]);
  if (restaurants.length === 0) throw notFound();
  return { city: city.toLowerCase(), restaurants, menus: linkedMenus(restaurants), origin };
}

/** A menu in the context of a city (`/restaurants/{city}/menu/{id}`): one of the city's restaurants must link it. */
export async function loadCityMenu(queryClient: QueryClient, city: string, id: string) {
  const context = await loadCityMenus(queryClient, city);
  if (!context.menus.some((m) => m.id.toLowerCase() === id.toLowerCase())) throw notFound();
  return { ...context, menu: await loadMenu(queryClient, id) };
}

/**
 * The brand's menus (those its restaurants link), as a query of their own: only the list of menus travels in the
 * page for hydration, not the restaurant list it is worked out from.
 */
export const brandMenusQuery = () =>
  queryOptions({
    queryKey: ['brand-menus'],
    queryFn: async () => brandMenus((await (await getBrandClient()).call('searchRestaurants')).restaurants),
    staleTime: 10 * 60 * 1000,
  });

export async function loadMenuList(queryClient: QueryClient) {
  const [menus, origin] = await Promise.all([
    queryClient.ensureQueryData(brandMenusQuery()),
    loadOrigin(queryClient),
  ]);
  return { menus, origin };
}

/** Loader of a brand menu page (`/menu/{id}`, `/our-menu/{id}`). */
export async function loadBrandMenu(queryClient: QueryClient, id: string) {
  const [menu, list] = await Promise.all([loadMenu(queryClient, id), loadMenuList(queryClient)]);
  return { menu, ...list };
}

/** Loader of a restaurant page (and of its book-now page): the restaurant, its offers, the map token. */
export async function loadRestaurantPage(queryClient: QueryClient, city: string, slug: string) {
  const [restaurant, origin, map, now] = await Promise.all([
    loadRestaurant(queryClient, city, slug),
    loadOrigin(queryClient),
    queryClient.ensureQueryData(mapConfigQuery()),
    renderNow(),
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
    now: now.toISOString(),
    mapboxAccessToken: map.mapboxAccessToken,
    // The hero picture's preload links, for the route's head: the page's largest paint, fetched before the body
    // is parsed. Worked out on the server only: in a client-side navigation the picture is asked for as the page
    // renders, with nothing to win, and the tile reading this needs stays out of every first load.
    heroPreloads: import.meta.env.SSR ? restaurantHeroPreloads(restaurant) : [],
  };
}
export type RestaurantPageData = Awaited<ReturnType<typeof loadRestaurantPage>>;
