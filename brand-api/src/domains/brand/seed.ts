import { DEMO_BRAND_NAME } from '../../shared/brand.ts';
import type { Database } from '../../shared/database.ts';
import { brands } from './tables.ts';

/** Writes the brands (upserts; idempotent). */
export async function seedBrands(database: Database, brandKeys: string[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (const brandKey of brandKeys) {
      await tx
        .insert(brands)
        .values({ brandKey, name: DEMO_BRAND_NAME })
        .onConflictDoUpdate({ target: brands.brandKey, set: { name: DEMO_BRAND_NAME } });
    }
  });
}
