import {
  CUSTOMER_GUID_LIFETIME_DAYS,
  CUSTOMER_UPDATE_SUCCESS,
  SIGNUP_CONFIRMED_MESSAGE,
  SIGNUP_SUCCESS_MESSAGE,
} from '@fittizia/contract';
import type { Hono } from 'hono';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, mount } from '../../shared/http.ts';
import type { MarketingCheck } from '../../shared/mail/message.ts';
import {
  customerPreferences,
  listChoices,
  updateChoices,
  updateOccasionDates,
  updatePreferences,
} from './service/preferences.ts';
import { confirmSignup, signUp } from './service/signup.ts';

const updated = { status: 200, data: { message: CUSTOMER_UPDATE_SUCCESS } };

/**
 * Sign-up (7.8) and its confirmation, the customer data calls of 7.5 and the choices content (7.4); the rules are
 * in service/, and their refusals are answered by the shared table (shared/error-answers.ts).
 */
export function customersModule(
  app: Hono<AppEnv>,
  database: Database,
  options: {
    now: () => Date;
    guidLifetimeDays?: number;
    /** The suppression list's check (the privacy domain's `isSuppressed`) every marketing e-mail goes through. */
    marketing: MarketingCheck;
  },
): void {
  const { db } = database;
  const lifetimeDays = options.guidLifetimeDays ?? CUSTOMER_GUID_LIFETIME_DAYS;
  const link = () => ({ now: options.now(), lifetimeDays });

  mount(app, database, 'choices', () => listChoices(db));

  mount(app, database, 'signup', async ({ body }) => {
    await signUp(database, body, options.now());
    return { status: 200, data: { success: true, message: SIGNUP_SUCCESS_MESSAGE } };
  });

  mount(app, database, 'confirmSignup', async ({ params }) => {
    await confirmSignup(database, params.token, options.now(), options.marketing);
    return { status: 200, data: { message: SIGNUP_CONFIRMED_MESSAGE } };
  });

  mount(app, database, 'getCustomerPreferences', ({ params }) =>
    customerPreferences(db, params.customerGuid, link()),
  );

  mount(app, database, 'updateCustomerPreferences', async ({ body }) => {
    await updatePreferences(db, body, link());
    return updated;
  });

  mount(app, database, 'updateCustomerChoices', async ({ body }) => {
    await updateChoices(db, body, link());
    return updated;
  });

  mount(app, database, 'updateOccasionDates', async ({ body }) => {
    await updateOccasionDates(db, body, link());
    return updated;
  });
}
