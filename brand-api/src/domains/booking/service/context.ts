import type { EndpointName, Endpoints } from '@fittizia/contract';
import { PREORDER_DEFAULT_MIN_PARTY } from '@fittizia/contract';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { DEV_PREORDER_LINK_SECRET } from '../../../shared/config.ts';
import type { Database } from '../../../shared/database.ts';
import type { PreorderScheduler } from '../../preorders/index.ts';
import { standbyContext } from '../emails/standby-mail.ts';
import { BookingConfig } from './config.ts';
import { type BookingLimits, limitsFor } from './limits.ts';
import type { StandbyContext } from './standby.ts';

export interface BookingOptions {
  now: () => Date;
  logger: Logger;
  /** The restaurants' booking configuration, cached (a test may pass its own). */
  config?: BookingConfig;
  /** Booking limits (BOOKING_LIMIT_* settings); a brand's own override them. */
  limits?: Partial<BookingLimits>;
  /** The key manage links are signed with (BOOKING_MANAGE_SECRET). */
  manageSecret: string;
  /** The key calendar links are signed with (CALENDAR_LINK_SECRET, shared with the site). */
  calendarSecret: string;
  /** Group pre-orders (docs/preorders.md): the links' key, the party size that gets one, the cut-off queue. */
  preorders?: BookingPreorders;
}

export interface BookingPreorders {
  /** PREORDER_LINK_SECRET. */
  secret: string;
  /** PREORDER_MIN_PARTY. */
  minParty: number;
  scheduler?: PreorderScheduler;
}

/** What every booking call works with: the database, the cached configuration, the clock, the log, the keys. */
export interface BookingContext {
  database: Database;
  config: BookingConfig;
  now: () => Date;
  logger: Logger;
  manageSecret: string;
  calendarSecret: string;
  preorders: BookingPreorders;
  /** The booking limits that apply to a brand (`limits.ts`). */
  limits(brandKey: string): Promise<BookingLimits>;
  /** The standby list's context (its offers are e-mailed through the outbox). */
  standby: StandbyContext;
}

export function bookingContext(database: Database, options: BookingOptions): BookingContext {
  const { now, logger, manageSecret, calendarSecret } = options;
  const config = options.config ?? new BookingConfig(database.db, undefined, now);
  return {
    database,
    config,
    now,
    logger,
    manageSecret,
    calendarSecret,
    preorders: options.preorders ?? {
      secret: DEV_PREORDER_LINK_SECRET,
      minParty: PREORDER_DEFAULT_MIN_PARTY,
    },
    limits: (brandKey) => limitsFor(database.db, brandKey, options.limits),
    standby: standbyContext(database, { config, secret: manageSecret, now, logger }),
  };
}

/** A call's query and body as the contract's check hands them over (its schemas' output). */
export type CallQuery<N extends EndpointName> = z.output<Endpoints[N]['query']>;
export type CallBody<N extends EndpointName> = z.output<Endpoints[N]['body']>;
