import { WORK_EXPERIENCE_YEARS_BACK } from '../constants.ts';
import { z } from '../zod.ts';
import { base64, envelope, idParam, requestObject, responseObject } from './common.ts';
import type { Job, Question, QuestionType } from './job-listing.ts';
import { PHONE_PATTERN, requestPersonName } from './person.ts';

export * from './job-listing.ts';

/*
 * The jobs calls' schemas (spec 5.1, 7.6): a job application and the job locations here; the jobs list and a
 * job's detail in job-listing.ts.
 */

/** Largest CV accepted, in bytes (5 MB; the spec gives no limit). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/* ------------------------------------------------------------------ application (5.1) */

/** Spec 5.1's names: letters (accented included), spaces and apostrophes; not blank. */
const applicantName = (field: string) => requestPersonName(field, { hyphens: false });

/** Digit-led, 7 to 17 characters, optional plus, dots and spaces (spec 5.1): every form's phone rule. */
export const TELEPHONE_PATTERN = PHONE_PATTERN;

export const CV_CONTENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const CV_FORMAT_MESSAGE = 'resume must be a .pdf or .docx file';

export const resume = requestObject({
  name: z
    .string({ message: 'resume is required' })
    .check(
      z.trim(),
      z.minLength(1, { message: 'resume is required' }),
      z.regex(/\.(pdf|docx)$/i, { message: CV_FORMAT_MESSAGE }),
    ),
  contentType: z.enum(CV_CONTENT_TYPES, { message: CV_FORMAT_MESSAGE }),
  content: base64,
});
export type Resume = z.infer<typeof resume>;

const month = (field: string) =>
  z
    .number({ message: `${field} must be a month number` })
    .check(
      z.int({ message: `${field} must be a month number` }),
      z.gte(1, { message: `${field} must be 1 to 12` }),
      z.lte(12, { message: `${field} must be 1 to 12` }),
    );
const year = (field: string) =>
  z.number({ message: `${field} must be a year` }).check(
    z.int({ message: `${field} must be a year` }),
    z.refine(
      (y) => {
        const now = new Date().getFullYear();
        return y >= now - WORK_EXPERIENCE_YEARS_BACK && y <= now;
      },
      { message: `${field} must be within the last ${WORK_EXPERIENCE_YEARS_BACK} years` },
    ),
  );

const nonBlank = (field: string, max = 200) =>
  z.string({ message: `${field} is required` }).check(
    z.refine((v) => v.trim().length > 0, { message: `${field} is required` }),
    z.refine((v) => v.length <= max, { message: `${field} must be at most ${max} characters` }),
  );

/** Experience entry (spec 3) with the 5.1 rules: to-date unless current role, from strictly before to. */
export const experienceEntry = requestObject({
  employer: nonBlank('employer'),
  jobTitle: nonBlank('jobTitle'),
  fromMonth: month('fromMonth'),
  fromYear: year('fromYear'),
  toMonth: z.optional(z.nullable(month('toMonth'))),
  toYear: z.optional(z.nullable(year('toYear'))),
  isCurrentRole: z._default(z.boolean(), false),
}).check(
  z.superRefine((e, ctx) => {
    if (e.isCurrentRole) return;
    if (e.toMonth == null)
      ctx.addIssue({ code: 'custom', path: ['toMonth'], message: 'toMonth is required' });
    if (e.toYear == null) ctx.addIssue({ code: 'custom', path: ['toYear'], message: 'toYear is required' });
    if (e.toMonth != null && e.toYear != null && e.fromYear * 12 + e.fromMonth >= e.toYear * 12 + e.toMonth) {
      ctx.addIssue({
        code: 'custom',
        path: ['toYear'],
        message: 'the from date must be earlier than the to date',
      });
    }
  }),
);
export type ExperienceEntry = z.infer<typeof experienceEntry>;

export const applicationAnswer = requestObject({
  id: idParam,
  answer: requestObject({
    options: z._default(z.array(z.string().check(z.trim(), z.minLength(1))), []),
    text: z._default(
      z.string().check(z.maxLength(5000, { message: 'answer must be at most 5000 characters' })),
      '',
    ),
  }),
});
export type ApplicationAnswer = z.infer<typeof applicationAnswer>;

/**
 * Job application payload (spec 3, rules of 5.1). `resume` is sent only when the job
 * requires a CV and `experience` only when it requires work experience; those
 * job-dependent rules are checked by `jobApplicationIssues`.
 */
export const jobApplicationRequest = requestObject({
  email: z.email({ message: 'email must be an e-mail address' }).check(z.maxLength(254)),
  firstName: applicantName('firstName'),
  secondName: applicantName('secondName'),
  telephone: z.string({ message: 'telephone is required' }).check(
    z.regex(TELEPHONE_PATTERN, {
      message: 'telephone must be 7 to 17 characters: digits, dots, spaces and an optional leading plus',
    }),
  ),
  jobId: idParam,
  resume: z.optional(resume),
  experience: z.optional(
    z.array(experienceEntry).check(z.minLength(1, { message: 'experience needs at least one entry' })),
  ),
  questions: z._default(z.array(applicationAnswer), []),
});
export type JobApplicationRequest = z.infer<typeof jobApplicationRequest>;
export type JobApplicationInput = z.input<typeof jobApplicationRequest>;

/** True when a mandatory question's answer is acceptable (5.1): TEXT non-blank, others one option. */
export function isQuestionAnswered(
  type: QuestionType,
  answer: { options?: string[]; text?: string } | undefined,
) {
  if (type === 'TEXT') return (answer?.text ?? '').trim().length > 0;
  return (answer?.options ?? []).length > 0;
}

/**
 * The job-dependent rules of 5.1 that the payload alone cannot check: CV required unless
 * cvRequired is False, experience required when workExperienceRequired is True, and
 * mandatory questions answered. Returns one `{ field, message }` per failure.
 */
export function jobApplicationIssues(
  application: Pick<JobApplicationRequest, 'resume' | 'experience' | 'questions'>,
  jobDef: Pick<Job, 'cvRequired' | 'workExperienceRequired'> & { questions?: Question[] },
): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (jobDef.cvRequired !== 'False' && !application.resume) {
    issues.push({ field: 'resume', message: 'resume is required' });
  }
  if (jobDef.workExperienceRequired === 'True' && !application.experience?.length) {
    issues.push({ field: 'experience', message: 'experience is required' });
  }
  for (const q of jobDef.questions ?? []) {
    if (!q.is_mandatory) continue;
    const given = application.questions.find((a) => a.id === q.id);
    if (!isQuestionAnswered(q.type, given?.answer)) {
      issues.push({ field: `questions.${q.id}`, message: 'this question needs an answer' });
    }
  }
  return issues;
}

/** "response data.success and data.message". */
export const jobApplicationResponse = envelope(
  responseObject({ success: z.boolean(), message: z.optional(z.nullable(z.string())) }),
);
export type JobApplicationResponse = z.infer<typeof jobApplicationResponse>;

/* ------------------------------------------------------------------ job locations (7.6) */

/** GET api/jobs/locations?query={query}&sessionKey (a place-autocomplete session key). */
export const jobLocationsQuery = requestObject({
  query: z
    .string({ message: 'query is required' })
    .check(
      z.trim(),
      z.minLength(1, { message: 'query is required' }),
      z.maxLength(100, { message: 'query must be at most 100 characters' }),
    ),
  sessionKey: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type JobLocationsQuery = z.infer<typeof jobLocationsQuery>;

export const jobLocation = responseObject({
  name: z.optional(z.string()),
  formatted_address: z.optional(z.string()),
  geometry: responseObject({ location: responseObject({ lat: z.number(), lng: z.number() }) }),
});
export type JobLocation = z.infer<typeof jobLocation>;

/** "the first item of the list has geometry.location {lat, lng}": a bare list (designed). */
export const jobLocationsResponse = z.array(jobLocation);
export type JobLocationsResponse = z.infer<typeof jobLocationsResponse>;
