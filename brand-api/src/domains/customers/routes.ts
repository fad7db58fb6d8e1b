import {
  CUSTOMER_GUID_LIFETIME_DAYS,
  CUSTOMER_NOT_FOUND_MESSAGE,
  CUSTOMER_UPDATE_SUCCESS,
  SIGNUP_CONFIRMATION_NOT_FOUND_MESSAGE,
  SIGNUP_CONFIRMED_MESSAGE,
  SIGNUP_SUCCESS_MESSAGE,
} from '@fittizia/contract';
import type { Hono } from 'hono';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, HttpError, mount } from '../../shared/http.ts';
import {
  CustomerRefusal,
  confirmSignup,
  customerPreferences,
  listChoices,
  signUp,
  updateChoices,
  updateOccasionDates,
  updatePreferences,
} from './service.ts';

/** A CustomerRefusal as its HTTP answer; anything else goes on as it is. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CustomerRefusal)) throw error;
    if (error.kind === 'not-found') {
      throw new HttpError(404, CUSTOMER_NOT_FOUND_MESSAGE, { field: 'customerGuid' });
    }
    throw new HttpError(400, `Invalid request: body.${error.field}: ${error.reason}`, {
      field: `body.${error.field}`,
    });
  }
}

const updated = { status: 200, data: { message: CUSTOMER_UPDATE_SUCCESS } };

/** Sign-up (7.8) and its confirmation, and the customer data calls of 7.5, and the choices content (7.4); the rules are in service.ts. */
export function customersModule(
  app: Hono<AppEnv>,
  database: Database,
  options: { now: () => Date; guidLifetimeDays?: number },
): void {
  const { db } = database;
  const lifetimeDays = options.guidLifetimeDays ?? CUSTOMER_GUID_LIFETIME_DAYS;
  const link = () => ({ now: options.now(), lifetimeDays });

  mount(app, database, 'choices', () => listChoices(db));

  mount(app, database, 'signup', async ({ body }) => {
    await answering(() => signUp(database, body, options.now()));
    return { status: 200, data: { success: true, message: SIGNUP_SUCCESS_MESSAGE } };
  });

  mount(app, database, 'confirmSignup', async ({ params }) => {
    try {
      await confirmSignup(database, params.token, options.now());
    } catch (error) {
      if (error instanceof CustomerRefusal && error.kind === 'not-found') {
        throw new HttpError(404, SIGNUP_CONFIRMATION_NOT_FOUND_MESSAGE, { field: 'token' });
      }
      throw error;
    }
    return { status: 200, data: { message: SIGNUP_CONFIRMED_MESSAGE } };
  });

  mount(app, database, 'getCustomerPreferences', ({ params }) =>
    answering(() => customerPreferences(db, params.customerGuid, link())),
  );

  mount(app, database, 'updateCustomerPreferences', async ({ body }) => {
    await answering(() => updatePreferences(db, body, link()));
    return updated;
  });

  mount(app, database, 'updateCustomerChoices', async ({ body }) => {
    await answering(() => updateChoices(db, body, link()));
    return updated;
  });

  mount(app, database, 'updateOccasionDates', async ({ body }) => {
    await answering(() => updateOccasionDates(db, body, link()));
    return updated;
  });
}
