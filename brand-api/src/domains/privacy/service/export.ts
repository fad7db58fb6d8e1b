import type { RetentionKind } from '@fittizia/contract';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../../shared/database.ts';
import { findPerson, type PersonData } from './person.ts';
import { retentionSchedule } from './schedule.ts';

/*
 * The subject-access export (docs/privacy.md): one zip archive (fflate) of everything held about an address: a
 * JSON document per kind, the files themselves (CVs, enquiry uploads, the e-mails sent, as .eml), and a README in
 * plain words saying what each part is and how long it is kept (from the retention schedule).
 */

type Row = Record<string, unknown>;

interface Part {
  /** The file in the archive. */
  file: string;
  kind: string;
  what: string;
  /** The schedule's kind whose period applies. */
  retention?: RetentionKind;
  /** How long, when the schedule does not say. */
  keptFor?: string;
  items: number;
  files: number;
  data: unknown;
}

export interface PrivacyExport {
  fileName: string;
  bytes: Uint8Array;
  kinds: { kind: string; what: string; items: number; files: number }[];
}

/** The bytes of a bytea column, whichever driver read it. */
function bytesOf(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'string' && value.startsWith('\\x')) return Buffer.from(value.slice(2), 'hex');
  return new Uint8Array();
}

/** A row without its stored file (the file is beside it in the archive). */
const withoutContent = ({ content: _content, ...rest }: Row) => rest;
/** JSON of a row: 64-bit integers as text. */
const plain = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
const safe = (name: unknown) => String(name ?? 'file').replace(/[^\w.-]+/g, '_');

function parts(person: PersonData, files: Record<string, Uint8Array>): Part[] {
  for (const f of person.jobApplicationFiles)
    files[`files/cv/${safe(f.application_id)}-${safe(f.name)}`] = bytesOf(f.content);
  for (const f of person.enquiryFiles)
    files[`files/enquiries/${safe(f.enquiry_id)}-${f.position}-${safe(f.name)}`] = bytesOf(f.content);
  for (const e of person.emails) files[`emails/${safe(e.id)}.eml`] = strToU8(String(e.raw ?? ''));
  return [
    {
      file: 'bookings.json',
      kind: 'booking',
      what: 'Your table bookings, what happened to each (made, changed, cancelled, reminded), what you agreed to, and the choices of your group pre-orders',
      retention: 'booking',
      items: person.bookings.length,
      files: 0,
      data: {
        bookings: person.bookings,
        history: person.bookingHistory,
        consents: person.bookingConsents,
        preorderGuests: person.preorderGuests,
      },
    },
    {
      file: 'card-guarantee.json',
      kind: 'booking-card-customer',
      what: 'The reference of the card that guaranteed a booking (never the card number)',
      retention: 'booking-card-customer',
      items: person.cardCustomers.length,
      files: 0,
      data: { cardCustomers: person.cardCustomers },
    },
    {
      file: 'standby-entries.json',
      kind: 'standby-entry',
      what: 'Your places on standby lists for a table',
      retention: 'standby-entry',
      items: person.standbyEntries.length,
      files: 0,
      data: { standbyEntries: person.standbyEntries },
    },
    {
      file: 'job-applications.json',
      kind: 'job-application',
      what: 'Your job applications; the CVs you sent are in files/cv/',
      retention: 'job-application',
      items: person.jobApplications.length,
      files: person.jobApplicationFiles.length,
      data: { applications: person.jobApplications, files: person.jobApplicationFiles.map(withoutContent) },
    },
    {
      file: 'enquiries.json',
      kind: 'enquiry',
      what: 'Your contact and group-booking enquiries; the files you attached are in files/enquiries/',
      retention: 'enquiry',
      items: person.enquiries.length,
      files: person.enquiryFiles.length,
      data: { enquiries: person.enquiries, files: person.enquiryFiles.map(withoutContent) },
    },
    {
      file: 'emails.json',
      kind: 'outbox-email',
      what: 'The e-mails we sent you (each whole in emails/, as .eml files any mail program opens), and how many we sent you in each hour or day',
      retention: 'outbox-email',
      items: person.emails.length,
      files: person.emails.length,
      data: {
        emails: person.emails.map(({ raw: _raw, ...rest }) => rest),
        sendCounts: person.sendCounts,
      },
    },
    {
      file: 'vouchers.json',
      kind: 'voucher',
      what: 'The offer vouchers you claimed',
      retention: 'voucher',
      items: person.vouchers.length,
      files: 0,
      data: { vouchers: person.vouchers },
    },
    {
      file: 'sign-up.json',
      kind: 'sign-up',
      what: 'Your sign-up: your details, your preferences, the dates you keep with us and every consent you gave or withdrew',
      retention: 'sign-up',
      items: person.customers.length,
      files: 0,
      data: {
        customers: person.customers,
        consents: person.customerConsents,
        choices: person.customerChoices,
        occasionDates: person.customerDates,
      },
    },
  ];
}

function readme(person: PersonData, all: Part[], at: Date, env?: NodeJS.ProcessEnv): string {
  const rules = new Map(retentionSchedule(env).rules.map((r) => [r.kind, r]));
  const lines = [
    'WHAT WE HOLD ABOUT YOU',
    '',
    `This archive holds everything we keep about the e-mail address ${person.address}`,
    person.phones.length ? `and the phone numbers found with it (${person.phones.join(', ')}),` : '',
    `as it stood on ${at.toISOString().slice(0, 10)}.`,
    '',
    'Each part is a JSON file (a plain text file that any text editor opens). Dates and times are in UTC.',
    'The files you sent us and the e-mails we sent you are in the folders named below.',
    '',
  ].filter((l, i, a) => l !== '' || a[i - 1] !== '');
  for (const part of all) {
    const rule = part.retention ? rules.get(part.retention) : undefined;
    lines.push(`${part.file} (${part.items} ${part.items === 1 ? 'item' : 'items'})`);
    lines.push(`  What it is: ${part.what}.`);
    if (rule) {
      lines.push(
        `  How long we keep it: ${rule.keptFor}; then it is ${rule.action}${rule.afterwards ? ` (what is left: ${rule.afterwards})` : ''}.`,
      );
      lines.push(`  Why: ${rule.reason}.`);
    }
    lines.push('');
  }
  if (all.some((p) => p.kind === 'booking')) {
    const card = rules.get('booking-card-customer');
    if (card) lines.push(`The card reference of a booking is deleted ${card.keptFor.toLowerCase()}.`, '');
  }
  lines.push(
    'To ask us to delete what we hold about you, reply to any of our e-mails or use our contact page.',
  );
  return `${lines.join('\n')}\n`;
}

/** Builds the archive of everything held about the address. */
export async function exportPerson(
  db: Db,
  email: string,
  options: { now: Date; env?: NodeJS.ProcessEnv },
): Promise<PrivacyExport> {
  const person = await findPerson(db, email);
  const files: Record<string, Uint8Array> = {};
  const all = parts(person, files);
  const entries: Record<string, Uint8Array> = {
    'README.txt': strToU8(readme(person, all, options.now, options.env)),
  };
  for (const part of all) entries[part.file] = strToU8(`${JSON.stringify(part.data, plain, 2)}\n`);
  Object.assign(entries, files);
  const bytes = zipSync(entries, { level: 6, mtime: options.now });
  return {
    fileName: `privacy-export-${options.now.toISOString().slice(0, 10)}.zip`,
    bytes,
    kinds: all.map(({ kind, what, items, files: n }) => ({ kind, what, items, files: n })),
  };
}
