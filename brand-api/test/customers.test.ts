import { Writable } from 'node:stream';
import {
  OFFER_CODE_SENT_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  offerBySlugResponse,
  offerCodeResponse,
  restaurantOffersResponse,
  tokenResponse,
  VOUCHER_CODE_PATTERN,
} from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { flushMail } from '../src/mail/outbox.ts';
import { newVoucherCode } from '../src/modules/offers.ts';
import { DEMO_BRAND_KEY } from '../src/seed/brand.ts';
import { seed } from '../src/seed/seed.ts';
import { testDatabases } from './databases.ts';

describe('voucher codes (no database)', () => {
  it('are three groups of four from the unambiguous alphabet, and differ', () => {
    const codes = new Set(Array.from({ length: 500 }, newVoucherCode));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(VOUCHER_CODE_PATTERN);
    expect([...codes].join('')).not.toMatch(/[01ILOUV]/);
  });
});

for (const kind of testDatabases) {
  describe(`customers, offers and contact on ${kind.name}`, () => {
    if (kind.unavailable) {
      it.runIf(process.env.CI)(`runs in CI (${kind.unavailable})`, () => {
        throw new Error(`${kind.name} integration tests must run in CI: ${kind.unavailable}`);
      });
      it.skipIf(process.env.CI)(`skipped locally: ${kind.unavailable}`, () => {});
      return;
    }

    let database: Database;
    let dispose: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let token: string;
    const logger = pino({ level: 'silent' }, new Writable({ write: (_c, _e, done) => done() }));

    const rows = async <T>(text: string): Promise<T[]> =>
      ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
    const count = async (table: string, where = 'true') =>
      (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))[0]?.n ?? 0;
    const mails = (to: string, kind?: string) =>
      rows<{ kind: string; to_address: string; subject: string; raw: string }>(
        `SELECT kind, to_address, subject, raw FROM mail_outbox WHERE lower(to_address) LIKE '%${to.toLowerCase()}%'${
          kind ? ` AND kind = '${kind}'` : ''
        } ORDER BY created_at`,
      );
    const headers = () => ({
      brandKey: DEMO_BRAND_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      sessionId: 'test-session',
    });
    const get = (path: string) => app.request(path, { headers: headers() });
    const post = (path: string, body: unknown) =>
      app.request(path, { method: 'POST', headers: headers(), body: JSON.stringify(body) });

    beforeAll(async () => {
      ({ database, dispose } = await kind.open());
      await migrate(database);
      await seed(database);
      app = createApp({ database, logger });
      const res = await app.request('/api/token', {
        method: 'POST',
        headers: { brandKey: DEMO_BRAND_KEY, 'content-type': 'application/json' },
        body: '{}',
      });
      token = tokenResponse.parse(await res.json()).accessToken;
    }, 120_000);
    afterAll(async () => {
      await flushMail();
      await dispose?.();
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

      it('gives one code per e-mail and offer: a repeat claim answers the same code and sends no second e-mail', async () => {
        const claim = (emailAddress: string, offerSlug = '30-off-students') =>
          post('/api/offer/getcode', { offerSlug, emailAddress, acceptTerms: true });
        const first = await claim('sam.student@example.ac.uk');
        expect(first.status).toBe(200);
        const a = offerCodeResponse.parse(await first.json());
        expect(a.message).toBe(OFFER_CODE_SENT_MESSAGE);
        expect(a.voucherCode).toMatch(VOUCHER_CODE_PATTERN);
        const again = offerCodeResponse.parse(await (await claim('Sam.Student@Example.AC.uk')).json());
        expect(again).toEqual(a);
        expect(await count('offer_vouchers', "email_key = 'sam.student@example.ac.uk'")).toBe(1);
        const sent = await mails('sam.student@example.ac.uk', 'voucher');
        expect(sent).toHaveLength(1);
        expect(sent[0]?.subject).toBe('Your voucher code: 30% off for students');
        expect(sent[0]?.raw).toContain(a.voucherCode);
        // Another offer is another code.
        const other = offerCodeResponse.parse(
          await (await claim('sam.student@example.ac.uk', 'kids-eat-free')).json(),
        );
        expect(other.voucherCode).not.toBe(a.voucherCode);
        expect(await mails('sam.student@example.ac.uk', 'voucher')).toHaveLength(2);
      });

      it('answers concurrent first claims with one code, stored once and e-mailed once', async () => {
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
        const codes = new Set<string | undefined>();
        for (const res of answers) {
          expect(res.status).toBe(200);
          codes.add(offerCodeResponse.parse(await res.json()).voucherCode);
        }
        expect(codes.size).toBe(1);
        expect(await count('offer_vouchers', `email_key = '${email}'`)).toBe(1);
        expect(await mails(email, 'voucher')).toHaveLength(1);
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
  });
}
