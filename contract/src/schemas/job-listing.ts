import { JOBS_SITE_ID } from '../constants.ts';
import { z } from '../zod.ts';
import { envelope, idParam, requestObject, responseId, responseObject } from './common.ts';

/* ------------------------------------------------------------------ jobs list and detail (7.6) */

/**
 * "GET api/jobs (payload a fixed site identifier)": sent as the `siteId` query value; a call with no query at
 * all is the default site's (it was 400 "query: Required").
 */
export const jobsQuery = z.prefault(
  requestObject({
    siteId: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)), JOBS_SITE_ID),
  }),
  {},
);
export type JobsQuery = z.infer<typeof jobsQuery>;

/** The strings True or False, as the jobs service sends them (spec 3). */
export const trueFalseString = z.enum(['True', 'False']);

export const JOB_CATEGORY_HEADERS = {
  'Back of House': 'back-of-house',
  'Front of House': 'front-of-house',
  Management: 'management',
} as const;
export type JobHeader = (typeof JOB_CATEGORY_HEADERS)[keyof typeof JOB_CATEGORY_HEADERS] | 'quick-service';

/** Category to header mapping of spec 3; anything else (Head Office included) is quick-service. */
export function jobHeaderForCategory(category: string | null | undefined): JobHeader {
  return (JOB_CATEGORY_HEADERS as Record<string, JobHeader>)[category ?? ''] ?? 'quick-service';
}

/** Header image of a category, under /images/jobs/. */
export function jobHeaderImage(category: string | null | undefined): string {
  return `/images/jobs/${jobHeaderForCategory(category)}.svg`;
}

export const QUESTION_TYPES = ['YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Question (spec 3). `question` (the prompt) and `options` (the choices) are additions. */
export const question = responseObject({
  id: responseId,
  type: z.enum(QUESTION_TYPES),
  is_mandatory: z._default(z.boolean(), false),
  question: z.optional(z.string()),
  options: z._default(z.array(z.string()), []),
  answer: z.optional(
    responseObject({
      options: z._default(z.array(z.string()), []),
      text: z._default(z.string(), ''),
    }),
  ),
});
export type Question = z.infer<typeof question>;

/** Job (spec 3). */
export const job = responseObject({
  jobId: responseId,
  name: z.string(),
  positionUniqueName: z.optional(z.string()),
  category: z.optional(z.nullable(z.string())),
  headerImage: z.optional(z.nullable(z.string())),
  jobType: z.optional(z.string()),
  cvRequired: z._default(trueFalseString, 'True'),
  workExperienceRequired: z._default(trueFalseString, 'False'),
  distance: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  location: z.optional(z.nullable(responseObject({ lat: z.number(), lng: z.number() }))),
  // additions
  restaurantName: z.optional(z.string()),
  postcode: z.optional(z.string()),
  salary: z.optional(z.string()),
});
export type Job = z.infer<typeof job>;

/** Response data.jobs. */
export const jobsResponse = envelope(responseObject({ jobs: z.array(job) }));
export type JobsResponse = z.infer<typeof jobsResponse>;

export const jobParams = requestObject({ jobId: idParam });

/** "GET api/jobs/{jobId} (response data with category)": the job plus description and questions. */
export const jobDetail = z.extend(job, {
  category: z.string(),
  description: z.optional(z.string()),
  questions: z._default(z.array(question), []),
});
export type JobDetail = z.infer<typeof jobDetail>;
export const jobResponse = envelope(jobDetail);
export type JobResponse = z.infer<typeof jobResponse>;

/** The job title groups of spec 3. */
export const JOB_TITLE_GROUPS = [
  'Bar',
  'foh team',
  'General Manager',
  'foh support',
  'boh team',
  'Head Chef',
  'boh support',
] as const;
export type JobTitleGroup = (typeof JOB_TITLE_GROUPS)[number];

/** "each holds a list of job names" (spec 3): the brand's job names per title group. */
export const JOB_TITLE_GROUP_JOBS: Record<JobTitleGroup, readonly string[]> = {
  Bar: ['Bartender', 'Bar Supervisor'],
  'foh team': ['Waiter / Waitress', 'Host'],
  'General Manager': ['General Manager', 'Assistant General Manager', 'Area Manager'],
  'foh support': ['Food Runner', 'Barista'],
  'boh team': ['Chef de Partie', 'Pizza Chef', 'Commis Chef'],
  'Head Chef': ['Head Chef', 'Sous Chef'],
  'boh support': ['Kitchen Porter', 'Kitchen Assistant'],
};

/** The title group a job name belongs to, if any. */
export function jobTitleGroupOf(name: string): JobTitleGroup | undefined {
  return JOB_TITLE_GROUPS.find((group) => JOB_TITLE_GROUP_JOBS[group].includes(name));
}
