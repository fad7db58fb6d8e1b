import { MENU_NOT_FOUND_MESSAGE } from '@fittizia/contract';
import {
  addressLines,
  Badge,
  bookingMode,
  Card,
  cityMenuPath,
  ErrorPage,
  Heading,
  Link,
  type MenuFilterState,
  type MenuLink,
  MenuView,
  menuFiltersQueryString,
  menuFiltersToSearch,
  OpeningStateText,
  parseMenuFilters,
  restaurantMenuPath,
  restaurantPath,
  telHref,
  useAnchor,
  visuallyHidden,
} from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import * as layout from '../../components/SiteLayout.css.ts';
import { menuQuery } from '../../lib/restaurant-queries.ts';
import { cityName } from './-heads.ts';
import type { RestaurantWithMenus } from './-loaders.ts';
import type { MenuSearch } from './-search.ts';

/* The views shared by the restaurant, city and menu routes; imported only by route components. */

export function MenuNotFound() {
  return <ErrorPage status={404} detail={MENU_NOT_FOUND_MESSAGE} />;
}

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
  const filters = parseMenuFilters(search);
  const onFiltersChange = (next: MenuFilterState) => {
    void navigate({
      to: '.',
      search: menuFiltersToSearch(next) as never,
      replace: true,
      resetScroll: false,
    });
  };
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

export function CityPage({
  restaurants,
  city,
  now,
  variant = 'grid',
}: {
  restaurants: RestaurantWithMenus[];
  city: string;
  now: Date;
  variant?: 'grid' | 'legacy';
}) {
  const A = useAnchor();
  const name = cityName(restaurants, city);
  return (
    <section aria-labelledby="city-title" className={layout.pageContent}>
      <Heading level="1" id="city-title">
        Restaurants in {name}
      </Heading>
      <p>
        {restaurants.length === 1
          ? `We have one restaurant in ${name}.`
          : `We have ${restaurants.length} restaurants in ${name}.`}{' '}
        <Link asChild>
          <A href="/find-us">Find another location</A>
        </Link>
      </p>
      <p>
        <Link asChild variant="standalone">
          <A href={cityMenuPath(city)}>Our menus in {name}</A>
        </Link>
      </p>
      <ul
        style={
          variant === 'grid'
            ? {
                display: 'grid',
                gap: '1rem',
                gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
                listStyle: 'none',
                padding: 0,
              }
            : { display: 'grid', gap: '0.5rem' }
        }
      >
        {restaurants.map((r) => {
          const booking = bookingMode(r);
          return (
            <li key={r.storeId} data-testid="city-restaurant">
              <Card bordered={variant === 'grid'} padding={variant === 'grid' ? undefined : 'none'}>
                <Heading level="2" size="4">
                  {r.hideRestaurantDetailPage ? (
                    r.title
                  ) : (
                    <Link asChild>
                      <A href={restaurantPath(r)}>{r.title}</A>
                    </Link>
                  )}
                </Heading>
                {r.isHolidayPark ? (
                  <p>
                    <Badge tone="warning">Holiday park</Badge>
                  </p>
                ) : null}
                <p>{addressLines(r).join(', ')}</p>
                <OpeningStateText restaurant={r} now={now} />
                {booking.kind === 'holiday-park' || booking.kind === 'disabled' ? (
                  <div data-booking-message={booking.kind}>
                    <p>{booking.message}</p>
                    {r.phoneNumber ? (
                      <p>
                        <Link href={telHref(r.phoneNumber)}>
                          Call {r.phoneNumber}
                          <span className={visuallyHidden}> ({r.title})</span>
                        </Link>
                      </p>
                    ) : null}
                  </div>
                ) : null}
                {variant === 'grid' ? (
                  <p>
                    <Link asChild>
                      <A href={restaurantMenuPath(r)}>
                        Menus<span className={visuallyHidden}> at {r.title}</span>
                      </A>
                    </Link>
                  </p>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
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
