import { z } from '../zod.ts';
import { isoDateField } from './calendar-date.ts';
import { hhmm, idParam, intString, requestObject, responseObject } from './common.ts';

/*
 * The operators' API (docs/operations.md): calls under `/api/ops/`, sent by an operator's key
 * (`Authorization: Bearer <key>`), never by a browser. Each change answers `changed: false` when it would change
 * nothing (the same call made twice).
 */

/**
 * The roles an operator's key has: `operations` (closures, hours, dishes, offers), `content` (an editor: opens
 * pages, saves drafts, makes preview links) and `publisher` (an editor who also publishes, schedules, rolls back
 * and removes pages; docs/content.md).
 */
export const OPS_ROLES = ['operations', 'content', 'publisher'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

const isoInstant = z.iso.datetime({ offset: true });
const reason = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

export const opsStoreParams = requestObject({ storeId: idParam });
export const opsClosureParams = requestObject({ closureId: idParam });
export const opsDishParams = requestObject({ dishId: idParam });
export const opsOfferParams = requestObject({ offerSlug: idParam });

/** What every change answers: whether it changed anything, and the record before and after. */
export const opsChangeResponse = responseObject({
  changed: z.boolean(),
  /** What was changed: `restaurant:<storeId>`, `dish:<dishId>`, `offer:<slug>`. */
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type OpsChangeResponse = z.infer<typeof opsChangeResponse>;

/**
 * A restaurant's hours on one London day: `closed: true` (closed all day) or `openTime` and `closeTime`; an
 * optional `label` ("Staff training"). The day's entry replaces the one an operator set before for that day.
 */
export const opsSpecialHoursRequest = requestObject({
  date: isoDateField('date'),
  closed: z.optional(z.boolean()),
  openTime: z.optional(hhmm),
  closeTime: z.optional(hhmm),
  label: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
}).check(
  z.superRefine((value, ctx) => {
    const times = value.openTime !== undefined || value.closeTime !== undefined;
    if (value.closed === true && times) {
      ctx.addIssue({
        code: 'custom',
        path: ['closed'],
        message: 'closed must not come with openTime or closeTime',
        input: value.closed,
      });
    } else if (value.closed !== true) {
      for (const key of ['openTime', 'closeTime'] as const) {
        if (value[key] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required unless closed is true`,
            input: value[key],
          });
          return;
        }
      }
    }
  }),
);
export type OpsSpecialHoursRequest = z.infer<typeof opsSpecialHoursRequest>;

/** Removes the hours an operator set for a London day. */
export const opsSpecialHoursRemoveRequest = requestObject({ date: isoDateField('date') });

/**
 * Closes a restaurant from `from` (an ISO instant, or `now`) to `to` (an ISO instant; unset: the end of the London
 * day `from` falls on).
 */
export const opsClosureRequest = requestObject({
  from: z.union([z.literal('now'), isoInstant]),
  to: z.optional(isoInstant),
  reason,
});
export type OpsClosureRequest = z.infer<typeof opsClosureRequest>;

export const opsClosureResponse = responseObject({
  changed: z.boolean(),
  closureId: z.string(),
  from: isoInstant,
  to: isoInstant,
  cancelledBookings: z.number().check(z.int(), z.gte(0)),
  standbyEnded: z.number().check(z.int(), z.gte(0)),
});

export const opsClosuresResponse = responseObject({
  closures: z.array(
    responseObject({
      closureId: z.string(),
      from: z.string(),
      to: z.string(),
      reason: z.string(),
      cancelledBookings: z.number().check(z.int(), z.gte(0)),
    }),
  ),
});

export const opsClosureBookingsResponse = responseObject({
  bookings: z.array(
    responseObject({
      reference: z.string(),
      diningAt: z.string(),
      partySize: z.number().check(z.int(), z.gte(1)),
      email: z.string(),
    }),
  ),
});

/**
 * A dish's availability: `on`, `off-today` (back at the start of the next London day) or
 * `off-until-further-notice`. A dish that is off is left out of every menu it is on.
 */
export const OPS_DISH_STATES = ['on', 'off-today', 'off-until-further-notice'] as const;
export const opsDishAvailabilityRequest = requestObject({ state: z.enum(OPS_DISH_STATES) });

/** A dish's price in pounds (two decimal places at most), on every menu it is on. */
export const opsDishPriceRequest = requestObject({
  price: z.number().check(
    z.gte(0),
    z.lte(10_000),
    z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: 'price must be in pounds with at most two decimal places',
    }),
  ),
});

/** An offer's last London day (included); null: no end. */
export const opsOfferEndRequest = requestObject({ validUntil: z.nullable(isoDateField('validUntil')) });

/** The newest changes first; `limit` of them (1 to 500, default 50). */
export const opsChangesQuery = z.prefault(
  requestObject({ limit: z._default(intString.check(z.gte(1), z.lte(500)), 50) }),
  {},
);

export const opsChangesResponse = responseObject({
  changes: z.array(
    responseObject({
      id: z.string(),
      at: isoInstant,
      /** The name of the key that made the change. */
      who: z.string(),
      action: z.string(),
      target: z.string(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
});
