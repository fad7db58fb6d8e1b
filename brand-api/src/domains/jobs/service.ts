import { createHash, randomUUID } from 'node:crypto';
import {
  CV_CONTENT_TYPES,
  CV_FORMAT_MESSAGE,
  CV_MAX_BYTES,
  type Job,
  type JobApplicationRequest,
  type JobDetail,
  jobApplicationIssues,
  jobHeaderImage,
  type Question,
} from '@fittizia/contract';
import { and, asc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Logger } from 'pino';
import type { Database, Db } from '../../shared/database.ts';
import { ApplicationInvalid, DuplicateRequest } from '../../shared/errors.ts';
import { displayName, storedName, zipProblem } from '../../shared/uploads.ts';
import { findLocations } from '../restaurants/index.ts';
import { jobApplicationFiles, jobApplications, jobQuestions, jobs } from './tables.ts';

/** Thank-you message of a stored application (the spec does not give one). */
export const APPLICATION_RECEIVED_MESSAGE = 'Thank you, your application has been sent.';

type JobRow = typeof jobs.$inferSelect;
type QuestionRow = typeof jobQuestions.$inferSelect;

const trueFalse = (value: boolean) => (value ? 'True' : 'False');

function toJob(row: JobRow): Job {
  return {
    jobId: row.jobId,
    name: row.name,
    positionUniqueName: row.positionUniqueName,
    category: row.category,
    headerImage: jobHeaderImage(row.category),
    jobType: row.jobType,
    cvRequired: trueFalse(row.cvRequired),
    workExperienceRequired: trueFalse(row.workExperienceRequired),
    // Distance is the client's: it knows where the person searched from (spec 9, under 100 miles).
    distance: null,
    location: { lat: row.lat, lng: row.lng },
    restaurantName: row.locationName,
    ...(row.postcode ? { postcode: row.postcode } : {}),
    ...(row.salary ? { salary: row.salary } : {}),
  };
}

function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    type: row.type as Question['type'],
    is_mandatory: row.isMandatory,
    question: row.question,
    options: row.options,
  };
}

/** One opening with its questions, or undefined. */
export async function jobDetail(db: Db, jobId: string): Promise<JobDetail | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.jobId, jobId)).limit(1);
  if (!row) return undefined;
  const questions = await db
    .select()
    .from(jobQuestions)
    .where(eq(jobQuestions.jobId, jobId))
    .orderBy(asc(jobQuestions.position));
  return {
    ...toJob(row),
    category: row.category,
    description: row.description,
    questions: questions.map(toQuestion),
  };
}

const applicationInvalid = (message: string, field: string) => new ApplicationInvalid(message, field);

const DOCX_TYPE = CV_CONTENT_TYPES[1];

/**
 * Checks a CV by its bytes: a PDF (`%PDF-`) or a DOCX (an OOXML word-processing ZIP), matching its name and
 * declared type, not empty and at most CV_MAX_BYTES; a DOCX within the unpacked limits (`zipProblem`).
 * Returns the decoded bytes with the sanitised and the generated name, or the reason it is refused.
 */
export async function checkCv(
  resume: NonNullable<JobApplicationRequest['resume']>,
): Promise<{ bytes: Uint8Array; name: string; storedName: string } | { problem: string }> {
  const bytes = new Uint8Array(Buffer.from(resume.content, 'base64'));
  if (bytes.length === 0) return { problem: 'resume is empty' };
  if (bytes.length > CV_MAX_BYTES)
    return { problem: `resume must be at most ${CV_MAX_BYTES / 1024 / 1024} MB` };
  const detected = await fileTypeFromBuffer(bytes);
  const ext = resume.name.toLowerCase().endsWith('.pdf') ? 'pdf' : 'docx';
  const ok =
    ext === 'pdf'
      ? detected?.ext === 'pdf' && resume.contentType === 'application/pdf'
      : detected?.ext === 'docx' && resume.contentType === DOCX_TYPE;
  if (!ok) return { problem: CV_FORMAT_MESSAGE };
  if (ext === 'docx') {
    const problem = await zipProblem(bytes);
    if (problem) return { problem: `resume ${problem}` };
  }
  return { bytes, name: displayName(resume.name, ext), storedName: storedName(ext) };
}

/** The question rules 5.1 leaves to the job: known ids, offered options, one option for YES_NO and SINGLE_CHOICE. */
function answerIssues(application: JobApplicationRequest, questions: Question[]): string | undefined {
  for (const given of application.questions) {
    const q = questions.find((x) => x.id === given.id);
    if (!q) return `questions: no question "${given.id}" on this job`;
    const { options, text } = given.answer;
    if (q.type === 'TEXT') {
      if (options.length) return `questions.${q.id}: a TEXT question takes text, not options`;
      continue;
    }
    if (text.trim()) return `questions.${q.id}: a ${q.type} question takes options, not text`;
    if (options.some((o) => !q.options.includes(o)))
      return `questions.${q.id}: not one of the offered options`;
    if (q.type !== 'MULTIPLE_CHOICE' && options.length > 1) return `questions.${q.id}: choose one option`;
    if (new Set(options).size !== options.length) return `questions.${q.id}: an option is given twice`;
  }
  if (new Set(application.questions.map((a) => a.id)).size !== application.questions.length) {
    return 'questions: a question is answered twice';
  }
  return undefined;
}

const duplicate = () => new DuplicateRequest();

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};

export interface StoredApplication {
  id: string;
  jobId: string;
  email: string;
  firstName: string;
  jobName: string;
  locationName: string;
}

export interface ApplicationHooks {
  /**
   * Told once an application and its CV are committed (the acknowledgement e-mail hangs here). Its failure is
   * logged and does not change the answer: the application is stored.
   */
  onApplication?: (application: StoredApplication) => void | Promise<void>;
  logger?: Pick<Logger, 'error'>;
}

/** The openings of a site, in their order. */
export async function listJobs(db: Db, siteId: string): Promise<Job[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(eq(jobs.siteId, siteId))
    .orderBy(asc(jobs.position), asc(jobs.jobId));
  return rows.map(toJob);
}

/** Places matching a typed location, from the offline UK geodata, each with a readable address. */
export async function jobLocations(db: Db, query: string) {
  const found = (await findLocations(db, query)) ?? [];
  return found.map((f) => ({
    name: f.name,
    formatted_address: [f.name, typeof f.county === 'string' ? f.county : undefined, 'UK']
      .filter(Boolean)
      .join(', '),
    geometry: { location: { lat: f.lat, lng: f.lng } },
  }));
}

/*
 * An application: the job must exist, the body pass the contract's rules and the job's questions, the CV its
 * byte checks, and the same address not have applied already (an ApplicationInvalid or DuplicateRequest otherwise, nothing
 * written). The application and its CV are written in one transaction; then the hook is told.
 */
export async function applyForJob(
  database: Database,
  body: JobApplicationRequest,
  sessionId: string | undefined,
  hooks: ApplicationHooks = {},
): Promise<void> {
  const { db } = database;
  const found = await jobDetail(db, body.jobId);
  if (!found) throw applicationInvalid(`jobId: no job "${body.jobId}"`, 'body.jobId');
  const issue = jobApplicationIssues(body, found)[0];
  if (issue) throw applicationInvalid(`${issue.field}: ${issue.message}`, `body.${issue.field}`);
  const answers = answerIssues(body, found.questions);
  if (answers) throw applicationInvalid(answers, 'body.questions');
  let cv: { bytes: Uint8Array; name: string; storedName: string } | undefined;
  if (body.resume) {
    const checked = await checkCv(body.resume);
    if ('problem' in checked) throw applicationInvalid(`resume: ${checked.problem}`, 'body.resume');
    cv = checked;
  }
  const emailKey = body.email.trim().toLowerCase();
  const [already] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, body.jobId), eq(jobApplications.emailKey, emailKey)))
    .limit(1);
  if (already) throw duplicate();

  const id = randomUUID();
  try {
    // The application and its CV are one transaction: both are stored or neither.
    await db.transaction(async (tx) => {
      await tx.insert(jobApplications).values({
        id,
        jobId: body.jobId,
        email: body.email.trim(),
        emailKey,
        firstName: body.firstName.trim(),
        secondName: body.secondName.trim(),
        telephone: body.telephone,
        experience: body.experience ?? [],
        answers: body.questions,
        sessionId: sessionId ?? null,
      });
      if (cv && body.resume) {
        await tx.insert(jobApplicationFiles).values({
          applicationId: id,
          name: cv.name,
          storedName: cv.storedName,
          contentType: body.resume.contentType,
          size: cv.bytes.length,
          sha256: createHash('sha256').update(cv.bytes).digest('hex'),
          content: cv.bytes,
        });
      }
    });
  } catch (error) {
    // Two identical submissions at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  try {
    await hooks.onApplication?.({
      id,
      jobId: found.jobId,
      email: body.email.trim(),
      firstName: body.firstName.trim(),
      jobName: found.name,
      locationName: found.restaurantName ?? '',
    });
  } catch (error) {
    hooks.logger?.error({ err: error, applicationId: id }, 'after-application hook failed');
  }
}
