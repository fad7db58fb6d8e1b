import { Writable } from 'node:stream';
import { examples, TEXT_REFUSED_MESSAGES } from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import type { Database } from '../src/shared/database.ts';
import { createLogger } from '../src/shared/logger.ts';
import { rowCounts } from '../src/shared/row-counts.ts';
import { issueToken, leftOut, openSeeded, testDatabases } from './databases.ts';

/** A logger like the server's (`createLogger`), writing its lines into `lines`. */
function capturingLogger(lines: string[]) {
  return createLogger(
    { level: 'info' },
    new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
}

describe('the brand API logger (no database)', () => {
  it('redacts personal data at any depth a log line carries it', () => {
    const lines: string[] = [];
    const logger = capturingLogger(lines);
    logger.info(
      {
        firstName: 'Ada',
        customer: { lastName: 'Lovelace', email: 'ada@example.com', phone: '07700900123' },
        booking: { diner: { emailAddress: 'ada@example.com' }, message: 'A quiet corner' },
        reference: 'K7QD2MXR',
      },
      'booked',
    );
    const line = lines.join('');
    for (const secret of ['Ada', 'Lovelace', 'ada@example.com', '07700900123', 'A quiet corner'])
      expect(line).not.toContain(secret);
    expect(line).toContain('K7QD2MXR');
    expect(line).toContain('[Redacted]');
  });
});

for (const kind of testDatabases) {
  describe(`control characters and logs on ${kind.name}`, () => {
    if (leftOut(kind)) return;
    let database: Database;
    let dispose: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let auth: Record<string, string>;
    const lines: string[] = [];

    beforeAll(async () => {
      ({ database, dispose } = await openSeeded(kind));
      app = createApp({ database, logger: capturingLogger(lines) });
      auth = {
        brandKey: DEMO_BRAND_KEY,
        authorization: `Bearer ${await issueToken(app, DEMO_BRAND_KEY)}`,
        'content-type': 'application/json',
      };
    }, 120_000);
    afterAll(async () => dispose?.());

    const calls: [string, string, Record<string, unknown>, string][] = [
      [
        'booking create',
        '/api/booking/create/1001',
        { ...examples.bookingCreate.body, restaurantId: '1001' },
        'firstName',
      ],
      ['contact', '/api/contact/sendemail', examples.contactSendEmail.body, 'lastName'],
      ['group booking', '/api/contact/group-booking', examples.contactGroupBooking.body, 'firstName'],
      ['sign-up', '/api/signup', examples.signup.body, 'firstName'],
      ['job application', '/api/jobs/application', examples.jobApplication.body, 'secondName'],
    ];

    it.each(calls)(
      'control characters (issue 23): a name with NUL gets 400 naming the field and nothing is written (%s)',
      async (_label, path, body, field) => {
        const before = await rowCounts(database);
        const res = await app.request(path, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ ...body, [field]: 'Ada\u0000Lovelace' }),
        });
        expect(res.status).toBe(400);
        const answer = (await res.json()) as { message: string; field: string };
        expect(answer.field).toBe(`body.${field}`);
        expect(answer.message).toContain(`body.${field}: ${field} `);
        expect(await rowCounts(database)).toEqual(before);
      },
    );

    it('a bidirectional override in a name gets 400 naming the field', async () => {
      const res = await app.request('/api/booking/create/1001', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          ...examples.bookingCreate.body,
          restaurantId: '1001',
          lastName: 'Smith\u202eexe.gpj',
        }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: `Invalid request: body.lastName: lastName ${TEXT_REFUSED_MESSAGES.bidi}`,
        field: 'body.lastName',
      });
    });

    it('an unhandled database error is logged without the parameters of its query', async () => {
      lines.length = 0;
      const failing = createApp({ database, logger: capturingLogger(lines) });
      failing.post('/boom', async () => {
        await database.db.execute(
          sql`SELECT ${'ada.lovelace@example.com'}::int AS n, ${'Ada Lovelace'} AS who, ${'07700900123'} AS phone`,
        );
        return new Response('unreachable');
      });
      const res = await failing.request('/boom', { method: 'POST' });
      expect(res.status).toBe(500);
      const logged = lines.join('');
      expect(logged).toContain('unhandled error');
      expect(logged).toContain('Failed query');
      for (const secret of ['ada.lovelace@example.com', 'Ada Lovelace', '07700900123'])
        expect(logged).not.toContain(secret);
    });
  });
}
