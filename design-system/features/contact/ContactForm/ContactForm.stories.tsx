import { contactFixtures, handlersFor, type ScenarioName } from '@fittizia/api-mocks';
import {
  CONTACT_FILE_TYPE_NAMES,
  type ContactFormValues,
  createBrandClient,
  CONTACT_FORM_MESSAGES as M,
} from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm, type ContactSend } from './ContactForm.tsx';

const client = createBrandClient({ baseUrl: '' });

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'receipt.pdf', { type: 'application/pdf' });
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'scarf.png', {
    type: 'image/png',
  });
/** A text file renamed to .png: its name passes, its bytes do not. */
const renamed = () => new File(['just some text'], 'not-a-photo.png', { type: 'image/png' });

const filled = (): Partial<ContactFormValues> => ({
  firstName: 'Tom',
  lastName: 'Baker',
  email: 'tom.baker@example.com',
  phone: '07700 900 456',
  enquiryType: '2',
  contactReasonId: 'visit',
  contactSubReasonId: 'visit-service',
  enquiryRestaurant: '1042',
  message: 'I left a blue scarf at table 12 on Friday evening. Could you check?',
  uploadedFiles: [png()],
});

const filledGroup = (): Partial<ContactFormValues> => ({
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya.shah@example.com',
  enquiryRestaurant: '1057',
  guests: 30,
  message: 'Office leaving do for 30, ideally a private area and a set menu.',
});

const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

const meta = {
  title: 'Features/Contact/ContactForm',
  component: ContactForm,
  args: {
    content: contactFixtures.content,
    types: contactFixtures.types,
    submit: fn(async (send: ContactSend) =>
      send.call === 'contactGroupBooking'
        ? (await client.call('contactGroupBooking', { body: send.body })).data
        : (await client.call('contactSendEmail', { body: send.body })).data,
    ),
    getCaptchaToken: fn(async (): Promise<string | undefined> => 'recaptcha-v3-token-example'),
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupArgs = { variant: 'group-booking' as const };

type Canvas = ReturnType<typeof within>;
const send = (canvas: Canvas, name = 'Send message') => userEvent.click(canvas.getByRole('button', { name }));
const summaryLinks = async (canvas: Canvas) => {
  const summary = await canvas.findByTestId('error-summary');
  await waitFor(() => expect(summary).toHaveFocus());
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
};
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Type of enquiry' })).toHaveValue('');
    await expect(canvas.queryByRole('combobox', { name: 'What is it about?' })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: /Attachments \(optional\) Choose files/ }),
    ).toBeInTheDocument();
  },
};

export const GroupBookingEmpty: Story = {
  name: 'Group booking: empty',
  tags: ['visual'],
  args: groupArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Group booking enquiry' })).toBeInTheDocument();
    await expect(canvas.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('0');
    await expect(canvas.queryByRole('combobox', { name: 'Type of enquiry' })).not.toBeInTheDocument();
  },
};

export const RequiredErrors: Story = {
  name: 'Validation: everything missing',
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await send(canvas);
    await expect(await summaryLinks(canvas)).toEqual([
      M.firstNameRequired,
      M.lastNameRequired,
      M.emailRequired,
      M.enquiryTypeRequired,
      M.reasonRequired,
      M.restaurantRequired,
      M.messageRequired,
    ]);
    await userEvent.click(canvas.getByRole('link', { name: M.reasonRequired }));
    await expect(canvas.getByRole('combobox', { name: 'Why are you contacting us?' })).toHaveFocus();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const SubReasonRequired: Story = {
  name: 'Validation: a reason with sub-reasons needs one',
  tags: ['no-visual'],
  args: { defaultValues: { ...filled(), contactSubReasonId: '' } },
  play: async ({ canvas }) => {
    await send(canvas);
    await expect(await summaryLinks(canvas)).toEqual([M.subReasonRequired]);
    // Another reason without sub-reasons: the question goes, and so does the error.
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Why are you contacting us?' }),
      'Gift cards',
    );
    await expect(canvas.queryByRole('combobox', { name: 'What is it about?' })).not.toBeInTheDocument();
  },
};

export const FormatErrors: Story = {
  name: 'Validation: names, e-mail, phone and message in the wrong form',
  tags: ['no-visual'],
  args: {
    defaultValues: {
      ...filled(),
      firstName: 'T0m',
      lastName: 'Baker!',
      email: 'tom@',
      phone: '12345',
      message: 'x'.repeat(5001),
    },
  },
  play: async ({ canvas }) => {
    await send(canvas);
    await expect(await summaryLinks(canvas)).toEqual([
      M.firstNameFormat,
      M.lastNameFormat,
      M.emailFormat,
      M.phoneFormat,
      M.messageLength,
    ]);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('T0m');
  },
};

export const GroupGuestsRequired: Story = {
  name: 'Group booking: validation of the number of guests',
  tags: ['no-visual'],
  args: { ...groupArgs, defaultValues: { ...filledGroup(), guests: 0 } },
  play: async ({ canvas, args }) => {
    await send(canvas, 'Send enquiry');
    await expect(await summaryLinks(canvas)).toEqual([M.guestsRequired]);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Files: Story = {
  name: 'Files: add, refuse a wrong type, remove by index',
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf(), png()]);
    const list = await canvas.findByRole('list', { name: 'Chosen files' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('receipt.pdf'), expect.stringContaining('scarf.png')]);
    await userEvent.upload(fileInput(canvasElement), new File(['a'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(
      await canvas.findByText(`The file "notes.txt" must be a ${CONTACT_FILE_TYPE_NAMES} file`),
    ).toBeInTheDocument();
    await userEvent.upload(fileInput(canvasElement), [pdf(), pdf(), pdf(), pdf()]);
    await expect(await canvas.findByText('You can only select up to 5 files')).toBeInTheDocument();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // Remove the first of the five (by its place in the list).
    await userEvent.click(canvas.getAllByRole('button', { name: 'Remove receipt.pdf' })[0] as HTMLElement);
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('scarf.png'),
      expect.stringContaining('receipt.pdf'),
      expect.stringContaining('receipt.pdf'),
      expect.stringContaining('receipt.pdf'),
    ]);
  },
};

export const RefusedFileInSummary: Story = {
  name: 'Files: a refused file is named and joins the error summary, in the order of the form',
  tags: ['no-visual'],
  args: { defaultValues: { ...filled(), message: '', uploadedFiles: [] } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['a'], 'menu.exe', { type: 'application/x-msdownload' }),
      {
        applyAccept: false,
      },
    );
    const refused = `The file "menu.exe" must be a ${CONTACT_FILE_TYPE_NAMES} file`;
    await expect(await canvas.findByText(refused)).toBeInTheDocument();
    await send(canvas);
    await expect(await summaryLinks(canvas)).toEqual([M.messageRequired, refused]);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const GroupErrorsInFormOrder: Story = {
  name: 'Group booking: the error summary in the order of the form (guests before the message)',
  tags: ['no-visual'],
  args: { ...groupArgs, defaultValues: { ...filledGroup(), guests: 0, message: '' } },
  play: async ({ canvas }) => {
    await send(canvas, 'Send enquiry');
    await expect(await summaryLinks(canvas)).toEqual([M.guestsRequired, M.messageRequired]);
  },
};

export const RenamedFile: Story = {
  name: 'Files: a renamed file is refused before sending',
  tags: ['no-visual'],
  args: { defaultValues: { ...filled(), uploadedFiles: [renamed()] } },
  play: async ({ canvas, args }) => {
    await send(canvas);
    await expect(
      await canvas.findByText(`The file "not-a-photo.png" must be a ${CONTACT_FILE_TYPE_NAMES} file`),
    ).toBeInTheDocument();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  tags: ['no-visual'],
  args: { defaultValues: filled() },
  parameters: scenario('contact-sending'),
  play: async ({ canvas, args }) => {
    await send(canvas);
    await expect(await canvas.findByRole('button', { name: /Sending your message/ })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    await waitFor(() => expect(args.submit).toHaveBeenCalledOnce());
  },
};

export const Sent: Story = {
  name: 'Sent: replaced by what was sent, its reference and Send another',
  args: { defaultValues: filled() },
  play: async ({ canvas, args }) => {
    await send(canvas);
    const thanks = await canvas.findByTestId('contact-thanks');
    await expect(thanks).toHaveAttribute('role', 'status');
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(thanks).toHaveTextContent('Thank you for getting in touch');
    await expect(args.submit).toHaveBeenCalledWith({
      call: 'contactSendEmail',
      body: {
        firstName: 'Tom',
        lastName: 'Baker',
        email: 'tom.baker@example.com',
        phone: '07700900456',
        message: 'I left a blue scarf at table 12 on Friday evening. Could you check?',
        enquiryRestaurant: '1042',
        enquiryType: '2',
        contactReasonId: 'visit',
        contactSubReasonId: 'visit-service',
        uploadedFiles: [{ name: 'scarf.png', contentType: 'image/png', content: 'iVBORw0KGgoAAAAA' }],
        recaptchaToken: 'recaptcha-v3-token-example',
      },
    });
    // The form is gone: nothing invites a second send of the same message.
    await expect(canvas.queryByRole('form', { name: 'Contact us' })).not.toBeInTheDocument();
    await expect(canvas.getByTestId('contact-reference')).toHaveTextContent('H3PW9TCA');
    for (const text of [
      'Type of enquiry',
      'Feedback about a visit',
      'A recent visit: Service',
      'Fittizia Trattoria Manchester Deansgate',
      'scarf.png',
    ]) {
      await expect(thanks).toHaveTextContent(text);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Send another message' }));
    // A clean form: every field empty, the counter at the full allowance.
    const form = await canvas.findByRole('form', { name: 'Contact us' });
    for (const name of [
      'First name',
      'Last name',
      'Email address',
      'Phone number (optional)',
      'Your message',
    ]) {
      await expect(within(form).getByRole('textbox', { name })).toHaveValue('');
    }
    for (const name of ['Type of enquiry', 'Why are you contacting us?', 'Restaurant']) {
      await expect(within(form).getByRole('combobox', { name })).toHaveValue('');
    }
    await expect(within(form).getByTestId('count')).toHaveTextContent('You have 5000 characters remaining');
    await expect(within(form).queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  },
};

export const GroupSent: Story = {
  name: 'Group booking: sent, with the date, time and the reply time',
  tags: ['no-visual'],
  args: {
    ...groupArgs,
    defaultValues: { ...filledGroup(), preferredDate: '2027-04-16', preferredTime: '19:30' },
  },
  play: async ({ canvas, args }) => {
    await send(canvas, 'Send enquiry');
    const thanks = await canvas.findByTestId('contact-thanks');
    await expect(thanks).toHaveTextContent('Thank you for your group booking enquiry');
    await expect(thanks).toHaveTextContent(
      'we will reply by e-mail to priya.shah@example.com within 48 hours',
    );
    await expect(thanks).toHaveTextContent(/Friday,? 16 April 2027/);
    await expect(thanks).toHaveTextContent('19:30');
    await expect(args.submit).toHaveBeenCalledWith({
      call: 'contactGroupBooking',
      body: expect.objectContaining({
        guests: 30,
        enquiryRestaurant: '1057',
        preferredDate: '2027-4-16',
        preferredTime: '19:30',
      }),
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Send another enquiry' }));
    await expect(await canvas.findByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('0');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Preferred time (optional)' })).toHaveValue('');
  },
};

const expectError = async (canvas: Canvas, message: string = M.sendFailed) => {
  const block = await canvas.findByTestId('contact-error');
  await expect(block).toHaveAttribute('role', 'alert');
  await expect(block).toHaveTextContent(M.sendFailedTitle);
  await expect(block).toHaveTextContent(message);
  await waitFor(() => expect(block).toHaveFocus());
  await expect(canvas.queryByTestId('contact-thanks')).not.toBeInTheDocument();
};

export const SendFailed: Story = {
  name: 'Failure: a status code other than 200 (nothing typed is lost)',
  tags: ['visual'],
  args: { defaultValues: filled() },
  parameters: scenario('contact-send-failed'),
  play: async ({ canvas }) => {
    await send(canvas);
    await expectError(canvas);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Tom');
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveValue(
      'I left a blue scarf at table 12 on Friday evening. Could you check?',
    );
    await expect(canvas.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('visit-service');
    await expect(canvas.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('scarf.png');
  },
};

export const SendError: Story = {
  name: 'Failure: the send fails (HTTP 502)',
  tags: ['no-visual'],
  args: { defaultValues: filled() },
  parameters: scenario('contact-send-error'),
  play: async ({ canvas }) => {
    await send(canvas);
    await expectError(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('tom.baker@example.com');
  },
};

export const GroupFailed: Story = {
  name: 'Group booking: failure (nothing typed is lost)',
  tags: ['no-visual'],
  args: { ...groupArgs, defaultValues: filledGroup() },
  parameters: scenario('group-booking-failed'),
  play: async ({ canvas }) => {
    await send(canvas, 'Send enquiry');
    await expectError(canvas);
    await expect(canvas.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('30');
  },
};

export const CaptchaFailed: Story = {
  name: 'Failure: the captcha gives no token',
  tags: ['no-visual'],
  args: { defaultValues: filled(), getCaptchaToken: fn(async (): Promise<string | undefined> => undefined) },
  play: async ({ canvas, args }) => {
    await send(canvas);
    await expectError(canvas, M.captchaFailed);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const CaptchaRefused: Story = {
  name: 'Failure: the bot check refuses the token',
  tags: ['no-visual'],
  args: { defaultValues: filled() },
  parameters: scenario('captcha-failed'),
  play: async ({ canvas }) => {
    await send(canvas);
    await expectError(canvas, M.captchaFailed);
  },
};
