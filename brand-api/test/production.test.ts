import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BOOKING_MANAGE_PATH, BookingErrorCode, bookingResponse, managedBooking } from '@fittizia/contract';
import { DEV_CALENDAR_LINK_SECRET, verifiedCalendarQuery } from '@fittizia/contract/calendar-link';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { unpadded } from '../src/domains/booking/service/calendar.ts';
import { manageToken } from '../src/domains/booking/service/manage.ts';
import { seedBrands } from '../src/domains/brand/index.ts';
import { appSettingsFromConfig } from '../src/server.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import {
  BOOKING_MANAGE_SECRET_REQUIRED,
  BRAND_KEYS_REQUIRED,
  CALENDAR_LINK_SECRET_REQUIRED,
  CONTENT_PREVIEW_SECRET_REQUIRED,
  DEV_BOOKING_MANAGE_SECRET,
  DEV_CONTENT_PREVIEW_SECRET,
  DEV_PREORDER_LINK_SECRET,
  DEV_UNSUBSCRIBE_LINK_SECRET,
  loadBrandApiConfig,
  PREORDER_LINK_SECRET_REQUIRED,
  UNSUBSCRIBE_LINK_SECRET_REQUIRED,
} from '../src/shared/config.ts';
import { DEV_OUTBOX_PATH } from '../src/shared/mail/dev-outbox.ts';
import { configureMail, flushMail } from '../src/shared/mail/index.ts';
import { describeOnEachDatabase, issueToken } from './harness.ts';
import { CLOCK, expectRefusal, onOrAfter, TODAY, tableBooking } from './manage-fixtures.ts';

/*
 * No published secret in production: with NODE_ENV=production the brand API starts only with its own
 * manage-link secret, calendar-link secret and brand keys, and serves no development or test route.
 */

const BRAND_KEY = 'a-production-brand-key-of-this-test';
const PRODUCTION = {
  NODE_ENV: 'production',
  BOOKING_MANAGE_SECRET: 'a-production-manage-secret-of-at-least-32-characters',
  CALENDAR_LINK_SECRET: 'a-production-calendar-secret-of-at-least-32-characters',
  CONTENT_PREVIEW_SECRET: 'a-production-preview-secret-of-at-least-32-characters',
  UNSUBSCRIBE_LINK_SECRET: 'a-production-unsubscribe-secret-of-at-least-32-characters',
  PREORDER_LINK_SECRET: 'a-production-preorder-secret-of-at-least-32-characters',
  BRAND_KEYS: BRAND_KEY,
};

/** The configuration's message for `env`, or '' when it starts. */
const refusal = (env: Record<string, string | undefined>) => {
  try {
    loadBrandApiConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('production configuration', () => {
  it('starts with its own secrets and brand keys', () => {
    const config = loadBrandApiConfig(PRODUCTION);
    expect(config.BOOKING_MANAGE_SECRET).toBe(PRODUCTION.BOOKING_MANAGE_SECRET);
    expect(config.CALENDAR_LINK_SECRET).toBe(PRODUCTION.CALENDAR_LINK_SECRET);
    expect(config.UNSUBSCRIBE_LINK_SECRET).toBe(PRODUCTION.UNSUBSCRIBE_LINK_SECRET);
    expect(config.BRAND_KEYS).toEqual([BRAND_KEY]);
    expect(config.BRAND_API_DEV_OUTBOX).toBe(false);
    expect(config.CONTENT_PREVIEW_SECRET).toBe(PRODUCTION.CONTENT_PREVIEW_SECRET);
    // No origin may call the content service until one is configured.
    expect(config.CONTENT_EDITOR_ORIGINS).toEqual([]);
    expect(
      loadBrandApiConfig({
        ...PRODUCTION,
        CONTENT_EDITOR_ORIGINS: 'https://editor.example/, https://b.example',
      }).CONTENT_EDITOR_ORIGINS,
    ).toEqual(['https://editor.example', 'https://b.example']);
  });

  it.each([
    ['BOOKING_MANAGE_SECRET', undefined, BOOKING_MANAGE_SECRET_REQUIRED],
    ['BOOKING_MANAGE_SECRET', DEV_BOOKING_MANAGE_SECRET, BOOKING_MANAGE_SECRET_REQUIRED],
    ['BOOKING_MANAGE_SECRET', 'short', 'must be at least 32 characters'],
    ['CALENDAR_LINK_SECRET', undefined, CALENDAR_LINK_SECRET_REQUIRED],
    ['CALENDAR_LINK_SECRET', DEV_CALENDAR_LINK_SECRET, CALENDAR_LINK_SECRET_REQUIRED],
    ['CONTENT_PREVIEW_SECRET', undefined, CONTENT_PREVIEW_SECRET_REQUIRED],
    ['CONTENT_PREVIEW_SECRET', DEV_CONTENT_PREVIEW_SECRET, CONTENT_PREVIEW_SECRET_REQUIRED],
    ['CONTENT_PREVIEW_SECRET', 'short', 'must be at least 32 characters'],
    ['UNSUBSCRIBE_LINK_SECRET', undefined, UNSUBSCRIBE_LINK_SECRET_REQUIRED],
    ['UNSUBSCRIBE_LINK_SECRET', DEV_UNSUBSCRIBE_LINK_SECRET, UNSUBSCRIBE_LINK_SECRET_REQUIRED],
    ['UNSUBSCRIBE_LINK_SECRET', 'short', 'must be at least 32 characters'],
    ['PREORDER_LINK_SECRET', undefined, PREORDER_LINK_SECRET_REQUIRED],
    ['PREORDER_LINK_SECRET', DEV_PREORDER_LINK_SECRET, PREORDER_LINK_SECRET_REQUIRED],
    ['BRAND_KEYS', undefined, BRAND_KEYS_REQUIRED],
    ['BRAND_KEYS', DEMO_BRAND_KEY, BRAND_KEYS_REQUIRED],
    ['BRAND_KEYS', `${BRAND_KEY},${DEMO_BRAND_KEY}`, BRAND_KEYS_REQUIRED],
    ['BRAND_API_DEV_OUTBOX', 'true', 'must not be true in production'],
    ['BRAND_API_TEST_READS', 'true', 'must not be true in production'],
    ['BRAND_API_EXPOSE_ROW_COUNTS', 'true', 'must not be true in production'],
  ])('refuses %s=%s, naming it', (name, value, message) => {
    const said = refusal({ ...PRODUCTION, [name]: value });
    expect(said).toContain(`${name}: ${message}`);
    // One line, for the one variable.
    expect(said.split('\n')).toHaveLength(2);
  });

  it('refuses a CONTENT_EDITOR_ORIGINS entry that is not an origin, naming it and its place', () => {
    expect(refusal({ ...PRODUCTION, CONTENT_EDITOR_ORIGINS: 'https://ok.example,not an origin' })).toContain(
      'CONTENT_EDITOR_ORIGINS.1: each origin must be an http:// or https:// origin',
    );
  });

  it('says how to make a secret', () => {
    expect(refusal({ NODE_ENV: 'production' })).toMatch(/openssl rand -hex 32/);
  });

  it('keeps the development values outside production, so nothing needs setting', () => {
    const config = loadBrandApiConfig({});
    expect(config.BOOKING_MANAGE_SECRET).toBe(DEV_BOOKING_MANAGE_SECRET);
    expect(config.CALENDAR_LINK_SECRET).toBe(DEV_CALENDAR_LINK_SECRET);
    expect(config.UNSUBSCRIBE_LINK_SECRET).toBe(DEV_UNSUBSCRIBE_LINK_SECRET);
    expect(config.BRAND_KEYS).toEqual([DEMO_BRAND_KEY]);
    expect(config.BRAND_API_DEV_OUTBOX).toBe(true);
  });

  it('the server exits non-zero naming each missing secret', { timeout: 30_000 }, () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        BOOKING_MANAGE_SECRET: DEV_BOOKING_MANAGE_SECRET,
        BRAND_API_PORT: '1',
      },
    });
    expect(run.status).toBe(78);
    for (const name of [
      'BOOKING_MANAGE_SECRET',
      'CALENDAR_LINK_SECRET',
      'UNSUBSCRIBE_LINK_SECRET',
      'PREORDER_LINK_SECRET',
      'BRAND_KEYS',
    ]) {
      expect(run.stderr).toContain(`${name}: `);
    }
  });
});

describeOnEachDatabase('a brand API configured for production', { clock: CLOCK }, (h) => {
  const CG = BOOKING_STORES.flagship;
  let app: ReturnType<typeof h.createApp>;
  let auth: Record<string, string>;

  beforeAll(async () => {
    await seedBrands(h.database, [BRAND_KEY]);
    app = h.createApp(appSettingsFromConfig(loadBrandApiConfig(PRODUCTION)));
    auth = { brandKey: BRAND_KEY, authorization: `Bearer ${await issueToken(app, BRAND_KEY)}` };
    configureMail({ logger: h.logger, siteUrl: 'https://www.fittizia.example', now: () => h.clock.now() });
  });
  afterAll(async () => {
    await flushMail();
    configureMail({ logger: h.logger });
  });

  const get = (path: string) => app.request(path, { headers: auth });
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 404 on the development and test routes', async () => {
    for (const path of [
      DEV_OUTBOX_PATH,
      `${DEV_OUTBOX_PATH}/1`,
      '/test/bookings/ABCD1234',
      '/test/mail-outbox',
      '/internal/row-counts',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    // The same database's development app serves the outbox: the 404 is the configuration's.
    expect((await h.createApp({ devOutbox: true }).request(DEV_OUTBOX_PATH)).status).toBe(200);
  });

  it('gives no token to the public demo key, though the database knows it', async () => {
    const res = await app.request('/api/token', {
      method: 'POST',
      headers: { brandKey: DEMO_BRAND_KEY, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });

  it('refuses a manage link rebuilt with the development secret: no read, no cancel', async () => {
    const thursday = onOrAfter(TODAY, 2, 4);
    const res = await post(`/api/booking/create/${CG}`, tableBooking(CG, unpadded(thursday), '19:00'));
    expect(res.status).toBe(200);
    const made = bookingResponse.parse(await res.json());
    const reference = made.bookingReference;

    // What a script that knows the reference makes with the published secret.
    const forged = manageToken(DEV_BOOKING_MANAGE_SECRET, BRAND_KEY, reference);
    expect(made.manageLink).not.toBe(`${BOOKING_MANAGE_PATH}${forged}`);
    await expectRefusal(await get(`/api/booking/manage/${forged}`), 404, BookingErrorCode.ManageLinkInvalid);
    await expectRefusal(
      await post(`/api/booking/manage/${forged}/cancel`, { message: 'Not mine to cancel.' }),
      404,
      BookingErrorCode.ManageLinkInvalid,
    );

    // The diner's own link still opens it, and it is still confirmed.
    const own = (made.manageLink ?? '').slice(BOOKING_MANAGE_PATH.length);
    const shown = managedBooking.parse(await (await get(`/api/booking/manage/${own}`)).json());
    expect(shown).toMatchObject({ reference, status: 'confirmed' });

    // The calendar link is signed with the production calendar key, not the development one or the brand key.
    const link = new URL(`http://localhost${made.calendarLink}`);
    expect(verifiedCalendarQuery(link.searchParams, PRODUCTION.CALENDAR_LINK_SECRET)).toBeDefined();
    expect(verifiedCalendarQuery(link.searchParams, DEV_CALENDAR_LINK_SECRET)).toBeUndefined();
    expect(verifiedCalendarQuery(link.searchParams, BRAND_KEY)).toBeUndefined();
  });
});
