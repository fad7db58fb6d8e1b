import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SANDBOX_CLIENT_TOKEN_PREFIX, sandboxNonceOutcome } from '@fittizia/contract';
import type { CardGuaranteeAdapter, VaultOutcome, VaultRequest } from './adapter.ts';

export interface SandboxOptions {
  /** HMAC key for client tokens; a random key per process by default. */
  secret?: Buffer;
  /** Lifetime of a client token (Braintree's last 24 hours). */
  tokenTtlSeconds?: number;
  now?: () => Date;
}

interface TokenPayload {
  v: 1;
  env: 'sandbox';
  iat: number;
  exp: number;
  jti: string;
}

/** What the sandbox answers for the nonces that do not succeed, in Braintree's words. */
const failureDetails: Record<string, string> = {
  'fake-processor-declined-visa-nonce': 'Processor declined: 2000 Do Not Honor',
  'fake-processor-declined-mastercard-nonce': 'Processor declined: 2000 Do Not Honor',
  'fake-processor-declined-amex-nonce': 'Processor declined: 2000 Do Not Honor',
  'fake-processor-declined-discover-nonce': 'Processor declined: 2000 Do Not Honor',
  'fake-processor-failure-jcb-nonce': 'Processor failed: 3000 Processor Network Unavailable - Try Again',
  'fake-gateway-rejected-fraud-nonce': 'Gateway rejected: fraud',
  'fake-luhn-invalid-nonce': 'Credit card number is invalid.',
  'fake-consumed-nonce': 'Cannot use a payment_method_nonce more than once.',
};

const cardTypes: [RegExp, string][] = [
  [/visa/, 'Visa'],
  [/mastercard/, 'MasterCard'],
  [/amex/, 'American Express'],
  [/discover/, 'Discover'],
];

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * The local card sandbox: issues a signed, expiring client authorisation and vaults the
 * nonces of the contract's sandbox table with Braintree's outcomes (success, processor
 * declined, gateway failure). It keeps no card data; the module stores the customer id.
 */
export function createSandboxAdapter(options: SandboxOptions = {}): CardGuaranteeAdapter & {
  verifyClientToken(token: string): boolean;
} {
  const secret = options.secret ?? randomBytes(32);
  const ttl = options.tokenTtlSeconds ?? 24 * 60 * 60;
  const now = options.now ?? (() => new Date());
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');

  return {
    provider: 'sandbox',
    async clientToken() {
      const iat = Math.floor(now().getTime() / 1000);
      const payload: TokenPayload = { v: 1, env: 'sandbox', iat, exp: iat + ttl, jti: b64(randomBytes(9)) };
      const body = b64(JSON.stringify(payload));
      return `${SANDBOX_CLIENT_TOKEN_PREFIX}${body}.${sign(body)}`;
    },

    /** True for a token this sandbox signed that has not expired. */
    verifyClientToken(token) {
      if (!token.startsWith(SANDBOX_CLIENT_TOKEN_PREFIX)) return false;
      const [body, signature] = token.slice(SANDBOX_CLIENT_TOKEN_PREFIX.length).split('.');
      if (!body || !signature) return false;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      try {
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
        return payload.exp * 1000 > now().getTime();
      } catch {
        return false;
      }
    },

    async vault(request: VaultRequest): Promise<VaultOutcome> {
      const outcome = sandboxNonceOutcome(request.nonce);
      if (outcome === null) {
        return { ok: false, reason: 'invalid', detail: 'Unknown or expired payment_method_nonce.' };
      }
      if (outcome !== 'success') {
        return {
          ok: false,
          reason: outcome,
          detail: failureDetails[request.nonce] ?? `Sandbox outcome: ${outcome}`,
        };
      }
      return {
        ok: true,
        customerId: request.customerId ?? `sbx_cust_${randomBytes(8).toString('hex')}`,
        paymentMethodToken: `sbx_pm_${randomBytes(6).toString('hex')}`,
        cardType: cardTypes.find(([pattern]) => pattern.test(request.nonce))?.[1] ?? null,
      };
    },
  };
}
