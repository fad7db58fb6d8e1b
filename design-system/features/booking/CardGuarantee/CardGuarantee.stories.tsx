import { handlersFor, type ScenarioName } from '@fittizia/api-mocks';
import { BOOKING_MESSAGES, type BraintreeSubmitRequest, createBrandClient } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CardGuarantee, cardGuaranteeCalls } from './CardGuarantee.tsx';

const client = createBrandClient({ baseUrl: '' });
const calls = cardGuaranteeCalls(client);

const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

const meta = {
  title: 'Features/Booking/CardGuarantee',
  component: CardGuarantee,
  args: {
    provider: 'sandbox',
    getClientToken: calls.getClientToken,
    submitCard: fn(calls.submitCard),
    customer: { firstName: 'Giulia', lastName: "O'Connor", email: 'giulia.oconnor@example.com' },
    bookLabel: 'Book Now',
    onAccepted: fn(),
    onBook: fn(),
    now: new Date('2026-11-23T12:00:00Z'),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardGuarantee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card form, once the sandbox fields are on screen (after the client authorisation). */
const form = async () => {
  await screen.findByRole('textbox', { name: 'Card number' }, { timeout: 5000 });
  return screen.getByRole('form', { name: 'Card details' });
};
const submitButton = () => screen.getByRole('button', { name: 'Submit Card' });
const bookButton = (name = 'Book Now') => screen.getByRole('button', { name });

async function fillCard(number: string) {
  const card = within(await form());
  const numberInput = card.getByRole('textbox', { name: 'Card number' });
  await userEvent.clear(numberInput);
  await userEvent.type(numberInput, number);
  const expiry = card.getByRole('textbox', { name: /Expiry date/ });
  if (!(expiry as HTMLInputElement).value) {
    await userEvent.type(expiry, '12/29');
    await userEvent.type(card.getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.type(card.getByRole('textbox', { name: 'Name on card' }), "Giulia O'Connor");
  }
}

export const SandboxEmpty: Story = {
  name: 'Sandbox: empty',
  play: async () => {
    const card = within(await form());
    await expect(card.getByRole('textbox', { name: 'Card number' })).toHaveAttribute(
      'autocomplete',
      'cc-number',
    );
    await expect(card.getByRole('textbox', { name: /Expiry date/ })).toHaveAttribute(
      'autocomplete',
      'cc-exp',
    );
    await expect(card.getByRole('textbox', { name: /Security code/ })).toHaveAttribute(
      'autocomplete',
      'cc-csc',
    );
    await expect(card.getByRole('textbox', { name: 'Name on card' })).toHaveAttribute(
      'autocomplete',
      'cc-name',
    );
    await expect(submitButton()).toBeDisabled();
    await expect(bookButton()).toBeDisabled();
  },
};

export const SandboxFilled: Story = {
  name: 'Sandbox: filled in, ready to submit',
  tags: ['no-visual'],
  play: async () => {
    await fillCard('4111 1111 1111 1111');
    await expect(submitButton()).toBeEnabled();
    await expect(bookButton()).toBeDisabled();
  },
};

export const Submitting: Story = {
  name: 'Submitting the card',
  tags: ['no-visual'],
  args: { submitCard: fn((_payload: BraintreeSubmitRequest) => new Promise<string>(() => {})) },
  play: async ({ args }) => {
    await fillCard('4111 1111 1111 1111');
    await userEvent.click(submitButton());
    await expect(await screen.findByRole('status', { name: 'Submitting card' })).toBeInTheDocument();
    await expect((await form()).closest('[aria-busy="true"]')).not.toBeNull();
    await expect(args.submitCard).toHaveBeenCalledWith({
      Nonce: 'fake-valid-visa-nonce',
      FirstName: 'Giulia',
      LastName: "O'Connor",
      Email: 'giulia.oconnor@example.com',
      CustomerId: null,
    });
  },
};

export const Accepted: Story = {
  name: 'Card accepted: Book Now enabled',
  play: async ({ args }) => {
    await fillCard('4111 1111 1111 1111');
    await userEvent.click(submitButton());
    await expect(await screen.findByText('Your card has been accepted.')).toBeInTheDocument();
    await expect(submitButton()).toBeDisabled();
    await expect(bookButton()).toBeEnabled();
    await waitFor(() => expect(args.onAccepted).toHaveBeenCalledOnce());
    await userEvent.click(bookButton());
    await waitFor(() => expect(args.onBook).toHaveBeenCalledOnce());
    // The card form is torn down before the booking is placed.
    await expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
  },
};

export const DeclinedThenAccepted: Story = {
  name: 'Declined card, then a good card',
  play: async ({ args }) => {
    await fillCard('4000 1111 1111 1115');
    await userEvent.click(submitButton());
    await expect(await screen.findByText(BOOKING_MESSAGES.cardSubmitFailed)).toBeInTheDocument();
    await expect(screen.getByText('Something went wrong submitting card, please try again.')).toBeVisible();
    await expect(submitButton()).toBeDisabled();
    await expect(bookButton()).toBeDisabled();
    await expect(args.onAccepted).not.toHaveBeenCalled();
    // What was typed stays; changing the card enables Submit Card again.
    await expect(screen.getByRole('textbox', { name: /Expiry date/ })).toHaveValue('12/29');
    await fillCard('4111 1111 1111 1111');
    await expect(submitButton()).toBeEnabled();
    await userEvent.click(submitButton());
    await expect(await screen.findByText('Your card has been accepted.')).toBeInTheDocument();
    await expect(bookButton()).toBeEnabled();
    await waitFor(() => expect(args.onAccepted).toHaveBeenCalledWith('cust_81723645'));
  },
};

export const EnquireNow: Story = {
  name: 'Enquiry: the button reads Enquire Now',
  tags: ['no-visual'],
  args: { bookLabel: 'Enquire Now' },
  play: async () => {
    await form();
    await expect(bookButton('Enquire Now')).toBeDisabled();
  },
};

export const LoadFailure: Story = {
  name: 'The card form cannot load',
  parameters: scenario('booking-card-form-load-failure'),
  play: async () => {
    await expect(
      await screen.findByText(
        'Something went wrong loading the card input, please refresh the page and try again.',
      ),
    ).toBeInTheDocument();
    await expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await expect(submitButton()).toBeDisabled();
  },
};

export const SubmitFailure: Story = {
  name: 'The card submission fails',
  tags: ['no-visual'],
  parameters: scenario('booking-card-submit-failure'),
  play: async () => {
    await fillCard('4111 1111 1111 1111');
    await userEvent.click(submitButton());
    await expect(
      await screen.findByText('Something went wrong submitting card, please try again.'),
    ).toBeInTheDocument();
    await expect(submitButton()).toBeDisabled();
    await expect(bookButton()).toBeDisabled();
  },
};

export const BraintreeLoading: Story = {
  name: 'Braintree: loading the drop-in',
  args: { provider: 'braintree', getClientToken: () => new Promise<string | null>(() => {}) },
  play: async () => {
    await expect(await screen.findByText('Loading the card form…')).toBeInTheDocument();
    await expect(screen.getByTestId('braintree-dropin')).toHaveAttribute('aria-busy', 'true');
    await expect(submitButton()).toBeDisabled();
    await expect(bookButton()).toBeDisabled();
  },
};

export const BraintreeLoadFailure: Story = {
  name: 'Braintree: no client authorisation',
  tags: ['no-visual'],
  args: { provider: 'braintree', getClientToken: async () => null },
  play: async () => {
    await expect(
      await screen.findByText(
        'Something went wrong loading the card input, please refresh the page and try again.',
      ),
    ).toBeInTheDocument();
    await expect(submitButton()).toBeDisabled();
  },
};
