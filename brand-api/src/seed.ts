import { sql } from 'drizzle-orm';
import { seedBooking } from './domains/booking/seed.ts';
import { brands } from './domains/brand/tables.ts';
import { demoPages } from './domains/content/seed.ts';
import { brandSettings, contentPages } from './domains/content/tables.ts';
import { seedCustomerContent } from './domains/customers/seed.ts';
import { seedJobOpenings } from './domains/jobs/seed.ts';
import { seedEstate } from './domains/restaurants/seed/estate.ts';
import { seedGeo } from './domains/restaurants/seed/geo.ts';
import { DEMO_BRAND_KEY, DEMO_BRAND_NAME, demoSettings } from './shared/brand.ts';
import type { Database } from './shared/database.ts';

/**
 * Writes the demo brand's content, its restaurants, menus, offers and job openings, the choices, contact
 * reasons and photo feed (seed/customers.ts), the booking model
 * (seed/booking.ts) and the UK geodata.
 * Idempotent: running it again leaves one copy of each row, updated to the seed's current
 * text; the geodata is only reloaded when the shipped files change.
 */
export async function seed(database: Database, brandKeys: string[] = [DEMO_BRAND_KEY]): Promise<void> {
  const { db } = database;
  await db.transaction(async (tx) => {
    for (const brandKey of brandKeys) {
      await tx
        .insert(brands)
        .values({ brandKey, name: DEMO_BRAND_NAME })
        .onConflictDoUpdate({ target: brands.brandKey, set: { name: DEMO_BRAND_NAME } });
      await tx
        .insert(brandSettings)
        .values({ brandKey, settings: demoSettings })
        .onConflictDoUpdate({
          target: brandSettings.brandKey,
          set: { settings: demoSettings, updatedAt: sql`now()` },
        });
      for (const page of demoPages) {
        const row = {
          brandKey,
          id: page.id,
          title: page.title,
          description: page.description ?? null,
          tiles: page.tiles,
        };
        await tx
          .insert(contentPages)
          .values(row)
          .onConflictDoUpdate({
            target: [contentPages.brandKey, contentPages.id],
            set: { title: row.title, description: row.description, tiles: row.tiles, updatedAt: sql`now()` },
          });
      }
    }
  });
  await seedEstate(database);
  await seedBooking(database);
  await seedJobOpenings(database);
  await seedCustomerContent(database);
  await seedGeo(database);
}
