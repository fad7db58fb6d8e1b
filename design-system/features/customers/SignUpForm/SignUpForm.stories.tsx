import { handlersFor, restaurantFixtures, type ScenarioName } from '@fittizia/api-mocks';
import {
  CONSENT_WORDING,
  createBrandClient,
  SIGNUP_FORM_MESSAGES as M,
  type SignupFormValues,
  type SignupInput,
} from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignUpForm } from './SignUpForm.tsx';

const client = createBrandClient({ baseUrl: '' });

const restaurants = restaurantFixtures.filter((r) => !r.hideRestaurantDetailPage);

const filled = (): Partial<SignupFormValues> => ({
  emailAddress: 'marco.rossi@example.com',
  favouriteRestaurant: '1042',
  firstName: "Anne-Marie O'Neill",
  phoneNumber: '07700 900 654',
  birthday: { day: '29', month: '2', year: '' },
  acceptTerms: true,
  acceptSMSTerms: true,
  acceptDaciaTerms: false,
});

const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

const meta = {
  title: 'Features/Customers/SignUpForm',
  component: SignUpForm,
  args: {
    restaurants,
    submit: fn(async (body: SignupInput) => (await client.call('signup', { body })).data),
    getCaptchaToken: fn(async (): Promise<string | undefined> => 'recaptcha-v3-token-example'),
    onSuccess: fn(),
  },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const signUp = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
const summaryLinks = async (canvas: ReturnType<typeof within>) => {
  const summary = await canvas.findByTestId('error-summary');
  await waitFor(() => expect(summary).toHaveFocus());
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Favourite restaurant' })).toHaveValue('');
    await expect(canvas.getByRole('group', { name: 'Birthday (optional)' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: CONSENT_WORDING.partnerTerms })).not.toBeChecked();
  },
};

export const ErrorAfterBlur: Story = {
  name: 'Validation: an error shows once a field is left',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.click(email);
    await expect(canvas.queryByText(M.emailRequired)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByText(M.emailRequired)).toBeInTheDocument();
    await userEvent.type(email, 'marco@');
    await userEvent.tab();
    await expect(await canvas.findByText(M.emailFormat)).toBeInTheDocument();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(M.firstNameRequired)).not.toBeInTheDocument();
  },
};

export const RequiredErrors: Story = {
  name: 'Validation: everything missing',
  tags: ['visual'],
  play: async ({ canvas, args }) => {
    await signUp(canvas);
    await expect(await summaryLinks(canvas)).toEqual([
      M.firstNameRequired,
      M.emailRequired,
      M.favouriteRestaurantRequired,
      M.termsRequired,
    ]);
    await userEvent.click(canvas.getByRole('link', { name: M.termsRequired }));
    await expect(canvas.getByRole('checkbox', { name: CONSENT_WORDING.terms })).toHaveFocus();
    await expect(args.submit).not.toHaveBeenCalled();
    // The picture is of the error summary and the fields it lists, from the top: how far the browser scrolled
    // to show the focused checkbox varied from run to run, and is not what this story is about.
    window.scrollTo(0, 0);
  },
};

export const FormatErrors: Story = {
  name: 'Validation: e-mail, name, phone and birthday in the wrong form',
  tags: ['no-visual'],
  args: {
    defaultValues: {
      ...filled(),
      emailAddress: 'marco@',
      firstName: 'M4rco',
      phoneNumber: '+44 (0)7700 900654',
      birthday: { day: '', month: '6', year: '' },
    },
  },
  play: async ({ canvas, args }) => {
    await signUp(canvas);
    await expect(await summaryLinks(canvas)).toEqual([
      M.firstNameFormat,
      M.emailFormat,
      M.phoneFormat,
      M.birthdayDayMissing,
    ]);
    await userEvent.click(canvas.getByRole('link', { name: M.birthdayDayMissing }));
    await expect(canvas.getByRole('combobox', { name: 'Day' })).toHaveFocus();
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('M4rco');
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** A 300-character name is told its length, not that it must only include letters. */
export const NameTooLong: Story = {
  name: 'Validation: a 300-character name',
  tags: ['no-visual'],
  args: { defaultValues: { ...filled(), firstName: 'a'.repeat(300) } },
  play: async ({ canvas, args }) => {
    await signUp(canvas);
    await expect(await summaryLinks(canvas)).toEqual(['First name must be 100 characters or fewer']);
    await expect(canvas.queryByText(M.firstNameFormat)).not.toBeInTheDocument();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const BirthdayOnlyYear: Story = {
  name: 'Validation: a birthday year without day and month',
  tags: ['no-visual'],
  args: { defaultValues: { ...filled(), birthday: { day: '', month: '', year: '1990' } } },
  play: async ({ canvas }) => {
    await signUp(canvas);
    await expect(await summaryLinks(canvas)).toEqual([M.birthdayDayAndMonthMissing]);
    await expect(canvas.getByRole('group', { name: 'Birthday (optional)' })).toHaveTextContent(
      M.birthdayDayAndMonthMissing,
    );
  },
};

export const BirthdayMonthMissing: Story = {
  name: 'Validation: a birthday day without a month',
  tags: ['no-visual'],
  args: { defaultValues: { ...filled(), birthday: { day: '12', month: '', year: '' } } },
  play: async ({ canvas }) => {
    await signUp(canvas);
    await expect(await summaryLinks(canvas)).toEqual([M.birthdayMonthMissing]);
  },
};

export const BirthdayDays: Story = {
  name: 'Birthday: the days follow the month and year (29 in February until a year says otherwise)',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const day = canvas.getByRole('combobox', { name: 'Day' });
    const options = () => within(day).getAllByRole('option').length - 1;
    await expect(options()).toBe(31);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'February');
    await expect(options()).toBe(29);
    await userEvent.selectOptions(day, '29');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2024');
    await expect(options()).toBe(29);
    await expect(day).toHaveValue('29');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2023');
    await expect(options()).toBe(28);
    // 29 February 2023 does not exist: the day is cleared, the month and year stay.
    await expect(day).toHaveValue('');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'April');
    await expect(options()).toBe(30);
  },
};

export const Submitting: Story = {
  tags: ['no-visual'],
  args: { defaultValues: filled() },
  parameters: scenario('signup-sending'),
  play: async ({ canvas, args }) => {
    await signUp(canvas);
    await expect(await canvas.findByRole('button', { name: /Signing you up/ })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    await waitFor(() => expect(args.submit).toHaveBeenCalledOnce());
  },
};

export const Success: Story = {
  args: { defaultValues: filled() },
  play: async ({ canvas, args }) => {
    await signUp(canvas);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Thanks for signing up');
    await expect(status).toHaveTextContent('Check your inbox to confirm');
    await expect(args.onSuccess).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith({
      emailAddress: 'marco.rossi@example.com',
      favouriteRestaurant: '1042',
      firstName: "Anne-Marie O'Neill",
      phoneNumber: '07700900654',
      birthday: { day: 29, month: 2 },
      acceptTerms: true,
      acceptSMSTerms: true,
      acceptDaciaTerms: false,
      recaptchaToken: 'recaptcha-v3-token-example',
    });
  },
};

const expectFailure = async (canvas: ReturnType<typeof within>, message: string) => {
  const alert = await canvas.findByTestId('signup-failure');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toHaveTextContent("We couldn't sign you up");
  await expect(alert).toHaveTextContent(message);
  await waitFor(() => expect(alert).toHaveFocus());
  // Nothing typed is lost.
  await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('marco.rossi@example.com');
  await expect(canvas.getByRole('combobox', { name: 'Day' })).toHaveValue('29');
  await expect(canvas.getByRole('checkbox', { name: /SMS/ })).toBeChecked();
};

export const Failed: Story = {
  name: 'Failure: the sign-up call fails',
  tags: ['visual'],
  args: { defaultValues: filled() },
  parameters: scenario('signup-failed'),
  play: async ({ canvas, args }) => {
    await signUp(canvas);
    await expectFailure(canvas, M.failed);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  name: 'Failure: the sign-up call answers success false',
  tags: ['no-visual'],
  args: {
    defaultValues: filled(),
    submit: fn(async (_body: SignupInput) => ({ success: false, message: 'Already signed up' })),
  },
  play: async ({ canvas, args }) => {
    await signUp(canvas);
    await expectFailure(canvas, M.failed);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const CaptchaFailed: Story = {
  name: 'Failure: the captcha gives no token',
  tags: ['no-visual'],
  args: { defaultValues: filled(), getCaptchaToken: fn(async () => undefined) },
  play: async ({ canvas, args }) => {
    await signUp(canvas);
    await expectFailure(canvas, M.captchaFailed);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const CaptchaRefused: Story = {
  name: 'Failure: the bot check refuses the token, then a retry succeeds',
  tags: ['no-visual'],
  args: { defaultValues: filled() },
  parameters: scenario('captcha-failed'),
  play: async ({ canvas, args }) => {
    await signUp(canvas);
    await expectFailure(canvas, M.captchaFailed);
    await expect(args.submit).toHaveBeenCalledOnce();
  },
};
