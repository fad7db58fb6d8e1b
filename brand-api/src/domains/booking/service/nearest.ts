import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { haversineMiles } from '../../../shared/distance.ts';
import { bookableRestaurantLocations } from '../../restaurants/index.ts';
import { bookingSettings } from '../tables.ts';
import type { RestaurantRow } from './engine.ts';

/**
 * The nearest other restaurant that takes bookings online and is not at a holiday park (spec 7.2:
 * the availability call covers the chosen restaurant plus that one), with its distance in miles.
 */
export async function nearestBookable(
  db: Db,
  from: RestaurantRow,
): Promise<{ storeId: string; miles: number } | undefined> {
  const places = await bookableRestaurantLocations(db, from.storeId);
  if (places.length === 0) return undefined;
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
  const rows = places.filter((p) => bookable.has(p.storeId));
  let best: { storeId: string; miles: number } | undefined;
  for (const r of rows) {
    const miles = haversineMiles({ lat: from.lat, lng: from.lng }, { lat: r.lat, lng: r.lng });
    if (!best || miles < best.miles) best = { storeId: r.storeId, miles };
  }
  return best && { storeId: best.storeId, miles: Math.round(best.miles * 10) / 10 };
}
