import braintree from 'braintree';
import type { CardGuaranteeAdapter, VaultOutcome, VaultRequest } from './adapter.ts';
import { VERIFICATION_AMOUNT } from './adapter.ts';

/** The part of a Braintree result this adapter reads (the SDK also sets `verification` on failures). */
export interface GatewayResult {
  success: boolean;
  message?: string;
  clientToken?: string;
  customer?: { id: string; paymentMethods?: { token?: string; cardType?: string }[] };
  paymentMethod?: { token?: string; cardType?: string };
  verification?: {
    status?: string;
    processorResponseCode?: string;
    processorResponseText?: string;
    gatewayRejectionReason?: string;
  } | null;
  /** The validation errors of a refused request (the SDK's `ValidationErrorsCollection`). */
  errors?: { deepErrors(): { code: string; message?: string }[] };
}

/** The three gateway calls used; the real `braintree.BraintreeGateway` satisfies it, tests pass a fake. */
export interface BraintreeGatewayLike {
  clientToken: { generate(request: object): Promise<GatewayResult> };
  customer: { create(request: object): Promise<GatewayResult> };
  paymentMethod: { create(request: object): Promise<GatewayResult> };
}

export interface BraintreeCredentials {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: 'sandbox' | 'production';
}

export function createBraintreeGateway(credentials: BraintreeCredentials): BraintreeGatewayLike {
  return new braintree.BraintreeGateway({
    environment:
      credentials.environment === 'production'
        ? braintree.Environment.Production
        : braintree.Environment.Sandbox,
    merchantId: credentials.merchantId,
    publicKey: credentials.publicKey,
    privateKey: credentials.privateKey,
  });
}

/** Braintree's validation code tables (`braintree.ValidationErrorCodes`, absent from the SDK's types). */
const validationCodes = (
  braintree as unknown as { ValidationErrorCodes: Record<string, Record<string, string>> }
).ValidationErrorCodes;

/**
 * The validation codes of a nonce Braintree does not take (unknown or expired, already used, locked), in every
 * section a vault request can answer with: the browser sent a nonce that cannot be used, so the diner is asked to
 * enter the card again (as the local sandbox does), not told that the gateway failed.
 */
export const UNUSABLE_NONCE_CODES: ReadonlySet<string> = new Set(
  ['CreditCard', 'PaymentMethod', 'ApplePayCard', 'PayPalAccount'].flatMap((section) =>
    ['PaymentMethodNonceUnknown', 'PaymentMethodNonceConsumed', 'PaymentMethodNonceLocked']
      .map((name) => validationCodes[section]?.[name])
      .filter((code): code is string => code !== undefined),
  ),
);

function failure(result: GatewayResult): VaultOutcome {
  const unusable = result.errors?.deepErrors().find((error) => UNUSABLE_NONCE_CODES.has(error.code));
  if (unusable) {
    return {
      ok: false,
      reason: 'invalid',
      detail: `${unusable.code}: ${unusable.message || result.message || 'payment_method_nonce refused'}`,
    };
  }
  const v = result.verification;
  if (v?.status === 'processor_declined') {
    return {
      ok: false,
      reason: 'declined',
      detail: `Processor declined: ${[v.processorResponseCode, v.processorResponseText].filter(Boolean).join(' ')}`,
    };
  }
  if (v?.status === 'gateway_rejected') {
    return {
      ok: false,
      reason: 'failed',
      detail: `Gateway rejected: ${v.gatewayRejectionReason ?? 'unknown'}`,
    };
  }
  if (v?.status === 'failed') {
    return {
      ok: false,
      reason: 'failed',
      detail: `Processor failed: ${[v.processorResponseCode, v.processorResponseText].filter(Boolean).join(' ')}`,
    };
  }
  return { ok: false, reason: 'failed', detail: result.message || 'Braintree refused the request' };
}

/**
 * Braintree through its server SDK: `clientToken.generate` for the drop-in, and the nonce
 * vaulted with a card verification of 0.00 (no 3-D Secure is requested: no
 * `threeDSecureAuthenticationId` or pass-through is sent). A new diner becomes a customer
 * (`customer.create`); a known customer id gets the card added (`paymentMethod.create`).
 */
export function createBraintreeAdapter(gateway: BraintreeGatewayLike): CardGuaranteeAdapter {
  return {
    provider: 'braintree',
    async clientToken() {
      const result = await gateway.clientToken.generate({});
      if (!result.success || !result.clientToken) {
        throw new Error(`Braintree client token: ${result.message ?? 'no token'}`);
      }
      return result.clientToken;
    },
    async vault(request: VaultRequest): Promise<VaultOutcome> {
      const cardOptions = { verifyCard: true, verificationAmount: VERIFICATION_AMOUNT };
      let result: GatewayResult;
      try {
        result = request.customerId
          ? await gateway.paymentMethod.create({
              customerId: request.customerId,
              paymentMethodNonce: request.nonce,
              options: { ...cardOptions, makeDefault: true },
            })
          : await gateway.customer.create({
              firstName: request.firstName,
              lastName: request.lastName,
              email: request.email,
              paymentMethodNonce: request.nonce,
              creditCard: { options: cardOptions },
            });
      } catch (error) {
        // Network, authentication or server errors of the gateway itself.
        return {
          ok: false,
          reason: 'failed',
          detail: error instanceof Error ? error.message : String(error),
        };
      }
      if (!result.success) return failure(result);
      const method = result.paymentMethod ?? result.customer?.paymentMethods?.[0];
      const customerId = request.customerId ?? result.customer?.id;
      if (!customerId)
        return { ok: false, reason: 'failed', detail: 'Braintree answered without a customer id' };
      return {
        ok: true,
        customerId,
        paymentMethodToken: method?.token ?? null,
        cardType: method?.cardType ?? null,
      };
    },
  };
}
