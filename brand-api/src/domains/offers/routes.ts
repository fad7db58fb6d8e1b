import { randomInt } from 'node:crypto';
import {
  OFFER_CODE_LIMIT_MESSAGE,
  OFFER_CODE_SENT_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  type Offer,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_MAILS_PER_ADDRESS_PER_HOUR,
} from '@fittizia/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, HttpError, mount } from '../../shared/http.ts';
import { type SendLimit, takeMailSend } from '../../shared/mail/send-limit.ts';
import { sendCustomerMail, voucherMail } from '../customers/emails.ts';
import { restaurants } from '../restaurants/tables.ts';
import { offers, offerVouchers, restaurantOffers } from './tables.ts';

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

/** A voucher code: three groups of four from an alphabet without look-alikes, drawn with crypto.randomInt. */
export function newVoucherCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

/** Voucher e-mails (first claims and re-sends) to one address in a clock hour. */
export const VOUCHER_SEND_LIMIT: SendLimit = {
  scope: 'voucher',
  max: VOUCHER_MAILS_PER_ADDRESS_PER_HOUR,
  windowMs: 60 * 60_000,
};

const offerNotFound = () => new HttpError(404, OFFER_NOT_FOUND_MESSAGE, { field: 'offerSlug' });

/** Offer look-ups and voucher codes of spec 7.7. */
export function offersModule(
  app: Hono<AppEnv>,
  database: Database,
  options: { now: () => Date } = { now: () => new Date() },
): void {
  const { db } = database;

  mount(app, database, 'offerBySlug', async ({ query }) => {
    const [row] = await db.select().from(offers).where(eq(offers.offerSlug, query.offerSlug)).limit(1);
    if (!row) throw offerNotFound();
    return { status: 200, data: toOffer(row) };
  });

  /*
   * One code per offer and e-mail address, sent to that address and never answered (issue 23: the answer only
   * says it was sent). The first claim inserts a code (INSERT ... ON CONFLICT DO NOTHING on the (offer, e-mail)
   * unique index, so concurrent first claims insert one row and the others read it); every claim, first or
   * repeat, e-mails that same code, at most VOUCHER_MAILS_PER_ADDRESS_PER_HOUR a clock hour to one address
   * (counted in the database, so every instance agrees); past that the claim is refused with 429 and sends
   * nothing. A drawn code already in use inserts nothing and a new one is drawn.
   */
  mount(app, database, 'offerCode', async ({ body }) => {
    const [offer] = await db.select().from(offers).where(eq(offers.offerSlug, body.offerSlug)).limit(1);
    if (!offer) throw offerNotFound();
    const email = body.emailAddress.trim();
    const emailKey = email.toLowerCase();
    // The limit first: a refused claim draws and stores nothing.
    if (!(await takeMailSend(db, VOUCHER_SEND_LIMIT, emailKey, options.now()))) {
      throw new HttpError(429, OFFER_CODE_LIMIT_MESSAGE, { field: 'emailAddress' });
    }
    let code: string | undefined;
    for (let attempt = 0; attempt < 5 && !code; attempt++) {
      const [inserted] = await db
        .insert(offerVouchers)
        .values({ offerId: offer.id, email, emailKey, code: newVoucherCode() })
        .onConflictDoNothing()
        .returning({ code: offerVouchers.code });
      if (inserted) {
        code = inserted.code;
        break;
      }
      const [existing] = await db
        .select({ code: offerVouchers.code })
        .from(offerVouchers)
        .where(and(eq(offerVouchers.offerId, offer.id), eq(offerVouchers.emailKey, emailKey)))
        .limit(1);
      // Nothing inserted and no code for this address: the drawn code was taken. Draw again.
      code = existing?.code;
    }
    if (!code) throw new Error('could not draw an unused voucher code');
    const voucherCode = code;
    await sendCustomerMail(database, (site) =>
      voucherMail({ email, code: voucherCode, offer: toOffer(offer) }, site),
    );
    return { message: OFFER_CODE_SENT_MESSAGE };
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
