import { Writable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import { formatCharacterRequests } from '@fittizia/api-mocks/bad-input';
import { mockAnswer } from '@fittizia/api-mocks/node';
import { type EndpointName, endpoints, examples, TEXT_REFUSED_MESSAGES } from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/shared/logger.ts';
import { rowCounts } from '../src/shared/row-counts.ts';
import { describeOnEachDatabase } from './harness.ts';
import { isOpsCall, sweepHeaders } from './ops-fixtures.ts';

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

describe('the brand API logger (no h.database)', () => {
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

  it('writes no token or guid: an address in any field, message or error keeps its route only', () => {
    const lines: string[] = [];
    const logger = capturingLogger(lines);
    const token = 'K7QD2MXR.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const guid = '3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f7a6b32';
    logger.info({ path: `/api/booking/standby/${token}/claim` }, 'request');
    logger.error(
      { err: new Error(`no answer for /api/exponea/getcustomerpreferences/${guid}`) },
      `unhandled error on /api/booking/manage/${token}`,
    );
    const text = lines.join('');
    expect(text).not.toContain(token);
    expect(text).not.toContain(guid);
    expect(JSON.parse(lines[0] as string).path).toBe('/api/booking/standby/[Redacted]/claim');
    const error = JSON.parse(lines[1] as string);
    expect(error.msg).toBe('unhandled error on /api/booking/manage/[Redacted]');
    expect(error.err.message).toBe('no answer for /api/exponea/getcustomerpreferences/[Redacted]');
  });
});

describeOnEachDatabase('control characters and logs', {}, (h) => {
  let auth: Record<string, string>;
  const lines: string[] = [];

  beforeAll(() => {
    auth = { ...h.auth, 'content-type': 'application/json' };
  });

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
    'control characters: a name with NUL gets 400 naming the field and nothing is written (%s)',
    async (_label, path, body, field) => {
      const before = await rowCounts(h.database);
      const res = await h.app.request(path, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ ...body, [field]: 'Ada\u0000Lovelace' }),
      });
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { message: string; field: string };
      expect(answer.field).toBe(`body.${field}`);
      expect(answer.message).toContain(`body.${field}: ${field} `);
      expect(await rowCounts(h.database)).toEqual(before);
    },
  );

  it('a bidirectional override in a name gets 400 naming the field', async () => {
    const res = await h.app.request('/api/booking/create/1001', {
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

  it('a bidirectional control in any string field of any call gets 400 naming the field, as from the mocks, and nothing is written', async () => {
    const headers = await sweepHeaders(h);
    const before = await rowCounts(h.database);
    const failures: string[] = [];
    const swept = new Set<string>();
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      for (const c of formatCharacterRequests(name, headers(name))) {
        swept.add(`${name} ${c.field}`);
        const init = {
          method: c.method,
          headers: c.headers,
          ...(c.body === undefined ? {} : { body: c.body }),
        };
        const res = await h.app.request(c.path, init);
        const text = await res.text();
        let body: { field?: unknown } = {};
        try {
          body = JSON.parse(text) as typeof body;
        } catch {}
        const field = typeof body.field === 'string' ? body.field : '';
        if (res.status !== 400 || !(field === c.field || field.startsWith(`${c.field}.`))) {
          failures.push(`${name} ${c.field} ${c.kind}: ${res.status} ${text.slice(0, 160)}`);
          continue;
        }
        if (isOpsCall(name)) continue;
        const mocked = await mockAnswer(new Request(`http://brand-api.test${c.path}`, init));
        const mockedBody = mocked ? await mocked.json() : undefined;
        if (mocked?.status !== 400 || !isDeepStrictEqual(mockedBody, body))
          failures.push(
            `${name} ${c.field} ${c.kind}: the mock answers ${mocked?.status} ${JSON.stringify(mockedBody)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    for (const field of [
      'bookingCreate body.specialRequest',
      'bookingCancel body.message',
      'contactSendEmail body.enquiryType',
      'contactSendEmail body.contactSubReasonId',
      'contactSendEmail body.enquiryRestaurant',
    ])
      expect(swept).toContain(field);
    expect(await rowCounts(h.database)).toEqual(before);
  }, 120_000);

  it('a bidirectional control in a special request and in a cancel message is refused with the rule named', async () => {
    const create = await h.app.request('/api/booking/create/1001', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        ...examples.bookingCreate.body,
        restaurantId: '1001',
        specialRequest: 'Window table \u2066please\u2069',
      }),
    });
    expect(create.status).toBe(400);
    expect(await create.json()).toEqual({
      message: `Invalid request: body.specialRequest: specialRequest ${TEXT_REFUSED_MESSAGES.bidi}`,
      field: 'body.specialRequest',
    });
    const cancel = formatCharacterRequests('bookingCancel', h.auth).find((c) => c.field === 'body.message');
    const res = await h.app.request(cancel?.path ?? '', {
      method: 'POST',
      headers: cancel?.headers,
      body: cancel?.body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: `Invalid request: body.message: message ${TEXT_REFUSED_MESSAGES.bidi}`,
      field: 'body.message',
    });
  });

  it('an unhandled h.database error is logged without the parameters of its query', async () => {
    lines.length = 0;
    const failing = h.createApp({ logger: capturingLogger(lines) });
    failing.post('/boom', async () => {
      await h.database.db.execute(
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
