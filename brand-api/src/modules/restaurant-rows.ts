import { type Restaurant, WEEKLY_HOURS_KEYS } from '@fittizia/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { menus, restaurantMenus, restaurants } from '../db/schema.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;
/** A restaurant on the wire, plus `menus` (the ids and names of the menus it links). */
export type RestaurantOut = Restaurant & { menus: { id: string; name: string }[] };

/** The wire form of a restaurant (spec 3). `milesValue` is never stored: geo search adds it. */
export function toRestaurant(row: RestaurantRow, linked: { id: string; name: string }[] = []): RestaurantOut {
  const hours = Object.fromEntries(WEEKLY_HOURS_KEYS.map((k) => [k, row.weeklyHours[k] ?? null]));
  return {
    storeId: row.storeId,
    bookATableWidgetId: row.bookATableWidgetId,
    title: row.title,
    city: row.citySlug,
    slug: row.slug,
    ...(row.phoneNumber ? { phoneNumber: row.phoneNumber } : {}),
    ...(row.addressLine1 ? { addressLine1: row.addressLine1 } : {}),
    addressLine2: row.addressLine2,
    ...(row.addressCity ? { addressCity: row.addressCity } : {}),
    ...(row.postcode ? { postcode: row.postcode } : {}),
    addressLocation: { lat: row.lat, lon: row.lng },
    lat: row.lat,
    lng: row.lng,
    bookingProviderUrl: row.bookingProviderUrl,
    enableBookings: row.enableBookings,
    hideRestaurantDetailPage: row.hideRestaurantDetailPage,
    heroTiles: row.heroTiles as Restaurant['heroTiles'],
    clickCollect: row.clickCollect,
    ...hours,
    specialHours: row.specialHours as Restaurant['specialHours'],
    isHolidayPark: row.isHolidayPark,
    ...(row.about ? { about: row.about } : {}),
    ...(row.email ? { email: row.email } : {}),
    amenities: row.amenities,
    awards: row.awards,
    socialMediaItems: row.socialMediaItems as Restaurant['socialMediaItems'],
    ...(row.threeWordAddress ? { threeWordAddress: row.threeWordAddress } : {}),
    menus: linked,
  } as RestaurantOut;
}

/** The menus linked to each of the given restaurants, in their order. */
export async function linkedMenus(
  db: Db,
  storeIds: string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const out = new Map<string, { id: string; name: string }[]>();
  if (storeIds.length === 0) return out;
  const rows = await db
    .select({ storeId: restaurantMenus.storeId, id: menus.id, name: menus.name })
    .from(restaurantMenus)
    .innerJoin(menus, eq(menus.id, restaurantMenus.menuId))
    .where(inArray(restaurantMenus.storeId, storeIds))
    .orderBy(asc(restaurantMenus.storeId), asc(restaurantMenus.position));
  for (const r of rows) {
    const list = out.get(r.storeId) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.storeId, list);
  }
  return out;
}

/** Every restaurant, ordered by city and site, in wire form. */
export async function allRestaurants(db: Db): Promise<RestaurantOut[]> {
  const rows = await db.select().from(restaurants).orderBy(asc(restaurants.citySlug), asc(restaurants.slug));
  const links = await linkedMenus(
    db,
    rows.map((r) => r.storeId),
  );
  return rows.map((r) => toRestaurant(r, links.get(r.storeId)));
}
