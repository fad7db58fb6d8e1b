import {
  OFFER_CODE_LIMIT_MESSAGE,
  OFFER_CODE_NOT_SENT_MESSAGE,
  OFFER_CODE_SENT_MESSAGE,
  OFFER_ENDED_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
} from '@fittizia/contract';
import type { Hono } from 'hono';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, HttpError, mount } from '../../shared/http.ts';
import { claimVoucherCode, offersOfRestaurant, offerToRead } from './service.ts';

const offerNotFound = () => new HttpError(404, OFFER_NOT_FOUND_MESSAGE, { field: 'offerSlug' });

/** Offer look-ups and voucher codes of spec 7.7 (the rules are in service.ts). */
export function offersModule(
  app: Hono<AppEnv>,
  database: Database,
  options: { now: () => Date } = { now: () => new Date() },
): void {
  const { db } = database;

  mount(app, database, 'offerBySlug', async ({ query }) => {
    const offer = await offerToRead(db, query.offerSlug, options.now());
    if (!offer) throw offerNotFound();
    return { status: 200, data: offer };
  });

  mount(app, database, 'offerCode', async ({ body }) => {
    const outcome = await claimVoucherCode(database, body, options.now());
    if (outcome === 'no-such-offer') throw offerNotFound();
    if (outcome === 'ended') throw new HttpError(410, OFFER_ENDED_MESSAGE, { field: 'offerSlug' });
    if (outcome === 'limited') throw new HttpError(429, OFFER_CODE_LIMIT_MESSAGE, { field: 'emailAddress' });
    if (outcome === 'not-sent') throw new HttpError(503, OFFER_CODE_NOT_SENT_MESSAGE);
    // A first claim and a repeat one answer alike: the answer never tells whether the address claimed before.
    return { message: OFFER_CODE_SENT_MESSAGE };
  });

  // "data is a list of offers for the restaurant": brand-wide offers plus the restaurant's own, running today.
  mount(app, database, 'restaurantOffers', async ({ params }) => {
    const listed = await offersOfRestaurant(db, params.id, options.now());
    if (!listed) throw new HttpError(404, `Restaurant not found: no restaurant with store id "${params.id}"`);
    return { status: 200, data: listed };
  });
}
