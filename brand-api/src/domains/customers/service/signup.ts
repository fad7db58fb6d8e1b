import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  SIGNUP_CONFIRMATION_LIFETIME_HOURS,
  SIGNUP_CONFIRMATION_NOT_FOUND_MESSAGE,
  type SignupRequest,
} from '@fittizia/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../shared/database.ts';
import { NotFound } from '../../../shared/errors.ts';
import type { MarketingCheck } from '../../../shared/mail/message.ts';
import { mailOutbox } from '../../../shared/mail/tables.ts';
import {
  sendCustomerMail,
  signupConfirmationMail,
  signupExistingMail,
  signupWelcomeMail,
} from '../emails.ts';
import { CUSTOMER_INTERESTS } from '../seed.ts';
import { customerConsents, customers, type PendingConsents } from '../tables.ts';
import { assertRestaurant, birthdayDate, consentRow } from './fields.ts';

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
 * with the preferences link is sent: the first marketing e-mail, so not to an address on the suppression list
 * (`marketing`). An unknown, used or expired token is NotFound.
 */
export async function confirmSignup(
  database: Database,
  token: string,
  now: Date,
  marketing: MarketingCheck,
): Promise<void> {
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
  await sendCustomerMail(
    database,
    (site) =>
      signupWelcomeMail(
        { email: confirmed.email, firstName: confirmed.firstName, guid: confirmed.guid },
        site,
      ),
    marketing,
  );
}
