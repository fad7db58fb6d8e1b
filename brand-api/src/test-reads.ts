import { asc, eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import { sendDueReminders } from './domains/booking/index.ts';
import { bookings } from './domains/booking/tables.ts';
import { contactEnquiries, contactEnquiryFiles } from './domains/contact/tables.ts';
import {
  customerChoices,
  customerConsents,
  customerOccasionDates,
  customers,
} from './domains/customers/tables.ts';
import { jobApplicationFiles, jobApplications } from './domains/jobs/tables.ts';
import { offers, offerVouchers } from './domains/offers/tables.ts';
import { closePreorderForTest } from './domains/preorders/index.ts';
import type { Database } from './shared/database.ts';
import type { AppEnv } from './shared/http.ts';
import { mailOutbox } from './shared/mail/tables.ts';

/** The `email` (or `to`) query value, trimmed and lower-cased; undefined when missing. */
const emailQuery = (c: Context, name = 'email') => {
  const value = (c.req.query(name) ?? '').trim().toLowerCase();
  return value || undefined;
};

/**
 * Test-only reads (`BRAND_API_TEST_READS=true`, set by the end-to-end run only): what the brand API stored for
 * an applicant, so a browser test can prove an application and its CV were kept, or that nothing was, and a
 * booking by its reference, so the booking journey's test can prove the reference shown is the stored one. Outside
 * `/api`, so the site's proxy never forwards it; never mounted otherwise.
 */
export function testReadsModule(
  app: Hono<AppEnv>,
  database: Database,
  options: { manageSecret: string; preorderSecret: string; siteUrl: string; logger: Logger },
): void {
  const { db } = database;

  /**
   * Passes a group pre-order's cut-off (docs/preorders.md, "The test-only cut-off"): the booking's pre-order is closed
   * as its cut-off job closes it, as if the clock read `at` (default: its cut-off), with the restaurant's sheet and
   * the organiser's final list queued. Answers `{ closed, at }`; closed is false when it had closed already.
   */
  app.post('/test/preorders/:reference/cutoff', async (c) => {
    const reference = c.req.param('reference').trim().toUpperCase();
    if (!/^[A-Z0-9]{4,20}$/.test(reference)) return c.json({ message: 'reference is not valid' }, 400);
    const atText = c.req.query('at');
    const at = atText === undefined ? undefined : new Date(atText);
    if (at && Number.isNaN(at.getTime())) return c.json({ message: 'at must be an ISO instant' }, 400);
    const result = await closePreorderForTest(database, reference, at, {
      secret: options.preorderSecret,
      siteUrl: options.siteUrl,
      logger: options.logger,
    });
    return c.json(result);
  });

  /**
   * Runs a reminder sweep as if the clock read `at`: the reminders due by then are sent, each once,
   * as the queue's minute sweep would send them on that day. Answers how many were sent.
   */
  app.post('/test/reminders/sweep', async (c) => {
    const at = new Date(String(c.req.query('at') ?? ''));
    if (Number.isNaN(at.getTime())) return c.json({ message: 'at must be an ISO instant' }, 400);
    const sent = await sendDueReminders(database, {
      now: () => at,
      manageSecret: options.manageSecret,
      logger: options.logger,
    });
    return c.json({ sent });
  });
  app.get('/test/job-applications', async (c) => {
    const email = (c.req.query('email') ?? '').trim().toLowerCase();
    if (!email) return c.json({ message: 'email is required' }, 400);
    const rows = await db
      .select({
        id: jobApplications.id,
        jobId: jobApplications.jobId,
        experience: jobApplications.experience,
        answers: jobApplications.answers,
        fileName: jobApplicationFiles.name,
        fileSize: jobApplicationFiles.size,
        fileType: jobApplicationFiles.contentType,
        sha256: jobApplicationFiles.sha256,
      })
      .from(jobApplications)
      .leftJoin(jobApplicationFiles, eq(jobApplicationFiles.applicationId, jobApplications.id))
      .where(eq(jobApplications.emailKey, email))
      .orderBy(asc(jobApplications.createdAt));
    return c.json(rows);
  });

  /** Contact and group-booking enquiries by e-mail, each with its files' names, types, sizes and SHA-256. */
  app.get('/test/contact-enquiries', async (c) => {
    const email = emailQuery(c);
    if (!email) return c.json({ message: 'email is required' }, 400);
    const enquiries = await db
      .select()
      .from(contactEnquiries)
      .where(eq(contactEnquiries.emailKey, email))
      .orderBy(asc(contactEnquiries.createdAt));
    const files = await db
      .select({
        enquiryId: contactEnquiryFiles.enquiryId,
        name: contactEnquiryFiles.name,
        contentType: contactEnquiryFiles.contentType,
        size: contactEnquiryFiles.size,
        sha256: contactEnquiryFiles.sha256,
      })
      .from(contactEnquiryFiles)
      .innerJoin(contactEnquiries, eq(contactEnquiries.id, contactEnquiryFiles.enquiryId))
      .where(eq(contactEnquiries.emailKey, email))
      .orderBy(asc(contactEnquiryFiles.position));
    return c.json(
      enquiries.map((e) => ({
        ...e,
        files: files.filter((f) => f.enquiryId === e.id).map(({ enquiryId: _, ...f }) => f),
      })),
    );
  });

  /** The customer an e-mail belongs to (its guid, for the preferences page), with consents, choices and dates. */
  app.get('/test/customers', async (c) => {
    const email = emailQuery(c);
    if (!email) return c.json({ message: 'email is required' }, 400);
    const [customer] = await db.select().from(customers).where(eq(customers.emailKey, email)).limit(1);
    if (!customer) return c.json([]);
    return c.json([
      {
        ...customer,
        consents: await db
          .select()
          .from(customerConsents)
          .where(eq(customerConsents.customerGuid, customer.guid))
          .orderBy(asc(customerConsents.id)),
        choices: await db
          .select()
          .from(customerChoices)
          .where(eq(customerChoices.customerGuid, customer.guid)),
        occasionDates: await db
          .select()
          .from(customerOccasionDates)
          .where(eq(customerOccasionDates.customerGuid, customer.guid))
          .orderBy(asc(customerOccasionDates.position)),
      },
    ]);
  });

  /** Voucher codes claimed by an e-mail, with the offer's slug. */
  app.get('/test/vouchers', async (c) => {
    const email = emailQuery(c);
    if (!email) return c.json({ message: 'email is required' }, 400);
    const rows = await db
      .select({
        offerSlug: offers.offerSlug,
        email: offerVouchers.email,
        code: offerVouchers.code,
        createdAt: offerVouchers.createdAt,
      })
      .from(offerVouchers)
      .innerJoin(offers, eq(offers.id, offerVouchers.offerId))
      .where(eq(offerVouchers.emailKey, email))
      .orderBy(asc(offerVouchers.id));
    return c.json(rows);
  });

  /** The mail outbox's messages to an address (kind, subject, status, the whole message), oldest first. */
  app.get('/test/mail-outbox', async (c) => {
    const to = emailQuery(c, 'to');
    if (!to) return c.json({ message: 'to is required' }, 400);
    const rows = await db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        raw: mailOutbox.raw,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(sql`${to} = ANY (string_to_array(lower(${mailOutbox.toAddress}), ','))`)
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    return c.json(rows);
  });

  /** A booking by its reference. */
  app.get('/test/bookings/:reference', async (c) => {
    const reference = c.req.param('reference').trim().toUpperCase();
    if (!/^[A-Z0-9]{4,20}$/.test(reference)) return c.json({ message: 'reference is not valid' }, 400);
    const [row] = await db
      .select({
        reference: bookings.reference,
        storeId: bookings.storeId,
        kind: bookings.kind,
        status: bookings.status,
        diningDate: bookings.diningDate,
        diningTime: bookings.diningTime,
        startsAt: bookings.startsAt,
        adults: bookings.adults,
        children: bookings.children,
        email: bookings.email,
        menuName: bookings.menuName,
        braintreeCustomerId: bookings.braintreeCustomerId,
      })
      .from(bookings)
      .where(eq(bookings.reference, reference));
    if (!row) return c.json({ message: 'No booking with that reference' }, 404);
    return c.json(row);
  });
}
