import { cityMenuPath } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../../../lib/lazy-part.tsx';
import { absoluteUrl, seoHead } from '../../../../lib/seo.ts';
import { cityName } from '../../-heads.ts';
import { MenuNotFoundView } from '../../-menu-not-found-view.ts';
import { validateMenuSearch } from '../../-search.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const CityMenuView: LazyPart = lazyPart(() => import('./-id-page.tsx').then((m) => m.CityMenuRoute));

/**
 * A menu in the context of a city `/restaurants/{city}/menu/{id}` (spec 2.1): one the city's restaurants link,
 * with the other menus of the city to switch to; 'Menu not found' 404 otherwise.
 */
export const Route = createFileRoute('/restaurants/$city/menu/$id')({
  validateSearch: validateMenuSearch,
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      CityMenuView,
      import('../../-loaders.ts').then((m) => m.loadCityMenu(queryClient, params.city, params.id)),
    ),
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: 'Menu not found' }] };
    const { menu, city, restaurants, origin } = loaderData;
    const name = cityName(restaurants, city);
    return seoHead({
      title: `${menu.name} | Fittizia Trattoria in ${name}`,
      description:
        menu.description ??
        `The ${menu.name} at Fittizia Trattoria in ${name}, with prices, calories, dietary and allergen information.`,
      canonical: absoluteUrl(origin, cityMenuPath(city, menu.id)),
    });
  },
  notFoundComponent: () => <MenuNotFoundView />,
  component: () => <CityMenuView />,
});
