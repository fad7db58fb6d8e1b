import {
  endedOfferFixture,
  handlersFor,
  offerCodeFixture,
  offerFixtures,
  type ScenarioName,
} from '@fittizia/api-mocks';
import {
  createBrandClient,
  OFFER_VOUCHER_MESSAGES as M,
  OFFER_ENDED_MESSAGE,
  type OfferCodeRequest,
} from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OfferVoucher } from './OfferVoucher.tsx';

const client = createBrandClient({ baseUrl: '' });

/** 30% off for students: validity, terms and a success button. */
const offer = offerFixtures[0] as NonNullable<(typeof offerFixtures)[number]>;

const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

const meta = {
  title: 'Features/Offers/OfferVoucher',
  component: OfferVoucher,
  args: {
    offer,
    submit: fn(async (body: OfferCodeRequest) => client.call('offerCode', { body })),
    getCaptchaToken: fn(async (): Promise<string | undefined> => 'recaptcha-v3-token-example'),
    onError: fn(),
  },
} satisfies Meta<typeof OfferVoucher>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const filled = { emailAddress: 'sam.student@example.ac.uk', acceptTerms: true };
const getVoucher = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Get my voucher' }));

export const Offer: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '30% off for students' })).toBeInTheDocument();
    await expect(canvas.getByText('Valid until 31 August 2025')).toBeInTheDocument();
    // A disclosure that says what it shows, under the heading it does not repeat.
    await expect(canvas.getByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
    const terms = canvas.getByRole('button', { name: 'Show the terms' });
    await expect(terms).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(terms);
    await expect(terms).toHaveAttribute('aria-expanded', 'true');
    await expect(terms).toHaveAccessibleName('Hide the terms');
    // The terms open with an animation: wait until they are shown, not only rendered.
    await waitFor(() =>
      expect(
        canvas.getByText('Valid Sunday to Thursday. One voucher per person. Not valid with other offers.'),
      ).toBeVisible(),
    );
  },
};

export const NothingMovesOnLeavingAField: Story = {
  name: 'Validation: leaving the e-mail field moves nothing; the send shows the errors',
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    const box = canvas.getByRole('checkbox', { name: "I agree to the offer's terms and conditions" });
    await userEvent.type(email, 'sam@');
    const before = box.getBoundingClientRect().top;
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box.getBoundingClientRect().top).toBe(before);
    await expect(canvas.queryByText(M.emailFormat)).not.toBeInTheDocument();
    await getVoucher(canvas);
    await expect(await canvas.findAllByText(M.emailFormat)).toHaveLength(2);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const RequiredErrors: Story = {
  name: 'Validation: e-mail and terms missing',
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await getVoucher(canvas);
    const summary = await canvas.findByTestId('error-summary');
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([M.emailRequired, M.termsRequired]);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const EmailFormat: Story = {
  name: 'Validation: an e-mail in the wrong form',
  tags: ['no-visual'],
  args: { defaultValues: { emailAddress: 'sam@', acceptTerms: true } },
  play: async ({ canvas }) => {
    await getVoucher(canvas);
    const summary = await canvas.findByTestId('error-summary');
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([M.emailFormat]);
  },
};

export const VoucherGenerated: Story = {
  name: 'Voucher generated',
  tags: ['visual'],
  args: { defaultValues: filled },
  play: async ({ canvas, args }) => {
    await getVoucher(canvas);
    const voucher = await canvas.findByTestId('offer-voucher');
    await expect(voucher).toHaveAttribute('role', 'status');
    await expect(voucher).toHaveTextContent(offerCodeFixture.message);
    // Vouchers by e-mail only: the notice names the address it went to and shows no code.
    await expect(voucher).toHaveTextContent(`${M.sentTo} sam.student@example.ac.uk.`);
    await expect(voucher).toHaveTextContent(M.sentHint);
    await expect(voucher).not.toHaveTextContent(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    await expect(within(voucher).getByRole('link', { name: 'Find a restaurant' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
    await expect(canvas.queryByRole('form', { name: 'Get your voucher' })).not.toBeInTheDocument();
    await expect(args.submit).toHaveBeenCalledWith({
      offerSlug: '30-off-students',
      emailAddress: 'sam.student@example.ac.uk',
      acceptTerms: true,
      recaptchaToken: 'recaptcha-v3-token-example',
    });
  },
};

export const OverrideSuccessUrl: Story = {
  name: 'Voucher generated: the offer overrides the success link',
  tags: ['no-visual'],
  args: {
    defaultValues: filled,
    offer: {
      ...offer,
      successButtonText: 'Book a table',
      successButtonUrl: '/book?offer=students',
      overrideSuccessUrl: true,
    },
  },
  play: async ({ canvas }) => {
    await getVoucher(canvas);
    const voucher = await canvas.findByTestId('offer-voucher');
    await expect(within(voucher).getByRole('link', { name: 'Book a table' })).toHaveAttribute(
      'href',
      '/book?offer=students',
    );
  },
};

const expectRetry = async (canvas: Canvas, onError: unknown) => {
  const prompt = await canvas.findByTestId('offer-retry');
  await expect(prompt).toHaveTextContent(M.retry);
  await waitFor(() => expect(prompt).toHaveFocus());
  await expect(onError).toHaveBeenCalledOnce();
  // The raw error is not shown; the form stays filled for another go.
  await expect(canvas.queryByText(/Sorry, something went wrong/)).not.toBeInTheDocument();
  await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue(
    'sam.student@example.ac.uk',
  );
  await expect(
    canvas.getByRole('checkbox', { name: "I agree to the offer's terms and conditions" }),
  ).toBeChecked();
};

export const CodeError: Story = {
  name: 'Failure: the code call fails (swallowed, a neutral retry prompt)',
  tags: ['visual'],
  args: { defaultValues: filled },
  parameters: scenario('offer-code-error'),
  play: async ({ canvas, args }) => {
    await getVoucher(canvas);
    await expectRetry(canvas, args.onError);
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  },
};

export const CodeOfferNotFound: Story = {
  name: 'Failure: the offer is not found when the code is asked for',
  tags: ['no-visual'],
  args: { defaultValues: filled },
  parameters: scenario('offer-not-found'),
  play: async ({ canvas, args }) => {
    await getVoucher(canvas);
    await expectRetry(canvas, args.onError);
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  },
};

export const CaptchaFailed: Story = {
  name: 'Failure: the captcha gives no token',
  tags: ['no-visual'],
  args: { defaultValues: filled, getCaptchaToken: fn(async (): Promise<string | undefined> => undefined) },
  play: async ({ canvas, args }) => {
    await getVoucher(canvas);
    await expectRetry(canvas, args.onError);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  name: 'Offer not found (the code error)',
  tags: ['no-visual'],
  args: { offer: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Offer not found' })).toBeInTheDocument();
    await expect(canvas.getByText(M.notFound)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See our current offers' })).toHaveAttribute(
      'href',
      '/offers',
    );
  },
};

export const Ended: Story = {
  name: 'Offer ended: says so, with its last day, and has no form',
  tags: ['visual'],
  args: { offer: endedOfferFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: endedOfferFixture.title })).toBeInTheDocument();
    const ended = canvas.getByTestId('offer-ended');
    await expect(within(ended).getByRole('heading', { name: M.endedTitle })).toBeInTheDocument();
    await expect(ended).toHaveTextContent('This offer ended on 31 August 2025.');
    await expect(within(ended).getByRole('link', { name: 'See our current offers' })).toHaveAttribute(
      'href',
      '/offers',
    );
    await expect(canvas.queryByRole('form', { name: 'Get your voucher' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Get my voucher' })).not.toBeInTheDocument();
  },
};

export const EndedOnClaim: Story = {
  name: "Failure: the offer ended while the page was open (the brand API's words in the summary)",
  tags: ['visual'],
  args: { defaultValues: filled },
  parameters: scenario('offer-ended-on-claim'),
  play: async ({ canvas, args }) => {
    await getVoucher(canvas);
    const summary = await canvas.findByTestId('error-summary');
    await expect(summary).toHaveTextContent(OFFER_ENDED_MESSAGE);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ status: 410 }));
    await expect(canvas.queryByTestId('offer-retry')).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('offer-voucher')).not.toBeInTheDocument();
    // What was typed stays.
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'sam.student@example.ac.uk',
    );
    await expect(
      canvas.getByRole('checkbox', { name: "I agree to the offer's terms and conditions" }),
    ).toBeChecked();
  },
};
