import { GROUP_BOOKING_MIN_GUESTS, CONTACT_FORM_MESSAGES as M } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectError,
  filled,
  filledGroup,
  formArgs,
  groupArgs,
  scenario,
  send,
} from './ContactForm.fixture.ts';
import { ContactForm } from './ContactForm.tsx';

/** The contact and group booking forms, empty, sent and failing (their validation: ContactForm/Validation). */
const meta = {
  title: 'Features/Contact/ContactForm',
  component: ContactForm,
  args: formArgs,
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    // At the fewest the form takes, as its hint says ("From 25 to 500"), not at 0.
    await expect(canvas.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue(
      String(GROUP_BOOKING_MIN_GUESTS),
    );
    await expect(canvas.queryByRole('combobox', { name: 'Type of enquiry' })).not.toBeInTheDocument();
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
    await expect(await canvas.findByRole('spinbutton', { name: 'Number of guests' })).toHaveValue(
      String(GROUP_BOOKING_MIN_GUESTS),
    );
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Preferred time (optional)' })).toHaveValue('');
  },
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
