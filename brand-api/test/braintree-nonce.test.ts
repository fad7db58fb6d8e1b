import { describe, expect, it } from 'vitest';
import type { BraintreeGatewayLike, GatewayResult } from '../src/domains/payments/service/braintree.ts';
import { createBraintreeAdapter, UNUSABLE_NONCE_CODES } from '../src/domains/payments/service/braintree.ts';

const request = { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.com', nonce: 'tokencc_x' };

/** A refused answer as the SDK gives it: `errors.deepErrors()` lists every validation error, nested or not. */
function refused(
  message: string,
  errors: { attribute: string; code: string; message: string }[],
): GatewayResult {
  return { success: false, message, errors: { deepErrors: () => errors } };
}

/** A gateway whose customer.create and paymentMethod.create both answer `result`. */
function answering(result: GatewayResult): BraintreeGatewayLike {
  const answer = async () => result;
  return {
    clientToken: { generate: answer },
    customer: { create: answer },
    paymentMethod: { create: answer },
  };
}

describe('Braintree adapter: a nonce Braintree does not take', () => {
  it("takes the unknown, used and locked nonce codes from the SDK's own table", () => {
    // Credit card and payment method sections of Braintree's validation codes.
    for (const code of ['91732', '91731', '91733', '93108', '93107', '93109']) {
      expect(UNUSABLE_NONCE_CODES.has(code), code).toBe(true);
    }
    // Not a nonce problem: the card number is invalid (81715), the customer's e-mail (81604).
    expect(UNUSABLE_NONCE_CODES.has('81715')).toBe(false);
    expect(UNUSABLE_NONCE_CODES.has('81604')).toBe(false);
  });

  it('is refused as invalid (the card form asks again, 422), for a new customer and a known one', async () => {
    const unknown = refused('Unknown or expired payment_method_nonce.', [
      {
        attribute: 'payment_method_nonce',
        code: '91732',
        message: 'Unknown or expired payment_method_nonce.',
      },
    ]);
    const adapter = createBraintreeAdapter(answering(unknown));
    for (const customerId of [null, 'bt_cust_1']) {
      expect(await adapter.vault({ ...request, customerId })).toEqual({
        ok: false,
        reason: 'invalid',
        detail: '91732: Unknown or expired payment_method_nonce.',
      });
    }
  });

  it('finds the nonce error among others, and a used nonce is refused the same way', async () => {
    const consumed = refused('Cannot use a payment_method_nonce more than once.', [
      { attribute: 'email', code: '81604', message: 'Email is an invalid format.' },
      {
        attribute: 'payment_method_nonce',
        code: '93107',
        message: 'Cannot use a payment_method_nonce more than once.',
      },
    ]);
    const outcome = await createBraintreeAdapter(answering(consumed)).vault({ ...request, customerId: null });
    expect(outcome).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('keeps other refusals as they were: a decline is declined, anything else a gateway failure', async () => {
    const declined: GatewayResult = {
      success: false,
      message: 'Do Not Honor',
      verification: {
        status: 'processor_declined',
        processorResponseCode: '2000',
        processorResponseText: 'Do Not Honor',
      },
      errors: { deepErrors: () => [] },
    };
    expect(await createBraintreeAdapter(answering(declined)).vault({ ...request, customerId: null })).toEqual(
      {
        ok: false,
        reason: 'declined',
        detail: 'Processor declined: 2000 Do Not Honor',
      },
    );
    const other = refused('Email is an invalid format.', [
      { attribute: 'email', code: '81604', message: 'Email is an invalid format.' },
    ]);
    expect(await createBraintreeAdapter(answering(other)).vault({ ...request, customerId: null })).toEqual({
      ok: false,
      reason: 'failed',
      detail: 'Email is an invalid format.',
    });
  });
});
