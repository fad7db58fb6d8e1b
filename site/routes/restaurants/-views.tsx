import {
  dietaryOptions,
  EMPTY_MENU_FILTERS,
  Heading,
  Link,
  type MenuFilterState,
  type MenuLink,
  MenuView,
  menuFiltersQueryString,
  menuFiltersToSearch,
  parseMenuFilters,
  useAnchor,
} from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as layout from '../../components/SiteLayout.css.ts';
import { useAddressAhead } from '../../lib/address-ahead.ts';
import { rehearse } from '../../lib/rehearsal.tsx';
import { menuQuery } from '../../lib/restaurant-queries.ts';
import type { MenuSearch } from './-search.ts';

/* The menu views shared by the restaurant, city and brand menu routes; imported only by route components (the city
   page's view is in -city-views.tsx, so a menu page does not load what only the city page uses). */

export interface MenuRoutePageProps {
  menuId: string;
  /** The menus to switch between. */
  menus: MenuLink[];
  /** This menu's path, without the query. */
  path: string;
  restaurantName?: string;
  searchable?: boolean;
}

/** A menu page: the menu with its filter state read from and written to the URL. */
export function MenuRoutePage({ menuId, menus, path, restaurantName, searchable }: MenuRoutePageProps) {
  const { data: menu } = useSuspenseQuery(menuQuery(menuId));
  const search = useSearch({ strict: false }) as MenuSearch;
  const navigate = useNavigate();
  // A filter is drawn in the press's own task; the address follows after that frame (address-ahead.ts).
  const [filters, drawAhead] = useAddressAhead(
    parseMenuFilters(search),
    menuFiltersQueryString,
    (next: MenuFilterState) => {
      void navigate({
        to: '.',
        search: menuFiltersToSearch(next) as never,
        replace: true,
        resetScroll: false,
      });
    },
  );
  // Drawn as the address will hold it (the search trimmed, the allergens in the guide's order), so that the
  // address catching up changes nothing on screen (a space typed at the end of the search stays in the box).
  const onFiltersChange = (next: MenuFilterState) => drawAhead(parseMenuFilters(menuFiltersToSearch(next)));
  // The likeliest first tap is a dietary filter: rehearsed once, unseen, when the page is idle (rehearsal.tsx).
  useEffect(() => {
    const diet = dietaryOptions(menu)[0];
    if (!diet) return;
    const view = (next: MenuFilterState) => (
      <MenuView
        menu={menu}
        menus={menus}
        filters={next}
        hrefFor={() => path}
        restaurantName={restaurantName}
      />
    );
    void rehearse({
      key: `menu:${menu.id}`,
      views: [view(EMPTY_MENU_FILTERS), view({ ...EMPTY_MENU_FILTERS, diet: [diet.slug] })],
    });
  }, [menu, menus, path, restaurantName]);
  return (
    <div className={layout.pageContent}>
      <MenuView
        menu={menu}
        menus={menus}
        filters={filters}
        onFiltersChange={onFiltersChange}
        hrefFor={(next) => `${path}${menuFiltersQueryString(next)}`}
        restaurantName={restaurantName}
        searchable={searchable}
      />
    </div>
  );
}

/**
 * A menu list, each menu linking `{base}/{id}` in the context it was reached from (spec 2.1): the brand's
 * (`/menu`, `/our-menu`) or a city's (`/restaurants/{city}/menu`).
 */
export function MenuListPage({
  menus,
  base,
  title = 'Our menus',
  back,
}: {
  menus: { id: string; name: string }[];
  base: string;
  title?: string;
  back?: { href: string; label: string };
}) {
  const A = useAnchor();
  return (
    <section aria-labelledby="menu-list-title" className={layout.pageContent}>
      <Heading level="1" id="menu-list-title">
        {title}
      </Heading>
      <p>Prices, calories, dietary and allergen information for every menu. Menus can vary by restaurant.</p>
      <ul>
        {menus.map((m) => (
          <li key={m.id}>
            <Link asChild>
              <A href={`${base}/${encodeURIComponent(m.id)}`}>{m.name}</A>
            </Link>
          </li>
        ))}
      </ul>
      {back ? (
        <p>
          <Link asChild variant="standalone">
            <A href={back.href}>{back.label}</A>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
