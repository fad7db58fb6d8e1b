import { createHash } from 'node:crypto';
import type { OpsPrivacyEraseResponse } from '@fittizia/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Db } from '../../../shared/database.ts';
import { flushMail } from '../../../shared/mail/index.ts';
import { cancelForErasure, emailKey } from '../../booking/index.ts';
import { findPerson, type PersonData } from './person.ts';
import { anonymiseBookings, removeFile } from './retention.ts';
import { list } from './sql.ts';
import { suppress } from './suppression.ts';

/*
 * Erasure on request (docs/privacy.md). First the person's future bookings are cancelled the normal way, each with
 * its cancellation e-mail (booking's `cancelForErasure`), and those e-mails are sent; then, in one transaction, every
 * row about them is deleted, or anonymised where it must stay for counts and capacity history (a booking keeps its
 * day, time, party and restaurant), and the .eml files of the e-mails sent to them are removed. What is kept: the
 * SHA-256 of the normalised address with when and how much was erased (privacy_erasures, the proof), and a
 * suppression entry so that marketing never writes to them again. Asking again for the same address does nothing
 * more than record that it was asked.
 */

export type ErasureKind = OpsPrivacyEraseResponse['kinds'][number];
export type Erasure = OpsPrivacyEraseResponse;

export function erasureHash(email: string): string {
  return createHash('sha256').update(emailKey(email)).digest('hex');
}

const ids = (rows: Record<string, unknown>[], column = 'id') => rows.map((r) => r[column] as string | number);

async function deleteIn(tx: Db, table: string, column: string, values: (string | number)[]): Promise<number> {
  if (values.length === 0) return 0;
  const result = await tx.execute(
    sql`DELETE FROM ${sql.raw(table)} WHERE ${sql.raw(column)} IN ${list(values)} RETURNING 1 AS one`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}

function isEmpty(person: PersonData): boolean {
  const anonymisedAlready = person.bookings.every((b) => b.anonymised_at !== null);
  return (
    anonymisedAlready &&
    [
      person.cardCustomers,
      person.standbyEntries,
      person.jobApplications,
      person.enquiries,
      person.emails,
      person.sendCounts,
      person.vouchers,
      person.customers,
    ].every((rows) => rows.length === 0)
  );
}

/** Erases everything about the address; safe to ask again. */
export async function erasePerson(
  database: Database,
  email: string,
  options: { now: Date; logger: Logger },
): Promise<Erasure> {
  const { db } = database;
  const hash = erasureHash(email);
  const before = await findPerson(db, email);
  const [earlier] = (
    (await db.execute(
      sql`SELECT first_erased_at FROM privacy_erasures WHERE address_hash = ${hash}`,
    )) as unknown as {
      rows: unknown[];
    }
  ).rows;
  const cancelledBookings = await cancelForErasure(
    { database, logger: options.logger, now: options.now },
    before.bookings.map((b) => Number(b.id)),
  );
  // The cancellation e-mails go out before their stored copies are erased.
  await flushMail();
  const person = cancelledBookings > 0 ? await findPerson(db, email) : before;
  const alreadyErased = earlier !== undefined && isEmpty(person);
  const live = person.bookings.filter((b) => b.anonymised_at === null);
  const counts = await db.transaction(async (tx) => {
    await anonymiseBookings(tx, ids(live).map(Number), options.now);
    const kinds: ErasureKind[] = [
      { kind: 'booking', what: 'Table bookings', deleted: 0, anonymised: live.length },
      {
        kind: 'booking-card-customer',
        what: 'Card-guarantee references',
        deleted: await deleteIn(
          tx,
          'card_customers',
          'customer_id',
          ids(person.cardCustomers, 'customer_id'),
        ),
        anonymised: 0,
      },
      {
        kind: 'standby-entry',
        what: 'Standby list places',
        deleted: await deleteIn(tx, 'standby_entries', 'id', ids(person.standbyEntries)),
        anonymised: 0,
      },
      {
        kind: 'job-application',
        what: 'Job applications and CVs',
        deleted: await deleteIn(tx, 'job_applications', 'id', ids(person.jobApplications)),
        anonymised: 0,
      },
      {
        kind: 'enquiry',
        what: 'Contact and group-booking enquiries and their uploads',
        deleted: await deleteIn(tx, 'contact_enquiries', 'id', ids(person.enquiries)),
        anonymised: 0,
      },
    ];
    for (const row of person.emails) await removeFile((row.eml_path as string | null) ?? null);
    const sendCounts = person.sendCounts.length
      ? (
          (await tx.execute(
            sql`DELETE FROM mail_send_counts WHERE ${sql`regexp_replace(lower(trim(recipient_key)), '\\+[^@]*@', '@')`} = ${person.address} RETURNING 1 AS one`,
          )) as unknown as { rows: unknown[] }
        ).rows.length
      : 0;
    kinds.push(
      {
        kind: 'outbox-email',
        what: 'E-mails sent (with their .eml files) and the counts of e-mails sent',
        deleted: (await deleteIn(tx, 'mail_outbox', 'id', ids(person.emails))) + sendCounts,
        anonymised: 0,
      },
      {
        kind: 'voucher',
        what: 'Offer vouchers',
        deleted: await deleteIn(tx, 'offer_vouchers', 'id', ids(person.vouchers)),
        anonymised: 0,
      },
      {
        kind: 'sign-up',
        what: 'Sign-up, preferences, dates and consents',
        // Consents, choices and dates go with the customer (ON DELETE CASCADE).
        deleted: await deleteIn(tx, 'customers', 'guid', ids(person.customers, 'guid')),
        anonymised: 0,
      },
    );
    await suppress(tx, email, 'erased');
    const record: SQL = sql`${JSON.stringify(Object.fromEntries(kinds.map((k) => [k.kind, { deleted: k.deleted, anonymised: k.anonymised }])))}::jsonb`;
    await tx.execute(
      sql`INSERT INTO privacy_erasures (address_hash, first_erased_at, last_erased_at, counts)
          VALUES (${hash}, ${options.now}, ${options.now}, ${record})
          ON CONFLICT (address_hash) DO UPDATE SET last_erased_at = EXCLUDED.last_erased_at`,
    );
    return kinds;
  });
  options.logger.info(
    { addressHash: hash, cancelledBookings, kinds: counts.map((k) => [k.kind, k.deleted, k.anonymised]) },
    'personal data erased',
  );
  return {
    addressHash: hash,
    erasedAt: options.now.toISOString(),
    alreadyErased,
    cancelledBookings,
    kinds: counts,
  };
}
