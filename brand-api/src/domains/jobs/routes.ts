import { BookingErrorCode, bookingErrorMessage } from '@fittizia/contract';
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, describeIssue, HttpError, mount } from '../../shared/http.ts';
import {
  APPLICATION_RECEIVED_MESSAGE,
  type ApplicationHooks,
  ApplicationRefusal,
  applyForJob,
  jobDetail,
  jobLocations,
  listJobs,
} from './service.ts';

export type JobsModuleOptions = ApplicationHooks;

/** A refused application: the message carries err=15 (spec 8.3) and the body code 15 (spec 8.1). */
function applicationInvalid(message: string, field?: string): HttpError {
  return new HttpError(400, `err=15: ${message}`, {
    code: BookingErrorCode.ApplicationValidationError,
    ...(field ? { field } : {}),
  });
}

const toHttp = (refusal: ApplicationRefusal): HttpError =>
  refusal.kind === 'duplicate'
    ? new HttpError(409, bookingErrorMessage(BookingErrorCode.DuplicatedRequest), {
        code: BookingErrorCode.DuplicatedRequest,
      })
    : applicationInvalid(refusal.message, refusal.field);

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
      try {
        await applyForJob(database, body, c.req.header('sessionId'), options);
      } catch (error) {
        if (error instanceof ApplicationRefusal) throw toHttp(error);
        throw error;
      }
      return { status: 200, data: { success: true, message: APPLICATION_RECEIVED_MESSAGE } };
    },
    {
      invalid: (where, error: z.core.$ZodError) => {
        const described = describeIssue(where, error);
        return applicationInvalid(described.message.replace(/^Invalid request: /, ''), described.extra.field);
      },
    },
  );
}
