/**
 * Card guarantee (spec 7.2 `braintree/token` and `braintree/submit`): one adapter, two
 * implementations. `braintree.ts` talks to Braintree with the server SDK when BRAINTREE_*
 * is configured; `sandbox.ts` is the local sandbox used otherwise. Both only ever see a
 * payment-method nonce: the card number stays in the browser (the Braintree drop-in, or
 * the sandbox card form with `sandboxNonceForCard` from the contract).
 */
export type CardProvider = 'sandbox' | 'braintree';

export interface VaultRequest {
  nonce: string;
  firstName: string;
  lastName: string;
  email: string;
  /** A customer this provider already holds (known to `card_customers`), or null for a new one. */
  customerId: string | null;
}

export type VaultOutcome =
  | {
      ok: true;
      customerId: string;
      paymentMethodToken: string | null;
      cardType: string | null;
    }
  | {
      ok: false;
      /**
       * `declined`: the issuer refused the verification; `invalid`: the nonce is unknown,
       * expired or malformed (the browser's fault, not the gateway's); `failed`: the gateway
       * failed or rejected it.
       */
      reason: 'declined' | 'invalid' | 'failed';
      /** The provider's own wording, for the log and the error body (never card data). */
      detail: string;
    };

export interface CardGuaranteeAdapter {
  readonly provider: CardProvider;
  /** The client authorisation the card form is created with; throws when none can be issued. */
  clientToken(): Promise<string>;
  /**
   * Verifies the card behind the nonce (amount 0, no 3-D Secure) and stores it with the
   * provider: on a new customer, or added to `customerId`. Never throws for a decline.
   */
  vault(request: VaultRequest): Promise<VaultOutcome>;
}

/** Spec 9: "Card verification amount is 0, with 3-D Secure off." */
export const VERIFICATION_AMOUNT = '0.00';
