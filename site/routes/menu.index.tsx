import { createFileRoute } from '@tanstack/react-router';
import { menuListHead } from './restaurants/-heads.ts';
import { loadMenuList } from './restaurants/-loaders.ts';
import { MenuListPage } from './restaurants/-views.tsx';

/** Menu list `/menu` (spec 2.1). */
export const Route = createFileRoute('/menu/')({
  loader: ({ context }) => loadMenuList(context.queryClient),
  head: ({ loaderData }) => (loaderData ? menuListHead(loaderData.origin, '/menu') : {}),
  component: MenuListRoute,
});

function MenuListRoute() {
  const { menus } = Route.useLoaderData();
  return <MenuListPage menus={menus} base="/menu" />;
}
