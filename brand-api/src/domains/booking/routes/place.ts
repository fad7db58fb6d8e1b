import { SESSION_ID_HEADER } from '@fittizia/contract';
import type { Hono } from 'hono';
import { InvalidField } from '../../../shared/errors.ts';
import { type AppEnv, mount } from '../../../shared/http.ts';
import type { BookingContext } from '../service/context.ts';
import { placeBooking } from '../service/place.ts';
import type { BookingKind } from '../service/write.ts';
import { dinerAddress } from './diner.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,200}$/;

const CALLS = {
  bookingCreate: 'table',
  bookingEnquiry: 'enquiry',
  bookingEvent: 'event',
} as const satisfies Record<string, BookingKind>;

/** Placing a booking: create (a table), enquiry and events, each with an optional Idempotency-Key. */
export function placeRoutes(app: Hono<AppEnv>, ctx: BookingContext): void {
  for (const [endpoint, kind] of Object.entries(CALLS) as [keyof typeof CALLS, BookingKind][]) {
    mount(app, ctx.database, endpoint, ({ params, body, brandKey, c }) => {
      const idempotencyKey = c.req.header(IDEMPOTENCY_HEADER);
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
        throw new InvalidField(
          'headers.Idempotency-Key',
          'must be 8 to 200 letters, digits, dots, colons, dashes or underscores',
        );
      }
      return placeBooking(
        ctx,
        {
          kind,
          endpoint,
          storeId: params.storeId,
          ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
        },
        body,
        { brandKey, sessionId: c.req.header(SESSION_ID_HEADER) ?? null, address: dinerAddress(c) },
      );
    });
  }
}
