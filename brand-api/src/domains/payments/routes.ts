import { BOOKING_MESSAGES } from '@fittizia/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, mount } from '../../shared/http.ts';
import type { CardGuaranteeAdapter } from './service/adapter.ts';
import { cardCustomers } from './tables.ts';

export interface PaymentsOptions {
  adapter: CardGuaranteeAdapter;
  logger: Logger;
}

/**
 * `GET /api/v1/braintree/token` and `POST /api/v1/braintree/submit` (spec 7.2) over the
 * configured card adapter. The token call answers `data: null` when no authorisation can be
 * issued (the card form then shows its load-failure message); a submit that is declined
 * answers 422 and one the gateway fails answers 502, both with the spec's card message.
 */
export function paymentsModule(app: Hono<AppEnv>, database: Database, options: PaymentsOptions): void {
  const { adapter, logger } = options;

  mount(app, database, 'braintreeToken', async ({ c }) => {
    try {
      return { status: 200, data: await adapter.clientToken() };
    } catch (error) {
      logger.error(
        { requestId: c.get('requestId'), provider: adapter.provider, err: error },
        'card client token failed',
      );
      return { status: 503, data: null };
    }
  });

  mount(app, database, 'braintreeSubmit', async ({ body, c }) => {
    const requestId = c.get('requestId');
    const sentId = body.CustomerId?.trim() || null;
    let known: string | null = null;
    if (sentId) {
      const rows = await database.db
        .select({ id: cardCustomers.customerId })
        .from(cardCustomers)
        .where(and(eq(cardCustomers.customerId, sentId), eq(cardCustomers.provider, adapter.provider)))
        .limit(1);
      known = rows[0]?.id ?? null;
      if (!known)
        logger.warn(
          { requestId, provider: adapter.provider },
          'unknown CustomerId: a new customer is created',
        );
    }

    let outcome: Awaited<ReturnType<CardGuaranteeAdapter['vault']>>;
    try {
      outcome = await adapter.vault({
        nonce: body.Nonce,
        firstName: body.FirstName,
        lastName: body.LastName,
        email: body.Email,
        customerId: known,
      });
    } catch (error) {
      outcome = {
        ok: false,
        reason: 'failed',
        detail: error instanceof Error ? error.message : String(error),
      };
    }

    if (!outcome.ok) {
      logger.warn(
        { requestId, provider: adapter.provider, reason: outcome.reason, detail: outcome.detail },
        'card verification failed',
      );
      return c.json(
        { message: BOOKING_MESSAGES.cardSubmitFailed, reason: outcome.reason, detail: outcome.detail },
        outcome.reason === 'failed' ? 502 : 422,
      );
    }

    await database.db
      .insert(cardCustomers)
      .values({
        customerId: outcome.customerId,
        provider: adapter.provider,
        firstName: body.FirstName,
        lastName: body.LastName,
        email: body.Email,
        paymentMethodToken: outcome.paymentMethodToken,
        cardType: outcome.cardType,
        verifications: 1,
      })
      .onConflictDoUpdate({
        target: cardCustomers.customerId,
        set: {
          firstName: body.FirstName,
          lastName: body.LastName,
          email: body.Email,
          paymentMethodToken: outcome.paymentMethodToken,
          cardType: outcome.cardType,
          verifications: sql`${cardCustomers.verifications} + 1`,
          updatedAt: sql`now()`,
        },
      });
    logger.info(
      { requestId, provider: adapter.provider, reused: known !== null },
      'card verified and vaulted',
    );
    return { status: 200, data: outcome.customerId };
  });
}
