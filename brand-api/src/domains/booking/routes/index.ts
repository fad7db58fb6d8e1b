import type { Hono } from 'hono';
import type { Database } from '../../../shared/database.ts';
import type { AppEnv } from '../../../shared/http.ts';
import { type BookingOptions, bookingContext } from '../service/context.ts';
import { availabilityRoutes } from './availability.ts';
import { manageRoutes } from './manage.ts';
import { placeRoutes } from './place.ts';
import { standbyRoutes } from './standby.ts';

export type BookingModuleOptions = BookingOptions;

/**
 * Every call of spec 7.2 except the two card calls, by resource: the journey's look-ups (availability), placing a
 * booking, managing one, and the standby list. Each route parses its call and hands it to one service function;
 * a refusal is answered by the shared table (`shared/error-answers.ts`).
 */
export function bookingModule(app: Hono<AppEnv>, database: Database, options: BookingOptions): void {
  const ctx = bookingContext(database, options);
  availabilityRoutes(app, ctx);
  placeRoutes(app, ctx);
  manageRoutes(app, ctx);
  standbyRoutes(app, ctx);
}
