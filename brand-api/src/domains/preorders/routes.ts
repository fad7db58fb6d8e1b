import { PREORDER_GUEST_KEY_HEADER, PREORDER_MESSAGES } from '@fittizia/contract';
import type { Hono } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, HttpError, mount } from '../../shared/http.ts';
import type { PreorderOptions } from './service/context.ts';
import { addGuest, changeGuest, removeGuest, viewPreorder } from './service/guests.ts';

/** Writes one pre-order link may make a minute (add, change, remove), across its guests. */
export const PREORDER_WRITES_PER_MINUTE = 30;

/**
 * The pre-order calls (docs/preorders.md): the view and a guest added, changed or removed through a link. Writes
 * that pass the contract's request check are limited per link (the token): the 31st in a minute answers 429.
 */
export function preordersModule(
  app: Hono<AppEnv>,
  database: Database,
  options: PreorderOptions & { writesPerMinute?: number },
): void {
  const ctx = { ...options, database };
  const limiter = new RateLimiterMemory({
    points: options.writesPerMinute ?? PREORDER_WRITES_PER_MINUTE,
    duration: 60,
    keyPrefix: 'preorder-writes',
  });
  const limit = async (token: string) => {
    try {
      await limiter.consume(token);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw new HttpError(429, PREORDER_MESSAGES.tooMany);
    }
  };
  mount(app, database, 'preorderView', ({ params, brandKey, c }) =>
    viewPreorder(ctx, brandKey, params.token, c.req.header(PREORDER_GUEST_KEY_HEADER)),
  );
  mount(app, database, 'preorderAddGuest', async ({ params, body, brandKey }) => {
    await limit(params.token);
    return addGuest(ctx, brandKey, params.token, body);
  });
  mount(app, database, 'preorderChangeGuest', async ({ params, body, brandKey }) => {
    await limit(params.token);
    return changeGuest(ctx, brandKey, params, body);
  });
  mount(app, database, 'preorderRemoveGuest', async ({ params, body, brandKey }) => {
    await limit(params.token);
    return removeGuest(ctx, brandKey, params, body);
  });
}
