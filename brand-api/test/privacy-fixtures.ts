import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unpadded } from '../src/domains/booking/service/calendar.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import {
  configureMail,
  emlFolderTransport,
  flushMail,
  type MailTransport,
} from '../src/shared/mail/index.ts';
import type { Harness } from './harness.ts';
import { book, booking, CG, onOrAfter, SITE } from './reminder-fixtures.ts';

/*
 * What the privacy tests share: one person (Ada Quill) seeded across every kind of personal data the brand API
 * holds, and another (Bob Other) beside her, whose data must never be touched by her export or erasure; the mail
 * written as .eml files to a folder of the test's own, every delivery also counted.
 */

export const ADA = {
  email: 'Ada.Quill+booking@Example.com',
  address: 'ada.quill@example.com',
  first: 'Adaline',
  last: 'Quillfeather',
  phone: '07700 900456',
  phoneDigits: '7700900456',
  /** Another address of hers, found only through her phone number. */
  workEmail: 'a.quillfeather@work.example',
};
export const BOB = {
  email: 'bob.other@example.com',
  first: 'Bartholomew',
  last: 'Otherington',
  phone: '07700900999',
  phoneDigits: '7700900999',
};

export interface MailFolder {
  dir: string;
  delivered: { to: string[]; raw: string }[];
  /** Every file of the folder, with its text. */
  files(): { name: string; text: string }[];
}

/** The outbox writes .eml files to a fresh folder, on the test's clock; each delivery is also kept in `delivered`. */
export function mailFolder(now: () => Date): MailFolder {
  const dir = mkdtempSync(join(tmpdir(), 'privacy-outbox-'));
  const eml = emlFolderTransport(dir);
  const delivered: MailFolder['delivered'] = [];
  const transport: MailTransport = {
    name: 'eml-folder',
    async deliver(message) {
      delivered.push({ to: message.envelope.to, raw: message.raw.toString('utf8') });
      return eml.deliver(message);
    },
  };
  configureMail({ siteUrl: SITE, transport, outboxDir: dir, now });
  const files = (): { name: string; text: string }[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const path = join(e.parentPath, e.name);
        return { name: path, text: readFileSync(path, 'utf8') };
      });
  return { dir, delivered, files };
}

export interface Seeded {
  /** The London day of the seeded bookings and standby entries (a few days ahead of the clock). */
  day: string;
  bookingRef: string;
  bobBookingRef: string;
  cardCustomer: string;
  standbyRef: string;
  applicationId: string;
  bobApplicationId: string;
  enquiryId: string;
  /** Ada's enquiry under her work address, found by her phone. */
  phoneEnquiryId: string;
  voucherCode: string;
  customerGuid: string;
  offerId: string;
}

const q = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** Seeds Ada across every kind, and Bob beside her, at the clock's time. */
export async function seedPeople(h: Harness, tag: string): Promise<Seeded> {
  const now = h.clock.now().toISOString();
  const thursday = onOrAfter(3, 4);
  const day = thursday.iso;
  const adaBooking = {
    ...booking(unpadded(thursday), '19:00', ADA.email),
    firstName: ADA.first,
    lastName: ADA.last,
    mobilePhoneNumber: ADA.phone.replace(/\s/g, ''),
    specialRequest: `A quiet corner please, ${ADA.first}`,
  };
  const made = await book(h.app, h.auth, adaBooking);
  const bobMade = await book(h.app, h.auth, {
    ...booking(unpadded(thursday), '20:00', BOB.email),
    firstName: BOB.first,
    lastName: BOB.last,
    mobilePhoneNumber: BOB.phone,
  });
  await flushMail();
  const cardCustomer = `cust-${tag}-ada`;
  await h.rows(`INSERT INTO card_customers (customer_id, provider, first_name, last_name, email, created_at)
    VALUES (${q(cardCustomer)}, 'sandbox', ${q(ADA.first)}, ${q(ADA.last)}, ${q(ADA.email)}, ${q(now)})`);
  await h.rows(
    `UPDATE bookings SET braintree_customer_id = ${q(cardCustomer)}, card_guaranteed = true WHERE reference = ${q(made.bookingReference)}`,
  );
  const standbyRef = `SB-${tag}-ADA`;
  await h.rows(`INSERT INTO standby_entries (reference, brand_key, store_id, occasion_id, dining_date, window_from,
      window_to, adults, first_name, last_name, email, phone, consent_at, joined_at)
    VALUES (${q(standbyRef)}, ${q(DEMO_BRAND_KEY)}, ${q(CG)}, 'standard', ${q(day)}, '18:00', '21:00', 2,
      ${q(ADA.first)}, ${q(ADA.last)}, ${q(ADA.email)}, ${q(ADA.phone)}, ${q(now)}, ${q(now)})`);
  const [job] = await h.rows<{ job_id: string }>('SELECT job_id FROM jobs ORDER BY job_id LIMIT 1');
  const application = async (id: string, p: typeof ADA | typeof BOB, cv: string) => {
    await h.rows(`INSERT INTO job_applications (id, job_id, email, email_key, first_name, second_name, telephone, created_at)
      VALUES (${q(id)}, ${q(job?.job_id as string)}, ${q(p.email)}, ${q(p.email.toLowerCase())}, ${q(p.first)},
        ${q(p.last)}, ${q(p.phone)}, ${q(now)})`);
    await h.rows(`INSERT INTO job_application_files (application_id, name, content_type, size, sha256, content, stored_name)
      VALUES (${q(id)}, 'cv.pdf', 'application/pdf', ${cv.length}, 'x', convert_to(${q(cv)}, 'UTF8'), 'stored.pdf')`);
  };
  const applicationId = `app-${tag}-ada`;
  const bobApplicationId = `app-${tag}-bob`;
  await application(applicationId, ADA, `CV of ${ADA.first} ${ADA.last}`);
  await application(bobApplicationId, BOB, `CV of ${BOB.first} ${BOB.last}`);
  const enquiry = async (id: string, email: string, who: typeof ADA | typeof BOB, file: string) => {
    await h.rows(`INSERT INTO contact_enquiries (id, kind, first_name, last_name, email, email_key, phone, message, created_at, reference)
      VALUES (${q(id)}, 'contact', ${q(who.first)}, ${q(who.last)}, ${q(email)}, ${q(email.toLowerCase())}, ${q(who.phone)},
        ${q(`Hello from ${who.first}`)}, ${q(now)}, ${q(`ENQ-${id}`)})`);
    await h.rows(`INSERT INTO contact_enquiry_files (enquiry_id, position, name, content_type, size, sha256, content)
      VALUES (${q(id)}, 0, 'photo.png', 'image/png', ${file.length}, 'x', convert_to(${q(file)}, 'UTF8'))`);
  };
  const prefix = Buffer.from(tag).toString('hex').padEnd(8, '0').slice(0, 8);
  const hex = (n: number) => `${prefix}-0000-4000-8000-00000000000${n}`;
  const enquiryId = hex(1);
  const phoneEnquiryId = hex(2);
  await enquiry(enquiryId, ADA.email, ADA, `upload of ${ADA.first}`);
  await enquiry(phoneEnquiryId, ADA.workEmail, ADA, `work upload of ${ADA.first}`);
  await enquiry(hex(3), BOB.email, BOB, `upload of ${BOB.first}`);
  const [offer] = await h.rows<{ id: string }>('SELECT id FROM offers ORDER BY id LIMIT 1');
  const offerId = offer?.id as string;
  await h.rows(`UPDATE offers SET valid_until = ${q(day)} WHERE id = ${q(offerId)}`);
  const voucherCode = `V-${tag}-ADA`;
  await h.rows(`INSERT INTO offer_vouchers (offer_id, email, email_key, code, created_at)
    VALUES (${q(offerId)}, ${q(ADA.email)}, ${q(ADA.email.toLowerCase())}, ${q(voucherCode)}, ${q(now)}),
           (${q(offerId)}, ${q(BOB.email)}, ${q(BOB.email)}, ${q(`V-${tag}-BOB`)}, ${q(now)})`);
  const customerGuid = `${prefix}-1111-4000-8000-000000000001`;
  await h.rows(`INSERT INTO customers (guid, email, email_key, first_name, phone_number, created_at, confirmed_at, unsubscribed_at)
    VALUES (${q(customerGuid)}, ${q(ADA.email)}, ${q(ADA.email.toLowerCase())}, ${q(ADA.first)}, ${q(ADA.phone)},
      ${q(now)}, ${q(now)}, ${q(now)})`);
  await h.rows(`INSERT INTO customer_consents (customer_guid, consent, agreed, wording, version, source, recorded_at)
    VALUES (${q(customerGuid)}, 'marketing_email', true, 'Send me offers', '1', 'signup', ${q(now)}),
           (${q(customerGuid)}, 'marketing_email', false, 'Send me offers', '1', 'preferences', ${q(now)})`);
  await h.rows(`INSERT INTO mail_send_counts (scope, recipient_key, window_start, sent)
    VALUES ('voucher', ${q(ADA.address)}, ${q(now)}, 1)`);
  return {
    day,
    bookingRef: made.bookingReference,
    bobBookingRef: bobMade.bookingReference,
    cardCustomer,
    standbyRef,
    applicationId,
    bobApplicationId,
    enquiryId,
    phoneEnquiryId,
    voucherCode,
    customerGuid,
    offerId,
  };
}

/** Every row of every table (all schemas), as JSON text; byte columns read as text too. */
export async function databaseDump(h: Harness): Promise<string> {
  const tables = await h.rows<{ s: string; t: string }>(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const parts: string[] = [];
  for (const { s, t } of tables) {
    const rows = await h.rows<Record<string, unknown>>(`SELECT * FROM "${s}"."${t}"`);
    parts.push(
      JSON.stringify({ table: `${s}.${t}`, rows }, (_k, v) =>
        typeof v === 'bigint'
          ? v.toString()
          : v instanceof Uint8Array
            ? Buffer.from(v).toString('utf8')
            : v?.type === 'Buffer' && Array.isArray(v.data)
              ? Buffer.from(v.data).toString('utf8')
              : v,
      ),
    );
  }
  return parts.join('\n');
}
