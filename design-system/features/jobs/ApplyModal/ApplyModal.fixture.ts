import { handlersFor, type ScenarioName } from '@fittizia/api-mocks';
import { jobDetailFixtures } from '@fittizia/api-mocks/fixtures';
import type { ApplicationFormValues } from '@fittizia/contract';
import { screen, userEvent, within } from 'storybook/test';

/** The example job: a CV, work experience and three questions (two mandatory). */
export const job = jobDetailFixtures['JOB-2291'] as NonNullable<(typeof jobDetailFixtures)[string]>;

export const question = (id: string) =>
  job.questions.find((q) => q.id === id) as (typeof job.questions)[number];

export const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'Giulia Rossi CV.pdf', { type: 'application/pdf' });

/** A form that passes every rule of 5.1. */
export const filled = (): Partial<ApplicationFormValues> => ({
  firstName: 'Giulia',
  secondName: "D'Andrea",
  email: 'giulia@example.com',
  telephone: '+44 7700 900 321',
  cv: [pdf()],
  experience: [
    {
      employer: 'Osteria del Ponte',
      jobTitle: 'Chef de Partie',
      fromMonth: '3',
      fromYear: '2021',
      toMonth: '',
      toYear: '',
      isCurrentRole: true,
    },
  ],
  answers: {
    'q-right-to-work': { options: ['Yes'], text: '' },
    'q-shifts': { options: ['Weekends'], text: '' },
    'q-why': { options: [], text: 'I love cooking fresh pasta for big tables.' },
  },
});

export const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

/** The open application form, named after the job. */
export const dialog = () => screen.findByRole('dialog', { name: `Apply for ${job.name}` });
export const send = async () =>
  userEvent.click(within(await dialog()).getByRole('button', { name: 'Send application' }));
/** The error summary's links, in order. */
export const summaryLinks = async () => {
  const summary = await screen.findByTestId('error-summary');
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
};
