import { endpoints } from '@fittizia/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { restaurants } from '../src/domains/restaurants/tables.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import type { AppEnv } from '../src/shared/http.ts';
import { CACHED_READS, createReadCache } from '../src/shared/read-cache.ts';
import { describeOnEachDatabase } from './harness.ts';

describe('the prepared-answer cache of public reads', () => {
  it('holds only GET reads with no person or booking in them', () => {
    for (const name of CACHED_READS) {
      expect(endpoints[name].method, name).toBe('GET');
      expect(endpoints[name].personalData, name).toBe(false);
      expect(endpoints[name].path, name).not.toMatch(/booking|customer|braintree|signup|jobs?\/|sendemail/i);
    }
  });

  it("holds exactly the reads whose entry says cache: 'public'", () => {
    const marked = Object.entries(endpoints)
      .filter(([, def]) => def.cache === 'public')
      .map(([name]) => name);
    expect([...CACHED_READS].toSorted()).toEqual(marked.toSorted());
    expect(CACHED_READS).toContain('contactTypes');
    expect(CACHED_READS).toContain('contactContent');
  });
});

describe('the prepared answers and change events', () => {
  /** An app whose content page answers `calls` so far, the read held until `release` when `hold` is set. */
  function pageApp() {
    const cache = createReadCache({ seconds: 600 });
    const state = { calls: 0, hold: undefined as Promise<void> | undefined };
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('brandKey', DEMO_BRAND_KEY);
      await next();
    });
    app.use('/api/*', cache.middleware);
    app.get('/api/v1/content/page/:id', async (c) => {
      state.calls += 1;
      const calls = state.calls;
      await state.hold;
      return c.json({ id: c.req.param('id'), calls });
    });
    const read = async (id: string) =>
      ((await (await app.request(`/api/v1/content/page/${id}`)).json()) as { calls: number }).calls;
    return { cache, state, read };
  }

  it('drops the answers an event names and keeps the others', async () => {
    const { cache, read } = pageApp();
    expect([await read('home'), await read('home'), await read('about')]).toEqual([1, 1, 2]);
    expect(cache.drop({ tags: ['content:home'] })).toBe(1);
    expect([await read('home'), await read('about')]).toEqual([3, 2]);
    expect(cache.hits).toBe(2);
  });

  it('does not keep an answer whose read began before a drop of its tags', async () => {
    const { cache, state, read } = pageApp();
    let release!: () => void;
    state.hold = new Promise((resolve) => {
      release = resolve;
    });
    const before = read('home');
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.drop({ tags: ['content:home'] });
    release();
    expect(await before).toBe(1);
    state.hold = undefined;
    expect(await read('home')).toBe(2);
    expect(await read('home')).toBe(2);
  });
});

describeOnEachDatabase('read cache', { app: { readCacheSeconds: 60 } }, (h) => {
  const title = async (slug: string) => {
    const res = await h.app.request(`/api/v1/content/getRestaurantBySlug/${slug}`, { headers: h.auth });
    return { status: res.status, title: res.status === 200 ? (await res.json()).title : undefined };
  };

  it('answers a repeated read from memory, identically, without the h.database', async () => {
    const first = await title('soho');
    expect(first.status).toBe(200);
    await h.database.db
      .update(restaurants)
      .set({ title: 'Changed behind the cache' })
      .where(eq(restaurants.slug, 'soho'));
    expect(await title('soho')).toEqual(first);
  });

  it('keeps no 404 and still checks the token on a cached address', async () => {
    expect((await title('no-such-place')).status).toBe(404);
    expect((await title('no-such-place')).status).toBe(404);
    const anonymous = await h.app.request('/api/v1/content/getRestaurantBySlug/soho', {
      headers: { brandKey: DEMO_BRAND_KEY },
    });
    expect(anonymous.status).toBe(401);
    const forged = await h.app.request('/api/v1/content/getRestaurantBySlug/soho', {
      headers: { brandKey: DEMO_BRAND_KEY, authorization: 'Bearer not-a-token' },
    });
    expect(forged.status).toBe(401);
  });
});
