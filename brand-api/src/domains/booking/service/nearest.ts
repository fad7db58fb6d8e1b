import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { haversineMiles } from '../../../shared/distance.ts';
import { restaurants } from '../../restaurants/tables.ts';
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
  const rows = await db
    .select({ storeId: restaurants.storeId, lat: restaurants.lat, lng: restaurants.lng })
    .from(restaurants)
    .innerJoin(bookingSettings, eq(bookingSettings.storeId, restaurants.storeId))
    .where(
      and(
        ne(restaurants.storeId, from.storeId),
        eq(restaurants.isHolidayPark, false),
        eq(restaurants.enableBookings, true),
        isNull(restaurants.bookingProviderUrl),
        eq(bookingSettings.mode, 'online'),
        sql`EXISTS (SELECT 1 FROM dining_tables t WHERE t.store_id = ${restaurants.storeId} AND t.active)`,
      ),
    );
  let best: { storeId: string; miles: number } | undefined;
  for (const r of rows) {
    const miles = haversineMiles({ lat: from.lat, lng: from.lng }, { lat: r.lat, lng: r.lng });
    if (!best || miles < best.miles) best = { storeId: r.storeId, miles };
  }
  return best && { storeId: best.storeId, miles: Math.round(best.miles * 10) / 10 };
}
