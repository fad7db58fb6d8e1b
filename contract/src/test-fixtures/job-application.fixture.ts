import { examples } from '../examples.ts';
import {
  type ApplicationFormValues,
  applicationFormSchema,
  emptyExperienceRow,
} from '../schemas/job-application-form.ts';
import { type JobDetail, jobResponse } from '../schemas/jobs.ts';

/*
 * The apply-now form tests' job, a valid form and an experience row to vary, and the issues a form has.
 */

export const now = new Date('2026-06-15T12:00:00Z');
export const job: JobDetail = jobResponse.parse(examples.job.response).data;
export const pdf = { name: 'My CV.pdf', size: 20_000, type: 'application/pdf' };

export const valid = (over: Partial<ApplicationFormValues> = {}): ApplicationFormValues => ({
  firstName: 'Zoë',
  secondName: "Ní Bhriain D'Andrea",
  email: 'zoe@example.com',
  telephone: '+44 7700.900 321',
  cv: [pdf],
  refusedCv: [],
  experience: [
    {
      employer: 'Osteria',
      jobTitle: 'Chef',
      fromMonth: '3',
      fromYear: '2021',
      toMonth: '',
      toYear: '',
      isCurrentRole: true,
    },
  ],
  answers: {
    'q-right-to-work': { options: ['Yes'], text: '' },
    'q-shifts': { options: [], text: '' },
    'q-why': { options: [], text: 'Pasta.' },
  },
  ...over,
});

/** `path: message` of every issue. */
export const issues = (
  values: ApplicationFormValues,
  rules: Parameters<typeof applicationFormSchema>[0] = job,
) => {
  const result = applicationFormSchema(rules, now).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

export const row = (over: Partial<ReturnType<typeof emptyExperienceRow>>) => ({
  ...emptyExperienceRow(),
  employer: 'Osteria',
  jobTitle: 'Chef',
  fromMonth: '3',
  fromYear: '2021',
  ...over,
});
