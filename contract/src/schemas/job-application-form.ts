import { WORK_EXPERIENCE_YEARS_BACK } from '../constants.ts';
import { z } from '../zod.ts';
import {
  CV_MAX_BYTES,
  isQuestionAnswered,
  type JobApplicationRequest,
  type JobDetail,
  type Question,
} from './jobs.ts';
import { emailInput, PERSON_MESSAGES, personNameInput, phoneInput } from './person.ts';
import { refusedFilesInput, refusedFilesMessage } from './upload-refusals.ts';

/*
 * The apply-now form of spec 5.1, as the browser holds it: text boxes and selects give strings, the CV is a
 * file. The rules are the same predicates the brand API's schema (`jobApplicationRequest`) uses, so the form
 * and the server agree; the messages are the form's (GOV.UK style). A CV the upload area refused (`refusedCv`,
 * each reason naming the file) is the CV field's error until the person chooses again (`upload-refusals.ts`),
 * in place of the CV's own checks, so the error summary names the refused file.
 */

/** Blank means whitespace only (5.1). */
export const isBlank = (value: string | null | undefined) => (value ?? '').trim().length === 0;

/** Years a work-experience entry may use: from 40 years ago to the current year (5.3), newest first. */
export function experienceYears(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: WORK_EXPERIENCE_YEARS_BACK + 1 }, (_, i) => current - i);
}

/** True when `year` is within 40 years ago and the current year, both included. */
export function isExperienceYear(year: number, now = new Date()): boolean {
  const current = now.getFullYear();
  return Number.isInteger(year) && year >= current - WORK_EXPERIENCE_YEARS_BACK && year <= current;
}

/** True when (fromYear, fromMonth) is strictly earlier than (toYear, toMonth). */
export const isStrictlyBefore = (fromYear: number, fromMonth: number, toYear: number, toMonth: number) =>
  fromYear * 12 + fromMonth < toYear * 12 + toMonth;

/** A CV's name: *.pdf or *.docx (5.1; the content is checked by the brand API). */
export const CV_NAME_PATTERN = /\.(pdf|docx)$/i;
export const CV_ACCEPT = ['.pdf', '.docx'] as const;

export { MONTHS } from '../vocabulary.ts';

/** The form's messages (the brand API answers err=15 with its own field-named messages). */
export const APPLICATION_FORM_MESSAGES = {
  firstNameRequired: PERSON_MESSAGES.firstName.required,
  firstNameFormat: PERSON_MESSAGES.firstName.formatNoHyphens,
  firstNameLength: PERSON_MESSAGES.firstName.length,
  /** `secondName` is the request's field; the form calls it what every form does, the last name. */
  secondNameRequired: PERSON_MESSAGES.lastName.required,
  secondNameFormat: PERSON_MESSAGES.lastName.formatNoHyphens,
  secondNameLength: PERSON_MESSAGES.lastName.length,
  emailRequired: PERSON_MESSAGES.email.required,
  emailFormat: PERSON_MESSAGES.email.format,
  telephoneRequired: PERSON_MESSAGES.phone.required,
  telephoneFormat: PERSON_MESSAGES.phone.format,
  cvRequired: 'Upload your CV',
  cvFormat: 'The selected file must be a PDF or DOCX',
  cvTooLarge: 'The selected file must be smaller than 5MB',
  employerRequired: 'Enter the employer',
  jobTitleRequired: 'Enter your job title',
  fromMonthRequired: 'Select the month you started',
  fromYearRequired: 'Select the year you started',
  toMonthRequired: 'Select the month you left, or tick "This is my current role"',
  toYearRequired: 'Select the year you left, or tick "This is my current role"',
  yearRange: `Select a year from the last ${WORK_EXPERIENCE_YEARS_BACK} years`,
  dateOrder: 'The date you started must be before the date you left',
  questionRequired: 'Answer this question',
} as const;

/**
 * The message of an unanswered mandatory question, naming it: an error summary lists each question by what
 * it asks (two "Answer this question" links would not say which is which). A question without text keeps the
 * plain message.
 */
export function questionRequiredMessage(question: Pick<Question, 'question'>): string {
  const text = question.question?.trim();
  return text ? `Answer the question "${text}"` : APPLICATION_FORM_MESSAGES.questionRequired;
}

/** A chosen file as the form holds it (a browser File has these). */
export interface CvFile {
  name: string;
  size: number;
  type: string;
}

const month = z.string();
const year = z.string();

export const experienceRowSchema = z.object({
  employer: z.string(),
  jobTitle: z.string(),
  fromMonth: month,
  fromYear: year,
  toMonth: month,
  toYear: year,
  isCurrentRole: z.boolean(),
});
export type ExperienceRow = z.infer<typeof experienceRowSchema>;

export const emptyExperienceRow = (): ExperienceRow => ({
  employer: '',
  jobTitle: '',
  fromMonth: '',
  fromYear: '',
  toMonth: '',
  toYear: '',
  isCurrentRole: false,
});

export interface ApplicationFormValues {
  firstName: string;
  secondName: string;
  email: string;
  telephone: string;
  cv: CvFile[];
  /** Why the upload area refused the CV of the last choice, naming the file; never sent. */
  refusedCv: string[];
  experience: ExperienceRow[];
  /** Answers keyed by question id. */
  answers: Record<string, { options: string[]; text: string }>;
}

type JobRules = Pick<JobDetail, 'cvRequired' | 'workExperienceRequired'> & { questions?: Question[] };

export function emptyApplicationForm(job: JobRules): ApplicationFormValues {
  return {
    firstName: '',
    secondName: '',
    email: '',
    telephone: '',
    cv: [],
    refusedCv: [],
    experience: job.workExperienceRequired === 'True' ? [emptyExperienceRow()] : [],
    answers: Object.fromEntries((job.questions ?? []).map((q) => [q.id, { options: [], text: '' }])),
  };
}

/** Spec 5.1's names: letters, spaces and apostrophes (no hyphens), by every form's rule otherwise. */
const SPEC_5_1_NAMES = { hyphens: false };

/** The zod schema of the apply-now form for one job: the rules of 5.1 that depend on the job included. */
export function applicationFormSchema(job: JobRules, now = new Date()) {
  const m = APPLICATION_FORM_MESSAGES;
  return z
    .object({
      firstName: personNameInput('firstName', SPEC_5_1_NAMES),
      secondName: personNameInput('lastName', SPEC_5_1_NAMES),
      email: emailInput(),
      telephone: phoneInput(true),
      cv: z.array(z.custom<CvFile>((v) => typeof v === 'object' && v !== null && 'name' in v)),
      refusedCv: refusedFilesInput(),
      experience: z.array(experienceRowSchema).check(
        z.superRefine((rows, ctx) => {
          if (job.workExperienceRequired !== 'True') return;
          rows.forEach((row, index) => {
            const at = (field: keyof ExperienceRow, message: string) =>
              ctx.addIssue({ code: 'custom', path: [index, field], message });
            if (isBlank(row.employer)) at('employer', m.employerRequired);
            if (isBlank(row.jobTitle)) at('jobTitle', m.jobTitleRequired);
            if (!row.fromMonth) at('fromMonth', m.fromMonthRequired);
            if (!row.fromYear) at('fromYear', m.fromYearRequired);
            else if (!isExperienceYear(Number(row.fromYear), now)) at('fromYear', m.yearRange);
            if (row.isCurrentRole) return;
            if (!row.toMonth) at('toMonth', m.toMonthRequired);
            if (!row.toYear) at('toYear', m.toYearRequired);
            else if (!isExperienceYear(Number(row.toYear), now)) at('toYear', m.yearRange);
            if (
              row.fromMonth &&
              row.fromYear &&
              row.toMonth &&
              row.toYear &&
              !isStrictlyBefore(
                Number(row.fromYear),
                Number(row.fromMonth),
                Number(row.toYear),
                Number(row.toMonth),
              )
            ) {
              at('toYear', m.dateOrder);
            }
          });
        }),
      ),
      answers: z.record(z.string(), z.object({ options: z.array(z.string()), text: z.string() })).check(
        z.superRefine((answers, ctx) => {
          for (const q of job.questions ?? []) {
            if (q.is_mandatory && !isQuestionAnswered(q.type, answers[q.id])) {
              ctx.addIssue({ code: 'custom', path: [q.id], message: questionRequiredMessage(q) });
            }
          }
        }),
      ),
    })
    .check(
      z.superRefine((v, ctx) => {
        // The CV's checks see its refusals too: a refused file's named reason, else the chosen file's own rules.
        const file = v.cv[0];
        const message =
          refusedFilesMessage(v.refusedCv) ??
          (job.cvRequired !== 'False' && !file
            ? m.cvRequired
            : file && !CV_NAME_PATTERN.test(file.name)
              ? m.cvFormat
              : file && file.size > CV_MAX_BYTES
                ? m.cvTooLarge
                : undefined);
        if (message) ctx.addIssue({ code: 'custom', path: ['cv'], message });
      }),
    );
}

/**
 * The request body of `POST api/jobs/application` from valid form values (spec 3): `resume` only when the job
 * requires a CV, `experience` only when it requires work experience, and an answer per answered question.
 */
export function applicationPayload(
  values: ApplicationFormValues,
  job: JobRules & { jobId: string },
  resume?: JobApplicationRequest['resume'],
): JobApplicationRequest {
  const num = (v: string) => (v ? Number(v) : null);
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    secondName: values.secondName.trim(),
    telephone: values.telephone.trim(),
    jobId: job.jobId,
    ...(job.cvRequired !== 'False' && resume ? { resume } : {}),
    ...(job.workExperienceRequired === 'True'
      ? {
          experience: values.experience.map((row) => ({
            employer: row.employer.trim(),
            jobTitle: row.jobTitle.trim(),
            fromMonth: Number(row.fromMonth),
            fromYear: Number(row.fromYear),
            toMonth: row.isCurrentRole ? null : num(row.toMonth),
            toYear: row.isCurrentRole ? null : num(row.toYear),
            isCurrentRole: row.isCurrentRole,
          })),
        }
      : {}),
    questions: (job.questions ?? [])
      .map((q) => ({ id: q.id, answer: values.answers[q.id] ?? { options: [], text: '' } }))
      .filter(({ answer }) => answer.options.length > 0 || !isBlank(answer.text)),
  };
}
