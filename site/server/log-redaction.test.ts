import { readdirSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import {
  configureMail,
  createApp,
  createLogger,
  DEMO_BRAND_KEY,
  flushMail,
  migrate,
  openDatabase,
  seed,
} from '@fittizia/brand-api';
import {
  BOOKING_ATTEND_PATH,
  BOOKING_MANAGE_PATH,
  bookingResponse,
  examples,
  STANDBY_PATH,
  standbyEntry,
  tokenResponse,
} from '@fittizia/contract';
import { REDACTED, redactPath } from '@fittizia/contract/log-redaction';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attendFormResponse } from './attend-booking.ts';
import { handleCspReport, resetCspReports } from './csp-reports.ts';
import { manageFormResponse } from './manage-booking.ts';
import { standbyFormResponse } from './standby-form.ts';
import { SITE, sitePost, siteRequest } from './test-fixtures/harness.fixture.ts';
import {
  booking,
  brand,
  brandLines,
  COVENT_GARDEN,
  formPost,
  kept,
  mails,
  pipeline,
  weekday,
} from './test-fixtures/log-redaction.fixture.ts';

/*
 * No bearer secret in any log line of either server: a diner's journey through the site (its `/api` pipeline and
 * the manage, attend and standby pages' form posts) to the real brand API in-process, with the brand API's logger
 * (`createLogger`) and the site's (`log`, on the console) both read afterwards, and a CSP report from each page
 * whose address carries a token or a guid.
 */

beforeAll(async () => {
  const database = await openDatabase({ memory: true });
  await migrate(database);
  await seed(database);
  const logger = createLogger(
    { level: 'info' },
    new Writable({
      write(chunk, _enc, done) {
        brandLines.push(String(chunk));
        done();
      },
    }),
  );
  configureMail({ logger, transport: kept, siteUrl: SITE });
  brand.database = database;
  brand.app = createApp({ database, logger, bookingLimits: { perEmail: 0, perPhone: 0, perAddress: 0 } });
  const res = await brand.app.request('/api/token', {
    method: 'POST',
    headers: { brandKey: DEMO_BRAND_KEY },
  });
  brand.accessToken = tokenResponse.parse(await res.json()).accessToken;
}, 60_000);
afterAll(async () => {
  await flushMail();
  configureMail({ logger: createLogger({ level: 'warn' }) });
  await brand.database?.close();
  resetCspReports();
});

describe('no bearer secret in any log line of the site or the brand API', () => {
  it('after a manage, standby and preferences journey through the site and a CSP report from each of its pages', async () => {
    const siteLines: string[] = [];
    const keep = (...args: unknown[]) => {
      siteLines.push(args.map(String).join(' '));
    };
    for (const method of ['log', 'error', 'warn', 'info'] as const)
      vi.spyOn(console, method).mockImplementation(keep);
    const secrets: string[] = [];
    const ok = async (res: Response | Promise<Response>) => {
      const answer = await res;
      expect(answer.status, await answer.clone().text()).toBe(200);
      return answer.json();
    };
    const redirected = async (res: Promise<Response>, to: string) => {
      const answer = await res;
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(to);
    };

    // Manage: booked, read, changed, "I'll be there", cancelled, through the site's pipeline and page forms.
    const friday = weekday(5);
    const made = bookingResponse.parse(
      await ok(
        pipeline(
          sitePost(`/api/booking/create/${COVENT_GARDEN}`, booking(friday, '18:00', 2, 'ada@example.com')),
        ),
      ),
    );
    const token = (made.manageLink ?? '').slice(BOOKING_MANAGE_PATH.length);
    secrets.push(token);
    const managePage = `${BOOKING_MANAGE_PATH}${token}`;
    const attendPage = `${BOOKING_ATTEND_PATH}${token}`;
    await ok(pipeline(siteRequest(`/api/booking/manage/${token}`)));
    await redirected(
      manageFormResponse(
        formPost(managePage, { intent: 'change', date: friday, time: '18:30', adults: '3', children: '0' }),
        pipeline,
      ),
      `${managePage}?done=changed`,
    );
    await redirected(
      attendFormResponse(formPost(attendPage, { intent: 'attend' }), pipeline),
      `${attendPage}?confirmed=1`,
    );
    await redirected(manageFormResponse(formPost(managePage, { intent: 'cancel' }), pipeline), managePage);

    // Standby: 19:00 for five is full; a diner joins, reads the entry and leaves from its page.
    const thursday = weekday(4);
    for (const email of ['first@example.com', 'second@example.com'])
      await ok(
        pipeline(sitePost(`/api/booking/create/${COVENT_GARDEN}`, booking(thursday, '19:00', 5, email))),
      );
    const entry = standbyEntry.parse(
      await ok(
        pipeline(
          sitePost(`/api/booking/standby/join/${COVENT_GARDEN}`, {
            date: thursday,
            windowFrom: '19:00',
            windowTo: '19:30',
            adultCovers: 5,
            childCovers: 0,
            firstName: 'Grace',
            lastName: 'Hopper',
            emailAddress: 'grace@example.com',
            consent: true,
          }),
        ),
      ),
    );
    const standbyToken = entry.standbyLink.slice(STANDBY_PATH.length);
    secrets.push(standbyToken);
    const standbyPage = `${STANDBY_PATH}${standbyToken}`;
    await ok(pipeline(siteRequest(`/api/booking/standby/${standbyToken}`)));
    await redirected(standbyFormResponse(formPost(standbyPage, { intent: 'leave' }), pipeline), standbyPage);

    // Preferences: a sign-up confirmed by the link of its e-mail; its guid read and saved.
    await ok(
      pipeline(sitePost('/api/signup', { ...examples.signup.body, emailAddress: 'marco.site@example.com' })),
    );
    await flushMail();
    const confirmation = /\/sign-up\/confirm\/([A-Za-z0-9_-]{43})/.exec(mails.join('\n'))?.[1] ?? '';
    secrets.push(confirmation);
    await ok(pipeline(sitePost(`/api/signup/confirm/${confirmation}`, null)));
    const found = (await brand.database?.db.execute(
      "SELECT guid FROM customers WHERE email_key = 'marco.site@example.com'",
    )) as unknown as { rows: { guid: string }[] };
    const guid = found.rows[0]?.guid ?? '';
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    secrets.push(guid);
    await ok(pipeline(sitePost(`/api/exponea/getcustomerpreferences/${guid}`, null)));
    await ok(
      pipeline(
        sitePost('/api/exponea/updateCustomerPreferences', {
          ...examples.updateCustomerPreferences.body,
          customerGuid: guid,
        }),
      ),
    );

    // A CSP report from each page whose address carries a secret, in both report formats.
    const pages = [
      `${managePage}?step=cancel`,
      attendPage,
      standbyPage,
      `/sign-up/confirm/${confirmation}`,
      `/preferences/${guid}`,
      `/choices/${guid}`,
      `/occasion-date/${guid}`,
    ];
    for (const page of pages) {
      const legacy = await handleCspReport(
        new Request(`${SITE}/csp-report`, {
          method: 'POST',
          headers: { 'content-type': 'application/csp-report' },
          body: JSON.stringify({
            'csp-report': {
              'document-uri': `${SITE}${page}`,
              referrer: `${SITE}${page}`,
              'violated-directive': 'script-src-elem',
              'blocked-uri': 'inline',
              'source-file': `${SITE}${page}`,
              'line-number': 1,
            },
          }),
        }),
      );
      expect(legacy.status).toBe(204);
      const batch = await handleCspReport(
        new Request(`${SITE}/csp-report`, {
          method: 'POST',
          headers: { 'content-type': 'application/reports+json' },
          body: JSON.stringify([
            {
              type: 'csp-violation',
              url: `${SITE}${page}`,
              body: {
                documentURL: `${SITE}${page}`,
                effectiveDirective: 'style-src-elem',
                blockedURL: 'inline',
              },
            },
          ]),
        }),
      );
      expect(batch.status).toBe(204);
    }
    await flushMail();
    vi.restoreAllMocks();

    const siteText = siteLines.join('\n');
    const brandText = brandLines.join('');
    for (const secret of secrets) {
      expect(siteText).not.toContain(secret);
      expect(brandText).not.toContain(secret);
    }
    // Each line still says which page or route it was.
    const reports = siteLines.filter((line) => line.includes('content security policy violation'));
    expect(reports).toHaveLength(2 * pages.length);
    for (const page of [
      BOOKING_MANAGE_PATH,
      BOOKING_ATTEND_PATH,
      STANDBY_PATH,
      '/sign-up/confirm/',
      '/preferences/',
      '/choices/',
      '/occasion-date/',
    ])
      expect(siteText).toContain(`"documentUrl":"${SITE}${page}${REDACTED}"`);
    const requests = brandLines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
    expect(requests.map((line) => line.path)).toEqual(
      expect.arrayContaining([
        `/api/booking/manage/${REDACTED}`,
        `/api/booking/manage/${REDACTED}/change`,
        `/api/booking/manage/${REDACTED}/attend`,
        `/api/booking/manage/${REDACTED}/cancel`,
        `/api/booking/standby/join/${COVENT_GARDEN}`,
        `/api/booking/standby/${REDACTED}`,
        `/api/booking/standby/${REDACTED}/leave`,
        `/api/signup/confirm/${REDACTED}`,
        `/api/exponea/getcustomerpreferences/${REDACTED}`,
      ]),
    );
  });

  it('every page of the site whose address carries a token or a guid is under the path rules', () => {
    const routes = new URL('../routes/', import.meta.url);
    const secretPages = (readdirSync(routes, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => readFileSync(new URL(file, routes), 'utf8'))
      .flatMap((source) => {
        const route = /createFileRoute\('([^']+)'\)/.exec(source)?.[1];
        // A page keyed by a booking's or an entry's token, or by a customer's guid (`loadCustomer`).
        return route && (route.includes('$token') || source.includes('loadCustomer(')) ? [route] : [];
      });
    expect(secretPages.length).toBeGreaterThanOrEqual(6);
    for (const route of secretPages) {
      // The page's address: without pathless segments (`_name`) and a segment's trailing `_` (not nested).
      const address = route
        .split('/')
        .filter((segment) => !segment.startsWith('_'))
        .map((segment) => segment.replace(/_$/, '').replace(/^\$\w+$/, 'SECRET-VALUE'))
        .join('/');
      expect(redactPath(address), route).not.toContain('SECRET-VALUE');
    }
  });
});
