import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  BIRTH_YEAR_FALLBACK,
  CONSENT_VERSION,
  CONSENT_WORDING,
  type ConsentKind,
  CUSTOMER_FOUND_MESSAGE,
  CUSTOMER_NOT_FOUND_MESSAGE,
  type CustomerPreferences,
  SIGNUP_CONFIRMATION_LIFETIME_HOURS,
  SIGNUP_CONFIRMATION_NOT_FOUND_MESSAGE,
  type SignupRequest,
  type UpdateCustomerChoicesRequest,
  type UpdateCustomerPreferencesRequest,
  type UpdateOccasionDatesRequest,
} from '@fittizia/contract';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../shared/database.ts';
import { InvalidField, NotFound } from '../../shared/errors.ts';
import { mailOutbox } from '../../shared/mail/tables.ts';
import { restaurantExists } from '../restaurants/index.ts';
import { sendCustomerMail, signupConfirmationMail, signupExistingMail, signupWelcomeMail } from './emails.ts';
import { CUSTOMER_INTERESTS } from './seed.ts';
import {
  type ConsentColumn,
  choiceOptions,
  choicePairs,
  customerChoices,
  customerConsents,
  customerOccasionDates,
  customers,
  type PendingConsents,
} from './tables.ts';

/**
 * At most one sign-up e-mail per address in this time, of each kind ("you are already signed up", and the
 * confirmation sent again for a pending address), so the form cannot mail-bomb anyone.
 */
export const SIGNUP_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/** A new confirmation token (32 random bytes, base64url) and the SHA-256 stored for it. */
function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: confirmationTokenHash(token) };
}

const confirmationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const confirmationExpiry = (now: Date) =>
  new Date(now.getTime() + SIGNUP_CONFIRMATION_LIFETIME_HOURS * 60 * 60_000);

const DAY_SECONDS = 24 * 60 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** A sign-up birthday as a stored date: the year defaults to 1904 (spec 5.3), so 29 February is kept. */
export function birthdayDate(birthday: NonNullable<SignupRequest['birthday']>): string {
  return `${birthday.year ?? BIRTH_YEAR_FALLBACK}-${pad(birthday.month)}-${pad(birthday.day)}`;
}

/** A stored date as seconds since the epoch (UTC midnight of that day). */
export function dateToSeconds(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 1000;
}

/**
 * Seconds since the epoch to the calendar day they mean: rounded to the nearest UTC midnight, so a client that
 * sends its local midnight (up to 12 hours either side of UTC) still names the day it meant.
 */
export function secondsToDate(seconds: number): string {
  const day = new Date(Math.round(seconds / DAY_SECONDS) * DAY_SECONDS * 1000);
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** `2025-6-14` (as sent) to `2025-06-14` (as stored), and back. */
const paddedDate = (unpadded: string) => {
  const [y, m, d] = unpadded.split('-').map(Number) as [number, number, number];
  return `${y}-${pad(m)}-${pad(d)}`;
};
const unpadded = (stored: string) => {
  const [y, m, d] = stored.split('-').map(Number) as [number, number, number];
  return `${y}-${m}-${d}`;
};

/** A body field the rules refuse, and why. */
const invalid = (field: string, message: string) => new InvalidField(`body.${field}`, message);
/** An unknown or expired preferences link (guid). */
const customerNotFound = () => new NotFound(CUSTOMER_NOT_FOUND_MESSAGE, { field: 'customerGuid' });

const CONSENT_COLUMNS: Record<ConsentKind, ConsentColumn> = {
  terms: 'terms',
  marketingEmail: 'marketing_email',
  sms: 'sms',
  partnerTerms: 'partner_terms',
};
const consentRow = (
  customerGuid: string,
  kind: ConsentKind,
  agreed: boolean,
  source: 'signup' | 'preferences',
) => ({
  customerGuid,
  consent: CONSENT_COLUMNS[kind],
  agreed,
  wording: CONSENT_WORDING[kind],
  version: CONSENT_VERSION,
  source,
});

async function assertRestaurant(db: Db, storeId: string, field: string): Promise<void> {
  if (!(await restaurantExists(db, storeId)))
    throw invalid(field, `no restaurant with store id "${storeId}"`);
}

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

/** Whether a sign-up e-mail of this kind went to this address within SIGNUP_NOTICE_INTERVAL_MS. */
async function mailedRecently(db: Db, kind: string, emailKey: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - SIGNUP_NOTICE_INTERVAL_MS);
  const [recent] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, kind),
        eq(sql`lower(${mailOutbox.toAddress})`, emailKey),
        gt(mailOutbox.createdAt, since),
      ),
    )
    .limit(1);
  return recent !== undefined;
}

/*
 * Confirmed sign-up (double opt-in). A new address becomes a pending customer (an unguessable guid) with what
 * the form ticked kept aside, and gets only the confirmation e-mail: its link carries a random single-use token
 * (stored as its SHA-256) that expires SIGNUP_CONFIRMATION_LIFETIME_HOURS after it was sent. Nothing else goes
 * to the address until the link is followed (confirmSignup).
 *
 * A sign-up for an address still pending replaces the pending details and sends a new confirmation (the old
 * link stops working), at most once an hour: nothing was confirmed, so the latest sign-up stands. An address
 * that belongs to a confirmed customer changes nothing (anyone could type someone else's address): its owner is
 * sent their preferences link instead, at most once an hour. The answer is the same in every case, so the form
 * does not tell who is signed up.
 */
export async function signUp(database: Database, body: SignupRequest, now: Date): Promise<void> {
  const { db } = database;
  await assertRestaurant(db, body.favouriteRestaurant, 'favouriteRestaurant');
  const email = body.emailAddress.trim();
  const emailKey = email.toLowerCase();
  const firstName = body.firstName.trim();
  const details = {
    email,
    firstName,
    favRestaurantCode: body.favouriteRestaurant,
    birthDate: body.birthday ? birthdayDate(body.birthday) : null,
    phoneNumber: body.phoneNumber ?? null,
    websiteSmsOptIn: body.acceptSMSTerms,
    pendingConsents: {
      terms: body.acceptTerms,
      sms: body.acceptSMSTerms,
      partnerTerms: body.acceptDaciaTerms,
    } satisfies PendingConsents,
  };
  const { token, hash } = newConfirmationToken();
  const [inserted] = await db
    .insert(customers)
    .values({
      guid: randomUUID(),
      emailKey,
      ...details,
      interests: CUSTOMER_INTERESTS.map((name) => ({ name, checked: false })),
      guidIssuedAt: now,
      confirmationTokenHash: hash,
      confirmationExpiresAt: confirmationExpiry(now),
    })
    .onConflictDoNothing({ target: customers.emailKey })
    .returning({ guid: customers.guid });
  if (inserted) {
    await sendCustomerMail(database, (site) => signupConfirmationMail({ email, firstName, token }, site));
    return;
  }
  const [existing] = await db.select().from(customers).where(eq(customers.emailKey, emailKey)).limit(1);
  if (!existing) return;
  if (existing.confirmedAt === null) {
    if (await mailedRecently(db, 'signup-confirmation', emailKey, now)) return;
    const [pending] = await db
      .update(customers)
      .set({
        ...details,
        guidIssuedAt: now,
        confirmationTokenHash: hash,
        confirmationExpiresAt: confirmationExpiry(now),
        updatedAt: now,
      })
      .where(and(eq(customers.guid, existing.guid), isNull(customers.confirmedAt)))
      .returning({ guid: customers.guid });
    if (pending) {
      await sendCustomerMail(database, (site) => signupConfirmationMail({ email, firstName, token }, site));
    }
    return;
  }
  if (await mailedRecently(db, 'signup-existing', emailKey, now)) return;
  // The link is sent again: it is valid for another lifetime from now.
  await db.update(customers).set({ guidIssuedAt: now }).where(eq(customers.guid, existing.guid));
  await sendCustomerMail(database, (site) =>
    signupExistingMail({ email: existing.email, firstName: existing.firstName, guid: existing.guid }, site),
  );
}

/**
 * Follows a confirmation link: a pending customer whose token this is, within its expiry, is confirmed now
 * (the token is used up), the consents its sign-up ticked are recorded with this time, and the welcome e-mail
 * with the preferences link is sent. An unknown, used or expired token is NotFound.
 */
export async function confirmSignup(database: Database, token: string, now: Date): Promise<void> {
  const { db } = database;
  const hash = confirmationTokenHash(token);
  const confirmed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.confirmationTokenHash, hash),
          gt(customers.confirmationExpiresAt, now),
          isNull(customers.confirmedAt),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    // Single use: only the update that finds the token still pending confirms (a concurrent one finds nothing).
    const [done] = await tx
      .update(customers)
      .set({
        confirmedAt: now,
        confirmationTokenHash: null,
        confirmationExpiresAt: null,
        pendingConsents: null,
        guidIssuedAt: now,
        updatedAt: now,
      })
      .where(and(eq(customers.guid, row.guid), eq(customers.confirmationTokenHash, hash)))
      .returning({ guid: customers.guid });
    if (!done) return undefined;
    const ticked = row.pendingConsents ?? { terms: true, sms: row.websiteSmsOptIn, partnerTerms: false };
    await tx
      .insert(customerConsents)
      .values(
        [
          consentRow(row.guid, 'terms', ticked.terms, 'signup'),
          consentRow(row.guid, 'marketingEmail', ticked.terms, 'signup'),
          consentRow(row.guid, 'sms', ticked.sms, 'signup'),
          consentRow(row.guid, 'partnerTerms', ticked.partnerTerms, 'signup'),
        ].map((consent) => ({ ...consent, recordedAt: now })),
      );
    return row;
  });
  if (!confirmed) throw new NotFound(SIGNUP_CONFIRMATION_NOT_FOUND_MESSAGE, { field: 'token' });
  await sendCustomerMail(database, (site) =>
    signupWelcomeMail({ email: confirmed.email, firstName: confirmed.firstName, guid: confirmed.guid }, site),
  );
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
