import { cityMenuPath } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../../../lib/lazy-part.tsx';
import { absoluteUrl, seoHead } from '../../../../lib/seo.ts';
import { cityName } from '../../-heads.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const CityMenusView: LazyPart = lazyPart(() => import('./-index-page.tsx').then((m) => m.CityMenusRoute));

/** `/restaurants/{city}/menu` (spec 2.1, the city page's child): the menus of the city's restaurants. */
export const Route = createFileRoute('/restaurants/$city/menu/')({
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      CityMenusView,
      import('../../-loaders.ts').then((m) => m.loadCityMenus(queryClient, params.city)),
    ),
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const name = cityName(loaderData.restaurants, loaderData.city);
    return seoHead({
      title: `Our menus in ${name} | Fittizia Trattoria`,
      description: `Food and drink menus at Fittizia Trattoria in ${name}, with dietary and allergen information.`,
      canonical: absoluteUrl(loaderData.origin, cityMenuPath(loaderData.city)),
    });
  },
  component: () => <CityMenusView />,
});
