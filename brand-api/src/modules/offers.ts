import type { Offer } from '@fittizia/contract';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { offers, restaurantOffers, restaurants } from '../db/schema.ts';
import { type AppEnv, HttpError, mount } from '../http.ts';

type OfferRow = typeof offers.$inferSelect;

function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    offerSlug: row.offerSlug,
    title: row.title,
    description: row.description,
    termAndConditions: row.termAndConditions,
    successButtonText: row.successButtonText,
    successButtonUrl: row.successButtonUrl,
    overrideSuccessUrl: row.overrideSuccessUrl,
    validityText: row.validityText,
    image: row.image,
  };
}

/** Offer look-ups of spec 7.7 (the voucher call is not served here yet). */
export function offersModule(app: Hono<AppEnv>, database: Database): void {
  const { db } = database;

  mount(app, database, 'offerBySlug', async ({ query }) => {
    const [row] = await db.select().from(offers).where(eq(offers.offerSlug, query.offerSlug)).limit(1);
    if (!row) throw new HttpError(404, `Offer not found: no offer "${query.offerSlug}"`);
    return { status: 200, data: toOffer(row) };
  });

  // "data is a list of offers for the restaurant": brand-wide offers plus the restaurant's own.
  mount(app, database, 'restaurantOffers', async ({ params }) => {
    const [store] = await db
      .select({ storeId: restaurants.storeId })
      .from(restaurants)
      .where(eq(restaurants.storeId, params.id))
      .limit(1);
    if (!store) throw new HttpError(404, `Restaurant not found: no restaurant with store id "${params.id}"`);
    const own = db
      .select({ id: restaurantOffers.offerId })
      .from(restaurantOffers)
      .where(eq(restaurantOffers.storeId, store.storeId));
    const rows = await db
      .select()
      .from(offers)
      .where(or(eq(offers.allRestaurants, true), inArray(offers.id, own)))
      .orderBy(asc(offers.position));
    return { status: 200, data: rows.map(toOffer) };
  });
}
