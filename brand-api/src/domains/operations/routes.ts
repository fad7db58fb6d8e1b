import { type EndpointName, matchEndpoint, type OpsRole } from '@fittizia/contract';
import type { Context, Hono, Next } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { ClosureService } from '../../shared/closures.ts';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, HttpError, mount } from '../../shared/http.ts';
import {
  closeRestaurant,
  closureBookings,
  closuresOf,
  type Operator,
  recentChanges,
  removeSpecialHours,
  setDishPriceAs,
  setDishState,
  setOfferEndAs,
  setSpecialHours,
} from './service/changes.ts';
import { identify } from './service/keys.ts';

/** Every operators' call is under this path, and needs an operator's key instead of the brand token. */
export const OPS_PATH_PREFIX = '/api/ops/';

const EDITORS: readonly OpsRole[] = ['content', 'publisher'];
const PUBLISHERS: readonly OpsRole[] = ['publisher'];

/**
 * The roles that may make each operators' call (a call not listed needs `operations`): the content service's
 * reads, new pages, drafts and preview links are an editor's (`content`) or a publisher's; publishing, schedules,
 * rollbacks and removals a publisher's only.
 */
const ROLES_OF: Partial<Record<EndpointName, readonly OpsRole[]>> = {
  opsContentWhoAmI: EDITORS,
  opsContentPages: EDITORS,
  opsContentCreatePage: EDITORS,
  opsContentPage: EDITORS,
  opsContentSaveDraft: EDITORS,
  opsContentHistory: EDITORS,
  opsContentPreviewLink: EDITORS,
  opsContentPublish: PUBLISHERS,
  opsContentCancelSchedule: PUBLISHERS,
  opsContentRollback: PUBLISHERS,
  opsContentRemove: PUBLISHERS,
};

export const OPS_MESSAGES = {
  keyRequired: 'An operator key is required: send Authorization: Bearer <key>',
  keyInvalid: 'This operator key is not valid: it is unknown or has been revoked',
  wrongRole: (role: string, needed: string) =>
    `This operator key has the ${role} role: this call needs the ${needed} role`,
  tooMany: (seconds: number) => `Too many calls with this operator key: try again in ${seconds} s`,
  noClosures: 'Closures are not available: this brand API has no closure service configured',
} as const;

export interface OperationsOptions {
  now: () => Date;
  /** Calls one key may make a minute (OPS_CALLS_PER_MINUTE). */
  callsPerMinute: number;
  /** The closure service; without it the closure calls answer 503. */
  closures?: ClosureService;
}

/**
 * The operators' key check of every `/api/ops/` call: no key, or one unknown or revoked, is 401; then each key's
 * own rate limit (429 with Retry-After); then a role that may not make the call is 403.
 */
function operatorGuard(database: Database, options: OperationsOptions) {
  const limiter = new RateLimiterMemory({ points: options.callsPerMinute, duration: 60, keyPrefix: 'ops' });
  return async (c: Context<AppEnv>, next: Next) => {
    const header = c.req.header('authorization') ?? '';
    const presented = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
    const challenge = { 'WWW-Authenticate': 'Bearer realm="operators"' };
    if (!presented) return c.json({ message: OPS_MESSAGES.keyRequired }, 401, challenge);
    const operator = await identify(database.db, presented);
    if (!operator) return c.json({ message: OPS_MESSAGES.keyInvalid }, 401, challenge);
    try {
      await limiter.consume(operator.name);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      return c.json({ message: OPS_MESSAGES.tooMany(seconds) }, 429, { 'Retry-After': String(seconds) });
    }
    const call = matchEndpoint(c.req.method, c.req.path);
    const needed = (call && ROLES_OF[call.name]) ?? ['operations'];
    if (!needed.includes(operator.role)) {
      return c.json({ message: OPS_MESSAGES.wrongRole(operator.role, needed.join(' or ')) }, 403);
    }
    c.set('operator', operator);
    return next();
  };
}

/** The operators' API (docs/operations.md): special hours, closures, dishes, offers and the change log. */
export function operationsModule(app: Hono<AppEnv>, database: Database, options: OperationsOptions): void {
  app.use(`${OPS_PATH_PREFIX}*`, operatorGuard(database, options));
  const who = (c: Context<AppEnv>): Operator => ({ name: c.get('operator').name, now: options.now() });
  const closures = () => {
    if (!options.closures) throw new HttpError(503, OPS_MESSAGES.noClosures);
    return options.closures;
  };

  mount(app, database, 'opsSetSpecialHours', ({ c, params, body }) =>
    setSpecialHours(database, who(c), params.storeId, body),
  );
  mount(app, database, 'opsRemoveSpecialHours', ({ c, params, body }) =>
    removeSpecialHours(database, who(c), params.storeId, body.date),
  );
  mount(app, database, 'opsCloseRestaurant', ({ c, params, body }) =>
    closeRestaurant(database, closures(), who(c), params.storeId, body),
  );
  mount(app, database, 'opsRestaurantClosures', ({ params }) =>
    closuresOf(database, closures(), params.storeId),
  );
  mount(app, database, 'opsClosureBookings', ({ params }) => closureBookings(closures(), params.closureId));
  mount(app, database, 'opsDishAvailability', ({ c, params, body }) =>
    setDishState(database, who(c), params.dishId, body.state),
  );
  mount(app, database, 'opsDishPrice', ({ c, params, body }) =>
    setDishPriceAs(database, who(c), params.dishId, body.price),
  );
  mount(app, database, 'opsOfferEnd', ({ c, params, body }) =>
    setOfferEndAs(database, who(c), params.offerSlug, body.validUntil),
  );
  mount(app, database, 'opsChanges', ({ query }) => recentChanges(database.db, query.limit));
}
