import { type GeoResult, INVALID_SEARCH_QUERY_MESSAGE, MENU_NOT_FOUND_MESSAGE } from '@fittizia/contract';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, HttpError, mount } from '../../shared/http.ts';
import { findLocations, nameOfPoint, nearestRestaurants } from './geo/lookup.ts';
import { sectionsAsServed } from './service/changes.ts';
import { allRestaurants, type RestaurantRow, restaurantsOut } from './service/restaurants.ts';
import { menus, restaurants } from './tables.ts';
export const RESTAURANT_NOT_FOUND_MESSAGE = 'Restaurant not found';

/** Restaurant and menu calls of spec 7.4 (a restaurant's closures as at `now`: special hours). */
export function restaurantsModule(
  app: Hono<AppEnv>,
  database: Database,
  { now = () => new Date() }: { now?: () => Date } = {},
): void {
  const { db } = database;
  const one = async (row: RestaurantRow | undefined, what: string) => {
    if (!row) throw new HttpError(404, `${RESTAURANT_NOT_FOUND_MESSAGE}: no restaurant with ${what}`);
    const [out] = await restaurantsOut(db, [row], now());
    return out as NonNullable<typeof out>;
  };

  // Every restaurant, hidden ones included: the site skips hideRestaurantDetailPage where the spec says.
  mount(app, database, 'searchRestaurants', async () => ({ restaurants: await allRestaurants(db, now()) }));

  mount(app, database, 'restaurantBySlugAndCity', async ({ params }) => {
    const [row] = await db
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.slug, params.slug), eq(restaurants.citySlug, params.city)))
      .limit(1);
    return one(row, `slug "${params.slug}" in city "${params.city}"`);
  });

  mount(app, database, 'restaurantBySlug', async ({ params }) => {
    const [row] = await db.select().from(restaurants).where(eq(restaurants.slug, params.slug)).limit(1);
    return one(row, `slug "${params.slug}"`);
  });

  mount(app, database, 'restaurantByStoreId', async ({ params }) => {
    const [row] = await db.select().from(restaurants).where(eq(restaurants.storeId, params.storeId)).limit(1);
    return one(row, `store id "${params.storeId}"`);
  });

  mount(app, database, 'menu', async ({ params }) => {
    const [row] = await db.select().from(menus).where(eq(menus.id, params.id.toLowerCase())).limit(1);
    if (!row) throw new HttpError(404, MENU_NOT_FOUND_MESSAGE);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.imageUrl ? { file: { url: row.imageUrl } } : null,
      // A dish an operator turned off is left out; a price an operator set replaces the menu's.
      sections: (await sectionsAsServed(db, row.sections, now())) as never,
      dietaryKey: row.dietaryKey as never,
      ...(row.calorieStatement ? { calorieStatement: row.calorieStatement } : {}),
    };
  });
}

/** Geo search of spec 7.8, from the offline UK geodata (the restaurants' closures as at `now`). */
export function geoModule(
  app: Hono<AppEnv>,
  database: Database,
  { now = () => new Date() }: { now?: () => Date } = {},
): void {
  const { db } = database;
  mount(app, database, 'geoSearch', async ({ params }) => {
    const found = await findLocations(db, params.query);
    if (!found) throw new HttpError(400, INVALID_SEARCH_QUERY_MESSAGE, { field: 'params.query' });
    const nearest = await nearestRestaurants(db, found, now());
    return found.map((f, i): GeoResult => ({ ...f, restaurants: nearest[i] ?? [] }));
  });

  mount(app, database, 'geoSearchByCoordinates', async ({ params }): Promise<GeoResult> => {
    const place = await nameOfPoint(db, { lat: params.lat, lng: params.lng });
    const [nearest = []] = await nearestRestaurants(db, [place], now());
    return { ...place, restaurants: nearest };
  });
}
