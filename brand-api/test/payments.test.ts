import {
  BOOKING_MESSAGES,
  braintreeSubmitResponse,
  braintreeTokenResponse,
  isSandboxClientToken,
  SANDBOX_NONCES,
  SANDBOX_TEST_CARDS,
  sandboxNonceForCard,
  tokenResponse,
} from '@fittizia/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type BraintreeGatewayLike,
  type CardGuaranteeAdapter,
  cardAdapterFromConfig,
  createBraintreeAdapter,
  createSandboxAdapter,
} from '../src/domains/payments/index.ts';
import type { GatewayResult } from '../src/domains/payments/service/braintree.ts';
import { cardCustomers } from '../src/domains/payments/tables.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import { braintreeCredentials, ConfigError, loadBrandApiConfig } from '../src/shared/config.ts';
import { describeOnEachDatabase } from './harness.ts';

const holder = { FirstName: 'Giulia', LastName: "O'Connor", Email: 'giulia.oconnor@example.com' };

/** A Braintree gateway double that records every call and answers like the SDK does. */
function fakeGateway(answers: {
  token?: () => Promise<GatewayResult>;
  vault?: (nonce: string) => GatewayResult;
}) {
  const calls: { method: string; request: Record<string, unknown> }[] = [];
  let next = 1;
  const vault = (method: string) => async (request: object) => {
    const req = request as Record<string, unknown>;
    calls.push({ method, request: req });
    const answer = answers.vault?.(String(req.paymentMethodNonce));
    if (answer) return answer;
    const method_ = { token: `bt_pm_${next}`, cardType: 'Visa' };
    return method === 'customer.create'
      ? { success: true, customer: { id: `bt_cust_${next++}`, paymentMethods: [method_] } }
      : { success: true, paymentMethod: method_ };
  };
  const gateway: BraintreeGatewayLike = {
    clientToken: {
      async generate(request) {
        calls.push({ method: 'clientToken.generate', request: request as Record<string, unknown> });
        return answers.token ? answers.token() : { success: true, clientToken: 'bt-client-token-xyz' };
      },
    },
    customer: { create: vault('customer.create') },
    paymentMethod: { create: vault('paymentMethod.create') },
  };
  return { gateway, calls };
}

describeOnEachDatabase('card guarantee', {}, (h) => {
  const appWith = (cardGuarantee: CardGuaranteeAdapter) => {
    const app = h.createApp({ cardGuarantee });
    const headers = async () => {
      const res = await app.request('/api/token', {
        method: 'POST',
        headers: { brandKey: DEMO_BRAND_KEY },
      });
      const { accessToken } = tokenResponse.parse(await res.json());
      return { brandKey: DEMO_BRAND_KEY, authorization: `Bearer ${accessToken}` };
    };
    return {
      token: async () => app.request('/api/v1/braintree/token', { headers: await headers() }),
      submit: async (body: unknown) =>
        app.request('/api/v1/braintree/submit', {
          method: 'POST',
          headers: { ...(await headers()), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
    };
  };
  const customers = () => h.database.db.select().from(cardCustomers);

  describe('local sandbox', () => {
    const sandbox = createSandboxAdapter();
    const api = () => appWith(sandbox);

    it('issues a signed, expiring client authorisation', async () => {
      const res = await api().token();
      expect(res.status).toBe(200);
      const { data } = braintreeTokenResponse.parse(await res.json());
      expect(isSandboxClientToken(data)).toBe(true);
      expect(sandbox.verifyClientToken(data as string)).toBe(true);
      expect(sandbox.verifyClientToken(`${data}x`)).toBe(false);
      const other = createSandboxAdapter();
      expect(other.verifyClientToken(data as string)).toBe(false);
      const later = createSandboxAdapter({
        secret: Buffer.alloc(32, 1),
        tokenTtlSeconds: 60,
        now: () => new Date('2026-06-01T12:00:00Z'),
      });
      const short = await later.clientToken();
      const expired = createSandboxAdapter({
        secret: Buffer.alloc(32, 1),
        now: () => new Date('2026-06-01T12:01:01Z'),
      });
      expect(later.verifyClientToken(short)).toBe(true);
      expect(expired.verifyClientToken(short)).toBe(false);
    });

    it('vaults a test card nonce and stores the customer id, never card data', async () => {
      const nonce = sandboxNonceForCard('4111 1111 1111 1111');
      expect(nonce).toMatchObject({ ok: true, nonce: 'fake-valid-visa-nonce' });
      const res = await api().submit({ Nonce: nonce.ok ? nonce.nonce : '', ...holder, CustomerId: '' });
      expect(res.status).toBe(200);
      const { data: customerId } = braintreeSubmitResponse.parse(await res.json());
      expect(customerId).toMatch(/^sbx_cust_/);
      const [row] = await h.database.db
        .select()
        .from(cardCustomers)
        .where(eq(cardCustomers.customerId, customerId));
      expect(row).toMatchObject({
        provider: 'sandbox',
        firstName: 'Giulia',
        lastName: "O'Connor",
        email: holder.Email,
        cardType: 'Visa',
        verifications: 1,
      });
      const dump = JSON.stringify(await h.database.db.execute(sql`SELECT * FROM card_customers`));
      expect(dump).not.toContain('4111');
    });

    it('reuses the customer id when CustomerId is sent, and makes a new one for an unknown id', async () => {
      const first = await api().submit({ Nonce: 'fake-valid-nonce', ...holder });
      const { data: id } = braintreeSubmitResponse.parse(await first.json());
      const again = await api().submit({ Nonce: 'fake-valid-mastercard-nonce', ...holder, CustomerId: id });
      expect(braintreeSubmitResponse.parse(await again.json()).data).toBe(id);
      const [row] = await h.database.db.select().from(cardCustomers).where(eq(cardCustomers.customerId, id));
      expect(row).toMatchObject({ verifications: 2, cardType: 'MasterCard' });

      const before = (await customers()).length;
      const unknown = await api().submit({
        Nonce: 'fake-valid-nonce',
        ...holder,
        CustomerId: 'sbx_cust_nobody',
      });
      const fresh = braintreeSubmitResponse.parse(await unknown.json()).data;
      expect(fresh).not.toBe('sbx_cust_nobody');
      expect((await customers()).length).toBe(before + 1);
    });

    it.each(SANDBOX_NONCES.declined)(
      'answers 422 with the card message for a declined card (%s)',
      async (n) => {
        const before = (await customers()).length;
        const res = await api().submit({ Nonce: n, ...holder });
        expect(res.status).toBe(422);
        const body = (await res.json()) as { message: string; reason: string; detail: string };
        expect(body).toMatchObject({ message: BOOKING_MESSAGES.cardSubmitFailed, reason: 'declined' });
        expect(body.detail).toContain('2000');
        expect((await customers()).length).toBe(before);
      },
    );

    it.each(['tokencc_not_from_the_sandbox', 'x'])(
      'answers 422 with the card message for an unknown or malformed nonce (%s), storing nothing',
      async (n) => {
        const before = (await customers()).length;
        const res = await api().submit({ Nonce: n, ...holder });
        expect(res.status).toBe(422);
        expect(await res.json()).toMatchObject({
          message: BOOKING_MESSAGES.cardSubmitFailed,
          reason: 'invalid',
        });
        expect((await customers()).length).toBe(before);
      },
    );

    it.each(SANDBOX_NONCES.failed)(
      'answers 502 with the card message when the gateway fails (%s)',
      async (n) => {
        const before = (await customers()).length;
        const res = await api().submit({ Nonce: n, ...holder });
        expect(res.status).toBe(502);
        expect(await res.json()).toMatchObject({
          message: BOOKING_MESSAGES.cardSubmitFailed,
          reason: 'failed',
        });
        expect((await customers()).length).toBe(before);
        expect(h.logs.some((l) => l.msg === 'card verification failed' && l.detail)).toBe(true);
      },
    );

    it('gives every test card of the contract the outcome the table promises', async () => {
      for (const card of SANDBOX_TEST_CARDS) {
        const result = sandboxNonceForCard(card.number);
        expect(result).toMatchObject({ ok: true, nonce: card.nonce });
        const res = await api().submit({ Nonce: card.nonce, ...holder });
        expect(res.status, card.number).toBe({ success: 200, declined: 422, failed: 502 }[card.outcome]);
      }
    });

    it('rejects a bad submit with a 400 naming the field and writes nothing', async () => {
      const before = (await customers()).length;
      for (const [body, field] of [
        [{ ...holder }, 'body.Nonce'],
        [{ Nonce: 'fake-valid-nonce', ...holder, Email: 'not-an-address' }, 'body.Email'],
        [{ Nonce: 'fake-valid-nonce', ...holder, FirstName: ' ' }, 'body.FirstName'],
        [{ Nonce: 'fake-valid-nonce', ...holder, CardNumber: '4111111111111111' }, 'body.CardNumber'],
      ] as const) {
        const res = await api().submit(body);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { field: string }).field).toBe(field);
      }
      expect((await customers()).length).toBe(before);
    });
  });

  describe('Braintree adapter (fake gateway, no network)', () => {
    it('issues the client token from clientToken.generate', async () => {
      const { gateway, calls } = fakeGateway({});
      const res = await appWith(createBraintreeAdapter(gateway)).token();
      expect(await res.json()).toEqual({ status: 200, data: 'bt-client-token-xyz' });
      expect(calls.map((c) => c.method)).toEqual(['clientToken.generate']);
    });

    it('answers data null when the gateway cannot issue a token, and logs it', async () => {
      for (const token of [
        async () => ({ success: false, message: 'Authentication failed' }),
        async (): Promise<GatewayResult> => {
          throw new Error('connect ETIMEDOUT');
        },
      ]) {
        const res = await appWith(createBraintreeAdapter(fakeGateway({ token }).gateway)).token();
        expect(res.status).toBe(200);
        expect(braintreeTokenResponse.parse(await res.json()).data).toBeNull();
      }
      expect(h.logs.filter((l) => l.msg === 'card client token failed').length).toBeGreaterThanOrEqual(2);
    });

    it('vaults a new customer with a 0.00 verification and adds a card to a known one', async () => {
      const { gateway, calls } = fakeGateway({});
      const api = appWith(createBraintreeAdapter(gateway));
      const res = await api.submit({ Nonce: 'tokencc_bf_abc', ...holder, CustomerId: null });
      const id = braintreeSubmitResponse.parse(await res.json()).data;
      expect(id).toBe('bt_cust_1');
      expect(calls[0]).toEqual({
        method: 'customer.create',
        request: {
          firstName: 'Giulia',
          lastName: "O'Connor",
          email: holder.Email,
          paymentMethodNonce: 'tokencc_bf_abc',
          creditCard: { options: { verifyCard: true, verificationAmount: '0.00' } },
        },
      });
      expect(JSON.stringify(calls)).not.toMatch(/threeDSecure/i);

      const again = await api.submit({ Nonce: 'tokencc_bf_def', ...holder, CustomerId: id });
      expect(braintreeSubmitResponse.parse(await again.json()).data).toBe(id);
      expect(calls[1]).toEqual({
        method: 'paymentMethod.create',
        request: {
          customerId: id,
          paymentMethodNonce: 'tokencc_bf_def',
          options: { verifyCard: true, verificationAmount: '0.00', makeDefault: true },
        },
      });
      const [row] = await h.database.db.select().from(cardCustomers).where(eq(cardCustomers.customerId, id));
      expect(row).toMatchObject({ provider: 'braintree', verifications: 2, paymentMethodToken: 'bt_pm_2' });

      // A sandbox customer id is not a Braintree customer: Braintree gets a new customer.
      const sandboxRow = (await customers()).find((r) => r.provider === 'sandbox');
      await api.submit({ Nonce: 'tokencc_bf_ghi', ...holder, CustomerId: sandboxRow?.customerId });
      expect(calls[2]?.method).toBe('customer.create');
    });

    it('tells a processor decline and an unusable nonce (422) from a gateway failure (502)', async () => {
      const { gateway } = fakeGateway({
        vault: (nonce) =>
          ({
            declined: {
              success: false,
              message: 'Do Not Honor',
              verification: {
                status: 'processor_declined',
                processorResponseCode: '2000',
                processorResponseText: 'Do Not Honor',
              },
            },
            rejected: {
              success: false,
              message: 'Gateway Rejected: fraud',
              verification: { status: 'gateway_rejected', gatewayRejectionReason: 'fraud' },
            },
            consumed: {
              success: false,
              message: 'Cannot use a payment_method_nonce more than once.',
              errors: {
                deepErrors: () => [
                  { code: '91731', message: 'Cannot use a payment_method_nonce more than once.' },
                ],
              },
            },
            refused: { success: false, message: 'Braintree refused the request for a reason of its own' },
          })[nonce] as GatewayResult,
      });
      const api = appWith(createBraintreeAdapter(gateway));
      const before = (await customers()).length;
      const declined = await api.submit({ Nonce: 'declined', ...holder });
      expect(declined.status).toBe(422);
      expect(await declined.json()).toMatchObject({
        message: BOOKING_MESSAGES.cardSubmitFailed,
        detail: 'Processor declined: 2000 Do Not Honor',
      });
      const rejected = await api.submit({ Nonce: 'rejected', ...holder });
      expect(rejected.status).toBe(502);
      expect(await rejected.json()).toMatchObject({ detail: 'Gateway rejected: fraud' });
      // A nonce Braintree does not take is the card form's fault, as in the local sandbox: 422, the card message.
      const consumed = await api.submit({ Nonce: 'consumed', ...holder });
      expect(consumed.status).toBe(422);
      expect(await consumed.json()).toMatchObject({
        message: BOOKING_MESSAGES.cardSubmitFailed,
        reason: 'invalid',
        detail: '91731: Cannot use a payment_method_nonce more than once.',
      });
      const refused = await api.submit({ Nonce: 'refused', ...holder });
      expect(refused.status).toBe(502);
      expect((await customers()).length).toBe(before);
    });

    it('answers 502 when the gateway itself throws', async () => {
      const gateway = fakeGateway({}).gateway;
      gateway.customer.create = async () => {
        throw new Error('Unexpected HTTP response: 503');
      };
      const res = await appWith(createBraintreeAdapter(gateway)).submit({ Nonce: 'tokencc_x', ...holder });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ detail: 'Unexpected HTTP response: 503' });
    });
  });
});

describe('card guarantee configuration', () => {
  const all = {
    BRAINTREE_MERCHANT_ID: 'merchant',
    BRAINTREE_PUBLIC_KEY: 'public',
    BRAINTREE_PRIVATE_KEY: 'private',
    BRAINTREE_ENVIRONMENT: 'sandbox',
  };

  it('uses the local sandbox with no BRAINTREE_* variable', () => {
    const config = loadBrandApiConfig({});
    expect(braintreeCredentials(config)).toBeNull();
    expect(cardAdapterFromConfig(config).provider).toBe('sandbox');
  });

  it('uses Braintree with all four', () => {
    const config = loadBrandApiConfig(all);
    expect(braintreeCredentials(config)).toEqual({
      merchantId: 'merchant',
      publicKey: 'public',
      privateKey: 'private',
      environment: 'sandbox',
    });
    expect(cardAdapterFromConfig(config).provider).toBe('braintree');
  });

  it('refuses some but not all, naming each missing variable', () => {
    const { BRAINTREE_PRIVATE_KEY: _, BRAINTREE_ENVIRONMENT: __, ...two } = all;
    expect(() => loadBrandApiConfig(two)).toThrow(ConfigError);
    try {
      loadBrandApiConfig(two);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(
        'BRAINTREE_PRIVATE_KEY: is required when BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY are set',
      );
      expect(message).toContain('BRAINTREE_ENVIRONMENT: is required');
      expect(message).not.toContain('BRAINTREE_MERCHANT_ID:');
    }
  });

  it('refuses an unknown environment', () => {
    expect(() => loadBrandApiConfig({ ...all, BRAINTREE_ENVIRONMENT: 'live' })).toThrow(
      /BRAINTREE_ENVIRONMENT: must be sandbox or production/,
    );
  });
});
