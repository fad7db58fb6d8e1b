import {
  CONSENT_VERSION,
  CONSENT_WORDING,
  CUSTOMER_FOUND_MESSAGE,
  CUSTOMER_GUID_LIFETIME_DAYS,
  CUSTOMER_NOT_FOUND_MESSAGE,
  choicesResponse,
  customerPreferencesResponse,
  customerUpdateResponse,
  examples,
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
} from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_INTERESTS } from '../src/domains/customers/seed.ts';
import { birthdayDate, dateToSeconds, secondsToDate } from '../src/domains/customers/service/fields.ts';
import { newVoucherCode } from '../src/domains/offers/service.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import { customerCalls } from './customer-calls.ts';
import { describeOnEachDatabase } from './harness.ts';

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

describeOnEachDatabase('customers and offers', {}, (h) => {
  const { rows, count, mails, headers, get, post } = customerCalls(h);

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
        validityText: expect.stringMatching(/^Valid until \d{1,2} [A-Z][a-z]+ \d{4}$/),
        image: '/images/tiles/students.svg',
        validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        ended: false,
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
