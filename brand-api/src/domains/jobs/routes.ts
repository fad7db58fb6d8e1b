import { BookingErrorCode } from '@fittizia/contract';
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { Database } from '../../shared/database.ts';
import { domainAnswer } from '../../shared/error-answers.ts';
import { ApplicationInvalid } from '../../shared/errors.ts';
import { type AppEnv, describeIssue, HttpError, mount } from '../../shared/http.ts';
import {
  APPLICATION_RECEIVED_MESSAGE,
  type ApplicationHooks,
  applyForJob,
  jobDetail,
  jobLocations,
  listJobs,
} from './service.ts';

export type JobsModuleOptions = ApplicationHooks;

/** Jobs of spec 7.6: openings, one opening with its questions, applications, and the location search. */
export function jobsModule(app: Hono<AppEnv>, database: Database, options: JobsModuleOptions = {}): void {
  const { db } = database;

  mount(app, database, 'jobs', async ({ query }) => ({
    status: 200,
    data: { jobs: await listJobs(db, query.siteId) },
  }));

  // "a separate client": answered from the offline UK geodata without the brand token (see app.ts). The
  // sessionKey groups one person's look-ups; it is accepted and not needed by this implementation.
  mount(app, database, 'jobLocations', ({ query }) => jobLocations(db, query.query));

  mount(app, database, 'job', async ({ params }) => {
    const found = await jobDetail(db, params.jobId);
    if (!found) {
      throw new HttpError(404, `Job not found: no job "${params.jobId}"`, {
        code: BookingErrorCode.JobsDataFailed,
      });
    }
    return { status: 200, data: found };
  });

  mount(
    app,
    database,
    'jobApplication',
    async ({ body, c }) => {
      await applyForJob(database, body, c.req.header('sessionId'), options);
      return { status: 200, data: { success: true, message: APPLICATION_RECEIVED_MESSAGE } };
    },
    {
      invalid: (where, error: z.core.$ZodError) => {
        // A refused request is answered as the service's refused application (err=15, code 15).
        const described = describeIssue(where, error);
        return domainAnswer(
          new ApplicationInvalid(described.message.replace(/^Invalid request: /, ''), described.extra.field),
        );
      },
    },
  );
}
