import type { Hono } from 'hono';
import { type AppEnv, mount } from '../../../shared/http.ts';
import type { BookingContext } from '../service/context.ts';
import { claimStandby, joinStandbyList, leaveStandbyList, viewStandby } from '../service/standby-calls.ts';
import { dinerAddress } from './diner.ts';

/** The standby list: join, view, leave and claim an offered table. */
export function standbyRoutes(app: Hono<AppEnv>, ctx: BookingContext): void {
  const { database } = ctx;
  mount(app, database, 'standbyJoin', ({ params, body, brandKey, c }) =>
    joinStandbyList(ctx, { brandKey, storeId: params.storeId, body, address: dinerAddress(c) }),
  );
  mount(app, database, 'standbyView', ({ params, brandKey }) => viewStandby(ctx, brandKey, params.token));
  mount(app, database, 'standbyLeave', ({ params, brandKey }) =>
    leaveStandbyList(ctx, brandKey, params.token),
  );
  mount(app, database, 'standbyClaim', ({ params, brandKey, c }) =>
    claimStandby(ctx, brandKey, params.token, dinerAddress(c)),
  );
}
