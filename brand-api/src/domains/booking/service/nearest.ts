import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { haversineMiles } from '../../../shared/distance.ts';
import { bookableRestaurantLocations } from '../../restaurants/index.ts';
import { bookingSettings } from '../tables.ts';
import type { RestaurantRow } from './engine.ts';

/**
 * The other restaurants that take bookings online and are not at a holiday park, nearest first, each with its
 * distance in miles (to a tenth), at most `limit` of those within `maxMiles`.
 */
export async function bookableNearby(
  db: Db,
  from: RestaurantRow,
  { limit = 1, maxMiles = Number.POSITIVE_INFINITY }: { limit?: number; maxMiles?: number } = {},
): Promise<{ storeId: string; miles: number }[]> {
  const places = await bookableRestaurantLocations(db, from.storeId);
  if (places.length === 0) return [];
  // Of those, the ones this domain books online: online mode and at least one active table.
  const online = await db
    .select({ storeId: bookingSettings.storeId })
    .from(bookingSettings)
    .where(
      and(
        inArray(
          bookingSettings.storeId,
          places.map((p) => p.storeId),
        ),
        eq(bookingSettings.mode, 'online'),
        sql`EXISTS (SELECT 1 FROM dining_tables t WHERE t.store_id = ${bookingSettings.storeId} AND t.active)`,
      ),
    );
  const bookable = new Set(online.map((o) => o.storeId));
  return places
    .filter((p) => bookable.has(p.storeId))
    .map((r) => ({ storeId: r.storeId, miles: haversineMiles({ lat: from.lat, lng: from.lng }, r) }))
    .filter((r) => r.miles <= maxMiles)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, limit)
    .map((r) => ({ storeId: r.storeId, miles: Math.round(r.miles * 10) / 10 }));
}

/**
 * The nearest other restaurant that takes bookings online and is not at a holiday park (spec 7.2:
 * the availability call covers the chosen restaurant plus that one), with its distance in miles.
 */
export async function nearestBookable(
  db: Db,
  from: RestaurantRow,
): Promise<{ storeId: string; miles: number } | undefined> {
  const [best] = await bookableNearby(db, from);
  return best;
}
