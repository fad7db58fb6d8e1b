import type { Menu } from '@fittizia/contract';
import { restaurantPath } from '@fittizia/design-system';
import { absoluteUrl, seoHead } from '../../lib/seo.ts';
import type { RestaurantPageData, RestaurantWithMenus } from './-loaders.ts';

/* Route heads (titles, descriptions, canonical URLs) of the city and menu pages: in every first load. */

/** The town as shown ('Newcastle upon Tyne'), from the restaurants' address, else the slug. */
export const cityName = (restaurants: RestaurantWithMenus[], city: string): string =>
  restaurants[0]?.addressCity ??
  city
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** Loader of a brand menu list page. */

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

/** Head of a restaurant page (with its hero picture's preload); its book-now page has the same canonical URL. */
export const restaurantPageHead = (loaderData: RestaurantPageData | undefined) => {
  if (!loaderData) return {};
  const { restaurant: r, origin, heroPreloads } = loaderData;
  const head = seoHead({
    title: `${r.title} | Italian restaurant in ${r.addressCity ?? r.city}`,
    description:
      r.about ??
      `${r.title}: opening hours, menus, offers and table bookings at ${[r.addressLine1, r.addressCity].filter(Boolean).join(', ')}.`,
    canonical: absoluteUrl(origin, restaurantPath(r)),
  });
  // The hero picture is the page's largest paint: fetched at high priority before the body is parsed.
  return { ...head, links: [...head.links, ...heroPreloads] };
};
