import { type Restaurant, WEEKLY_HOURS_KEYS } from '@fittizia/contract';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { toOutcode } from 'postcode';
import type { Db } from '../../../shared/database.ts';
import { geoOutcodes, menus, restaurantMenus, restaurants } from '../tables.ts';
import { type ClosurePeriod, closureSpecialHours, liveClosures } from './closures.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;
/** A restaurant on the wire, plus `menus` (the ids and names of the menus it links). */
export type RestaurantOut = Restaurant & { menus: { id: string; name: string }[] };

/**
 * The wire form of a restaurant (spec 3). `milesValue` is never stored: geo search adds it. `country` is
 * not stored either: it is the shipped geodata's country of the postcode's outcode (`countriesOf`). Its closures
 * not yet over are special hours after its own (`closures.ts`).
 */
export function toRestaurant(
  row: RestaurantRow,
  linked: { id: string; name: string }[] = [],
  country?: string,
  closures: readonly ClosurePeriod[] = [],
): RestaurantOut {
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
    ...(country ? { country } : {}),
    addressLocation: { lat: row.lat, lon: row.lng },
    lat: row.lat,
    lng: row.lng,
    bookingProviderUrl: row.bookingProviderUrl,
    enableBookings: row.enableBookings,
    hideRestaurantDetailPage: row.hideRestaurantDetailPage,
    heroTiles: row.heroTiles as Restaurant['heroTiles'],
    clickCollect: row.clickCollect,
    ...hours,
    specialHours: [
      ...(row.specialHours as NonNullable<Restaurant['specialHours']>),
      ...closureSpecialHours({ ...row.weeklyHours, specialHours: row.specialHours }, closures),
    ],
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

/** The outcode of a stored postcode ("SY23 1AB" -> "SY23"), or undefined when it is not a postcode. */
export const outcodeOf = (postcode: string | null) =>
  postcode ? (toOutcode(postcode) ?? undefined) : undefined;

/**
 * The country of each restaurant (by store id) from the geodata the brand API ships (`geo_outcodes`):
 * England, Scotland, Wales, Northern Ireland, Jersey, Guernsey or Isle of Man. A restaurant whose postcode's
 * outcode the geodata does not know has no entry.
 */
export async function countriesOf(db: Db, rows: Pick<RestaurantRow, 'storeId' | 'postcode'>[]) {
  const byStore = new Map(rows.map((r) => [r.storeId, outcodeOf(r.postcode)]));
  const wanted = [...new Set([...byStore.values()].filter((o): o is string => Boolean(o)))];
  const found =
    wanted.length === 0
      ? []
      : await db
          .select({ outcode: geoOutcodes.outcode, country: geoOutcodes.country })
          .from(geoOutcodes)
          .where(inArray(geoOutcodes.outcode, wanted));
  const country = new Map(found.map((o) => [o.outcode, o.country]));
  const out = new Map<string, string>();
  for (const [storeId, outcode] of byStore) {
    const c = outcode ? country.get(outcode) : undefined;
    if (c) out.set(storeId, c);
  }
  return out;
}

/** The given rows in wire form, each with its linked menus, its country and its closures not over at `now`. */
export async function restaurantsOut(
  db: Db,
  rows: RestaurantRow[],
  now: Date = new Date(),
): Promise<RestaurantOut[]> {
  const storeIds = rows.map((r) => r.storeId);
  const [links, countries, closures] = await Promise.all([
    linkedMenus(db, storeIds),
    countriesOf(db, rows),
    liveClosures(db, storeIds, now),
  ]);
  return rows.map((r) =>
    toRestaurant(r, links.get(r.storeId), countries.get(r.storeId), closures.get(r.storeId)),
  );
}

/** Every restaurant, ordered by city and site, in wire form (closures as at `now`). */
export async function allRestaurants(db: Db, now: Date = new Date()): Promise<RestaurantOut[]> {
  const rows = await db.select().from(restaurants).orderBy(asc(restaurants.citySlug), asc(restaurants.slug));
  return restaurantsOut(db, rows, now);
}

/** The restaurant with this store id, or undefined. */
export async function findRestaurant(db: Db, storeId: string): Promise<RestaurantRow | undefined> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.storeId, storeId)).limit(1);
  return row;
}

/** Whether a restaurant with this store id exists. */
export async function restaurantExists(db: Db, storeId: string): Promise<boolean> {
  const [row] = await db
    .select({ storeId: restaurants.storeId })
    .from(restaurants)
    .where(eq(restaurants.storeId, storeId))
    .limit(1);
  return row !== undefined;
}

/** Every restaurant's store id, title and city, by title (the contact form's choice of restaurant). */
export function restaurantChoices(db: Db): Promise<{ storeId: string; title: string; city: string }[]> {
  return db
    .select({ storeId: restaurants.storeId, title: restaurants.title, city: restaurants.citySlug })
    .from(restaurants)
    .orderBy(asc(restaurants.title));
}

/**
 * Where the other restaurants that take bookings here (bookings on, no outside provider, not at a holiday park)
 * are; the booking domain keeps those it can book online.
 */
export function bookableRestaurantLocations(
  db: Db,
  exceptStoreId: string,
): Promise<{ storeId: string; lat: number; lng: number }[]> {
  return db
    .select({ storeId: restaurants.storeId, lat: restaurants.lat, lng: restaurants.lng })
    .from(restaurants)
    .where(
      and(
        ne(restaurants.storeId, exceptStoreId),
        eq(restaurants.isHolidayPark, false),
        eq(restaurants.enableBookings, true),
        isNull(restaurants.bookingProviderUrl),
      ),
    );
}

/**
 * Where each restaurant the finder lists is (a restaurant that hides its detail page is left out), with what decides
 * how it takes bookings; `alsoStoreId` is read whatever it hides (the restaurant a search is made from).
 */
export function listedRestaurantLocations(db: Db, alsoStoreId?: string) {
  return db
    .select({
      storeId: restaurants.storeId,
      title: restaurants.title,
      lat: restaurants.lat,
      lng: restaurants.lng,
      phoneNumber: restaurants.phoneNumber,
      isHolidayPark: restaurants.isHolidayPark,
      enableBookings: restaurants.enableBookings,
      bookingProviderUrl: restaurants.bookingProviderUrl,
    })
    .from(restaurants)
    .where(
      alsoStoreId === undefined
        ? eq(restaurants.hideRestaurantDetailPage, false)
        : or(eq(restaurants.hideRestaurantDetailPage, false), eq(restaurants.storeId, alsoStoreId)),
    );
}
