import { WEEKLY_HOURS_KEYS } from '@fittizia/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../shared/database.ts';
import { excludedSet } from '../../../shared/upsert.ts';
import { locator } from '../geo/data.ts';
import { menus, restaurantMenus, restaurants } from '../tables.ts';
import { DIETARY_KEY, SEED_MENUS } from './menus.ts';
import { buildRestaurants, type SeedRestaurant } from './restaurants.ts';

/** The restaurants as the seed writes them (deterministic; coordinates from the shipped geodata). */
export function seedRestaurants(): SeedRestaurant[] {
  return buildRestaurants(locator());
}

/**
 * Writes the estate: menus and restaurants with their menu links (the offers are seeded by offers/seed.ts). Idempotent: rows are upserted and each seeded restaurant's links are replaced.
 */
export async function seedEstate(database: Database): Promise<void> {
  const estate = seedRestaurants();
  const storeIds = estate.map((e) => e.restaurant.storeId as string);
  await database.db.transaction(async (tx) => {
    await tx
      .insert(menus)
      .values(
        SEED_MENUS.map((m) => ({
          id: m.id,
          name: m.name,
          description: m.description,
          imageUrl: m.imageUrl,
          calorieStatement: m.calorieStatement,
          sections: m.sections,
          dietaryKey: DIETARY_KEY,
        })),
      )
      .onConflictDoUpdate({ target: menus.id, set: excludedSet(menus, ['id']) });

    await tx
      .insert(restaurants)
      .values(
        estate.map(({ restaurant: r }) => ({
          storeId: String(r.storeId),
          bookATableWidgetId: r.bookATableWidgetId ?? null,
          title: r.title,
          citySlug: r.city,
          slug: r.slug,
          phoneNumber: r.phoneNumber ?? null,
          addressLine1: r.addressLine1 ?? null,
          addressLine2: r.addressLine2 ?? null,
          addressCity: r.addressCity ?? null,
          postcode: r.postcode ?? null,
          lat: r.lat,
          lng: r.lng,
          bookingProviderUrl: r.bookingProviderUrl ?? null,
          enableBookings: r.enableBookings ?? true,
          hideRestaurantDetailPage: r.hideRestaurantDetailPage ?? false,
          clickCollect: r.clickCollect ?? false,
          isHolidayPark: r.isHolidayPark ?? false,
          weeklyHours: Object.fromEntries(WEEKLY_HOURS_KEYS.map((k) => [k, r[k] ?? null])),
          specialHours: r.specialHours ?? [],
          heroTiles: r.heroTiles ?? [],
          about: r.about ?? null,
          email: r.email ?? null,
          amenities: r.amenities ?? [],
          awards: r.awards ?? [],
          socialMediaItems: r.socialMediaItems ?? [],
          threeWordAddress: r.threeWordAddress ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: restaurants.storeId,
        set: {
          ...excludedSet(restaurants, ['storeId', 'operatorSpecialHours']),
          // The hours operators set outlive the seed: after the seeded ones, so they win on their day.
          specialHours: sql`excluded.special_hours || ${restaurants.operatorSpecialHours}`,
        },
      });

    await tx.delete(restaurantMenus).where(inArray(restaurantMenus.storeId, storeIds));
    await tx
      .insert(restaurantMenus)
      .values(
        estate.flatMap(({ restaurant, menuIds }) =>
          menuIds.map((menuId, position) => ({ storeId: String(restaurant.storeId), menuId, position })),
        ),
      );
  });
}
