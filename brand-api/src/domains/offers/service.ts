import { randomInt } from 'node:crypto';
import {
  londonToday,
  type Offer,
  offerValidityText,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_MAILS_PER_ADDRESS_PER_HOUR,
} from '@fittizia/contract';
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database, Db } from '../../shared/database.ts';
import { type SendLimit, takeMailSend } from '../../shared/mail/send-limit.ts';
import { emailKey as emailKeyOf } from '../booking/index.ts';
import { sendCustomerMail, voucherMail } from '../customers/index.ts';
import { restaurantExists } from '../restaurants/index.ts';
import { offers, offerVouchers, restaurantOffers } from './tables.ts';

type OfferRow = typeof offers.$inferSelect;

/**
 * Whether an offer with this id runs on the London day `day` (yyyy-MM-dd): a booking names an offer for its
 * dining day, and an offer that has ended or not yet started by then is as good as none.
 */
export async function offerRunsOn(db: Db, id: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ validFrom: offers.validFrom, validUntil: offers.validUntil })
    .from(offers)
    .where(eq(offers.id, id))
    .limit(1);
  return row !== undefined && offerRun(row, day) === 'running';
}

/** Where an offer stands on a London day: before its first day, running, or past its last day. */
export type OfferRun = 'not-started' | 'running' | 'ended';

export function offerRun(row: Pick<OfferRow, 'validFrom' | 'validUntil'>, today: string): OfferRun {
  if (row.validFrom && today < row.validFrom) return 'not-started';
  if (row.validUntil && today > row.validUntil) return 'ended';
  return 'running';
}

/** The offer as the contract answers it on the London day `today`: its validity line written from its dates. */
export function toOffer(row: OfferRow, today: string): Offer {
  return {
    id: row.id,
    offerSlug: row.offerSlug,
    title: row.title,
    description: row.description,
    termAndConditions: row.termAndConditions,
    successButtonText: row.successButtonText,
    successButtonUrl: row.successButtonUrl,
    overrideSuccessUrl: row.overrideSuccessUrl,
    validityText: offerValidityText(row.validityText, row.validUntil),
    image: row.image,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    ended: offerRun(row, today) === 'ended',
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

/** The offer with this slug, or undefined. */
export async function offerBySlug(db: Db, slug: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.offerSlug, slug)).limit(1);
  return row;
}

/**
 * The offer a slug names as its page reads it at `now` (London's day): undefined for no such offer or one that
 * has not started yet (it is not public until then); an ended one answers with `ended: true`.
 */
export async function offerToRead(db: Db, slug: string, now: Date): Promise<Offer | undefined> {
  const row = await offerBySlug(db, slug);
  const today = londonToday(now);
  if (!row || offerRun(row, today) === 'not-started') return undefined;
  return toOffer(row, today);
}

/*
 * One code per offer and e-mail address, sent to that address and never answered (the answer only
 * says it was sent). The first claim inserts a code (INSERT ... ON CONFLICT DO NOTHING on the (offer, e-mail)
 * unique index, so concurrent first claims insert one row and the others read it); every claim, first or
 * repeat, e-mails that same code, at most VOUCHER_MAILS_PER_ADDRESS_PER_HOUR a clock hour to one address
 * (counted in the database, so every instance agrees); past that the claim is refused and sends nothing.
 * A drawn code already in use inserts nothing and a new one is drawn.
 */
export async function claimVoucherCode(
  database: Database,
  claim: { offerSlug: string; emailAddress: string },
  now: Date,
): Promise<'sent' | 'resent' | 'not-sent' | 'no-such-offer' | 'ended' | 'limited'> {
  const { db } = database;
  const offer = await offerBySlug(db, claim.offerSlug);
  const today = londonToday(now);
  const run = offer ? offerRun(offer, today) : 'not-started';
  if (!offer || run === 'not-started') return 'no-such-offer';
  // Past its last day on the brand API's clock: refused before anything is counted, drawn, stored or sent.
  if (run === 'ended') return 'ended';
  const email = claim.emailAddress.trim();
  // One inbox is one claim: `a@x`, `A@X` and `a+1@x` are one address.
  const emailKey = emailKeyOf(email);
  // The limit first: a refused claim draws and stores nothing.
  if (!(await takeMailSend(db, VOUCHER_SEND_LIMIT, emailKey, now))) return 'limited';
  let code: string | undefined;
  let repeat = false;
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
    repeat = Boolean(code);
  }
  if (!code) throw new Error('could not draw an unused voucher code');
  const voucherCode = code;
  const stored = await sendCustomerMail(database, (site) =>
    voucherMail({ email, code: voucherCode, offer: toOffer(offer, today) }, site),
  );
  // Never say a code is on its way when no e-mail was stored to carry it; a repeat claim made no new code, it
  // sent the one it has again.
  if (!stored) return 'not-sent';
  return repeat ? 'resent' : 'sent';
}

/**
 * The offers of a restaurant running on London's day at `now` (brand-wide ones plus its own, in order; one that
 * has ended or not yet started is left out), or undefined for no such restaurant.
 */
export async function offersOfRestaurant(db: Db, storeId: string, now: Date): Promise<Offer[] | undefined> {
  if (!(await restaurantExists(db, storeId))) return undefined;
  const today = londonToday(now);
  const own = db
    .select({ id: restaurantOffers.offerId })
    .from(restaurantOffers)
    .where(eq(restaurantOffers.storeId, storeId));
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(
        or(eq(offers.allRestaurants, true), inArray(offers.id, own)),
        or(isNull(offers.validFrom), lte(offers.validFrom, today)),
        or(isNull(offers.validUntil), gte(offers.validUntil, today)),
      ),
    )
    .orderBy(asc(offers.position));
  return rows.map((row) => toOffer(row, today));
}

/**
 * Sets an offer's last day (`YYYY-MM-DD`, null: no end) as an operator's change, which the seed then keeps.
 * Undefined: no offer with this slug.
 */
export async function setOfferEnd(
  db: Db,
  slug: string,
  validUntil: string | null,
): Promise<
  | { changed: boolean; before: { validUntil: string | null }; after: { validUntil: string | null } }
  | undefined
> {
  const [row] = await db
    .select({ id: offers.id, validUntil: offers.validUntil })
    .from(offers)
    .where(eq(offers.offerSlug, slug))
    .for('update');
  if (!row) return undefined;
  const before = { validUntil: row.validUntil };
  const after = { validUntil };
  if (before.validUntil === validUntil) return { changed: false, before, after };
  await db
    .update(offers)
    .set({ validUntil, validUntilSetByOperator: true, updatedAt: new Date() })
    .where(eq(offers.id, row.id));
  return { changed: true, before, after };
}
