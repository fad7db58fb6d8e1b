import { MENU_NOT_FOUND_MESSAGE } from '@fittizia/contract';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, HttpError, mount } from '../../shared/http.ts';
import { allRestaurants, type RestaurantRow, restaurantsOut } from './service.ts';
import { menus, restaurants } from './tables.ts';
export const RESTAURANT_NOT_FOUND_MESSAGE = 'Restaurant not found';

/** Restaurant and menu calls of spec 7.4. */
export function restaurantsModule(app: Hono<AppEnv>, database: Database): void {
  const { db } = database;
  const one = async (row: RestaurantRow | undefined, what: string) => {
    if (!row) throw new HttpError(404, `${RESTAURANT_NOT_FOUND_MESSAGE}: no restaurant with ${what}`);
    const [out] = await restaurantsOut(db, [row]);
    return out as NonNullable<typeof out>;
  };

  // Every restaurant, hidden ones included: the site skips hideRestaurantDetailPage where the spec says.
  mount(app, database, 'searchRestaurants', async () => ({ restaurants: await allRestaurants(db) }));

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
      sections: row.sections as never,
      dietaryKey: row.dietaryKey as never,
      ...(row.calorieStatement ? { calorieStatement: row.calorieStatement } : {}),
    };
  });
}
