import { asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { bookings, jobApplicationFiles, jobApplications } from '../db/schema.ts';
import type { AppEnv } from '../http.ts';

/**
 * Test-only reads (`BRAND_API_TEST_READS=true`, set by the end-to-end run only): what the brand API stored for
 * an applicant, so a browser test can prove an application and its CV were kept, or that nothing was, and a
 * booking by its reference, so the booking journey's test can prove the reference shown is the stored one. Outside
 * `/api`, so the site's proxy never forwards it; never mounted otherwise.
 */
export function testReadsModule(app: Hono<AppEnv>, database: Database): void {
  const { db } = database;
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
