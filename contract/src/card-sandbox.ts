/**
 * The local card-guarantee sandbox, shared by the sandbox card form (browser) and the
 * embedded brand API (server) so both agree on one table.
 *
 * Card numbers never reach our servers: the card form turns the number typed into a
 * nonce in the browser (`sandboxNonceForCard`) and only the nonce is submitted, exactly as
 * the Braintree drop-in tokenises a card with Braintree and hands back a nonce. The nonces
 * are Braintree's own documented sandbox nonces, so the same values also work against a
 * real Braintree sandbox account, and the test card numbers are Braintree's documented
 * sandbox card numbers for the same outcomes.
 *
 * No Node-only code here: this module runs in the browser.
 */

export type SandboxCardOutcome = 'success' | 'declined' | 'failed';

export interface SandboxTestCard {
  number: string;
  brand: 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'JCB';
  outcome: SandboxCardOutcome;
  nonce: string;
  /** What the card demonstrates, for the card form's help text and the docs. */
  description: string;
}

/** Braintree's documented sandbox nonces, grouped by the outcome they produce. */
export const SANDBOX_NONCES = {
  success: [
    'fake-valid-nonce',
    'fake-valid-visa-nonce',
    'fake-valid-mastercard-nonce',
    'fake-valid-amex-nonce',
    'fake-valid-discover-nonce',
  ],
  /** Verification refused by the card issuer (processor declined, response 2000). */
  declined: [
    'fake-processor-declined-visa-nonce',
    'fake-processor-declined-mastercard-nonce',
    'fake-processor-declined-amex-nonce',
    'fake-processor-declined-discover-nonce',
  ],
  /** The gateway failed or rejected the request (processor failure, fraud, invalid or reused nonce). */
  failed: [
    'fake-processor-failure-jcb-nonce',
    'fake-gateway-rejected-fraud-nonce',
    'fake-luhn-invalid-nonce',
    'fake-consumed-nonce',
  ],
} as const satisfies Record<SandboxCardOutcome, readonly string[]>;

export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  {
    number: '4111111111111111',
    brand: 'Visa',
    outcome: 'success',
    nonce: 'fake-valid-visa-nonce',
    description: 'verified and stored',
  },
  {
    number: '5555555555554444',
    brand: 'Mastercard',
    outcome: 'success',
    nonce: 'fake-valid-mastercard-nonce',
    description: 'verified and stored',
  },
  {
    number: '378282246310005',
    brand: 'American Express',
    outcome: 'success',
    nonce: 'fake-valid-amex-nonce',
    description: 'verified and stored',
  },
  {
    number: '6011111111111117',
    brand: 'Discover',
    outcome: 'success',
    nonce: 'fake-valid-discover-nonce',
    description: 'verified and stored',
  },
  {
    number: '4000111111111115',
    brand: 'Visa',
    outcome: 'declined',
    nonce: 'fake-processor-declined-visa-nonce',
    description: 'declined by the card issuer',
  },
  {
    number: '5105105105105100',
    brand: 'Mastercard',
    outcome: 'declined',
    nonce: 'fake-processor-declined-mastercard-nonce',
    description: 'declined by the card issuer',
  },
  {
    number: '378734493671000',
    brand: 'American Express',
    outcome: 'declined',
    nonce: 'fake-processor-declined-amex-nonce',
    description: 'declined by the card issuer',
  },
  {
    number: '6011000990139424',
    brand: 'Discover',
    outcome: 'declined',
    nonce: 'fake-processor-declined-discover-nonce',
    description: 'declined by the card issuer',
  },
  {
    number: '3566002020360505',
    brand: 'JCB',
    outcome: 'failed',
    nonce: 'fake-processor-failure-jcb-nonce',
    description: 'the payment network is unavailable (gateway failure)',
  },
  {
    number: '4000111111111511',
    brand: 'Visa',
    outcome: 'failed',
    nonce: 'fake-gateway-rejected-fraud-nonce',
    description: 'rejected by the gateway as suspected fraud',
  },
];

/** The nonce the sandbox issues for a card number that fails the Luhn check. */
export const SANDBOX_LUHN_INVALID_NONCE = 'fake-luhn-invalid-nonce';

/** Digits only: the card form may show spaces between groups. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type SandboxNonceResult =
  | { ok: true; nonce: string; card: SandboxTestCard | null }
  | { ok: false; message: string };

/**
 * What the sandbox card form does in the browser instead of sending the number anywhere:
 * a test card gives its nonce, a number that fails the Luhn check gives the gateway's
 * invalid-card nonce (the submit then fails as it would at Braintree), and any other
 * number is refused here, so a real card number is never used, stored or sent.
 */
export function sandboxNonceForCard(input: string): SandboxNonceResult {
  const digits = normaliseCardNumber(input);
  if (!/^\d+$/.test(digits)) return { ok: false, message: 'Enter the card number as digits.' };
  const card = SANDBOX_TEST_CARDS.find((c) => c.number === digits);
  if (card) return { ok: true, nonce: card.nonce, card };
  if (!passesLuhn(digits)) return { ok: true, nonce: SANDBOX_LUHN_INVALID_NONCE, card: null };
  return {
    ok: false,
    message: 'This is the card sandbox: use one of the test card numbers, never a real card.',
  };
}

/** The outcome the sandbox gives a nonce, or null for a nonce it never issued. */
export function sandboxNonceOutcome(nonce: string): SandboxCardOutcome | null {
  for (const outcome of ['success', 'declined', 'failed'] as const) {
    if ((SANDBOX_NONCES[outcome] as readonly string[]).includes(nonce)) return outcome;
  }
  return null;
}

/** Client authorisations issued by the local sandbox start with this prefix. */
export const SANDBOX_CLIENT_TOKEN_PREFIX = 'sandbox_';

/** True when the card form was handed a sandbox authorisation (so it shows the sandbox form). */
export function isSandboxClientToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.startsWith(SANDBOX_CLIENT_TOKEN_PREFIX);
}
