import { createFileRoute } from '@tanstack/react-router';
import { menuListHead } from './restaurants/-heads.ts';
import { loadMenuList } from './restaurants/-loaders.ts';
import { MenuListPage } from './restaurants/-views.tsx';

/** Menu list `/our-menu` (spec 2.1). */
export const Route = createFileRoute('/our-menu/')({
  loader: ({ context }) => loadMenuList(context.queryClient),
  head: ({ loaderData }) => (loaderData ? menuListHead(loaderData.origin, '/our-menu') : {}),
  component: MenuListRoute,
});

function MenuListRoute() {
  const { menus } = Route.useLoaderData();
  return <MenuListPage menus={menus} base="/our-menu" />;
}
