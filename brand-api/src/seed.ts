import { seedBooking } from './domains/booking/index.ts';
import { seedBrands } from './domains/brand/index.ts';
import { seedContactContent } from './domains/contact/index.ts';
import { seedContent } from './domains/content/index.ts';
import { seedCustomerContent } from './domains/customers/index.ts';
import { seedJobOpenings } from './domains/jobs/index.ts';
import { seedOffers } from './domains/offers/index.ts';
import { seedEstate, seedGeo } from './domains/restaurants/index.ts';
import { seedSocialFeed } from './domains/social/index.ts';
import { DEMO_BRAND_KEY } from './shared/brand.ts';
import type { Database } from './shared/database.ts';

/**
 * Writes the demo brand, its settings and content pages, its restaurants and menus, offers, the booking model,
 * job openings, the choices, contact reasons and photo feed, and the UK geodata: each domain's seed, in the
 * order their foreign keys need.
 * Idempotent: running it again leaves one copy of each row, updated to the seed's current
 * text; the geodata is only reloaded when the shipped files change.
 */
export async function seed(database: Database, brandKeys: string[] = [DEMO_BRAND_KEY]): Promise<void> {
  await seedBrands(database, brandKeys);
  await seedContent(database, brandKeys);
  await seedEstate(database);
  await seedOffers(database);
  await seedBooking(database);
  await seedJobOpenings(database);
  await seedCustomerContent(database);
  await seedContactContent(database);
  await seedSocialFeed(database);
  await seedGeo(database);
}
