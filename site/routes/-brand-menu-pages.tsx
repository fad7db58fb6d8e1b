import { JsonLd } from '../components/JsonLd.tsx';
import { menuJsonLd } from '../lib/json-ld.ts';
import { absoluteUrl } from '../lib/seo.ts';
import type { loadBrandMenu, loadMenuList } from './restaurants/-loaders.ts';
import { MenuListPage, MenuRoutePage } from './restaurants/-views.tsx';

/** The bodies of the brand's menu pages, at `/menu` and at its older address `/our-menu` (`base`). */
export interface BrandMenuProps {
  base: '/menu' | '/our-menu';
  data: Awaited<ReturnType<typeof loadBrandMenu>>;
}

export interface BrandMenuListProps {
  base: '/menu' | '/our-menu';
  data: Awaited<ReturnType<typeof loadMenuList>>;
}

/** A menu, with its JSON-LD and the other menus to switch to. */
export function BrandMenuPage({ base, data: { menu, menus, origin } }: BrandMenuProps) {
  return (
    <>
      <JsonLd data={menuJsonLd(menu, { url: absoluteUrl(origin, `${base}/${menu.id}`) })} />
      <MenuRoutePage
        menuId={menu.id}
        menus={menus.map((m) => ({ ...m, href: `${base}/${m.id}` }))}
        path={`${base}/${menu.id}`}
      />
    </>
  );
}

/** The list of the brand's menus. */
export function BrandMenuListPage({ base, data: { menus } }: BrandMenuListProps) {
  return <MenuListPage menus={menus} base={base} />;
}
