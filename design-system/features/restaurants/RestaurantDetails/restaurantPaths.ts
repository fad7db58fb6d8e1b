import type { Restaurant } from '@fittizia/contract';

/* The restaurant paths, apart from the other restaurant helpers: route heads (in every first load) use them. */

export type RestaurantRef = Pick<Restaurant, 'city' | 'slug'> &
  Partial<Pick<Restaurant, 'storeId' | 'hideRestaurantDetailPage'>>;

/** `/restaurants/{city}/{slug}`. */
export const restaurantPath = (r: Pick<Restaurant, 'city' | 'slug'>): string =>
  `/restaurants/${encodeURIComponent(r.city)}/${encodeURIComponent(r.slug)}`;

/** Book-now link of a restaurant page (spec 2.2). */
export const restaurantBookNowPath = (r: Pick<Restaurant, 'city' | 'slug'>): string =>
  `${restaurantPath(r)}/book-now`;

/**
 * Menu link for a restaurant (spec 2.2): `/restaurants/{city}/{slug}/menu`, or `/menu` when the restaurant
 * has no storeId or hides its detail page; with the menu id appended when given (spec 2.1).
 */
export function restaurantMenuPath(r: RestaurantRef, menuId?: string): string {
  const base = !r.storeId || r.hideRestaurantDetailPage ? '/menu' : `${restaurantPath(r)}/menu`;
  return menuId ? `${base}/${encodeURIComponent(menuId)}` : base;
}

/** The menus in the context of a city (spec 2.1, the city page's child `menu/{id?}`): `/restaurants/{city}/menu[/{id}]`. */
export function cityMenuPath(city: string, menuId?: string): string {
  const base = `/restaurants/${encodeURIComponent(city.toLowerCase())}/menu`;
  return menuId ? `${base}/${encodeURIComponent(menuId)}` : base;
}
