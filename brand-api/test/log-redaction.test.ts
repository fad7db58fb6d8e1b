import {
  BOOKING_MANAGE_PATH,
  bookingResponse,
  examples,
  STANDBY_PATH,
  standbyEntry,
} from '@fittizia/contract';
import { REDACTED } from '@fittizia/contract/log-redaction';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { unpadded } from '../src/domains/booking/service/calendar.ts';
import { configureMail, flushMail, type MailTransport } from '../src/shared/mail/index.ts';
import { describeOnEachDatabase } from './harness.ts';
import { CLOCK, onOrAfter, SECRET, TODAY, tableBooking } from './manage-fixtures.ts';

/*
 * No bearer secret in any log line: a diner's whole journey through the app (a booking managed, changed, attended
 * and cancelled; two standby entries, one claimed and one left; a sign-up confirmed, its preferences read and
 * saved), with the
 * server's logger (`createLogger`) writing every line, and then not one line holds a token or a guid, while every
 * request line still names its route.
 */

const CG = BOOKING_STORES.flagship;
/** Messages stay in memory: the mail lines are logged as the server logs them, no file is written. */
const mails: string[] = [];
const kept: MailTransport = {
  name: 'memory',
  deliver: async ({ raw }) => {
    mails.push(raw.toString().replace(/=\r?\n/g, ''));
    return {};
  },
};

describeOnEachDatabase(
  'no bearer secret in any log line',
  {
    clock: CLOCK,
    app: { manageSecret: SECRET, bookingLimits: { perEmail: 0, perPhone: 0, perAddress: 0 } },
  },
  (h) => {
    beforeAll(() => {
      configureMail({
        logger: h.logger,
        siteUrl: 'https://www.fittizia.example',
        transport: kept,
        now: () => h.clock.now(),
      });
    });
    afterAll(async () => {
      await flushMail();
      configureMail({ logger: h.logger });
    });

    it('after a manage, standby and preferences journey no line holds a token or a guid, and each names its route', async () => {
      h.clock.set(CLOCK);
      h.logs.length = 0;
      // Each database's run reads only its own e-mails (the PGlite run's link means nothing to PostgreSQL).
      mails.length = 0;
      const secrets: string[] = [];
      const ok = async (res: Response | Promise<Response>) => {
        const answer = await res;
        expect(answer.status).toBe(200);
        return answer.json();
      };

      // Manage: booked, read, changed, "I'll be there", cancelled; and the link on an address no route has.
      const friday = onOrAfter(TODAY, 3, 5);
      const made = bookingResponse.parse(
        await ok(h.post(`/api/booking/create/${CG}`, tableBooking(CG, unpadded(friday), '18:00'))),
      );
      const token = (made.manageLink ?? '').slice(BOOKING_MANAGE_PATH.length);
      secrets.push(token);
      const manage = `/api/booking/manage/${token}`;
      await ok(h.request(manage));
      await ok(h.post(`${manage}/change`, { date: friday.iso, time: '18:30', adults: 3, children: 0 }));
      await ok(h.post(`${manage}/attend`, {}));
      expect((await h.request(`${manage}/cancel`)).status).toBe(405);
      expect((await h.request(`${manage}/elsewhere`)).status).toBe(404);
      await ok(h.post(`${manage}/cancel`, {}));

      // Standby: 19:00 for five is full; two diners join, a cancellation is offered to the first, who claims
      // it; the second leaves.
      const thursday = onOrAfter(TODAY, 3, 4);
      const five = (email: string) => ({
        ...tableBooking(CG, unpadded(thursday), '19:00', { emailAddress: email }),
        adultCovers: 5,
      });
      const full = [];
      for (const email of ['first@example.com', 'second@example.com'])
        full.push(bookingResponse.parse(await ok(h.post(`/api/booking/create/${CG}`, five(email)))));
      const join = async (email: string) => {
        const entry = standbyEntry.parse(
          await ok(
            h.post(`/api/booking/standby/join/${CG}`, {
              date: thursday.iso,
              windowFrom: '19:00',
              windowTo: '19:30',
              adultCovers: 5,
              childCovers: 0,
              firstName: 'Grace',
              lastName: 'Hopper',
              emailAddress: email,
              consent: true,
            }),
          ),
        );
        const standbyToken = entry.standbyLink.slice(STANDBY_PATH.length);
        secrets.push(standbyToken);
        return standbyToken;
      };
      const claiming = await join('grace@example.com');
      const leaving = await join('hopper@example.com');
      await ok(h.request(`/api/booking/standby/${claiming}`));
      const firstToken = (full[0]?.manageLink ?? '').slice(BOOKING_MANAGE_PATH.length);
      secrets.push(firstToken);
      await ok(h.post(`/api/booking/manage/${firstToken}/cancel`, {}));
      const claimed = standbyEntry.parse(await ok(h.post(`/api/booking/standby/${claiming}/claim`, {})));
      if (claimed.booking?.manageLink)
        secrets.push(claimed.booking.manageLink.slice(BOOKING_MANAGE_PATH.length));
      await ok(h.post(`/api/booking/standby/${leaving}/leave`, {}));

      // Preferences: a sign-up confirmed by the link of its e-mail; its guid read and saved; a guid no one has.
      await ok(h.post('/api/signup', { ...examples.signup.body, emailAddress: 'marco.logs@example.com' }));
      await flushMail();
      const confirmation = /\/sign-up\/confirm\/([A-Za-z0-9_-]{43})/.exec(mails.join('\n'))?.[1] ?? '';
      secrets.push(confirmation);
      await ok(h.post(`/api/signup/confirm/${confirmation}`, undefined));
      const [customer] = await h.rows<{ guid: string }>(
        "SELECT guid FROM customers WHERE email_key = 'marco.logs@example.com'",
      );
      const guid = customer?.guid ?? '';
      expect(guid).toMatch(/^[0-9a-f-]{36}$/);
      secrets.push(guid, examples.updateCustomerPreferences.body.customerGuid);
      await ok(h.post(`/api/exponea/getcustomerpreferences/${guid}`, undefined));
      await ok(
        h.post('/api/exponea/updateCustomerPreferences', {
          ...examples.updateCustomerPreferences.body,
          customerGuid: guid,
        }),
      );
      await ok(
        h.post('/api/exponea/updateCustomerChoices', {
          customerGuid: guid,
          choices: [{ choiceId: 'pizza-or-pasta', optionId: 'pasta' }],
        }),
      );
      await ok(
        h.post('/api/exponea/updateOccasionDates', {
          ...examples.updateOccasionDates.body,
          customerGuid: guid,
        }),
      );
      const unknown = `/api/exponea/getcustomerpreferences/${examples.updateCustomerPreferences.body.customerGuid}`;
      expect((await h.post(unknown, undefined)).status).toBe(404);
      await flushMail();

      const text = h.logText();
      for (const secret of secrets) expect(text).not.toContain(secret);
      const paths = h.logs.filter((line) => line.msg === 'request').map((line) => line.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          `/api/booking/create/${CG}`,
          `/api/booking/manage/${REDACTED}`,
          `/api/booking/manage/${REDACTED}/change`,
          `/api/booking/manage/${REDACTED}/attend`,
          `/api/booking/manage/${REDACTED}/cancel`,
          `/api/booking/manage/${REDACTED}/elsewhere`,
          `/api/booking/standby/join/${CG}`,
          `/api/booking/standby/${REDACTED}`,
          `/api/booking/standby/${REDACTED}/claim`,
          `/api/booking/standby/${REDACTED}/leave`,
          `/api/signup/confirm/${REDACTED}`,
          `/api/exponea/getcustomerpreferences/${REDACTED}`,
          '/api/exponea/updateCustomerPreferences',
        ]),
      );
      expect(h.logs.some((line) => line.msg === 'mail sent')).toBe(true);
    });
  },
);
