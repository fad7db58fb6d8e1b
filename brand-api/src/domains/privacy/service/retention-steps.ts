import { unlink } from 'node:fs/promises';
import type { RetentionKind } from '@fittizia/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { list, rowsOf } from './sql.ts';
import { suppress } from './suppression.ts';

/*
 * The retention schedule's steps (docs/privacy.md): for each kind, which rows are past their period, how many there
 * are (the dry run) and how one batch of them is deleted or anonymised.
 */

export interface RetentionCount {
  deleted: number;
  anonymised: number;
}
export type RetentionCounts = Record<RetentionKind, RetentionCount>;

export interface Cutoffs {
  /** London calendar day: rows whose day is before it are past their period. */
  day: (kind: RetentionKind) => string;
  /** Instant: rows whose event is before it are past their period. */
  instant: (kind: RetentionKind) => Date;
  now: Date;
}

export interface Step {
  kind: RetentionKind;
  action: keyof RetentionCount;
  /** How many rows the step would take now (the dry run). */
  pending(db: Db, at: Cutoffs): Promise<number>;
  /** Takes one batch; answers how many rows it took. */
  batch(tx: Db, at: Cutoffs, size: number): Promise<number>;
}

const count = async (db: Db, query: SQL) => (await rowsOf<{ n: number }>(db, query))[0]?.n ?? 0;

const bookingDue = (at: Cutoffs) => sql`anonymised_at IS NULL AND dining_date < ${at.day('booking')}::date`;
const cardDue = (at: Cutoffs) =>
  sql`braintree_customer_id IS NOT NULL AND dining_date < ${at.day('booking-card-customer')}::date`;
/** A card customer past its period and named by no booking still inside its own. */
const cardCustomerDue = (at: Cutoffs) =>
  sql`c.created_at < ${at.instant('booking-card-customer')}
      AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.braintree_customer_id = c.customer_id
                      AND b.dining_date >= ${at.day('booking-card-customer')}::date)`;
const standbyDue = (at: Cutoffs) => sql`dining_date < ${at.day('standby-entry')}::date`;
const applicationDue = (at: Cutoffs) => sql`created_at < ${at.instant('job-application')}`;
const enquiryDue = (at: Cutoffs) => sql`created_at < ${at.instant('enquiry')}`;
const outboxDue = (at: Cutoffs) => sql`created_at < ${at.instant('outbox-email')}`;
const sendCountDue = (at: Cutoffs) => sql`window_start < ${at.instant('outbox-email')}`;
const voucherDue = (at: Cutoffs) =>
  sql`o.valid_until IS NOT NULL AND o.valid_until < ${at.day('voucher')}::date`;
/** A sign-up that unsubscribed (customers.unsubscribed_at, migration 0067) before the cutoff. */
const unsubscribed = (at: Cutoffs) => sql`
  SELECT guid, email FROM customers
  WHERE unsubscribed_at IS NOT NULL AND unsubscribed_at <= ${at.instant('sign-up')}`;

/** Removes a file the outbox wrote; one already gone is fine (a run cut short after removing it). */
export async function removeFile(path: string | null): Promise<number> {
  if (!path) return 0;
  try {
    await unlink(path);
    return 1;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

/** The booking columns that name the diner, cleared; the row keeps its day, time, party and restaurant. */
export async function anonymiseBookings(tx: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    UPDATE bookings SET first_name = '', last_name = '', email = '', email_key = NULL, phone = NULL,
      phone_key = NULL, special_request = NULL, diner_address = NULL, session_id = NULL, cancel_reason = NULL,
      braintree_customer_id = NULL, anonymised_at = ${now}
    WHERE id IN ${list(ids)}`);
  await tx.execute(
    sql`UPDATE booking_history SET detail = detail - 'reason' WHERE booking_id IN ${list(ids)} AND detail ? 'reason'`,
  );
  await tx.execute(sql`DELETE FROM idempotency_keys WHERE booking_id IN ${list(ids)}`);
  // A group pre-order's guests (first names, choices, allergens, notes) go with their booking (docs/preorders.md).
  await tx.execute(
    sql`DELETE FROM preorder_guests WHERE preorder_id IN (SELECT id FROM preorders WHERE booking_id IN ${list(ids)})`,
  );
}

const ids = async (tx: Db, query: SQL) => (await rowsOf<{ id: number }>(tx, query)).map((r) => Number(r.id));

/** A kind whose due rows of `table` are deleted, `size` at a time. */
function deleteStep(kind: RetentionKind, table: string, due: (at: Cutoffs) => SQL): Step {
  const from = sql.raw(table);
  return {
    kind,
    action: 'deleted',
    pending: (db, at) => count(db, sql`SELECT count(*)::int AS n FROM ${from} WHERE ${due(at)}`),
    batch: async (tx, at, size) =>
      (
        await rowsOf(
          tx,
          sql`DELETE FROM ${from} WHERE id IN (
                SELECT id FROM ${from} WHERE ${due(at)} ORDER BY id LIMIT ${size}) RETURNING id`,
        )
      ).length,
  };
}

export const STEPS: Step[] = [
  {
    kind: 'booking-card-customer',
    action: 'deleted',
    pending: async (db, at) =>
      (await count(db, sql`SELECT count(*)::int AS n FROM bookings WHERE ${cardDue(at)}`)) +
      (await count(db, sql`SELECT count(*)::int AS n FROM card_customers c WHERE ${cardCustomerDue(at)}`)),
    async batch(tx, at, size) {
      const due = await ids(
        tx,
        sql`SELECT id FROM bookings WHERE ${cardDue(at)} ORDER BY id LIMIT ${size} FOR UPDATE SKIP LOCKED`,
      );
      if (due.length > 0)
        await tx.execute(sql`UPDATE bookings SET braintree_customer_id = NULL WHERE id IN ${list(due)}`);
      const gone = await rowsOf(
        tx,
        sql`DELETE FROM card_customers WHERE customer_id IN (
              SELECT c.customer_id FROM card_customers c WHERE ${cardCustomerDue(at)} LIMIT ${size - due.length + 1})
            RETURNING customer_id`,
      );
      return due.length + gone.length;
    },
  },
  {
    kind: 'booking',
    action: 'anonymised',
    pending: (db, at) => count(db, sql`SELECT count(*)::int AS n FROM bookings WHERE ${bookingDue(at)}`),
    async batch(tx, at, size) {
      const due = await ids(
        tx,
        sql`SELECT id FROM bookings WHERE ${bookingDue(at)} ORDER BY id LIMIT ${size} FOR UPDATE SKIP LOCKED`,
      );
      await anonymiseBookings(tx, due, at.now);
      return due.length;
    },
  },
  deleteStep('standby-entry', 'standby_entries', standbyDue),
  // Its CV (job_application_files) goes with it (ON DELETE CASCADE).
  deleteStep('job-application', 'job_applications', applicationDue),
  // Its uploads (contact_enquiry_files) go with it (ON DELETE CASCADE).
  deleteStep('enquiry', 'contact_enquiries', enquiryDue),
  {
    kind: 'outbox-email',
    action: 'deleted',
    pending: async (db, at) =>
      (await count(db, sql`SELECT count(*)::int AS n FROM mail_outbox WHERE ${outboxDue(at)}`)) +
      (await count(db, sql`SELECT count(*)::int AS n FROM mail_send_counts WHERE ${sendCountDue(at)}`)),
    async batch(tx, at, size) {
      const due = await rowsOf<{ id: string; eml_path: string | null }>(
        tx,
        sql`SELECT id, eml_path FROM mail_outbox WHERE ${outboxDue(at)} ORDER BY id LIMIT ${size}
            FOR UPDATE SKIP LOCKED`,
      );
      // The file first: a run cut short between the two leaves a row whose file is gone, which the next run deletes.
      for (const row of due) await removeFile(row.eml_path);
      if (due.length > 0)
        await tx.execute(sql`DELETE FROM mail_outbox WHERE id IN ${list(due.map((r) => r.id))}`);
      const counts = await rowsOf(
        tx,
        sql`DELETE FROM mail_send_counts WHERE (scope, recipient_key, window_start) IN (
              SELECT scope, recipient_key, window_start FROM mail_send_counts WHERE ${sendCountDue(at)}
              LIMIT ${size - due.length + 1}) RETURNING scope`,
      );
      return due.length + counts.length;
    },
  },
  {
    kind: 'voucher',
    action: 'deleted',
    pending: (db, at) =>
      count(
        db,
        sql`SELECT count(*)::int AS n FROM offer_vouchers v JOIN offers o ON o.id = v.offer_id WHERE ${voucherDue(at)}`,
      ),
    batch: async (tx, at, size) =>
      (
        await rowsOf(
          tx,
          sql`DELETE FROM offer_vouchers WHERE id IN (
                SELECT v.id FROM offer_vouchers v JOIN offers o ON o.id = v.offer_id WHERE ${voucherDue(at)}
                ORDER BY v.id LIMIT ${size}) RETURNING id`,
        )
      ).length,
  },
  {
    kind: 'sign-up',
    action: 'deleted',
    pending: (db, at) => count(db, sql`SELECT count(*)::int AS n FROM (${unsubscribed(at)}) s`),
    async batch(tx, at, size) {
      const due = await rowsOf<{ guid: string; email: string }>(
        tx,
        sql`SELECT * FROM (${unsubscribed(at)}) s ORDER BY guid LIMIT ${size}`,
      );
      // Only the hashed suppression entry remains; consents, choices and dates go with the row (CASCADE).
      for (const row of due) await suppress(tx, row.email, 'unsubscribed');
      if (due.length > 0)
        await tx.execute(sql`DELETE FROM customers WHERE guid IN ${list(due.map((r) => r.guid))}`);
      return due.length;
    },
  },
];
