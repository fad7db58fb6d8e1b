import { endpoints } from '@fittizia/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { restaurants } from '../src/domains/restaurants/tables.ts';
import { seed } from '../src/seed.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import type { Database } from '../src/shared/database.ts';
import { migrate } from '../src/shared/migrate.ts';
import { CACHED_READS } from '../src/shared/read-cache.ts';
import { testDatabases } from './databases.ts';

describe('the prepared-answer cache of public reads', () => {
  it('holds only GET reads with no person or booking in them', () => {
    for (const name of CACHED_READS) {
      expect(endpoints[name].method, name).toBe('GET');
      expect(endpoints[name].path, name).not.toMatch(/booking|customer|braintree|signup|jobs?\/|contact/i);
    }
  });
});

for (const kind of testDatabases) {
  describe.skipIf(kind.unavailable)(`read cache on ${kind.name}`, () => {
    let database: Database;
    let dispose: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let headers: Record<string, string>;

    beforeAll(async () => {
      ({ database, dispose } = await kind.open());
      await migrate(database);
      await seed(database);
      app = createApp({ database, logger: pino({ level: 'silent' }), readCacheSeconds: 60 });
      const token = await app.request('/api/token', {
        method: 'POST',
        headers: { brandKey: DEMO_BRAND_KEY, 'content-type': 'application/json' },
        body: '{}',
      });
      headers = { brandKey: DEMO_BRAND_KEY, authorization: `Bearer ${(await token.json()).accessToken}` };
    }, 120_000);
    afterAll(async () => dispose?.());

    const title = async (slug: string) => {
      const res = await app.request(`/api/v1/content/getRestaurantBySlug/${slug}`, { headers });
      return { status: res.status, title: res.status === 200 ? (await res.json()).title : undefined };
    };

    it('answers a repeated read from memory, identically, without the database', async () => {
      const first = await title('soho');
      expect(first.status).toBe(200);
      await database.db
        .update(restaurants)
        .set({ title: 'Changed behind the cache' })
        .where(eq(restaurants.slug, 'soho'));
      expect(await title('soho')).toEqual(first);
    });

    it('keeps no 404 and still checks the token on a cached address', async () => {
      expect((await title('no-such-place')).status).toBe(404);
      expect((await title('no-such-place')).status).toBe(404);
      const anonymous = await app.request('/api/v1/content/getRestaurantBySlug/soho', {
        headers: { brandKey: DEMO_BRAND_KEY },
      });
      expect(anonymous.status).toBe(401);
      const forged = await app.request('/api/v1/content/getRestaurantBySlug/soho', {
        headers: { brandKey: DEMO_BRAND_KEY, authorization: 'Bearer not-a-token' },
      });
      expect(forged.status).toBe(401);
    });
  });
}
