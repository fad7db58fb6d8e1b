import type { Hono } from 'hono';
import { type AppEnv, mount } from '../../../shared/http.ts';
import type { BookingContext } from '../service/context.ts';
import {
  attendManaged,
  cancelManaged,
  changeManaged,
  findForManage,
  viewManaged,
} from '../service/manage-calls.ts';

/** Manage my booking by the signed link: find, view, cancel and change; "I'll be there" from the reminder. */
export function manageRoutes(app: Hono<AppEnv>, ctx: BookingContext): void {
  const { database } = ctx;
  mount(app, database, 'bookingFind', ({ body, brandKey }) =>
    findForManage(ctx, brandKey, body.reference, body.emailAddress),
  );
  mount(app, database, 'bookingManage', ({ params, brandKey }) => viewManaged(ctx, brandKey, params.token));
  mount(app, database, 'bookingCancel', ({ params, body, brandKey }) =>
    cancelManaged(ctx, brandKey, params.token, body.message || null),
  );
  mount(app, database, 'bookingChange', ({ params, body, brandKey }) =>
    changeManaged(ctx, brandKey, params.token, body),
  );
  mount(app, database, 'bookingAttend', ({ params, brandKey }) => attendManaged(ctx, brandKey, params.token));
}
