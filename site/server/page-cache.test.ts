import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerFromCache, isPersonalPath, isPublicPage, PageCache, renderClock } from './page-cache.ts';
import { manualClock } from './test-fixtures/harness.fixture.ts';

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });
const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

describe('which pages are public', () => {
  it.each([
    '/',
    '/about-us',
    '/careers/careers-values',
    '/find-us',
    '/restaurants',
    '/restaurants/london',
    '/restaurants/london/soho',
    '/restaurants/london/soho/menu/m-main',
    '/restaurants/london/menu',
    '/restaurants/london/menu/m-main',
    '/menu/m-main',
    '/offer/30-off-students',
  ])('%s is public', (path) => expect(isPublicPage(get(path))).toBe(true));

  it.each([
    '/preferences/0b7c1c3e-5b7e-4c9a-9d6e-1f2a3b4c5d6e',
    '/choices/0b7c1c3e-5b7e-4c9a-9d6e-1f2a3b4c5d6e',
    '/occasion-date/0b7c1c3e-5b7e-4c9a-9d6e-1f2a3b4c5d6e',
    '/book-now',
    '/restaurants/london/soho/book-now',
    '/sign-up',
    '/contact',
    `/unsubscribe/YWRhQGV4YW1wbGUuY29t.${'q'.repeat(43)}`,
    '/api/v1/content/brand-settings',
    '/api/booking/create',
    '/find-a-table',
    '/find-a-table?place=M1+1AA&adults=4&date=2026-12-19&time=19%3A30',
  ])('%s is never kept and is personal', (path) => {
    expect(isPublicPage(get(path))).toBe(false);
    expect(isPersonalPath(new URL(path, 'http://localhost').pathname)).toBe(true);
  });

  it('keeps no page with a query string, and no POST', () => {
    expect(isPublicPage(get('/?utm_source=mail'))).toBe(false);
    expect(isPublicPage(new Request('http://localhost/', { method: 'POST' }))).toBe(false);
  });
});

describe('PageCache', () => {
  it('keeps a 200 page and answers it with a validator, a 304 and gzip', async () => {
    const cache = new PageCache({ freshMs: 1000, staleMs: 1000, now: manualClock(0).now });
    const page = await cache.store('/', html('<p>hello</p>', { 'x-kept': 'yes' }), 'n0nce');
    expect(page).toBeDefined();
    const hit = cache.lookup('/');
    expect(hit?.stale).toBe(false);
    const full = answerFromCache(get('/'), page!, 'public');
    expect(full.status).toBe(200);
    expect(await full.text()).toBe('<p>hello</p>');
    expect(full.headers.get('x-kept')).toBe('yes');
    const etag = full.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    const revalidated = answerFromCache(get('/', { 'if-none-match': etag }), page!, 'public');
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const other = answerFromCache(get('/', { 'if-none-match': '"other"' }), page!, 'public');
    expect(other.status).toBe(200);
    const zipped = answerFromCache(get('/', { 'accept-encoding': 'gzip, br' }), page!, 'public');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe('<p>hello</p>');
  });

  it('never keeps an error, a cookie or something other than HTML', async () => {
    const cache = new PageCache({ freshMs: 1000, staleMs: 1000 });
    expect(
      await cache.store(
        '/a',
        new Response('x', { status: 404, headers: { 'content-type': 'text/html' } }),
        'n',
      ),
    ).toBeUndefined();
    expect(await cache.store('/b', html('x', { 'set-cookie': 'a=b' }), 'n')).toBeUndefined();
    expect(await cache.store('/c', Response.json({}), 'n')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('renders once for many concurrent misses', async () => {
    const cache = new PageCache({ freshMs: 1000, staleMs: 1000 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      const response = html('<p>once</p>');
      return { page: await cache.store('/', response, 'n'), response };
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.single('/', render)));
    expect(renders).toBe(1);
    expect(results.every((r) => r.page?.body.toString() === '<p>once</p>')).toBe(true);
  });

  it('serves a stale copy only while one request renders, and forgets it after the stale window', async () => {
    const clock = manualClock(0);
    const cache = new PageCache({ freshMs: 1000, staleMs: 1000, now: clock.now });
    await cache.store('/', html('old'), 'n');
    clock.at = 1500;
    expect(cache.lookup('/')).toBeUndefined(); // the first to find it stale renders
    let release: () => void = () => {};
    const rendering = cache.single('/', async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      const response = html('new');
      return { page: await cache.store('/', response, 'n'), response };
    });
    expect(cache.lookup('/')?.stale).toBe(true);
    expect(cache.lookup('/')?.page.body.toString()).toBe('old');
    release();
    await rendering;
    expect(cache.lookup('/')?.page.body.toString()).toBe('new');
    clock.at = 5000;
    expect(cache.lookup('/')).toBeUndefined();
  });

  it('is bounded in bytes', async () => {
    const cache = new PageCache({ freshMs: 1000, staleMs: 1000, maxBytes: 50_000, now: manualClock(0).now });
    for (let i = 0; i < 50; i++) await cache.store(`/${i}`, html('x'.repeat(2000) + i), 'n');
    expect(cache.size).toBeLessThan(50);
    expect(cache.lookup('/49')).toBeDefined();
  });
});

describe('the clock of a shared page', () => {
  const WINDOW = 600_000;
  const clock = manualClock(0);

  it('is the same on two caches made at different times, at the same moment: the window counted from the epoch', () => {
    clock.at = 1_765_000_123_456;
    const first = new PageCache({ freshMs: WINDOW, staleMs: WINDOW, now: clock.now });
    clock.advance(7 * 60_000); // the second process starts 7 minutes later, in the next window
    const second = new PageCache({ freshMs: WINDOW, staleMs: WINDOW, now: clock.now });
    for (let step = 0; step < 30; step++) {
      expect(first.clock()).toBe(second.clock());
      expect(first.clock() % WINDOW).toBe(0);
      expect(first.clock()).toBe(renderClock(clock.at, WINDOW));
      clock.advance(61_000);
    }
  });

  it('a kept page is fresh until its window ends, then rendered again at the new clock, however recently kept', async () => {
    clock.at = 3 * WINDOW - 1000; // one second before a window ends
    const cache = new PageCache({ freshMs: WINDOW, staleMs: WINDOW, now: clock.now });
    const page = await cache.store('/', html('late in the window'), '');
    expect(page?.clock).toBe(2 * WINDOW);
    expect(cache.lookup('/')?.stale).toBe(false);
    clock.advance(1000);
    expect(cache.lookup('/')).toBeUndefined(); // the first request of the new window renders
    const next = await cache.store('/', html('the new window'), '', { clock: cache.clock() });
    expect(next?.clock).toBe(3 * WINDOW);
    clock.advance(WINDOW - 1);
    expect(cache.lookup('/')?.page.body.toString()).toBe('the new window');
  });
});

describe('PageCache by tag', () => {
  async function kept() {
    const cache = new PageCache({ freshMs: 600_000, staleMs: 600_000, now: manualClock(0).now });
    const pages: Record<string, string[]> = {
      '/restaurants/london/soho': ['brand', 'restaurant:42'],
      '/restaurants/london': ['brand', 'restaurants'],
      '/menu/m1': ['brand', 'menu:m1'],
      '/about-us': ['content:about-us'],
      '/careers/job-search': [],
    };
    for (const [path, tags] of Object.entries(pages)) await cache.store(path, html(path), '', { tags });
    const hits = () => Object.keys(pages).filter((path) => cache.lookup(path));
    return { cache, pages, hits };
  }

  it("keeps the union of its reads' tags, sorted, empty when it used none", async () => {
    const { cache } = await kept();
    expect(cache.lookup('/restaurants/london/soho')?.page.tags).toEqual(['brand', 'restaurant:42']);
    expect(cache.lookup('/careers/job-search')?.page.tags).toEqual([]);
    const page = await cache.store('/x', html('x'), '', { tags: new Set(['restaurants', 'brand']) });
    expect(page?.tags).toEqual(['brand', 'restaurants']);
  });

  it('drops exactly the pages a change names: every other one is still a hit', async () => {
    const { cache, hits } = await kept();
    expect(cache.dropTags(['restaurant:42', 'restaurants'])).toBe(2);
    expect(hits()).toEqual(['/menu/m1', '/about-us', '/careers/job-search']);
    expect(cache.dropTags(['menu:m2', 'offer:x'])).toBe(0);
    expect(hits()).toHaveLength(3);
    expect(cache.dropTags(['brand'])).toBe(1);
    expect(hits()).toEqual(['/about-us', '/careers/job-search']);
  });

  it('does not keep a page whose render ran across a change naming one of its tags', async () => {
    const { cache } = await kept();
    const since = cache.mark();
    cache.dropTags(['menu:m1']);
    expect(
      await cache.store('/menu/m1', html('old dishes'), '', { tags: ['menu:m1'], since }),
    ).toBeUndefined();
    expect(
      await cache.store('/about-us', html('unrelated'), '', { tags: ['content:about-us'], since }),
    ).toBeDefined();
    const after = cache.mark();
    expect(
      await cache.store('/menu/m1', html('new dishes'), '', { tags: ['menu:m1'], since: after }),
    ).toBeDefined();
    cache.clear(); // kill -USR2: a render running across it is not kept either
    expect(await cache.store('/about-us', html('x'), '', { tags: [], since: after })).toBeUndefined();
  });
});
