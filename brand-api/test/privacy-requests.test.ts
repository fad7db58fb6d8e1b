import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { opsPrivacyEraseResponse, opsPrivacyExportResponse, RETENTION_KINDS } from '@fittizia/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, runPrivacyCommand } from '../src/cli/privacy-commands.ts';
import { ERASURE_CANCEL_REASON } from '../src/domains/booking/index.ts';
import { isSuppressed } from '../src/domains/privacy/index.ts';
import { configureMail, flushMail } from '../src/shared/mail/index.ts';
import { describeOnEachDatabase } from './harness.ts';
import { CLOCK, SECRET } from './manage-fixtures.ts';
import { opsCall, opsKey } from './ops-fixtures.ts';
import {
  ADA,
  BOB,
  databaseDump,
  type MailFolder,
  mailFolder,
  type Seeded,
  seedPeople,
} from './privacy-fixtures.ts';
import { NO_LIMITS } from './reminder-fixtures.ts';

/*
 * A person's requests (docs/privacy.md), on PGlite and on PostgreSQL (TEST_DATABASE_URL): the export holds every
 * seeded item of hers, checked item by item, and nothing of anyone else's; the erasure cancels her future booking
 * with an e-mail, then leaves her address, name and phone nowhere in a full dump of the database or in the mail
 * folder except as hashes; asking again is harmless; bad input changes nothing.
 */

const lines: string[] = [];
const print = (line: string) => lines.push(line);

describeOnEachDatabase(
  'export and erasure on request',
  { clock: CLOCK, app: { manageSecret: SECRET, bookingLimits: NO_LIMITS } },
  (h) => {
    let mail: MailFolder;
    let seeded: Seeded;
    let key: string;
    const cli = (args: string[], cwd = tmpdir()) =>
      runPrivacyCommand(args, {
        database: h.database,
        logger: h.logger,
        now: () => h.clock.now(),
        print,
        cwd,
      });
    beforeAll(async () => {
      mail = mailFolder(() => h.clock.now());
      seeded = await seedPeople(h, 'req');
      key = await opsKey(h, 'privacy-officer');
    }, 120_000);
    afterAll(async () => {
      await flushMail();
      configureMail();
    });

    it('bad input on the CLI and the operators’ calls gets a clear message and changes nothing', async () => {
      const before = await databaseDump(h);
      lines.length = 0;
      expect(await cli(['export'])).toBe(2);
      expect(await cli(['erase', 'not-an-address'])).toBe(2);
      expect(await cli(['retention'])).toBe(2);
      expect(lines).toEqual([
        PRIVACY_MESSAGES.noAddress('export'),
        PRIVACY_MESSAGES.badAddress('not-an-address'),
        PRIVACY_MESSAGES.retentionMode,
      ]);
      const content = await opsKey(h, 'editor', 'content');
      const refusals = [
        [undefined, { email: ADA.email }, 401, /operator key is required/],
        ['fzops_nope_nope', { email: ADA.email }, 401, /not valid/],
        [content, { email: ADA.email }, 403, /needs the operations role/],
        [key, {}, 400, /email/],
        [key, { email: 'nobody' }, 400, /e-mail address/],
      ] as const;
      for (const path of ['/api/ops/privacy/export', '/api/ops/privacy/erase']) {
        for (const [k, body, status, message] of refusals) {
          const res = await opsCall(h, k, path, body);
          expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
          expect(JSON.stringify(await res.json())).toMatch(message);
        }
      }
      // The dry run says what the next run would do, kind by kind, and does none of it.
      lines.length = 0;
      expect(await cli(['retention', '--dry-run'])).toBe(0);
      expect(lines.slice(1).map((l) => l.trim().split(':')[0])).toEqual([...RETENTION_KINDS]);
      expect(lines.find((l) => l.includes('sign-up'))).toMatch(/delete 1 \(Until you unsubscribe\)/);
      // The two keys made here are the only difference.
      const after = (await databaseDump(h)).replace(/\{"table":"public\.ops_keys".*\n?/, '');
      expect(after).toBe(before.replace(/\{"table":"public\.ops_keys".*\n?/, ''));
    }, 120_000);

    it('the export holds every seeded item of hers, and nothing of anyone else’s', async () => {
      const res = await opsCall(h, key, '/api/ops/privacy/export', { email: 'ada.quill@EXAMPLE.com' });
      expect(res.status).toBe(200);
      const body = opsPrivacyExportResponse.parse(await res.json());
      const files = unzipSync(Buffer.from(body.archive, 'base64'));
      const text = (name: string) => strFromU8(files[name] as Uint8Array);
      const json = (name: string) => JSON.parse(text(name));
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining(['README.txt', 'bookings.json', 'sign-up.json', 'vouchers.json']),
      );
      expect(text('README.txt')).toMatch(/24 months after the day you dined/);
      expect(text('README.txt')).toMatch(/What it is: Your job applications/);

      expect(json('bookings.json').bookings.map((b: { reference: string }) => b.reference)).toEqual([
        seeded.bookingRef,
      ]);
      expect(json('bookings.json').history.length).toBeGreaterThan(0);
      expect(
        json('card-guarantee.json').cardCustomers.map((c: { customer_id: string }) => c.customer_id),
      ).toEqual([seeded.cardCustomer]);
      expect(
        json('standby-entries.json').standbyEntries.map((s: { reference: string }) => s.reference),
      ).toEqual([seeded.standbyRef]);
      expect(json('job-applications.json').applications.map((a: { id: string }) => a.id)).toEqual([
        seeded.applicationId,
      ]);
      expect(text(`files/cv/${seeded.applicationId}-cv.pdf`)).toBe(`CV of ${ADA.first} ${ADA.last}`);
      // The enquiry under her work address is hers by her phone number.
      expect(
        json('enquiries.json')
          .enquiries.map((e: { id: string }) => e.id)
          .sort(),
      ).toEqual([seeded.enquiryId, seeded.phoneEnquiryId].sort());
      expect(text(`files/enquiries/${seeded.enquiryId}-0-photo.png`)).toBe(`upload of ${ADA.first}`);
      expect(text(`files/enquiries/${seeded.phoneEnquiryId}-0-photo.png`)).toBe(
        `work upload of ${ADA.first}`,
      );
      const emails = await h.rows<{ id: string }>(
        `SELECT id FROM mail_outbox WHERE lower(to_address) = lower('${ADA.email}') ORDER BY id`,
      );
      expect(emails.length).toBeGreaterThan(0);
      expect(
        json('emails.json')
          .emails.map((e: { id: string }) => e.id)
          .sort(),
      ).toEqual(emails.map((e) => e.id));
      for (const e of emails) expect(text(`emails/${e.id}.eml`)).toMatch(seeded.bookingRef);
      expect(json('emails.json').sendCounts).toHaveLength(1);
      expect(json('vouchers.json').vouchers.map((v: { code: string }) => v.code)).toEqual([
        seeded.voucherCode,
      ]);
      expect(json('sign-up.json').customers.map((c: { guid: string }) => c.guid)).toEqual([
        seeded.customerGuid,
      ]);
      expect(json('sign-up.json').consents).toHaveLength(2);

      const everything = Object.values(files)
        .map((f) => strFromU8(f))
        .join('\n');
      for (const foreign of [
        BOB.email,
        BOB.first,
        BOB.last,
        BOB.phoneDigits,
        seeded.bobBookingRef,
        seeded.bobApplicationId,
      ])
        expect(everything).not.toContain(foreign);

      // The CLI writes the same archive to a file.
      const dir = mkdtempSync(join(tmpdir(), 'privacy-export-'));
      lines.length = 0;
      expect(await cli(['export', ADA.email, '--out', 'ada.zip'], dir)).toBe(0);
      const fromCli = unzipSync(readFileSync(join(dir, 'ada.zip')));
      expect(Object.keys(fromCli).sort()).toEqual(Object.keys(files).sort());
    }, 120_000);

    it('the erasure cancels her future booking with an e-mail, then leaves her nowhere but as hashes', async () => {
      mail.delivered.length = 0;
      lines.length = 0;
      expect(await cli(['erase', ADA.email])).toBe(0);
      expect(lines[0]).toMatch(/future bookings cancelled, each with an e-mail: 1/);
      // The cancellation e-mail went to her.
      const cancellation = mail.delivered.find((m) =>
        m.to.some((to) => to.toLowerCase() === ADA.email.toLowerCase()),
      );
      expect(cancellation?.raw).toMatch(seeded.bookingRef);
      expect(cancellation?.raw).toMatch(/X-Mail-Kind: booking-cancellation/);
      const [row] = await h.rows<Record<string, unknown>>(
        `SELECT status, cancel_reason, anonymised_at, adults FROM bookings WHERE reference = '${seeded.bookingRef}'`,
      );
      expect(row?.status).toBe('cancelled');
      expect(row?.anonymised_at).not.toBeNull();
      expect(row?.adults).toBe(2);
      const [history] = await h.rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM booking_history h JOIN bookings b ON b.id = h.booking_id
         WHERE b.reference = '${seeded.bookingRef}' AND h.event = 'cancelled'`,
      );
      expect(history?.n).toBe(1);
      expect(ERASURE_CANCEL_REASON).toBeTruthy();

      const dump = (await databaseDump(h)).toLowerCase();
      const folder = mail
        .files()
        .map((f) => f.text)
        .join('\n')
        .toLowerCase();
      for (const trace of [
        ADA.address,
        'ada.quill',
        ADA.workEmail,
        ADA.first,
        ADA.last,
        ADA.phoneDigits,
        '900456',
      ]) {
        expect(dump, trace).not.toContain(trace.toLowerCase());
        expect(folder, trace).not.toContain(trace.toLowerCase());
      }
      // Bob is untouched.
      expect(dump).toContain(BOB.email);
      expect(await h.count('job_applications', `id = '${seeded.bobApplicationId}'`)).toBe(1);
      // The proof and the suppression entry, as hashes.
      expect(await h.count('privacy_erasures')).toBe(1);
      expect(await isSuppressed(h.database.db, ADA.email)).toBe(true);

      // Asking again (through the operators' call) is harmless.
      const res = await opsCall(h, key, '/api/ops/privacy/erase', { email: ADA.address });
      expect(res.status).toBe(200);
      const again = opsPrivacyEraseResponse.parse(await res.json());
      expect(again.alreadyErased).toBe(true);
      expect(again.cancelledBookings).toBe(0);
      expect(again.kinds.every((k) => k.deleted === 0 && k.anonymised === 0)).toBe(true);
      expect(await h.count('privacy_erasures')).toBe(1);
    }, 120_000);
  },
);
