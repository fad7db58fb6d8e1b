import { BOOKING_MESSAGES } from '@fittizia/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CardGuarantee,
  type CardGuaranteeProps,
  type DropinModule,
  plausibleExpiry,
} from './CardGuarantee.tsx';

/** A stand-in for Braintree's drop-in: records what it is given and lets the test fire its events. */
function fakeDropin({ nonce = 'tokencc_from_dropin', failRequest = false, failCreate = false } = {}) {
  const handlers = new Map<string, () => void>();
  const instance = {
    requestable: false,
    on: vi.fn((event: string, handler: () => void) => handlers.set(event, handler)),
    isPaymentMethodRequestable: vi.fn(() => instance.requestable),
    requestPaymentMethod: vi.fn(async () => {
      if (failRequest) throw new Error('No payment method is available.');
      return { nonce, type: 'CreditCard' };
    }),
    clearSelectedPaymentMethod: vi.fn(),
    teardown: vi.fn(async () => undefined),
  };
  const create = vi.fn(async () => {
    if (failCreate) throw new Error('create failed');
    return instance;
  });
  const loadDropin = vi.fn(async () => ({ create }) as unknown as DropinModule);
  const fire = (event: 'paymentMethodRequestable' | 'noPaymentMethodRequestable') =>
    act(() => handlers.get(event)?.());
  return { instance, create, loadDropin, fire };
}

function setup(overrides: Partial<CardGuaranteeProps> = {}) {
  const props: CardGuaranteeProps = {
    provider: 'braintree',
    getClientToken: vi.fn(async () => 'production_client_authorisation'),
    submitCard: vi.fn(async () => 'cust_42'),
    customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', customerId: 'cust_41' },
    bookLabel: 'Book Now',
    onAccepted: vi.fn(),
    onBook: vi.fn(),
    ...overrides,
  };
  render(<CardGuarantee {...props} />);
  return props;
}

const submit = () => screen.getByRole('button', { name: 'Submit Card' });
const book = () => screen.getByRole('button', { name: 'Book Now' });

describe('CardGuarantee with the Braintree drop-in', () => {
  it('loads the drop-in only after the client authorisation, with 3-D Secure off', async () => {
    const dropin = fakeDropin();
    setup({ loadDropin: dropin.loadDropin });
    await waitFor(() => expect(dropin.create).toHaveBeenCalledOnce());
    expect(dropin.create).toHaveBeenCalledWith(
      expect.objectContaining({
        authorization: 'production_client_authorisation',
        container: screen.getByTestId('braintree-dropin'),
        threeDSecure: false,
        card: expect.any(Object),
      }),
    );
    expect(dropin.instance.on).toHaveBeenCalledWith('paymentMethodRequestable', expect.any(Function));
    expect(dropin.instance.on).toHaveBeenCalledWith('noPaymentMethodRequestable', expect.any(Function));
  });

  it('never loads the drop-in when there is no client authorisation, and says so', async () => {
    const dropin = fakeDropin();
    setup({ loadDropin: dropin.loadDropin, getClientToken: async () => null });
    expect(await screen.findByText(BOOKING_MESSAGES.cardFormFailed)).toBeTruthy();
    expect(dropin.loadDropin).not.toHaveBeenCalled();
  });

  it('shows the load failure when the drop-in cannot be created', async () => {
    const dropin = fakeDropin({ failCreate: true });
    setup({ loadDropin: dropin.loadDropin });
    expect(await screen.findByText(BOOKING_MESSAGES.cardFormFailed)).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('enables Submit Card when a payment method is requestable, submits the nonce, then enables Book Now', async () => {
    const dropin = fakeDropin();
    const props = setup({ loadDropin: dropin.loadDropin });
    await waitFor(() => expect(dropin.instance.on).toHaveBeenCalled());
    expect(submit()).toHaveProperty('disabled', true);
    await dropin.fire('paymentMethodRequestable');
    expect(submit()).toHaveProperty('disabled', false);
    await dropin.fire('noPaymentMethodRequestable');
    expect(submit()).toHaveProperty('disabled', true);
    await dropin.fire('paymentMethodRequestable');
    await userEvent.click(submit());
    await waitFor(() => expect(props.onAccepted).toHaveBeenCalledWith('cust_42'));
    expect(props.submitCard).toHaveBeenCalledWith({
      Nonce: 'tokencc_from_dropin',
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
      CustomerId: 'cust_41',
    });
    expect(submit()).toHaveProperty('disabled', true);
    expect(book()).toHaveProperty('disabled', false);
  });

  it('tears the drop-in down before Book Now places the booking', async () => {
    const dropin = fakeDropin();
    const order: string[] = [];
    dropin.instance.teardown.mockImplementation(async () => {
      order.push('teardown');
    });
    const props = setup({ loadDropin: dropin.loadDropin, onBook: vi.fn(() => order.push('book')) });
    await waitFor(() => expect(dropin.instance.on).toHaveBeenCalled());
    await dropin.fire('paymentMethodRequestable');
    await userEvent.click(submit());
    await waitFor(() => expect(book()).toHaveProperty('disabled', false));
    await userEvent.click(book());
    await waitFor(() => expect(props.onBook).toHaveBeenCalledOnce());
    expect(order).toEqual(['teardown', 'book']);
  });

  it('on a failed submission shows the card error, disables Submit Card and clears the payment method', async () => {
    const dropin = fakeDropin();
    const props = setup({
      loadDropin: dropin.loadDropin,
      submitCard: vi.fn(async () => Promise.reject(new Error('422'))),
    });
    await waitFor(() => expect(dropin.instance.on).toHaveBeenCalled());
    await dropin.fire('paymentMethodRequestable');
    await userEvent.click(submit());
    expect(await screen.findByText(BOOKING_MESSAGES.cardSubmitFailed)).toBeTruthy();
    expect(dropin.instance.clearSelectedPaymentMethod).toHaveBeenCalledOnce();
    expect(submit()).toHaveProperty('disabled', true);
    expect(book()).toHaveProperty('disabled', true);
    expect(props.onAccepted).not.toHaveBeenCalled();
    // The diner enters the card again: the drop-in says so, and a retry is possible.
    await dropin.fire('paymentMethodRequestable');
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('treats a refused payment-method request as a card failure', async () => {
    const dropin = fakeDropin({ failRequest: true });
    const props = setup({ loadDropin: dropin.loadDropin });
    await waitFor(() => expect(dropin.instance.on).toHaveBeenCalled());
    await dropin.fire('paymentMethodRequestable');
    await userEvent.click(submit());
    expect(await screen.findByText(BOOKING_MESSAGES.cardSubmitFailed)).toBeTruthy();
    expect(props.submitCard).not.toHaveBeenCalled();
  });
});

describe('the sandbox form', () => {
  it('sends only the nonce, never the card number', async () => {
    const props = setup({ provider: 'sandbox', now: new Date('2026-11-23T12:00:00Z') });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1111');
    await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), '11/26');
    await userEvent.type(screen.getByRole('textbox', { name: /Security code/ }), '737');
    expect(submit()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Ada Lovelace');
    await userEvent.click(submit());
    await waitFor(() => expect(props.onAccepted).toHaveBeenCalledWith('cust_42'));
    const sent = JSON.stringify(vi.mocked(props.submitCard).mock.calls);
    expect(sent).toContain('fake-valid-visa-nonce');
    expect(sent).not.toContain('4111');
    expect(sent).not.toContain('737');
  });

  it('refuses a number that is not a sandbox test card, without calling the server', async () => {
    const props = setup({ provider: 'sandbox', now: new Date('2026-11-23T12:00:00Z') });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/29');
    await userEvent.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Ada Lovelace');
    await userEvent.click(submit());
    expect(
      await screen.findByText(
        'This is the card sandbox: use one of the test card numbers, never a real card.',
      ),
    ).toBeTruthy();
    expect(props.submitCard).not.toHaveBeenCalled();
  });
});

describe('plausibleExpiry', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['11/26', true],
    ['12/2029', true],
    ['10/26', false],
    ['13/27', false],
    ['1227', false],
  ])('%s is %s', (text, expected) => expect(plausibleExpiry(text, now)).toBe(expected));
});
