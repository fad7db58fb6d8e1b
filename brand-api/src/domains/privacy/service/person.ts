import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { emailKey, phoneKey } from '../../booking/index.ts';
import { list, normalised, rowsOf } from './sql.ts';

/*
 * Everything the brand API holds about one person (docs/privacy.md), found by the normalised e-mail address
 * (`emailKey`: trimmed, lower case, without a `+tag`) and by the phone numbers found with it (`phoneKey`: digits, a
 * UK number in national form). The subject-access export writes it; the erasure removes it.
 */

type Row = Record<string, unknown>;

export interface PersonData {
  /** The normalised address. */
  address: string;
  /** The phone numbers found with the address, as compared. */
  phones: string[];
  bookings: Row[];
  bookingHistory: Row[];
  bookingConsents: Row[];
  /** The guests of the bookings' group pre-orders (first names, choices, allergens, notes; never a key's hash). */
  preorderGuests: Row[];
  cardCustomers: Row[];
  standbyEntries: Row[];
  jobApplications: Row[];
  jobApplicationFiles: Row[];
  enquiries: Row[];
  enquiryFiles: Row[];
  emails: Row[];
  sendCounts: Row[];
  vouchers: Row[];
  customers: Row[];
  customerConsents: Row[];
  customerChoices: Row[];
  customerDates: Row[];
}

/** The tables with a phone column: the table, its phone column and its key. */
const PHONED = [
  { table: 'bookings', phone: 'phone', id: 'id' },
  { table: 'standby_entries', phone: 'phone', id: 'id' },
  { table: 'job_applications', phone: 'telephone', id: 'id' },
  { table: 'contact_enquiries', phone: 'phone', id: 'id' },
  { table: 'customers', phone: 'phone_number', id: 'guid' },
] as const;

const lastNine = (key: string) => key.replace(/\D/g, '').slice(-9);

/** The rows of a table matched by the address or by one of the phones. */
async function matched(
  db: Db,
  entry: (typeof PHONED)[number],
  address: string,
  phones: string[],
): Promise<Row[]> {
  const table = sql.raw(entry.table);
  const byEmail = await rowsOf<Row>(
    db,
    sql`SELECT * FROM ${table} WHERE ${normalised(sql.raw('email'))} = ${address} ORDER BY ${sql.raw(entry.id)}`,
  );
  if (phones.length === 0) return byEmail;
  const phone = sql.raw(entry.phone);
  const candidates = await rowsOf<Row>(
    db,
    sql`SELECT * FROM ${table} WHERE ${phone} IS NOT NULL
          AND right(regexp_replace(${phone}, '\\D', '', 'g'), 9) IN ${list(phones.map(lastNine))}`,
  );
  const seen = new Set(byEmail.map((r) => String(r[entry.id])));
  const byPhone = candidates.filter(
    (r) => !seen.has(String(r[entry.id])) && phones.includes(phoneKey(String(r[entry.phone])) ?? ''),
  );
  return [...byEmail, ...byPhone];
}

const idsOf = (rows: Row[], column = 'id') => rows.map((r) => r[column] as string | number);

async function rowsWhereIn(db: Db, query: (ids: SQL) => SQL, ids: (string | number)[]): Promise<Row[]> {
  return ids.length === 0 ? [] : rowsOf<Row>(db, query(list(ids)));
}

/** Finds every row about the person with this e-mail address. */
export async function findPerson(db: Db, email: string): Promise<PersonData> {
  const address = emailKey(email);
  // The phones found with the address, in any of the tables that keep one.
  const phones = new Set<string>();
  for (const entry of PHONED) {
    const rows = await rowsOf<{ phone: string | null }>(
      db,
      sql`SELECT ${sql.raw(entry.phone)} AS phone FROM ${sql.raw(entry.table)}
          WHERE ${normalised(sql.raw('email'))} = ${address}`,
    );
    for (const r of rows) {
      const key = phoneKey(r.phone);
      if (key) phones.add(key);
    }
  }
  const phoneList = [...phones];
  const [bookings, standbyEntries, jobApplications, enquiries, customers] = (await Promise.all(
    PHONED.map((entry) => matched(db, entry, address, phoneList)),
  )) as [Row[], Row[], Row[], Row[], Row[]];
  const bookingIds = idsOf(bookings);
  const cardIds = bookings
    .map((b) => b.braintree_customer_id)
    .filter((v): v is string => typeof v === 'string');
  const cardCustomers = await rowsOf<Row>(
    db,
    cardIds.length === 0
      ? sql`SELECT * FROM card_customers WHERE ${normalised(sql.raw('email'))} = ${address} ORDER BY customer_id`
      : sql`SELECT * FROM card_customers WHERE ${normalised(sql.raw('email'))} = ${address}
              OR customer_id IN ${list(cardIds)} ORDER BY customer_id`,
  );
  const customerIds = idsOf(customers, 'guid');
  const applicationIds = idsOf(jobApplications);
  const enquiryIds = idsOf(enquiries);
  return {
    address,
    phones: phoneList,
    bookings,
    bookingHistory: await rowsWhereIn(
      db,
      (ids) => sql`SELECT * FROM booking_history WHERE booking_id IN ${ids} ORDER BY booking_id, id`,
      bookingIds,
    ),
    bookingConsents: await rowsWhereIn(
      db,
      (ids) => sql`SELECT * FROM booking_consents WHERE booking_id IN ${ids} ORDER BY booking_id, consent`,
      bookingIds,
    ),
    preorderGuests: await rowsWhereIn(
      db,
      (
        ids,
      ) => sql`SELECT p.booking_id, g.id, g.first_name, g.child, g.choices, g.allergens, g.note, g.created_at,
          g.updated_at FROM preorder_guests g JOIN preorders p ON p.id = g.preorder_id
        WHERE p.booking_id IN ${ids} ORDER BY p.booking_id, g.created_at, g.id`,
      bookingIds,
    ),
    cardCustomers,
    standbyEntries,
    jobApplications,
    jobApplicationFiles: await rowsWhereIn(
      db,
      (ids) =>
        sql`SELECT * FROM job_application_files WHERE application_id IN ${ids} ORDER BY application_id`,
      applicationIds,
    ),
    enquiries,
    enquiryFiles: await rowsWhereIn(
      db,
      (ids) =>
        sql`SELECT * FROM contact_enquiry_files WHERE enquiry_id IN ${ids} ORDER BY enquiry_id, position`,
      enquiryIds,
    ),
    emails: await rowsOf<Row>(
      db,
      sql`SELECT * FROM mail_outbox WHERE ${normalised(sql.raw('to_address'))} = ${address} ORDER BY created_at, id`,
    ),
    sendCounts: await rowsOf<Row>(
      db,
      sql`SELECT * FROM mail_send_counts WHERE ${normalised(sql.raw('recipient_key'))} = ${address}
          ORDER BY window_start`,
    ),
    vouchers: await rowsOf<Row>(
      db,
      sql`SELECT * FROM offer_vouchers WHERE ${normalised(sql.raw('email'))} = ${address} ORDER BY id`,
    ),
    customers,
    customerConsents: await rowsWhereIn(
      db,
      (ids) => sql`SELECT * FROM customer_consents WHERE customer_guid IN ${ids} ORDER BY id`,
      customerIds,
    ),
    customerChoices: await rowsWhereIn(
      db,
      (ids) =>
        sql`SELECT * FROM customer_choices WHERE customer_guid IN ${ids} ORDER BY customer_guid, choice_id`,
      customerIds,
    ),
    customerDates: await rowsWhereIn(
      db,
      (ids) =>
        sql`SELECT * FROM customer_occasion_dates WHERE customer_guid IN ${ids} ORDER BY customer_guid, position`,
      customerIds,
    ),
  };
}
