import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../lib/lazy-part.tsx';
import type { BrandMenuListProps } from './-brand-menu-pages.tsx';
import { menuListHead } from './restaurants/-heads.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const MenuListView: LazyPart<BrandMenuListProps> = lazyPart(() =>
  import('./-brand-menu-pages.tsx').then((m) => m.BrandMenuListPage),
);

/** Menu list `/our-menu` (spec 2.1). */
export const Route = createFileRoute('/our-menu/')({
  loader: ({ context }) =>
    withPart(
      MenuListView,
      import('./restaurants/-loaders.ts').then((m) => m.loadMenuList(context.queryClient)),
    ),
  head: ({ loaderData }) => (loaderData ? menuListHead(loaderData.origin, '/our-menu') : {}),
  component: function MenuListRoute() {
    return <MenuListView base="/our-menu" data={Route.useLoaderData()} />;
  },
});
