import type { Hono } from 'hono';
import type { AppEnv } from '../../../shared/http.ts';
import { mount } from '../../../shared/http.ts';
import {
  areasOffered,
  availability,
  freeSlots,
  menusOffered,
  occasionsOn,
  requirements,
  upsellsOffered,
} from '../service/availability.ts';
import type { BookingContext } from '../service/context.ts';
import { tableSearch } from '../service/table-search.ts';

/** The booking journey's look-ups: occasions, availability, areas, menus, slots, requirements, extras, and the table search. */
export function availabilityRoutes(app: Hono<AppEnv>, ctx: BookingContext): void {
  const { database } = ctx;
  mount(app, database, 'bookingOccasions', ({ params, query }) =>
    occasionsOn(ctx, params.storeId, query.date),
  );
  mount(app, database, 'bookingAvailability', ({ body }) => availability(ctx, body));
  mount(app, database, 'bookingAreas', ({ params, query }) => areasOffered(ctx, params.storeId, query));
  mount(app, database, 'bookingMenus', ({ params, query }) => menusOffered(ctx, params.storeId, query));
  mount(app, database, 'bookingSlots', ({ params, query }) => freeSlots(ctx, params.storeId, query));
  mount(app, database, 'bookingRequirements', ({ params, query }) =>
    requirements(ctx, params.storeId, query),
  );
  mount(app, database, 'bookingUpsells', ({ params, query }) => upsellsOffered(ctx, params.storeId, query));
  mount(app, database, 'bookingTableSearch', ({ query }) => tableSearch(ctx, query));
}
