import { BrandApiError, isIdParam, isSlug, type Menu, type Restaurant } from '@fittizia/contract';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { allRestaurantsQuery, menuQuery, restaurantQuery, settingsQuery } from '../../lib/queries.ts';
import { absoluteUrl, seoHead, siteOrigin } from '../../lib/seo.ts';

/*
 * Loaders, search validation and heads shared by the restaurant, city and menu routes. No components here:
 * route loaders and heads are in every page's first load, so what they import must stay small. The views
 * are in -views.tsx, which only the (lazily loaded) route components import. The leading '-' keeps both
 * files out of the route tree.
 */

export type RestaurantWithMenus = Restaurant & { menus?: { id: string; name: string }[] };

/** The menu filters in the URL. */
export interface MenuSearch {
  diet?: string | undefined;
  allergens?: string | undefined;
  calories?: 'off' | undefined;
  q?: string | undefined;
}

const listValue = (v: unknown): string | undefined => {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number'))
    return v.map(String).join(',');
  return undefined;
};

/**
 * `?diet=vegan,gluten-free&allergens=milk,eggs&calories=off&q=pizza`. Repeated keys (the no-script GET form)
 * are accepted too; anything unreadable is dropped rather than failing the page. A plain function rather than a
 * zod schema: route search validation runs in the first-load bundle, where zod would add ~15-25 KB gzip.
 */
export function validateMenuSearch(raw: Record<string, unknown>): MenuSearch {
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).slice(0, 100) : undefined;
  return {
    diet: listValue(raw.diet),
    allergens: listValue(raw.allergens),
    calories: raw.calories === 'off' ? 'off' : undefined,
    q,
  };
}

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

/** The town as shown ('Newcastle upon Tyne'), from the restaurants' address, else the slug. */
export const cityName = (restaurants: RestaurantWithMenus[], city: string): string =>
  restaurants[0]?.addressCity ??
  city
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** Loader of a brand menu list page. */
export async function loadMenuList(queryClient: QueryClient) {
  const [all, origin] = await Promise.all([
    queryClient.ensureQueryData(allRestaurantsQuery()),
    loadOrigin(queryClient),
  ]);
  return { menus: brandMenus(all.restaurants), origin };
}

/** Loader of a brand menu page (`/menu/{id}`, `/our-menu/{id}`). */
export async function loadBrandMenu(queryClient: QueryClient, id: string) {
  const [menu, list] = await Promise.all([loadMenu(queryClient, id), loadMenuList(queryClient)]);
  return { menu, ...list };
}

export const menuListHead = (origin: string, path: string) =>
  seoHead({
    title: 'Our menus | Fittizia Trattoria',
    description:
      'Pizza, pasta and Italian classics: every Fittizia Trattoria menu with dietary and allergen information.',
    canonical: absoluteUrl(origin, path),
  });

export const brandMenuHead = (origin: string, menu: Menu, path: string) => {
  const url = absoluteUrl(origin, path);
  return seoHead({
    title: `${menu.name} | Fittizia Trattoria`,
    description:
      menu.description ?? `The ${menu.name}, with prices, calories, dietary and allergen information.`,
    canonical: url,
  });
};
