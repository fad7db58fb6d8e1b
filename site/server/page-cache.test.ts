import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerFromCache, isPersonalPath, isPublicPage, PageCache } from './page-cache.ts';
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
    '/api/v1/content/brand-settings',
    '/api/booking/create',
  ])('%s is never kept and is personal', (path) => {
    expect(isPublicPage(get(path))).toBe(false);
    expect(isPersonalPath(path)).toBe(true);
  });

  it('keeps no page with a query string, and no POST', () => {
    expect(isPublicPage(get('/?utm_source=mail'))).toBe(false);
    expect(isPublicPage(new Request('http://localhost/', { method: 'POST' }))).toBe(false);
  });
});

describe('PageCache', () => {
  it('keeps a 200 page and answers it with a validator, a 304 and gzip', async () => {
    const cache = new PageCache({ freshMs: 1000, staleMs: 1000 });
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
    const cache = new PageCache({ freshMs: 1000, staleMs: 1000, maxBytes: 50_000 });
    for (let i = 0; i < 50; i++) await cache.store(`/${i}`, html('x'.repeat(2000) + i), 'n');
    expect(cache.size).toBeLessThan(50);
    expect(cache.lookup('/49')).toBeDefined();
  });
});
