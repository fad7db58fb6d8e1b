import { createFileRoute } from '@tanstack/react-router';
import { JsonLd } from '../components/JsonLd.tsx';
import { menuJsonLd } from '../lib/json-ld.ts';
import { absoluteUrl } from '../lib/seo.ts';
import { brandMenuHead } from './restaurants/-heads.ts';
import { loadBrandMenu } from './restaurants/-loaders.ts';
import { validateMenuSearch } from './restaurants/-search.ts';
import { MenuNotFound, MenuRoutePage } from './restaurants/-views.tsx';

/** A menu by id `/menu/{id}` (spec 2.1), with filters in the URL; 'Menu not found' 404. */
export const Route = createFileRoute('/menu/$id')({
  validateSearch: validateMenuSearch,
  loader: ({ context, params }) => loadBrandMenu(context.queryClient, params.id),
  head: ({ loaderData }) =>
    loaderData
      ? brandMenuHead(loaderData.origin, loaderData.menu, `/menu/${loaderData.menu.id}`)
      : { meta: [{ title: 'Menu not found' }] },
  notFoundComponent: MenuNotFound,
  component: BrandMenuRoute,
});

function BrandMenuRoute() {
  const { menu, menus, origin } = Route.useLoaderData();
  return (
    <>
      <JsonLd data={menuJsonLd(menu, { url: absoluteUrl(origin, `/menu/${menu.id}`) })} />
      <MenuRoutePage
        menuId={menu.id}
        menus={menus.map((m) => ({ ...m, href: `/menu/${m.id}` }))}
        path={`/menu/${menu.id}`}
      />
    </>
  );
}
