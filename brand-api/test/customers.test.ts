import {
  CONSENT_VERSION,
  CONSENT_WORDING,
  CONTACT_FILE_MESSAGES,
  CONTACT_MAX_FILE_BYTES,
  type ContactSendEmailRequest,
  CUSTOMER_FOUND_MESSAGE,
  CUSTOMER_GUID_LIFETIME_DAYS,
  CUSTOMER_NOT_FOUND_MESSAGE,
  choicesResponse,
  contactContentResponse,
  contactSendResponse,
  contactTypesResponse,
  customerPreferencesResponse,
  customerUpdateResponse,
  ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  examples,
  type GroupBookingRequest,
  instaMediaResponse,
  OFFER_CODE_LIMIT_MESSAGE,
  OFFER_CODE_SENT_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  offerBySlugResponse,
  restaurantOffersResponse,
  SIGNUP_CONFIRMATION_LIFETIME_HOURS,
  SIGNUP_CONFIRMATION_NOT_FOUND_MESSAGE,
  SIGNUP_CONFIRMED_MESSAGE,
  SIGNUP_SUCCESS_MESSAGE,
  type SignupInput,
  signupResponse,
  tokenResponse,
  VOUCHER_CODE_PATTERN,
  VOUCHER_MAILS_PER_ADDRESS_PER_HOUR,
  ZIP_REFUSED_MESSAGES,
} from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CUSTOMER_INTERESTS } from '../src/domains/customers/seed.ts';
import { birthdayDate, dateToSeconds, secondsToDate } from '../src/domains/customers/service/fields.ts';
import { newVoucherCode } from '../src/domains/offers/service.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import { flushMail } from '../src/shared/mail/outbox.ts';
import { docxBytes, pdfBytes, zipBombDocx } from './cv-fixtures.ts';
import { heicBytes, jpegBytes, pngBytes, webpBytes } from './file-fixtures.ts';
import { describeOnEachDatabase } from './harness.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const file = (name: string, contentType: string, bytes: Buffer) => ({
  name,
  contentType,
  content: bytes.toString('base64'),
});

describe('voucher codes (no h.database)', () => {
  it('are three groups of four from the unambiguous alphabet, and differ', () => {
    const codes = new Set(Array.from({ length: 500 }, newVoucherCode));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(VOUCHER_CODE_PATTERN);
    expect([...codes].join('')).not.toMatch(/[01ILOUV]/);
  });
});

describe('customer dates (no h.database)', () => {
  it('keep a sign-up birthday without a year in 1904, so 29 February survives', () => {
    expect(birthdayDate({ day: 29, month: 2 })).toBe('1904-02-29');
    expect(birthdayDate({ day: 7, month: 11, year: 1990 })).toBe('1990-11-07');
  });
  it('turn seconds since the epoch into the day meant, also from a local midnight', () => {
    expect(dateToSeconds('1990-05-09')).toBe(642211200);
    expect(secondsToDate(642211200)).toBe('1990-05-09');
    // 00:00 in London summer time is 23:00 UTC the day before.
    expect(secondsToDate(642211200 - 3600)).toBe('1990-05-09');
    expect(secondsToDate(dateToSeconds('1904-02-29'))).toBe('1904-02-29');
  });
});

describeOnEachDatabase('customers, offers and contact', {}, (h) => {
  const rows = <T>(text: string) => h.rows<T>(text);
  const count = (table: string, where?: string) => h.count(table, where);
  const mails = (to: string, kind?: string) =>
    rows<{ kind: string; to_address: string; subject: string; raw: string }>(
      `SELECT kind, to_address, subject, raw FROM mail_outbox WHERE lower(to_address) LIKE '%${to.toLowerCase()}%'${
        kind ? ` AND kind = '${kind}'` : ''
      } ORDER BY created_at`,
    );
  const headers = () => ({
    ...h.auth,
    'content-type': 'application/json',
    sessionId: 'test-session',
  });
  const get = (path: string) => h.app.request(path, { headers: headers() });
  const post = (path: string, body: unknown) =>
    h.app.request(path, { method: 'POST', headers: headers(), body: JSON.stringify(body) });

  afterAll(async () => {
    await flushMail();
  });

  describe('sign-up (7.8) and customer data (7.5)', () => {
    const signup = (over: Partial<SignupInput> = {}): SignupInput => ({
      emailAddress: 'marco.rossi@example.com',
      favouriteRestaurant: '1042',
      firstName: 'Marco',
      phoneNumber: '07700 900654',
      birthday: { day: 29, month: 2 },
      acceptTerms: true,
      acceptSMSTerms: true,
      acceptDaciaTerms: false,
      ...over,
    });
    const guidOf = async (email: string) =>
      (await rows<{ guid: string }>(`SELECT guid FROM customers WHERE email_key = '${email}'`))[0]?.guid;
    const prefs = async (guid: string) =>
      customerPreferencesResponse.parse(
        await (await post(`/api/exponea/getcustomerpreferences/${guid}`, undefined)).json(),
      );

    /** The token of the newest confirmation e-mail to `email` (its link is `/sign-up/confirm/<token>`). */
    const confirmationToken = async (email: string) => {
      const sent = await mails(email, 'signup-confirmation');
      return sent
        .at(-1)
        ?.raw.replace(/=\r?\n/g, '')
        .match(/\/sign-up\/confirm\/([A-Za-z0-9_-]{43})/)?.[1];
    };
    const confirm = (token: string) => post(`/api/signup/confirm/${token}`, undefined);

    it('a new address gets exactly one e-mail, the confirmation; nothing is consented and no preferences link works yet', async () => {
      const res = await post('/api/signup', signup());
      expect(res.status).toBe(200);
      expect(signupResponse.parse(await res.json()).data).toEqual({
        success: true,
        message: SIGNUP_SUCCESS_MESSAGE,
      });
      const guid = await guidOf('marco.rossi@example.com');
      expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const [customer] = await rows<{ birth_date: string | Date; fav_restaurant_code: string }>(
        `SELECT to_char(birth_date, 'YYYY-MM-DD') AS birth_date, fav_restaurant_code FROM customers WHERE guid = '${guid}'`,
      );
      expect(customer).toEqual({ birth_date: '1904-02-29', fav_restaurant_code: '1042' });
      const sent = await mails('marco.rossi@example.com');
      expect(sent.map((m) => m.kind)).toEqual(['signup-confirmation']);
      expect(sent[0]?.raw).toContain('Hello Marco,');
      expect(sent[0]?.raw.replace(/=\r?\n/g, '')).not.toContain(`${guid}`);
      expect(await confirmationToken('marco.rossi@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await count('customer_consents', `customer_guid = '${guid}'`)).toBe(0);
      expect((await post(`/api/exponea/getcustomerpreferences/${guid}`, undefined)).status).toBe(404);
    });

    it('following the link confirms once: the consents are recorded with its time and the welcome brings the preferences link', async () => {
      const guid = await guidOf('marco.rossi@example.com');
      const token = (await confirmationToken('marco.rossi@example.com')) as string;
      const at = new Date(Date.now() + 60 * 60_000);
      h.clock.set(at);
      try {
        const res = await confirm(token);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ status: 200, data: { message: SIGNUP_CONFIRMED_MESSAGE } });
        // Single use: the same link again is refused, and so is an unknown one.
        for (const again of [token, 'A'.repeat(43)]) {
          const refused = await confirm(again);
          expect(refused.status).toBe(404);
          expect(((await refused.json()) as { message: string }).message).toBe(
            SIGNUP_CONFIRMATION_NOT_FOUND_MESSAGE,
          );
        }
      } finally {
        h.clock.reset();
      }
      const [customer] = await rows<{ confirmed_at: Date | string; confirmation_token_hash: string | null }>(
        `SELECT confirmed_at, confirmation_token_hash FROM customers WHERE guid = '${guid}'`,
      );
      expect(new Date(customer?.confirmed_at as string).toISOString()).toBe(at.toISOString());
      expect(customer?.confirmation_token_hash).toBeNull();
      const consents = await rows<{
        consent: string;
        agreed: boolean;
        wording: string;
        version: string;
        recorded_at: Date | string;
      }>(
        `SELECT consent, agreed, wording, version, recorded_at FROM customer_consents WHERE customer_guid = '${guid}' ORDER BY consent`,
      );
      for (const c of consents) expect(new Date(c.recorded_at).toISOString()).toBe(at.toISOString());
      expect(consents.map(({ recorded_at: _at, ...c }) => c)).toEqual([
        {
          consent: 'marketing_email',
          agreed: true,
          wording: CONSENT_WORDING.marketingEmail,
          version: CONSENT_VERSION,
        },
        {
          consent: 'partner_terms',
          agreed: false,
          wording: CONSENT_WORDING.partnerTerms,
          version: CONSENT_VERSION,
        },
        { consent: 'sms', agreed: true, wording: CONSENT_WORDING.sms, version: CONSENT_VERSION },
        { consent: 'terms', agreed: true, wording: CONSENT_WORDING.terms, version: CONSENT_VERSION },
      ]);
      const [welcome, ...more] = await mails('marco.rossi@example.com', 'signup-welcome');
      expect(more).toEqual([]);
      expect(welcome?.raw).toContain('Hello Marco,');
      expect(welcome?.raw.replace(/=\r?\n/g, '')).toContain(`/preferences/${guid}`);
      expect((await post(`/api/exponea/getcustomerpreferences/${guid}`, undefined)).status).toBe(200);
      // The consents are a record: a row cannot be rewritten.
      await expect(
        h.database.exec(`UPDATE customer_consents SET agreed = false WHERE customer_guid = '${guid}'`),
      ).rejects.toThrow(/append-only/);
    });

    it('a confirmation link expires: past its lifetime it is refused and nothing is consented or sent', async () => {
      expect((await post('/api/signup', signup({ emailAddress: 'late.larry@example.com' }))).status).toBe(
        200,
      );
      const token = (await confirmationToken('late.larry@example.com')) as string;
      h.clock.set(new Date(Date.now() + (SIGNUP_CONFIRMATION_LIFETIME_HOURS + 1) * 60 * 60_000));
      try {
        expect((await confirm(token)).status).toBe(404);
      } finally {
        h.clock.reset();
      }
      const guid = await guidOf('late.larry@example.com');
      expect(await count('customer_consents', `customer_guid = '${guid}'`)).toBe(0);
      expect((await mails('late.larry@example.com')).map((m) => m.kind)).toEqual(['signup-confirmation']);
    });

    it("greets only a first name that passes the strict check: the issue's look-alike name gets 'Hello'", async () => {
      const lookAlike = 'Your prize is waiting at fittizia-winners\ua4f8example claim it today';
      for (const [email, firstName, hello] of [
        ['victim@example.com', lookAlike, 'Hello,'],
        ['victim.two@example.com', 'winners\ua4f8example', 'Hello,'],
        ['giulia@example.com', 'Giulia', 'Hello Giulia,'],
        ['anne.marie@example.com', "Anne-Marie O'Neil", "Hello Anne-Marie O'Neil,"],
      ] as const) {
        expect((await post('/api/signup', signup({ emailAddress: email, firstName }))).status).toBe(200);
        const sent = await mails(email);
        expect(sent.map((m) => m.kind)).toEqual(['signup-confirmation']);
        const text = (sent[0]?.raw ?? '').replace(/=\r?\n/g, '');
        expect(text).toContain(hello);
        expect(text).not.toMatch(/prize|winners/);
      }
    });

    it('a new sign-up for a pending address replaces its details and sends a new link (the old one stops working), once an hour', async () => {
      const email = 'pending.pat@example.com';
      await post('/api/signup', signup({ emailAddress: email, firstName: 'Mallory' }));
      const first = (await confirmationToken(email)) as string;
      await post('/api/signup', signup({ emailAddress: email, firstName: 'Pat' }));
      expect(await mails(email, 'signup-confirmation')).toHaveLength(1);
      h.clock.set(new Date(Date.now() + 61 * 60_000));
      try {
        await post('/api/signup', signup({ emailAddress: email, firstName: 'Pat' }));
        const second = (await confirmationToken(email)) as string;
        expect(second).not.toBe(first);
        expect((await confirm(first)).status).toBe(404);
        expect((await confirm(second)).status).toBe(200);
      } finally {
        h.clock.reset();
      }
      const [row] = await rows<{ first_name: string }>(
        `SELECT first_name FROM customers WHERE email_key = '${email}'`,
      );
      expect(row?.first_name).toBe('Pat');
      expect((await mails(email)).map((m) => m.kind)).toEqual([
        'signup-confirmation',
        'signup-confirmation',
        'signup-welcome',
      ]);
    });

    it('changes nothing for an address that already belongs to a customer, answers the same and e-mails its owner', async () => {
      const guid = await guidOf('marco.rossi@example.com');
      const before = await rows<Record<string, unknown>>(`SELECT * FROM customers WHERE guid = '${guid}'`);
      const consents = await count('customer_consents');
      const res = await post(
        '/api/signup',
        signup({
          emailAddress: 'MARCO.ROSSI@example.com',
          firstName: 'Mallory',
          favouriteRestaurant: '1057',
          phoneNumber: '07700 900999',
          acceptSMSTerms: false,
        }),
      );
      expect(res.status).toBe(200);
      expect(signupResponse.parse(await res.json()).data).toEqual({
        success: true,
        message: SIGNUP_SUCCESS_MESSAGE,
      });
      // Nothing the person typed changed anything; only the link's issue time moved (it was sent again).
      const withoutIssued = (list: Record<string, unknown>[]) =>
        list.map(({ guid_issued_at: _issued, ...rest }) => rest);
      expect(
        withoutIssued(await rows<Record<string, unknown>>(`SELECT * FROM customers WHERE guid = '${guid}'`)),
      ).toEqual(withoutIssued(before));
      expect(await count('customer_consents')).toBe(consents);
      expect(await count('customers', "email_key = 'marco.rossi@example.com'")).toBe(1);
      const notices = await mails('marco.rossi@example.com', 'signup-existing');
      expect(notices).toHaveLength(1);
      expect(notices[0]?.raw.replace(/=\r?\n/g, '')).toContain(`/preferences/${guid}`);
      expect(notices[0]?.raw).toContain('Hello Marco');
      expect(notices[0]?.raw).not.toContain('Mallory');
      // A second try within the hour sends no second notice.
      await post('/api/signup', signup());
      expect(await mails('marco.rossi@example.com', 'signup-existing')).toHaveLength(1);
    });

    it('refuses a bad sign-up with a 400 naming the field, storing and sending nothing', async () => {
      const before = [await count('customers'), await count('customer_consents'), await count('mail_outbox')];
      const cases: [Partial<SignupInput> | Record<string, unknown>, string][] = [
        [{ emailAddress: 'nope@' }, 'emailAddress'],
        [{ favouriteRestaurant: '999999' }, 'favouriteRestaurant'],
        [{ firstName: '  ' }, 'firstName'],
        [{ phoneNumber: '12' }, 'phoneNumber'],
        [{ birthday: { day: 30, month: 2 } }, 'birthday.day'],
        [{ birthday: { day: 29, month: 2, year: 2023 } }, 'birthday.day'],
        [{ birthday: { day: 31, month: 4, year: 1990 } }, 'birthday.day'],
        [{ birthday: { day: 1, month: 1, year: 1903 } }, 'birthday.year'],
        [{ acceptTerms: false as never }, 'acceptTerms'],
        [{ extra: true }, 'extra'],
      ];
      for (const [over, field] of cases) {
        const res = await post('/api/signup', {
          ...signup({ emailAddress: 'new.person@example.com' }),
          ...over,
        });
        expect(res.status, JSON.stringify(over)).toBe(400);
        expect(((await res.json()) as { message: string }).message).toContain(field);
      }
      expect([
        await count('customers'),
        await count('customer_consents'),
        await count('mail_outbox'),
      ]).toEqual(before);
      // 29 February of a leap year is a real birthday.
      const leap = await post(
        '/api/signup',
        signup({ emailAddress: 'leap@example.com', birthday: { day: 29, month: 2, year: 2000 } }),
      );
      expect(leap.status).toBe(200);
    });

    it('answers the preferences of a guid, and a not-found error for an unknown or malformed one', async () => {
      const guid = (await guidOf('marco.rossi@example.com')) as string;
      const found = await prefs(guid);
      expect(found).toEqual({
        message: CUSTOMER_FOUND_MESSAGE,
        firstName: 'Marco',
        favRestaurantCode: '1042',
        birthDate: dateToSeconds('1904-02-29'),
        gender: null,
        phoneNumber: '07700 900654',
        websiteSmsOptIn: true,
        interests: CUSTOMER_INTERESTS.map((name) => ({ name, checked: false })),
        choices: [],
        occasionDates: [],
      });
      const missing = await post(
        '/api/exponea/getcustomerpreferences/3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f7a6b32',
        undefined,
      );
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { message: string }).message).toBe(CUSTOMER_NOT_FOUND_MESSAGE);
      expect((await post('/api/exponea/getcustomerpreferences/1', undefined)).status).toBe(400);
    });

    it(`the preferences guid never expires: ${CUSTOMER_GUID_LIFETIME_DAYS} days after its last e-mail it is answered as an unknown one; a new sign-up e-mail renews it`, async () => {
      const guid = (await guidOf('marco.rossi@example.com')) as string;
      const day = 24 * 60 * 60_000;
      const at = (days: number) => {
        const later = h.createApp({ now: () => new Date(Date.now() + days * day) });
        let laterToken: string | undefined;
        return async (path: string, body?: unknown) => {
          laterToken ??= tokenResponse.parse(
            await (
              await later.request('/api/token', {
                method: 'POST',
                headers: { brandKey: DEMO_BRAND_KEY, 'content-type': 'application/json' },
                body: '{}',
              })
            ).json(),
          ).accessToken;
          return later.request(path, {
            method: 'POST',
            headers: { ...headers(), authorization: `Bearer ${laterToken}` },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
        };
      };
      const unknown = await post(
        '/api/exponea/getcustomerpreferences/3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f7a6b32',
        undefined,
      );
      const unknownAnswer = [unknown.status, await unknown.json()];
      expect(
        (await at(CUSTOMER_GUID_LIFETIME_DAYS - 1)(`/api/exponea/getcustomerpreferences/${guid}`)).status,
      ).toBe(200);
      const expired = await at(CUSTOMER_GUID_LIFETIME_DAYS + 1)(
        `/api/exponea/getcustomerpreferences/${guid}`,
      );
      expect([expired.status, await expired.json()]).toEqual(unknownAnswer);
      // An update through an expired link changes nothing either.
      const update = await at(CUSTOMER_GUID_LIFETIME_DAYS + 1)('/api/exponea/updatecustomerpreferences', {
        ...examples.updateCustomerPreferences.body,
        customerGuid: guid,
      });
      expect(update.status).toBe(404);
      // Signing up again with the address (a year on) e-mails the link again and makes it valid again.
      const later = at(CUSTOMER_GUID_LIFETIME_DAYS + 1);
      await h.database.db.execute(sql.raw("DELETE FROM mail_outbox WHERE kind = 'signup-existing'"));
      expect((await later('/api/signup', signup())).status).toBe(200);
      expect((await later(`/api/exponea/getcustomerpreferences/${guid}`)).status).toBe(200);
      await h.database.db.execute(
        sql.raw(`UPDATE customers SET guid_issued_at = now() WHERE guid = '${guid}'`),
      );
    });

    it('updates the preferences (the request is the new state) and records an SMS opt-out as a new consent row', async () => {
      const guid = (await guidOf('marco.rossi@example.com')) as string;
      const res = await post('/api/exponea/updateCustomerPreferences', {
        customerGuid: guid,
        firstName: 'Marco',
        favRestaurantCode: '1057',
        birthDate: dateToSeconds('1988-07-14') - 3600,
        gender: 'male',
        websiteSmsOptIn: false,
        interests: [
          { name: 'Offers', checked: true },
          { name: 'Events', checked: true },
        ],
      });
      expect(res.status).toBe(200);
      expect(customerUpdateResponse.parse(await res.json()).data.message).toBe('Success');
      const now = await prefs(guid);
      expect(now).toMatchObject({
        favRestaurantCode: '1057',
        birthDate: dateToSeconds('1988-07-14'),
        gender: 'male',
        phoneNumber: null,
        websiteSmsOptIn: false,
      });
      expect(now.interests.filter((i) => i.checked).map((i) => i.name)).toEqual(['Offers', 'Events']);
      const sms = await rows<{ agreed: boolean; source: string }>(
        `SELECT agreed, source FROM customer_consents WHERE customer_guid = '${guid}' AND consent = 'sms' ORDER BY id`,
      );
      expect(sms).toEqual([
        { agreed: true, source: 'signup' },
        { agreed: false, source: 'preferences' },
      ]);
    });

    it('refuses bad preferences with a 400, changing nothing; an unknown guid is 404', async () => {
      const guid = (await guidOf('marco.rossi@example.com')) as string;
      const before = await rows(`SELECT * FROM customers WHERE guid = '${guid}'`);
      const consents = await count('customer_consents');
      const good = { customerGuid: guid, firstName: 'Marco' };
      for (const body of [
        { ...good, firstName: '' },
        { ...good, favRestaurantCode: '999999' },
        { ...good, phoneNumber: 'call me' },
        { ...good, birthDate: dateToSeconds('1903-12-31') },
        { ...good, birthDate: Math.floor(Date.now() / 1000) + 3 * 86400 },
        { ...good, interests: [{ name: 'Skydiving', checked: true }] },
        {
          ...good,
          interests: [
            { name: 'Offers', checked: true },
            { name: 'Offers', checked: false },
          ],
        },
        { ...good, websiteSmsOptIn: 'yes' },
        { firstName: 'Marco' },
      ]) {
        const res = await post('/api/exponea/updateCustomerPreferences', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      const unknown = await post('/api/exponea/updateCustomerPreferences', {
        ...good,
        customerGuid: '3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f7a6b32',
      });
      expect(unknown.status).toBe(404);
      expect(await rows(`SELECT * FROM customers WHERE guid = '${guid}'`)).toEqual(before);
      expect(await count('customer_consents')).toBe(consents);
    });

    it('serves the choices page and stores one chosen option per pair', async () => {
      const choices = choicesResponse.parse(await (await get('/api/v1/content/choices')).json());
      expect(choices.length).toBeGreaterThanOrEqual(3);
      for (const c of choices) {
        expect(c.options).toHaveLength(2);
        for (const o of c.options) expect(o.image).toMatch(/^\/images\/tiles\/[\w-]+\.svg$/);
      }
      const guid = (await guidOf('marco.rossi@example.com')) as string;
      const choose = (list: { choiceId: string; optionId: string }[]) =>
        post('/api/exponea/updateCustomerChoices', { customerGuid: guid, choices: list });
      expect((await choose([{ choiceId: 'pizza-or-pasta', optionId: 'pasta' }])).status).toBe(200);
      expect(
        (
          await choose([
            { choiceId: 'pizza-or-pasta', optionId: 'pizza' },
            { choiceId: 'quiet-drink-or-party', optionId: 'party' },
          ])
        ).status,
      ).toBe(200);
      expect((await prefs(guid)).choices).toEqual([
        { choiceId: 'pizza-or-pasta', optionId: 'pizza' },
        { choiceId: 'quiet-drink-or-party', optionId: 'party' },
      ]);
      const before = await count('customer_choices');
      for (const list of [
        [{ choiceId: 'pizza-or-pasta', optionId: 'party' }],
        [{ choiceId: 'no-such-pair', optionId: 'pizza' }],
        [
          { choiceId: 'eat-in-or-delivery', optionId: 'eat-in' },
          { choiceId: 'pizza-or-pasta', optionId: 'pasta' },
          { choiceId: 'pizza-or-pasta', optionId: 'pizza' },
        ],
        [],
      ]) {
        expect((await choose(list)).status, JSON.stringify(list)).toBe(400);
      }
      expect(await count('customer_choices')).toBe(before);
      expect((await prefs(guid)).choices?.[0]).toEqual({ choiceId: 'pizza-or-pasta', optionId: 'pizza' });
    });

    it('replaces the occasion dates with the rows sent (add, remove, clear); a bad row changes nothing', async () => {
      const guid = (await guidOf('marco.rossi@example.com')) as string;
      const send = (occasions: { name: string; date: string }[]) =>
        post('/api/exponea/updateOccasionDates', { customerGuid: guid, occasions });
      expect(
        (
          await send([
            { name: 'Wedding anniversary', date: '2025-6-14' },
            { name: "Anna's birthday", date: '2024-2-29' },
          ])
        ).status,
      ).toBe(200);
      expect((await prefs(guid)).occasionDates).toEqual([
        { name: 'Wedding anniversary', date: '2025-6-14' },
        { name: "Anna's birthday", date: '2024-2-29' },
      ]);
      expect((await send([{ name: "Anna's birthday", date: '2024-2-29' }])).status).toBe(200);
      expect((await prefs(guid)).occasionDates).toEqual([{ name: "Anna's birthday", date: '2024-2-29' }]);
      for (const list of [
        [{ name: 'Party', date: '2025-02-03' }],
        [{ name: 'Party', date: '2025-2-30' }],
        [{ name: '', date: '2025-2-3' }],
        [{ name: 'Party', date: '1800-2-3' }],
        Array.from({ length: 21 }, (_, i) => ({ name: `Day ${i}`, date: '2025-1-1' })),
      ]) {
        expect((await send(list)).status).toBe(400);
      }
      expect((await prefs(guid)).occasionDates).toEqual([{ name: "Anna's birthday", date: '2024-2-29' }]);
      expect((await send([])).status).toBe(200);
      expect((await prefs(guid)).occasionDates).toEqual([]);
    });
  });

  describe('contact (7.3)', () => {
    const enquiry = (over: Partial<ContactSendEmailRequest> = {}): ContactSendEmailRequest => ({
      firstName: 'Tom',
      lastName: 'Baker',
      email: 'tom.baker@example.com',
      phone: '07700 900456',
      message: 'I left a blue scarf at table 12 on Friday evening. <b>Could you check?</b>',
      enquiryType: '2',
      enquiryRestaurant: '1042',
      contactReasonId: 'visit',
      contactSubReasonId: 'visit-lost-property',
      uploadedFiles: [],
      ...over,
    });
    const group = (over: Partial<GroupBookingRequest> = {}): GroupBookingRequest => ({
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya.shah@example.com',
      message: 'Office leaving do for 30, ideally a private area and a set menu.',
      enquiryRestaurant: '1057',
      guests: 30,
      preferredDate: `${new Date().getFullYear() + 1}-4-18`,
      uploadedFiles: [],
      ...over,
    });
    const stored = async () => [await count('contact_enquiries'), await count('contact_enquiry_files')];

    it('lists the enquiry types, and the reasons with sub-reasons and every restaurant', async () => {
      const types = contactTypesResponse.parse(await (await get('/api/contact/contactTypes')).json()).data;
      expect(types.map((t) => t.name)).toContain('General enquiry');
      const content = contactContentResponse.parse(await (await get('/api/contact/content')).json());
      expect(content.contactReasons.find((r) => r.id === 'visit')?.subReasons.map((s) => s.id)).toContain(
        'visit-lost-property',
      );
      expect(content.contactReasons.find((r) => r.id === 'gift-cards')?.subReasons).toEqual([]);
      expect(content.restaurants).toHaveLength(await count('restaurants'));
      expect(content.restaurants.find((r) => r.storeId === '1042')).toMatchObject({ city: 'manchester' });
    });

    it('stores an enquiry with five files of every accepted kind, and acknowledges it by e-mail', async () => {
      const files = [
        file('receipt.pdf', 'application/pdf', pdfBytes()),
        file('Scarf photo.JPG', 'image/jpeg', jpegBytes(2000)),
        file('table.png', 'image/png', pngBytes()),
        file('notes.docx', DOCX, docxBytes()),
        file('map.webp', 'image/webp', webpBytes()),
      ];
      const res = await post('/api/contact/sendemail', enquiry({ uploadedFiles: files }));
      expect(res.status).toBe(200);
      expect(contactSendResponse.parse(await res.json()).data.statusCode).toBe(200);
      const withReads = h.createApp({ testReads: true });
      const [saved, ...more] = (await (
        await withReads.request('/test/contact-enquiries?email=Tom.Baker@example.com')
      ).json()) as {
        kind: string;
        contactSubReasonId: string;
        sessionId: string;
        files: { name: string; contentType: string; size: number; sha256: string }[];
      }[];
      expect(more).toEqual([]);
      expect(saved).toMatchObject({
        kind: 'contact',
        contactSubReasonId: 'visit-lost-property',
        sessionId: 'test-session',
      });
      expect(saved?.files.map((f) => [f.name, f.contentType, f.size])).toEqual([
        ['receipt.pdf', 'application/pdf', pdfBytes().length],
        ['Scarf photo.JPG', 'image/jpeg', jpegBytes(2000).length],
        ['table.png', 'image/png', pngBytes().length],
        ['notes.docx', DOCX, docxBytes().length],
        ['map.webp', 'image/webp', webpBytes().length],
      ]);
      const [bytes] = await rows<{ content: Uint8Array; sha256: string }>(
        "SELECT f.content, f.sha256 FROM contact_enquiry_files f JOIN contact_enquiries e ON e.id = f.enquiry_id WHERE e.email_key = 'tom.baker@example.com' AND f.position = 0",
      );
      expect(Buffer.from(bytes?.content ?? []).equals(pdfBytes())).toBe(true);
      expect(bytes?.sha256).toMatch(/^[0-9a-f]{64}$/);
      // Uploads: every file is stored under a generated name of its detected type.
      const names = await rows<{ stored_name: string }>(
        "SELECT f.stored_name FROM contact_enquiry_files f JOIN contact_enquiries e ON e.id = f.enquiry_id WHERE e.email_key = 'tom.baker@example.com' ORDER BY f.position",
      );
      expect(names.map((n) => n.stored_name.replace(/^[0-9a-f-]{36}/, 'id'))).toEqual([
        'id.pdf',
        'id.jpg',
        'id.png',
        'id.docx',
        'id.webp',
      ]);
      const [ack, ...others] = await mails('tom.baker@example.com', 'contact-acknowledgement');
      expect(others).toEqual([]);
      const [{ reference } = { reference: '' }] = await rows<{ reference: string }>(
        "SELECT reference FROM contact_enquiries WHERE email_key = 'tom.baker@example.com'",
      );
      expect(reference).toMatch(/^[A-Z2-9]{8}$/);
      expect(ack?.subject).toBe(`We have your message (ref. ${reference})`);
    });

    it("mail relay: an acknowledgement says what was received and its reference, with none of the sender's words or links", async () => {
      const attack = {
        // Names are letters only (contract person.ts): a link in a name is refused before this point.
        firstName: 'Win a prize',
        lastName: 'Visit now',
        email: 'stranger@example.org',
        message: 'You have won £1,000! Claim it at https://evil.example/claim?id=42 before midnight.',
      };
      const res = await post(
        '/api/contact/sendemail',
        enquiry({
          ...attack,
          uploadedFiles: [file('click https evil.example.pdf', 'application/pdf', pdfBytes())],
        }),
      );
      expect(res.status).toBe(200);
      const [ack] = await mails('stranger@example.org', 'contact-acknowledgement');
      const raw = (ack?.raw ?? '').replace(/=\r?\n/g, '');
      for (const word of ['evil', 'prize', 'Claim', 'midnight', '1,000', 'Visit', 'Win a']) {
        expect(raw).not.toContain(word);
      }
      const [{ reference } = { reference: '' }] = await rows<{ reference: string }>(
        "SELECT reference FROM contact_enquiries WHERE email_key = 'stranger@example.org'",
      );
      expect(raw).toContain(reference);
      expect(raw).toContain('Attached: 1 file');
      // The enquiry itself (for the brand) keeps everything that was sent.
      expect(await count('contact_enquiries', `message LIKE '%evil.example%'`)).toBe(1);
    });

    it(`sends one address at most ${ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY} acknowledgements a day; the enquiries past it are still received`, async () => {
      const to = 'flooded@example.org';
      for (let i = 0; i < ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2; i++) {
        const res = await post(
          i % 2 ? '/api/contact/group-booking' : '/api/contact/sendemail',
          i % 2 ? group({ email: to }) : enquiry({ email: to }),
        );
        expect(res.status).toBe(200);
      }
      expect(await count('contact_enquiries', `email_key = '${to}'`)).toBe(
        ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2,
      );
      expect(await mails(to)).toHaveLength(ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY);
    });

    it('stores a group-booking enquiry with a HEIC photo and acknowledges it', async () => {
      const res = await post(
        '/api/contact/group-booking',
        group({ uploadedFiles: [file('room.heic', 'image/heic', heicBytes())] }),
      );
      expect(res.status).toBe(200);
      expect(contactSendResponse.parse(await res.json()).data.statusCode).toBe(200);
      const [saved] = await rows<{ kind: string; guests: number; store_id: string }>(
        "SELECT kind, guests, store_id FROM contact_enquiries WHERE email_key = 'priya.shah@example.com'",
      );
      expect(saved).toEqual({ kind: 'group-booking', guests: 30, store_id: '1057' });
      expect(await count('contact_enquiry_files', "name = 'room.heic'")).toBe(1);
      const acks = await mails('priya.shah@example.com', 'group-booking-acknowledgement');
      expect(acks.map((m) => m.subject)).toEqual([
        expect.stringMatching(/^We have your group booking enquiry \(ref\. [A-Z2-9]{8}\)$/),
      ]);
    });

    describe('refuses with a 400 and stores and sends nothing', () => {
      const pdf = pdfBytes();
      const big = (n: number) => Buffer.concat([pdf, Buffer.alloc(n - pdf.length)]);
      const cases: [string, string, () => unknown, string][] = [
        [
          'uploads: a zip-bomb .docx (unpacking to 80 MB)',
          'sendemail',
          () => enquiry({ uploadedFiles: [file('notes.docx', DOCX, zipBombDocx())] }),
          `The file "notes.docx" ${ZIP_REFUSED_MESSAGES.tooLarge}`,
        ],
        [
          'a text file renamed .pdf',
          'sendemail',
          () =>
            enquiry({
              uploadedFiles: [file('receipt.pdf', 'application/pdf', Buffer.from('just some text'))],
            }),
          `The file "receipt.pdf" ${CONTACT_FILE_MESSAGES.type}`,
        ],
        [
          'a PNG named .pdf',
          'sendemail',
          () => enquiry({ uploadedFiles: [file('scan.pdf', 'application/pdf', pngBytes())] }),
          '"scan.pdf"',
        ],
        [
          'a PDF declared as an image',
          'sendemail',
          () => enquiry({ uploadedFiles: [file('scan.pdf', 'image/png', pdf)] }),
          '"scan.pdf"',
        ],
        [
          'a GIF',
          'sendemail',
          () =>
            enquiry({
              uploadedFiles: [file('a.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))],
            }),
          '"a.gif"',
        ],
        [
          'a sixth file',
          'sendemail',
          () =>
            enquiry({
              uploadedFiles: Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`, 'application/pdf', pdf)),
            }),
          CONTACT_FILE_MESSAGES.tooMany,
        ],
        [
          'a file over 5 MB',
          'group-booking',
          () =>
            group({
              uploadedFiles: [file('menu.pdf', 'application/pdf', big(CONTACT_MAX_FILE_BYTES + 1))],
            }),
          `The file "menu.pdf" ${CONTACT_FILE_MESSAGES.tooLarge}`,
        ],
        [
          'files over 10 MB together',
          'group-booking',
          () =>
            group({
              uploadedFiles: [
                file('a.pdf', 'application/pdf', big(CONTACT_MAX_FILE_BYTES)),
                file('b.pdf', 'application/pdf', big(CONTACT_MAX_FILE_BYTES)),
                file('c.pdf', 'application/pdf', big(40_000)),
              ],
            }),
          CONTACT_FILE_MESSAGES.totalTooLarge,
        ],
        ['an unknown enquiry type', 'sendemail', () => enquiry({ enquiryType: '99' }), 'enquiryType'],
        [
          'an unknown restaurant',
          'sendemail',
          () => enquiry({ enquiryRestaurant: '999999' }),
          'enquiryRestaurant',
        ],
        [
          "another reason's sub-reason",
          'sendemail',
          () => enquiry({ contactSubReasonId: 'delivery-late' }),
          'contactSubReasonId',
        ],
        [
          'no sub-reason for a reason that has them',
          'sendemail',
          () => enquiry({ contactSubReasonId: undefined }),
          'contactSubReasonId',
        ],
        ['a blank message', 'sendemail', () => enquiry({ message: '  ' }), 'message'],
        ['a bad e-mail', 'sendemail', () => enquiry({ email: 'tom@' }), 'email'],
        ['no guests', 'group-booking', () => group({ guests: 0 }), 'guests'],
        [
          'a preferred date in the past',
          'group-booking',
          () => group({ preferredDate: '2020-1-1' }),
          'preferredDate',
        ],
        ['an unknown field', 'group-booking', () => ({ ...group(), extra: 1 }), 'extra'],
      ];
      it.each(cases)('%s', async (_name, call, body, fragment) => {
        const before = [...(await stored()), await count('mail_outbox')];
        const res = await post(`/api/contact/${call}`, body());
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toContain(fragment);
        expect([...(await stored()), await count('mail_outbox')]).toEqual(before);
      });
    });

    it('writes neither the enquiry nor any file when storing a file fails half-way', async () => {
      await h.database.exec(`
          CREATE OR REPLACE FUNCTION refuse_contact_file() RETURNS trigger AS $$
          BEGIN
            IF NEW.name = 'explode.pdf' THEN RAISE EXCEPTION 'disk full'; END IF;
            RETURN NEW;
          END;
          $$ LANGUAGE plpgsql;
          CREATE TRIGGER refuse_contact_file BEFORE INSERT ON contact_enquiry_files
            FOR EACH ROW EXECUTE FUNCTION refuse_contact_file();
        `);
      try {
        const before = [...(await stored()), await count('mail_outbox')];
        const res = await post(
          '/api/contact/sendemail',
          enquiry({
            email: 'half@example.com',
            uploadedFiles: [
              file('fine.pdf', 'application/pdf', pdfBytes()),
              file('explode.pdf', 'application/pdf', pdfBytes()),
            ],
          }),
        );
        expect(res.status).toBe(500);
        expect([...(await stored()), await count('mail_outbox')]).toEqual(before);
      } finally {
        await h.database.exec('DROP TRIGGER refuse_contact_file ON contact_enquiry_files');
      }
    });
  });

  describe('offers (7.7)', () => {
    it('looks an offer up by slug, in any case, with every field; an unknown slug is 404 with the message', async () => {
      const res = await get('/api/offer/getofferbyslug?offerSlug=30-OFF-Students');
      expect(res.status).toBe(200);
      expect(offerBySlugResponse.parse(await res.json()).data).toEqual({
        id: 'off-students',
        offerSlug: '30-off-students',
        title: '30% off for students',
        description: expect.any(String),
        termAndConditions: expect.any(String),
        successButtonText: 'Find a restaurant',
        successButtonUrl: '/restaurants',
        overrideSuccessUrl: false,
        validityText: expect.any(String),
        image: '/images/tiles/students.svg',
      });
      const missing = await get('/api/offer/getofferbyslug?offerSlug=no-such-offer');
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { message: string }).message).toBe(OFFER_NOT_FOUND_MESSAGE);
    });

    it("lists a restaurant's offers: brand-wide ones and its own", async () => {
      const res = await get('/api/offer/rest/1031');
      const slugs = restaurantOffersResponse.parse(await res.json()).data.map((o) => o.offerSlug);
      expect(slugs).toContain('30-off-students');
      expect(slugs).toContain('cardiff-bay-weekend-brunch');
      expect(slugs).not.toContain('island-lunch');
      expect((await get('/api/offer/rest/999999')).status).toBe(404);
    });

    const codesOf = (email: string) =>
      rows<{ code: string }>(
        `SELECT code FROM offer_vouchers WHERE email_key = '${email.toLowerCase()}' ORDER BY created_at`,
      );

    it('a voucher claim answers the same whether or not the address claimed before, never carries the code, and a repeat claim re-sends the same code', async () => {
      const claim = (emailAddress: string, offerSlug = '30-off-students') =>
        post('/api/offer/getcode', { offerSlug, emailAddress, acceptTerms: true });
      const first = await claim('sam.student@example.ac.uk');
      expect(first.status).toBe(200);
      const text = await first.text();
      expect(JSON.parse(text)).toEqual({ message: OFFER_CODE_SENT_MESSAGE });
      const [stored] = await codesOf('sam.student@example.ac.uk');
      expect(stored?.code).toMatch(VOUCHER_CODE_PATTERN);
      expect(text).not.toContain(stored?.code);
      expect(text).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
      const again = await claim('Sam.Student@Example.AC.uk');
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(text);
      expect(JSON.parse(text)).toEqual({ message: 'If this address can have a code, it is on its way.' });
      expect(await count('offer_vouchers', "email_key = 'sam.student@example.ac.uk'")).toBe(1);
      const sent = await mails('sam.student@example.ac.uk', 'voucher');
      expect(sent).toHaveLength(2);
      expect(sent[0]?.subject).toBe('Your voucher code: 30% off for students');
      for (const m of sent) expect(m.raw).toContain(stored?.code);
      // Another offer is another code, sent to the address.
      expect((await claim('sam.student@example.ac.uk', 'kids-eat-free')).status).toBe(200);
      const codes = await codesOf('sam.student@example.ac.uk');
      expect(codes).toHaveLength(2);
      expect(codes[1]?.code).not.toBe(stored?.code);
      expect(await mails('sam.student@example.ac.uk', 'voucher')).toHaveLength(3);
    });

    it(`re-sends at most ${VOUCHER_MAILS_PER_ADDRESS_PER_HOUR} voucher e-mails an hour to one address: past that 429 with the message, nothing sent`, async () => {
      // sam.student@example.ac.uk has had three this hour (the test above): the next claim is refused.
      const before = await count('mail_outbox');
      const res = await post('/api/offer/getcode', {
        offerSlug: 'aperitivo-hour',
        emailAddress: 'SAM.student@example.ac.uk',
        acceptTerms: true,
      });
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ message: OFFER_CODE_LIMIT_MESSAGE, field: 'emailAddress' });
      expect(await count('mail_outbox')).toBe(before);
    });

    it('answers concurrent first claims with one code, stored once and e-mailed within the hourly limit', async () => {
      const email = 'race@example.com';
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          post('/api/offer/getcode', {
            offerSlug: 'aperitivo-hour',
            emailAddress: email,
            acceptTerms: true,
          }),
        ),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      expect(await count('offer_vouchers', `email_key = '${email}'`)).toBe(1);
      const sent = await mails(email, 'voucher');
      expect(sent).toHaveLength(VOUCHER_MAILS_PER_ADDRESS_PER_HOUR);
      const [stored] = await codesOf(email);
      for (const m of sent) expect(m.raw).toContain(stored?.code);
    });

    it('refuses an unknown offer, unaccepted terms and a bad e-mail, storing and sending nothing', async () => {
      const before = [await count('offer_vouchers'), await count('mail_outbox')];
      const unknown = await post('/api/offer/getcode', {
        offerSlug: 'no-such-offer',
        emailAddress: 'x@example.com',
        acceptTerms: true,
      });
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { message: string }).message).toBe(OFFER_NOT_FOUND_MESSAGE);
      for (const body of [
        { offerSlug: '30-off-students', emailAddress: 'x@example.com', acceptTerms: false },
        { offerSlug: '30-off-students', emailAddress: 'x@', acceptTerms: true },
        { offerSlug: '30-off-students', emailAddress: 'x@example.com' },
        { offerSlug: '30-off-students', emailAddress: 'x@example.com', acceptTerms: true, extra: 1 },
      ]) {
        const res = await post('/api/offer/getcode', body);
        expect(res.status).toBe(400);
      }
      expect([await count('offer_vouchers'), await count('mail_outbox')]).toEqual(before);
    });
  });

  describe('social feed and test reads', () => {
    it('answers the seeded photo feed, newest first, with pictures the site has', async () => {
      const feed = instaMediaResponse.parse(await (await get('/api/social/insta/media')).json()).data;
      expect(feed.length).toBeGreaterThanOrEqual(6);
      const times = feed.map((m) => m.timestamp ?? '');
      expect([...times].sort().reverse()).toEqual(times);
      for (const item of feed) expect(item.media_url).toMatch(/^\/images\/tiles\/[\w-]+\.svg$/);
    });

    it('mounts the customer, voucher and mail-outbox reads only when asked for', async () => {
      for (const path of [
        '/test/customers?email=marco.rossi@example.com',
        '/test/vouchers?email=x',
        '/test/mail-outbox?to=x',
      ]) {
        expect((await h.app.request(path)).status).toBe(404);
      }
      const withReads = h.createApp({ testReads: true });
      const [customer] = (await (
        await withReads.request('/test/customers?email=Marco.Rossi@example.com')
      ).json()) as {
        guid: string;
        consents: { consent: string }[];
      }[];
      expect(customer?.guid).toMatch(/^[0-9a-f-]{36}$/);
      expect(customer?.consents.length).toBeGreaterThanOrEqual(4);
      const vouchers = (await (
        await withReads.request('/test/vouchers?email=sam.student@example.ac.uk')
      ).json()) as {
        offerSlug: string;
        code: string;
      }[];
      expect(vouchers.map((v) => v.offerSlug)).toEqual(['30-off-students', 'kids-eat-free']);
      const outbox = (await (
        await withReads.request('/test/mail-outbox?to=Sam.Student@example.ac.uk')
      ).json()) as {
        kind: string;
        raw: string;
      }[];
      expect(outbox.map((m) => m.kind)).toEqual(['voucher', 'voucher', 'voucher']);
      expect(outbox[0]?.raw).toContain(vouchers[0]?.code);
      expect((await withReads.request('/test/mail-outbox')).status).toBe(400);
    });
  });
});
