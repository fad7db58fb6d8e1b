import { createFileRoute } from '@tanstack/react-router';
import { type Deferred, deferred, withPart } from '../lib/deferred.tsx';
import type { BrandMenuListProps } from './-brand-menu-pages.tsx';
import { menuListHead } from './restaurants/-heads.ts';
import { loadMenuList } from './restaurants/-loaders.ts';

/** The page's body, hydrated on first use (lib/deferred.tsx). */
const MenuListView: Deferred<BrandMenuListProps> = deferred(() =>
  import('./-brand-menu-pages.tsx').then((m) => m.BrandMenuListPage),
);

/** Menu list `/our-menu` (spec 2.1). */
export const Route = createFileRoute('/our-menu/')({
  loader: ({ context }) => withPart(MenuListView, loadMenuList(context.queryClient)),
  head: ({ loaderData }) => (loaderData ? menuListHead(loaderData.origin, '/our-menu') : {}),
  component: function MenuListRoute() {
    return <MenuListView base="/our-menu" data={Route.useLoaderData()} />;
  },
});
