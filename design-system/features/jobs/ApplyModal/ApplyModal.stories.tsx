import type { ScenarioName } from '@fittizia/api-mocks';
import {
  bookingErrorMessage,
  createBrandClient,
  type ExperienceRow,
  JOB_ERR15_MESSAGE,
  APPLICATION_FORM_MESSAGES as M,
  questionRequiredMessage,
} from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialog, filled, job, pdf, question, scenario, send, summaryLinks } from './ApplyModal.fixture.ts';
import { ApplyModal } from './ApplyModal.tsx';

const client = createBrandClient({ baseUrl: '' });

const meta = {
  title: 'Features/Jobs/ApplyModal',
  component: ApplyModal,
  args: {
    job,
    defaultOpen: true,
    submit: fn(async (body) => (await client.call('jobApplication', { body })).data),
  },
} satisfies Meta<typeof ApplyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(within(modal).getByRole('button', { name: /Choose file/ })).toBeInTheDocument();
    await expect(within(modal).getByRole('combobox', { name: 'To month' })).toBeDisabled();
  },
};

export const RequiredErrors: Story = {
  name: 'Validation: everything missing',
  play: async () => {
    await send();
    await expect(await summaryLinks()).toEqual([
      M.firstNameRequired,
      M.secondNameRequired,
      M.emailRequired,
      M.telephoneRequired,
      M.cvRequired,
      M.employerRequired,
      M.jobTitleRequired,
      M.fromMonthRequired,
      M.fromYearRequired,
      M.toMonthRequired,
      M.toYearRequired,
      // Each question by what it asks, so the summary says which is which.
      'Answer the question "Do you have the right to work in the UK?"',
      'Answer the question "Why do you want to join us?"',
    ]);
  },
};

export const FormatErrors: Story = {
  name: 'Validation: names, e-mail, telephone and dates in the wrong form',
  args: {
    defaultValues: {
      ...filled(),
      firstName: 'G1ulia',
      secondName: '   ',
      email: 'giulia@',
      telephone: '123456',
      experience: [
        {
          employer: 'Osteria',
          jobTitle: 'Chef',
          fromMonth: '5',
          fromYear: '2020',
          toMonth: '5',
          toYear: '2020',
          isCurrentRole: false,
        },
      ],
      answers: { ...filled().answers, 'q-why': { options: [], text: '    ' } },
    },
  },
  play: async () => {
    await send();
    await expect(await summaryLinks()).toEqual([
      M.firstNameFormat,
      M.secondNameRequired,
      M.emailFormat,
      M.telephoneFormat,
      M.dateOrder,
      questionRequiredMessage(question('q-why')),
    ]);
    // An error never clears what was typed.
    const modal = await dialog();
    await expect(within(modal).getByRole('textbox', { name: 'First name' })).toHaveValue('G1ulia');
    await expect(within(modal).getByRole('textbox', { name: 'Email address' })).toHaveValue('giulia@');
  },
};

export const CvFormatError: Story = {
  name: 'Validation: a CV that is not a PDF or DOCX',
  play: async () => {
    const modal = await dialog();
    const input = modal.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['hello'], 'cv.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(
      await within(modal).findByText('The file "cv.txt" must be a PDF or DOCX'),
    ).toBeInTheDocument();
  },
};

export const CvRefusedInSummary: Story = {
  name: 'Validation: a refused CV is named and joins the error summary, in the order of the form',
  args: {
    defaultValues: {
      ...filled(),
      cv: [],
      telephone: '',
      experience: [{ ...(filled().experience?.[0] as ExperienceRow), employer: '' }],
    },
  },
  play: async ({ args }) => {
    const modal = await dialog();
    const input = modal.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['MZ'], 'cv.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    });
    const refused = 'The file "cv.exe" must be a PDF or DOCX';
    await send();
    // The CV between the telephone and the work experience, as the form asks, naming the file (not "Upload
    // your CV", though none is chosen).
    await expect(await summaryLinks()).toEqual([M.telephoneRequired, refused, M.employerRequired]);
    const summary = await screen.findByTestId('error-summary');
    // Its link leads to the CV's button.
    await expect(within(summary).getAllByRole('link')[1]).toHaveAttribute('href', '#cv');
    await expect(args.submit).not.toHaveBeenCalled();
    // Choosing a good file clears the refusal: the next send lists only what is still missing.
    await userEvent.upload(input, pdf());
    await waitFor(() => expect(modal.querySelector('#cv-error')).toBeNull());
    await send();
    await waitFor(async () =>
      expect(await summaryLinks()).toEqual([M.telephoneRequired, M.employerRequired]),
    );
  },
};

export const CvRenamed: Story = {
  name: 'Validation: a renamed file that is not a PDF',
  args: {
    defaultValues: {
      ...filled(),
      cv: [new File(['hello, not a PDF'], 'cv.pdf', { type: 'application/pdf' })],
    },
  },
  play: async ({ args }) => {
    await send();
    // Named, as the upload area names a file it refuses.
    await expect(
      await within(await dialog()).findByText('The file "cv.pdf" must be a PDF or DOCX'),
    ).toBeInTheDocument();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Experience: Story = {
  name: 'Work experience: add, remove, current role',
  play: async () => {
    const modal = await dialog();
    const m = within(modal);
    await expect(m.queryByRole('button', { name: /Remove job/ })).toBeNull();
    await userEvent.click(m.getByRole('button', { name: 'Add another job' }));
    await expect(m.getAllByRole('group', { name: /^Job \d$/ })).toHaveLength(2);
    await userEvent.click(m.getByRole('button', { name: 'Remove job 2' }));
    await expect(m.getAllByRole('group', { name: /^Job \d$/ })).toHaveLength(1);
    await expect(m.queryByRole('button', { name: /Remove job/ })).toBeNull();
    // The to-date waits for the from-date, and the current-role box clears and disables it.
    const toMonth = m.getByRole('combobox', { name: 'To month' });
    await expect(toMonth).toBeDisabled();
    await userEvent.selectOptions(m.getByRole('combobox', { name: 'From month' }), 'March');
    await userEvent.selectOptions(m.getByRole('combobox', { name: 'From year' }), '2021');
    await waitFor(() => expect(toMonth).toBeEnabled());
    await userEvent.selectOptions(toMonth, 'June');
    await userEvent.click(m.getByRole('checkbox', { name: 'This is my current role' }));
    await waitFor(() => expect(toMonth).toBeDisabled());
    await expect(toMonth).toHaveValue('');
  },
};

export const Reset: Story = {
  name: 'Reset, away from Send, clears every field',
  args: { defaultValues: filled() },
  play: async () => {
    const m = within(await dialog());
    await expect(m.getByRole('textbox', { name: 'First name' })).toHaveValue('Giulia');
    // Not beside Send: at the form's top, before its first field.
    const reset = m.getByRole('button', { name: 'Reset' });
    await expect(m.getByRole('button', { name: 'Send application' }).parentElement).not.toContainElement(
      reset,
    );
    const first = m.getByRole('textbox', { name: 'First name' });
    await expect(reset.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(reset);
    await expect(m.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(m.getByRole('textbox', { name: 'Employer' })).toHaveValue('');
    await expect(m.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await expect(m.queryByText('Giulia Rossi CV.pdf')).toBeNull();
  },
};

export const Uploading: Story = {
  parameters: scenario('job-application-uploading'),
  args: { defaultValues: filled() },
  play: async () => {
    await send();
    const m = within(await dialog());
    await expect(await m.findByRole('button', { name: /Sending your application/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Nothing in the form can change while it sends: every field of every step, and the row buttons.
    const form = m.getByRole('form', { name: `Apply for ${job.name}` });
    const fields = [...form.querySelectorAll('input, textarea, select')];
    await expect(fields.length).toBeGreaterThan(10);
    for (const field of fields) await expect(field).toBeDisabled();
    await expect(m.getByRole('textbox', { name: 'Why do you want to join us?' })).toBeDisabled();
    await expect(m.getByRole('button', { name: 'Add another job' })).toBeDisabled();
  },
};

export const ThankYou: Story = {
  args: { defaultValues: filled() },
  play: async ({ args }) => {
    await send();
    const thanks = await screen.findByRole('dialog', { name: 'Thank you for applying' });
    await expect(thanks).toHaveTextContent('Thank you, your application has been sent.');
    await expect(args.submit).toHaveBeenCalledWith(
      expect.objectContaining({
        jobId: job.jobId,
        resume: expect.objectContaining({ name: 'Giulia Rossi CV.pdf', contentType: 'application/pdf' }),
        experience: [expect.objectContaining({ isCurrentRole: true, toMonth: null })],
      }),
    );
  },
};

const failing = (
  name: ScenarioName,
  message: string,
  title = "We couldn't send your application",
): Story => ({
  parameters: scenario(name),
  args: { defaultValues: filled() },
  play: async () => {
    await send();
    // Said in the form's own message area, focused; no second dialog is stacked on the form.
    const modal = await dialog();
    const notice = await within(modal).findByTestId('apply-error');
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(notice).toHaveTextContent(title);
    await expect(notice).toHaveTextContent(message);
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // The form keeps what was entered.
    await expect(within(modal).getByRole('textbox', { name: 'First name' })).toHaveValue('Giulia');
  },
});

export const Duplicate: Story = {
  name: 'Duplicate (code 14)',
  ...failing('job-application-duplicate', bookingErrorMessage(14), 'You have already applied for this job'),
};
export const ServerValidationError: Story = {
  name: 'Server validation error (err=15)',
  ...failing('job-application-invalid', JOB_ERR15_MESSAGE),
};
export const SubmitFailure: Story = {
  name: 'Submit failure (code 13)',
  ...failing('job-application-error', bookingErrorMessage(13)),
};
export const Refused: Story = {
  name: 'Refused (success false)',
  ...failing('job-application-refused', 'This job has just been filled.'),
};
