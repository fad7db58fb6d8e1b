import type { ContactSendEmailRequest, GroupBookingRequest } from '@fittizia/contract';
import type { Hono } from 'hono';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, mount } from '../../shared/http.ts';
import { contactContent, listContactTypes, receiveEnquiry } from './service.ts';

/** Contact calls of spec 7.3: the form's content, and the contact and group-booking enquiries with files. */
export function contactModule(app: Hono<AppEnv>, database: Database, options: { now: () => Date }): void {
  const { db } = database;

  mount(app, database, 'contactTypes', async () => ({ status: 200, data: await listContactTypes(db) }));

  mount(app, database, 'contactContent', () => contactContent(db));

  const receive = async (
    kind: 'contact' | 'group-booking',
    body: ContactSendEmailRequest | GroupBookingRequest,
    sessionId: string | undefined,
  ) => {
    const { reference } = await receiveEnquiry(database, kind, body, sessionId, options.now());
    return { status: 200, data: { statusCode: 200, reference } };
  };

  mount(app, database, 'contactSendEmail', ({ body, c }) =>
    receive('contact', body, c.req.header('sessionId')),
  );
  mount(app, database, 'contactGroupBooking', ({ body, c }) =>
    receive('group-booking', body, c.req.header('sessionId')),
  );
}
