import { existsSync } from 'node:fs';
import { RETENTION_KINDS } from '@fittizia/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  applyRetention,
  isSuppressed,
  planRetention,
  retentionSchedule,
  startRetentionQueue,
} from '../src/domains/privacy/index.ts';
import { configureMail, flushMail } from '../src/shared/mail/index.ts';
import { describeOnEachDatabase, type Harness } from './harness.ts';
import { CLOCK, SECRET } from './manage-fixtures.ts';
import { ADA, type MailFolder, mailFolder, type Seeded, seedPeople } from './privacy-fixtures.ts';
import { NO_LIMITS } from './reminder-fixtures.ts';

/*
 * The retention schedule applied (docs/privacy.md), on PGlite and on PostgreSQL (TEST_DATABASE_URL): one person
 * seeded across every kind of personal data, the clock moved past each period in turn and the job run; after each
 * step exactly the expected rows and files are gone or anonymised, the bookings' capacity and counts unchanged, and
 * a second run changes nothing.
 */

const DAY = 86_400_000;
const at = (day: string, plusDays: number) => new Date(Date.parse(`${day}T12:00:00Z`) + plusDays * DAY);

/** What the steps check: the rows of each kind, the .eml files, the booking capacity. */
async function state(h: Harness, seeded: Seeded) {
  const n = (table: string, where = 'true') => h.count(table, where);
  return {
    bookings: await n('bookings'),
    anonymised: await n('bookings', 'anonymised_at IS NOT NULL'),
    adaNamed: await n('bookings', `first_name = '${ADA.first}'`),
    cardIds: await n('bookings', 'braintree_customer_id IS NOT NULL'),
    cardCustomers: await n('card_customers'),
    tables: await n('booking_tables'),
    covers: (
      await h.rows<{ c: number }>('SELECT coalesce(sum(adults + children), 0)::int AS c FROM bookings')
    )[0]?.c,
    history: await n('booking_history'),
    standby: await n('standby_entries', `reference = '${seeded.standbyRef}'`),
    applications: await n('job_applications'),
    cvs: await n('job_application_files'),
    enquiries: await n('contact_enquiries'),
    uploads: await n('contact_enquiry_files'),
    emails: await n('mail_outbox'),
    sendCounts: await n('mail_send_counts'),
    vouchers: await n('offer_vouchers'),
    customers: await n('customers', `guid = '${seeded.customerGuid}'`),
  };
}

const zero = Object.fromEntries(RETENTION_KINDS.map((k) => [k, { deleted: 0, anonymised: 0 }]));

describeOnEachDatabase(
  'the retention schedule',
  { clock: CLOCK, app: { manageSecret: SECRET, bookingLimits: NO_LIMITS } },
  (h) => {
    let mail: MailFolder;
    let seeded: Seeded;
    beforeAll(async () => {
      mail = mailFolder(() => h.clock.now());
      seeded = await seedPeople(h, 'ret');
    }, 120_000);
    afterAll(async () => {
      await flushMail();
      configureMail();
    });

    /** One step: the clock set, a run, the counts it answers, then a second run that does nothing. */
    async function step(when: Date) {
      h.clock.set(when);
      const planned = await planRetention(h.database, { now: when });
      const run = await applyRetention(h.database, { now: when, batchSize: 2 });
      expect(run.finished).toBe(true);
      expect(run.counts).toEqual(planned);
      const again = await applyRetention(h.database, { now: when, batchSize: 2 });
      expect(again.counts).toEqual(zero);
      return run.counts;
    }

    it('the schedule has every kind, with the issue defaults, and a period changed by environment', () => {
      const rules = retentionSchedule({}).rules;
      expect(rules.map((r) => r.kind)).toEqual([...RETENTION_KINDS]);
      expect(Object.fromEntries(rules.map((r) => [r.kind, r.days]))).toEqual({
        booking: 730,
        'booking-card-customer': 7,
        'standby-entry': 30,
        'job-application': 183,
        enquiry: 365,
        'outbox-email': 30,
        voucher: 365,
        'sign-up': 0,
      });
      for (const rule of rules) expect(rule.reason.length).toBeGreaterThan(10);
      const changed = retentionSchedule({ RETENTION_BOOKING_DAYS: '365' }).rules[0];
      expect(changed?.days).toBe(365);
      expect(changed?.keptFor).toBe('12 months after the day you dined');
      expect(() => retentionSchedule({ RETENTION_VOUCHER_DAYS: 'soon' })).toThrow(/RETENTION_VOUCHER_DAYS/);
    });

    it('serves the schedule (retentionSchedule)', async () => {
      const res = await h.request('/api/v1/privacy/retention');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(retentionSchedule());
    });

    it('moves past each period in turn: exactly the expected rows and files go, capacity stays', async () => {
      const start = await state(h, seeded);
      expect(start.emails).toBeGreaterThanOrEqual(2);
      const emlPaths = await h.rows<{ eml_path: string }>('SELECT eml_path FROM mail_outbox');
      expect(emlPaths.every((r) => r.eml_path && existsSync(r.eml_path))).toBe(true);

      // Now, through the nightly job on pg-boss: the unsubscribed sign-up goes, a hashed suppression entry stays.
      const queue = await startRetentionQueue(h.database, {
        now: () => h.clock.now(),
        logger: h.logger,
        pollingIntervalSeconds: 0.5,
      });
      try {
        await queue.runNow();
      } finally {
        await queue.stop();
      }
      const [recorded] = await h.rows<{ counts: Record<string, { deleted: number }>; finished_at: unknown }>(
        'SELECT counts, finished_at FROM privacy_retention_runs ORDER BY id DESC LIMIT 1',
      );
      expect(recorded?.finished_at).not.toBeNull();
      expect(recorded?.counts['sign-up']?.deleted).toBe(1);
      expect(await state(h, seeded)).toEqual({ ...start, customers: 0 });
      expect(await isSuppressed(h.database.db, ADA.email)).toBe(true);

      // 8 days after dining: the card-customer id (the booking's and the card customer's row).
      const s1 = await step(at(seeded.day, 8));
      expect(s1).toEqual({ ...zero, 'booking-card-customer': { deleted: 2, anonymised: 0 } });
      expect(await state(h, seeded)).toEqual({ ...start, customers: 0, cardIds: 0, cardCustomers: 0 });

      // 31 days after: the standby entry; the outbox e-mails (30 days after sending) with their .eml files.
      const s2 = await step(at(seeded.day, 31));
      expect(s2).toEqual({
        ...zero,
        'standby-entry': { deleted: 1, anonymised: 0 },
        'outbox-email': { deleted: start.emails + start.sendCounts, anonymised: 0 },
      });
      expect(emlPaths.some((r) => existsSync(r.eml_path))).toBe(false);
      expect(mail.files()).toEqual([]);
      const afterS2 = {
        ...start,
        customers: 0,
        cardIds: 0,
        cardCustomers: 0,
        standby: 0,
        emails: 0,
        sendCounts: 0,
      };
      expect(await state(h, seeded)).toEqual(afterS2);

      // 184 days after they were sent: the job applications and their CVs.
      const s3 = await step(new Date(CLOCK.getTime() + 184 * DAY));
      expect(s3).toEqual({ ...zero, 'job-application': { deleted: start.applications, anonymised: 0 } });
      const afterS3 = { ...afterS2, applications: 0, cvs: 0 };
      expect(await state(h, seeded)).toEqual(afterS3);

      // 366 days after: the enquiries with their uploads; the vouchers 12 months after the offer ended.
      const s4 = await step(at(seeded.day, 366));
      expect(s4).toEqual({
        ...zero,
        enquiry: { deleted: start.enquiries, anonymised: 0 },
        voucher: { deleted: start.vouchers, anonymised: 0 },
      });
      const afterS4 = { ...afterS3, enquiries: 0, uploads: 0, vouchers: 0 };
      expect(await state(h, seeded)).toEqual(afterS4);

      // 731 days after dining: the bookings anonymised, their rows, tables and covers kept.
      const s5 = await step(at(seeded.day, 731));
      expect(s5).toEqual({ ...zero, booking: { deleted: 0, anonymised: start.bookings } });
      expect(await state(h, seeded)).toEqual({ ...afterS4, anonymised: start.bookings, adaNamed: 0 });
      const [ada] = await h.rows<Record<string, unknown>>(
        `SELECT * FROM bookings WHERE reference = '${seeded.bookingRef}'`,
      );
      expect(ada).toMatchObject({
        first_name: '',
        last_name: '',
        email: '',
        phone: null,
        special_request: null,
      });
      expect(ada?.dining_date).toBeTruthy();
      expect(ada?.adults).toBe(2);
    }, 180_000);

    it('a run cut short goes on where it stopped, and the totals are the same', async () => {
      h.clock.set(CLOCK);
      const more = await seedPeople(h, 'cut');
      const when = at(more.day, 8);
      const plan = await planRetention(h.database, { now: when });
      expect(plan['booking-card-customer'].deleted).toBe(2);
      const cut = await applyRetention(h.database, { now: when, batchSize: 1, maxBatches: 1 });
      expect(cut.finished).toBe(false);
      const [unfinished] = await h.rows<{ finished_at: unknown }>(
        `SELECT finished_at FROM privacy_retention_runs WHERE id = ${cut.runId}`,
      );
      expect(unfinished?.finished_at).toBeNull();
      const rest = await applyRetention(h.database, { now: when, batchSize: 1 });
      expect(rest.finished).toBe(true);
      for (const kind of RETENTION_KINDS)
        expect(cut.counts[kind].deleted + rest.counts[kind].deleted).toBe(plan[kind].deleted);
      expect(await planRetention(h.database, { now: when })).toEqual(zero);
    }, 120_000);
  },
);
