import { Writable } from 'node:stream';
import { brandSettings, contentPage, tokenResponse } from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { seed } from '../src/seed.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import type { Database } from '../src/shared/database.ts';
import { migrate } from '../src/shared/migrate.ts';
import { testDatabases } from './databases.ts';

for (const kind of testDatabases) {
  describe(`brand API on ${kind.name}`, () => {
    if (kind.unavailable) {
      it.runIf(process.env.CI)(`runs in CI (${kind.unavailable})`, () => {
        throw new Error(`${kind.name} integration tests must run in CI: ${kind.unavailable}`);
      });
      it.skipIf(process.env.CI)(`skipped locally: ${kind.unavailable}`, () => {});
      return;
    }

    let database: Database;
    let dispose: () => Promise<void>;
    let clock = new Date('2026-06-01T12:00:00Z');
    const logLines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          logLines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    let app: ReturnType<typeof createApp>;

    const count = async (table: string) => {
      const result = await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    const issueToken = async (brandKey = DEMO_BRAND_KEY) => {
      const res = await app.request('/api/token', {
        method: 'POST',
        headers: { brandKey, 'content-type': 'application/json' },
        body: '{}',
      });
      return tokenResponse.parse(await res.json()).accessToken;
    };
    const authed = async (path: string) => {
      const token = await issueToken();
      return app.request(path, { headers: { brandKey: DEMO_BRAND_KEY, authorization: `Bearer ${token}` } });
    };

    beforeAll(async () => {
      ({ database, dispose } = await kind.open());
      await migrate(database);
      await seed(database);
      app = createApp({ database, logger, now: () => clock, tokenTtlSeconds: 3600 });
    }, 60_000);
    afterAll(async () => dispose?.());

    it('applies migrations once and seeds idempotently', async () => {
      expect(await migrate(database)).toEqual([]);
      const before = await count('content_pages');
      await seed(database);
      await seed(database);
      expect(await count('content_pages')).toBe(before);
      expect(await count('brands')).toBe(1);
      expect(before).toBeGreaterThanOrEqual(2);
    });

    it('reports health with the database kind', async () => {
      const res = await app.request('/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', database: kind.name });
    });

    it('issues an anonymous token with an expiry to a known brand', async () => {
      const res = await app.request('/api/token', {
        method: 'POST',
        headers: { brandKey: DEMO_BRAND_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ clearCache: true }),
      });
      expect(res.status).toBe(200);
      const body = tokenResponse.parse(await res.json());
      expect(body.accessToken.length).toBeGreaterThan(20);
      expect(body.expiresAt).toBe(new Date(clock.getTime() + 3600_000).toISOString());
    });

    it('issues a token for a call with no body at all', async () => {
      const res = await app.request('/api/token', { method: 'POST', headers: { brandKey: DEMO_BRAND_KEY } });
      expect(res.status).toBe(200);
      expect(tokenResponse.parse(await res.json()).accessToken).toBeTruthy();
    });

    it('refuses a token to a missing or unknown brand key', async () => {
      const missing = await app.request('/api/token', { method: 'POST' });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ message: 'Missing brandKey header' });
      const unknown = await app.request('/api/token', {
        method: 'POST',
        headers: { brandKey: 'other-brand' },
      });
      expect(unknown.status).toBe(401);
    });

    it('rejects a malformed token request with a message naming the field and writes nothing', async () => {
      const before = await count('access_tokens');
      const res = await app.request('/api/token', {
        method: 'POST',
        headers: { brandKey: DEMO_BRAND_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ clearCache: 'yes', extra: 1 }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; field: string };
      expect(body.field).toMatch(/^body\./);
      expect(body.message).toContain(body.field);
      expect(await count('access_tokens')).toBe(before);
      const notJson = await app.request('/api/token', {
        method: 'POST',
        headers: { brandKey: DEMO_BRAND_KEY, 'content-type': 'application/json' },
        body: '{nope',
      });
      expect(notJson.status).toBe(400);
      // A body that does not say it is JSON: 415 Unsupported Media Type.
      const untyped = await app.request('/api/token', {
        method: 'POST',
        headers: { brandKey: DEMO_BRAND_KEY },
        body: '{}',
      });
      expect(untyped.status).toBe(415);
      expect(await count('access_tokens')).toBe(before);
    });

    it('PUT, DELETE and PATCH on a call of the table answer 405 with Allow, from the contract', async () => {
      const token = await issueToken();
      for (const method of ['PUT', 'DELETE', 'PATCH']) {
        const res = await app.request('/api/signup', {
          method,
          headers: { brandKey: DEMO_BRAND_KEY, authorization: `Bearer ${token}` },
        });
        expect(res.status, method).toBe(405);
        expect(res.headers.get('allow')).toBe('POST');
      }
      const read = await app.request('/api/v1/content/brand-settings', {
        method: 'DELETE',
        headers: { brandKey: DEMO_BRAND_KEY, authorization: `Bearer ${token}` },
      });
      expect(read.status).toBe(405);
      expect(read.headers.get('allow')).toBe('GET');
      // The job-location search goes without the token because its rules say so (no hard-coded path).
      const locations = await app.request('/api/jobs/locations?searchTerm=leeds', {
        headers: { brandKey: DEMO_BRAND_KEY },
      });
      expect(locations.status).not.toBe(401);
    });

    it('requires a live token and a known brand key for every other call', async () => {
      const none = await app.request('/api/v1/content/brand-settings', {
        headers: { brandKey: DEMO_BRAND_KEY },
      });
      expect(none.status).toBe(401);
      const token = await issueToken();
      const wrongBrand = await app.request('/api/v1/content/brand-settings', {
        headers: { brandKey: 'nobody', authorization: `Bearer ${token}` },
      });
      expect(wrongBrand.status).toBe(401);
      const forged = await app.request('/api/v1/content/brand-settings', {
        headers: { brandKey: DEMO_BRAND_KEY, authorization: 'Bearer forged' },
      });
      expect(forged.status).toBe(401);
      const saved = clock;
      clock = new Date(saved.getTime() + 3601_000);
      const expired = await app.request('/api/v1/content/brand-settings', {
        headers: { brandKey: DEMO_BRAND_KEY, authorization: `Bearer ${token}` },
      });
      clock = saved;
      expect(expired.status).toBe(401);
      expect(await expired.json()).toEqual({ message: 'Invalid or expired token' });
    });

    it('serves brand settings that satisfy the contract', async () => {
      const res = await authed('/api/v1/content/brand-settings');
      expect(res.status).toBe(200);
      const settings = brandSettings.parse(await res.json());
      expect(settings.site_name).toBe('Fittizia Trattoria');
      expect(settings.book_now_text).toBe('Book Now');
      expect(settings.mastheadItems.length).toBeGreaterThan(0);
    });

    it('serves a content page by id, case-insensitively, and 404s an unknown one', async () => {
      const res = await authed('/api/v1/content/page/HOME');
      expect(res.status).toBe(200);
      const page = contentPage.parse(await res.json());
      expect(page.id).toBe('home');
      expect(page.tiles.length).toBeGreaterThan(0);
      const missing = await authed('/api/v1/content/page/no-such-page');
      expect(missing.status).toBe(404);
    });

    it('serves the content pages the legacy redirects send to (spec 4.8 current targets)', async () => {
      for (const id of [
        'contact',
        'sign-up',
        'bluelights-dds-discount',
        'group-bookings/thanks',
        'careers/job-search',
        'offer/30-off-students',
      ]) {
        const res = await authed(`/api/v1/content/page/${encodeURIComponent(id)}`);
        expect(res.status, id).toBe(200);
        const page = contentPage.parse(await res.json());
        expect(page.id).toBe(id);
        expect(page.tiles.length, id).toBeGreaterThan(0);
      }
    });

    it('writes one structured log line per request', async () => {
      logLines.length = 0;
      await app.request('/health', { headers: { 'x-request-id': 'req-123' } });
      expect(logLines).toContainEqual(
        expect.objectContaining({
          msg: 'request',
          method: 'GET',
          path: '/health',
          status: 200,
          requestId: 'req-123',
        }),
      );
    });
  });
}
