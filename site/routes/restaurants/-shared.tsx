import {
  BrandApiError,
  isIdParam,
  isSlug,
  MENU_NOT_FOUND_MESSAGE,
  type Menu,
  type Restaurant,
} from '@fittizia/contract';
import {
  addressLines,
  Badge,
  bookingMode,
  Card,
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
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { notFound, useNavigate, useSearch } from '@tanstack/react-router';
import { allRestaurantsQuery, menuQuery, restaurantQuery, settingsQuery } from '../../lib/queries.ts';
import { absoluteUrl, menuJsonLd, seoHead, siteOrigin } from '../../lib/seo.ts';

/* Shared by the restaurant, city and menu routes (the leading '-' keeps this file out of the route tree). */

export type RestaurantWithMenus = Restaurant & { menus?: { id: string; name: string }[] };

/** The menu filters in the URL. */
export interface MenuSearch {
  diet?: string | undefined;
  allergens?: string | undefined;
  calories?: 'off' | undefined;
  q?: string | undefined;
}

const listValue = (v: unknown): string | undefined => {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number'))
    return v.map(String).join(',');
  return undefined;
};

/**
 * `?diet=vegan,gluten-free&allergens=milk,eggs&calories=off&q=pizza`. Repeated keys (the no-script GET form)
 * are accepted too; anything unreadable is dropped rather than failing the page. A plain function rather than a
 * zod schema: route search validation runs in the first-load bundle, where zod would add ~15-25 KB gzip.
 */
export function validateMenuSearch(raw: Record<string, unknown>): MenuSearch {
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).slice(0, 100) : undefined;
  return {
    diet: listValue(raw.diet),
    allergens: listValue(raw.allergens),
    calories: raw.calories === 'off' ? 'off' : undefined,
    q,
  };
}

const isMissing = (error: unknown) =>
  error instanceof BrandApiError && (error.status === 404 || error.status === 400);

/** The restaurant of `/restaurants/{city}/{slug}`, or the 404 page (unknown, or its detail page hidden). */
export async function loadRestaurant(
  queryClient: QueryClient,
  city: string,
  slug: string,
): Promise<RestaurantWithMenus> {
  // Plain checks, not the contract's zod schema: loaders run in the first-load bundle.
  if (!isSlug(city) || !isSlug(slug)) throw notFound();
  const params = { data: { city: city.trim().toLowerCase(), slug: slug.trim().toLowerCase() } };
  const restaurant = await queryClient
    .ensureQueryData(restaurantQuery(params.data.city, params.data.slug))
    .catch((error: unknown) => {
      if (isMissing(error)) throw notFound();
      throw error;
    });
  if (restaurant.hideRestaurantDetailPage) throw notFound();
  return restaurant;
}

/** A menu by id, or the 'Menu not found' 404. */
export async function loadMenu(queryClient: QueryClient, id: string): Promise<Menu> {
  if (!isIdParam(id)) throw notFound();
  return queryClient.ensureQueryData(menuQuery(id)).catch((error: unknown) => {
    if (isMissing(error)) throw notFound();
    throw error;
  });
}

/** The origin for canonical URLs (settings `site_url`). */
export async function loadOrigin(queryClient: QueryClient): Promise<string> {
  return siteOrigin(await queryClient.ensureQueryData(settingsQuery()));
}

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
    <MenuView
      menu={menu}
      menus={menus}
      filters={filters}
      onFiltersChange={onFiltersChange}
      hrefFor={(next) => `${path}${menuFiltersQueryString(next)}`}
      restaurantName={restaurantName}
      searchable={searchable}
    />
  );
}

/** Every menu any visible restaurant links, once each, in first-seen order. */
export function brandMenus(restaurants: RestaurantWithMenus[]): { id: string; name: string }[] {
  const seen = new Map<string, { id: string; name: string }>();
  for (const r of restaurants) {
    if (r.hideRestaurantDetailPage) continue;
    for (const m of r.menus ?? []) if (!seen.has(m.id)) seen.set(m.id, m);
  }
  return [...seen.values()];
}

/**
 * Every restaurant of a city, those with a detail page first. A restaurant that hides its detail page is still
 * listed (never linked): its city page is its only page, e.g. the Lakeside holiday park, where the legacy
 * redirects and the sitemap send visitors.
 */
export function cityRestaurants(restaurants: RestaurantWithMenus[], city: string): RestaurantWithMenus[] {
  const c = city.toLowerCase();
  const inCity = restaurants.filter((r) => r.city.toLowerCase() === c);
  return [
    ...inCity.filter((r) => !r.hideRestaurantDetailPage),
    ...inCity.filter((r) => r.hideRestaurantDetailPage),
  ];
}

/** The town as shown ('Newcastle upon Tyne'), from the restaurants' address, else the slug. */
export const cityName = (restaurants: RestaurantWithMenus[], city: string): string =>
  restaurants[0]?.addressCity ??
  city
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

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
    <section aria-labelledby="city-title" style={{ display: 'grid', gap: '1.5rem' }}>
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

/** The brand's menu list (`/menu`, `/our-menu`), each linking `{base}/{id}`. */
export function MenuListPage({ menus, base }: { menus: { id: string; name: string }[]; base: string }) {
  const A = useAnchor();
  return (
    <section aria-labelledby="menu-list-title" style={{ display: 'grid', gap: '1rem' }}>
      <Heading level="1" id="menu-list-title">
        Our menus
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
    </section>
  );
}

/** Loader of a brand menu list page. */
export async function loadMenuList(queryClient: QueryClient) {
  const [all, origin] = await Promise.all([
    queryClient.ensureQueryData(allRestaurantsQuery()),
    loadOrigin(queryClient),
  ]);
  return { menus: brandMenus(all.restaurants), origin };
}

/** Loader of a brand menu page (`/menu/{id}`, `/our-menu/{id}`). */
export async function loadBrandMenu(queryClient: QueryClient, id: string) {
  const [menu, list] = await Promise.all([loadMenu(queryClient, id), loadMenuList(queryClient)]);
  return { menu, ...list };
}

export const menuListHead = (origin: string, path: string) =>
  seoHead({
    title: 'Our menus | Fittizia Trattoria',
    description:
      'Pizza, pasta and Italian classics: every Fittizia Trattoria menu with dietary and allergen information.',
    canonical: absoluteUrl(origin, path),
  });

export const brandMenuHead = (origin: string, menu: Menu, path: string) => {
  const url = absoluteUrl(origin, path);
  return seoHead({
    title: `${menu.name} | Fittizia Trattoria`,
    description:
      menu.description ?? `The ${menu.name}, with prices, calories, dietary and allergen information.`,
    canonical: url,
    jsonLd: menuJsonLd(menu, { url }),
  });
};
