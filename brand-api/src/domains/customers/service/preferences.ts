import {
  BIRTH_YEAR_FALLBACK,
  CUSTOMER_FOUND_MESSAGE,
  CUSTOMER_NOT_FOUND_MESSAGE,
  type CustomerPreferences,
  type UpdateCustomerChoicesRequest,
  type UpdateCustomerPreferencesRequest,
  type UpdateOccasionDatesRequest,
} from '@fittizia/contract';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { NotFound } from '../../../shared/errors.ts';
import { CUSTOMER_INTERESTS } from '../seed.ts';
import {
  choiceOptions,
  choicePairs,
  customerChoices,
  customerConsents,
  customerOccasionDates,
  customers,
} from '../tables.ts';
import {
  assertRestaurant,
  consentRow,
  dateToSeconds,
  invalid,
  paddedDate,
  secondsToDate,
  unpadded,
} from './fields.ts';

/* The customer data calls of 7.5 by the preferences link (guid), and the choices content of 7.4. */

/** An unknown or expired preferences link (guid). */
const customerNotFound = () => new NotFound(CUSTOMER_NOT_FOUND_MESSAGE, { field: 'customerGuid' });

/** When a preferences link is checked (now) and how long it lives after it was last e-mailed. */
export interface PreferencesLink {
  now: Date;
  lifetimeDays: number;
}

/**
 * The customer a preferences link names, while the link is valid: it expires `lifetimeDays` after it was last
 * e-mailed; an expired guid, or one of a sign-up not yet confirmed, is refused exactly as an unknown
 * one (NotFound).
 */
async function linkedCustomer(db: Db, guid: string, { now, lifetimeDays }: PreferencesLink) {
  const issuedAfter = new Date(now.getTime() - lifetimeDays * 24 * 60 * 60_000);
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.guid, guid),
        gt(customers.guidIssuedAt, issuedAfter),
        isNotNull(customers.confirmedAt),
      ),
    )
    .limit(1);
  if (!row) throw customerNotFound();
  return row;
}

/** The choice pairs of 7.4, each with its options, in their order. */
export async function listChoices(db: Db) {
  const pairs = await db.select().from(choicePairs).orderBy(asc(choicePairs.position));
  const opts = await db
    .select()
    .from(choiceOptions)
    .orderBy(asc(choiceOptions.choiceId), asc(choiceOptions.position));
  return pairs.map((p) => ({
    id: p.id,
    title: p.title,
    options: opts
      .filter((o) => o.choiceId === p.id)
      .map((o) => ({ id: o.id, label: o.label, image: o.image })),
  }));
}

/** The preferences a valid link names (NotFound otherwise). */
export async function customerPreferences(
  db: Db,
  guid: string,
  link: PreferencesLink,
): Promise<CustomerPreferences> {
  const row = await linkedCustomer(db, guid, link);
  const stored = new Map(row.interests.map((i) => [i.name, i.checked]));
  const chosen = await db
    .select({ choiceId: customerChoices.choiceId, optionId: customerChoices.optionId })
    .from(customerChoices)
    .where(eq(customerChoices.customerGuid, row.guid))
    .orderBy(asc(customerChoices.choiceId));
  const occasions = await db
    .select()
    .from(customerOccasionDates)
    .where(eq(customerOccasionDates.customerGuid, row.guid))
    .orderBy(asc(customerOccasionDates.position));
  const answer: CustomerPreferences = {
    message: CUSTOMER_FOUND_MESSAGE,
    firstName: row.firstName,
    favRestaurantCode: row.favRestaurantCode,
    birthDate: row.birthDate ? dateToSeconds(row.birthDate) : null,
    gender: row.gender,
    phoneNumber: row.phoneNumber,
    websiteSmsOptIn: row.websiteSmsOptIn,
    interests: CUSTOMER_INTERESTS.map((name) => ({ name, checked: stored.get(name) ?? false })),
    choices: chosen,
    occasionDates: occasions.map((o) => ({ name: o.name, date: unpadded(o.occasionDate) })),
  };
  return answer;
}

/*
 * The request is the new state of the preferences form: an optional field left out is cleared, an interest
 * left out is unchecked. A change of SMS opt-in appends an SMS consent row (consents are never overwritten).
 */
export async function updatePreferences(
  db: Db,
  body: UpdateCustomerPreferencesRequest,
  link: PreferencesLink,
): Promise<void> {
  const row = await linkedCustomer(db, body.customerGuid, link);
  if (body.favRestaurantCode) await assertRestaurant(db, body.favRestaurantCode, 'favRestaurantCode');
  let birthDate: string | null = null;
  if (body.birthDate !== undefined) {
    birthDate = secondsToDate(body.birthDate);
    const today = link.now.toISOString().slice(0, 10);
    if (birthDate < `${BIRTH_YEAR_FALLBACK}-01-01` || birthDate > today) {
      throw invalid('birthDate', `must be a day between ${BIRTH_YEAR_FALLBACK} and today`);
    }
  }
  const names = body.interests.map((i) => i.name);
  const unknown = names.find((n) => !(CUSTOMER_INTERESTS as readonly string[]).includes(n));
  if (unknown !== undefined) throw invalid('interests', `no interest "${unknown}"`);
  const checked = new Map(body.interests.map((i) => [i.name, i.checked]));
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({
        firstName: body.firstName,
        favRestaurantCode: body.favRestaurantCode ?? null,
        birthDate,
        gender: body.gender || null,
        phoneNumber: body.phoneNumber ?? null,
        websiteSmsOptIn: body.websiteSmsOptIn,
        interests: CUSTOMER_INTERESTS.map((name) => ({ name, checked: checked.get(name) ?? false })),
        updatedAt: sql`now()`,
      })
      .where(eq(customers.guid, row.guid));
    if (body.websiteSmsOptIn !== row.websiteSmsOptIn) {
      await tx
        .insert(customerConsents)
        .values(consentRow(row.guid, 'sms', body.websiteSmsOptIn, 'preferences'));
    }
  });
}

/** Each pair sent gets the option chosen (one per pair); pairs not sent keep what they had. */
export async function updateChoices(
  db: Db,
  body: UpdateCustomerChoicesRequest,
  link: PreferencesLink,
): Promise<void> {
  const row = await linkedCustomer(db, body.customerGuid, link);
  // No choice twice: the contract's schema (checkRequest) refused that already.
  const offered = await db.select().from(choiceOptions);
  body.choices.forEach((c, i) => {
    if (!offered.some((o) => o.choiceId === c.choiceId && o.id === c.optionId)) {
      throw invalid(`choices.${i}`, `"${c.optionId}" is not an option of "${c.choiceId}"`);
    }
  });
  await db.transaction(async (tx) => {
    for (const c of body.choices) {
      await tx
        .insert(customerChoices)
        .values({ customerGuid: row.guid, choiceId: c.choiceId, optionId: c.optionId })
        .onConflictDoUpdate({
          target: [customerChoices.customerGuid, customerChoices.choiceId],
          set: { optionId: c.optionId, chosenAt: sql`now()` },
        });
    }
  });
}

/** The rows sent replace the stored set (one transaction): adding and removing rows is sending the new set. */
export async function updateOccasionDates(
  db: Db,
  body: UpdateOccasionDatesRequest,
  link: PreferencesLink,
): Promise<void> {
  const row = await linkedCustomer(db, body.customerGuid, link);
  const maxYear = link.now.getUTCFullYear() + 5;
  body.occasions.forEach((o, i) => {
    const year = Number(o.date.split('-')[0]);
    if (year < BIRTH_YEAR_FALLBACK || year > maxYear) {
      throw invalid(`occasions.${i}.date`, `the year must be between ${BIRTH_YEAR_FALLBACK} and ${maxYear}`);
    }
  });
  await db.transaction(async (tx) => {
    await tx.delete(customerOccasionDates).where(eq(customerOccasionDates.customerGuid, row.guid));
    if (body.occasions.length) {
      await tx.insert(customerOccasionDates).values(
        body.occasions.map((o, position) => ({
          customerGuid: row.guid,
          position,
          name: o.name,
          occasionDate: paddedDate(o.date),
        })),
      );
    }
  });
}
