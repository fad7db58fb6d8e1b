import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../lib/lazy-part.tsx';
import type { BrandMenuProps } from './-brand-menu-pages.tsx';
import { brandMenuHead } from './restaurants/-heads.ts';
import { MenuNotFoundView } from './restaurants/-menu-not-found-view.ts';
import { validateMenuSearch } from './restaurants/-search.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const BrandMenuView: LazyPart<BrandMenuProps> = lazyPart(() =>
  import('./-brand-menu-pages.tsx').then((m) => m.BrandMenuPage),
);

/** A menu by id `/our-menu/{id}` (spec 2.1), with filters in the URL; 'Menu not found' 404. */
export const Route = createFileRoute('/our-menu/$id')({
  validateSearch: validateMenuSearch,
  loader: ({ context, params }) =>
    withPart(
      BrandMenuView,
      import('./restaurants/-loaders.ts').then((m) => m.loadBrandMenu(context.queryClient, params.id)),
    ),
  head: ({ loaderData }) =>
    loaderData
      ? brandMenuHead(loaderData.origin, loaderData.menu, `/our-menu/${loaderData.menu.id}`)
      : { meta: [{ title: 'Menu not found' }] },
  notFoundComponent: () => <MenuNotFoundView />,
  component: function BrandMenuRoute() {
    return <BrandMenuView base="/our-menu" data={Route.useLoaderData()} />;
  },
});
