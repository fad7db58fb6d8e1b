import { cityMenuPath } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import { JsonLd } from '../../../../components/JsonLd.tsx';
import { menuJsonLd } from '../../../../lib/json-ld.ts';
import { absoluteUrl, seoHead } from '../../../../lib/seo.ts';
import { cityName } from '../../-heads.ts';
import { loadCityMenu } from '../../-loaders.ts';
import { validateMenuSearch } from '../../-search.ts';
import { MenuNotFound, MenuRoutePage } from '../../-views.tsx';

/**
 * A menu in the context of a city `/restaurants/{city}/menu/{id}` (spec 2.1): one the city's restaurants link,
 * with the other menus of the city to switch to; 'Menu not found' 404 otherwise.
 */
export const Route = createFileRoute('/restaurants/$city/menu/$id')({
  validateSearch: validateMenuSearch,
  loader: ({ context: { queryClient }, params }) => loadCityMenu(queryClient, params.city, params.id),
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
  notFoundComponent: MenuNotFound,
  component: CityMenuRoute,
});

function CityMenuRoute() {
  const { menu, menus, city, restaurants, origin } = Route.useLoaderData();
  return (
    <>
      <JsonLd data={menuJsonLd(menu, { url: absoluteUrl(origin, cityMenuPath(city, menu.id)) })} />
      <MenuRoutePage
        menuId={menu.id}
        menus={menus.map((m) => ({ ...m, href: cityMenuPath(city, m.id) }))}
        path={cityMenuPath(city, menu.id)}
        restaurantName={`Fittizia Trattoria in ${cityName(restaurants, city)}`}
      />
    </>
  );
}
