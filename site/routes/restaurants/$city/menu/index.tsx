import { cityMenuPath } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import { absoluteUrl, seoHead } from '../../../../lib/seo.ts';
import { cityName } from '../../-heads.ts';
import { loadCityMenus } from '../../-loaders.ts';
import { MenuListPage } from '../../-views.tsx';

/** `/restaurants/{city}/menu` (spec 2.1, the city page's child): the menus of the city's restaurants. */
export const Route = createFileRoute('/restaurants/$city/menu/')({
  loader: ({ context: { queryClient }, params }) => loadCityMenus(queryClient, params.city),
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const name = cityName(loaderData.restaurants, loaderData.city);
    return seoHead({
      title: `Our menus in ${name} | Fittizia Trattoria`,
      description: `Food and drink menus at Fittizia Trattoria in ${name}, with dietary and allergen information.`,
      canonical: absoluteUrl(loaderData.origin, cityMenuPath(loaderData.city)),
    });
  },
  component: CityMenusRoute,
});

function CityMenusRoute() {
  const { city, restaurants, menus } = Route.useLoaderData();
  const name = cityName(restaurants, city);
  return (
    <MenuListPage
      menus={menus}
      base={cityMenuPath(city)}
      title={`Our menus in ${name}`}
      back={{ href: `/restaurants/${city}`, label: `Restaurants in ${name}` }}
    />
  );
}
