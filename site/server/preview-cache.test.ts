import { CONTENT_PREVIEW_COOKIE, changeTags } from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import { PublicReadCache } from './cache.ts';
import { PageCache } from './page-cache.ts';
import { isSharedPage, pageCacheControl } from './page-response.ts';

// The change feed is not followed in this test: the caches are driven by hand.
vi.mock('./cache-changes.server.ts', () => ({ followChangesOnce: () => undefined }));

const { pages, servePage } = await import('./http-cache.server.ts');

const html = (body: string) =>
  new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8', etag: '"x"', 'surrogate-key': 'content:kids' },
  });
const get = (path: string, cookie?: string) =>
  new Request(`http://localhost:3000${path}`, cookie ? { headers: { cookie } } : {});

describe('a request with a preview cookie bypasses every shared cache', () => {
  it.each([
    ['forged', `${CONTENT_PREVIEW_COOKIE}=forged`],
    ['secure-named', `__Host-${CONTENT_PREVIEW_COOKIE}=anything`],
    ['empty', `${CONTENT_PREVIEW_COOKIE}=`],
  ])(
    'a %s cookie: the page cache is neither read nor written; private, no-store, noindex',
    async (_, cookie) => {
      const lookup = vi.spyOn(pages, 'lookup');
      const store = vi.spyOn(pages, 'store');
      const single = vi.spyOn(pages, 'single');
      // A public copy of /kids is kept: the preview request must not be answered with it.
      await servePage(get('/kids'), () => ({ response: html('published') }));
      expect(pages.size).toBe(1);
      lookup.mockClear();
      store.mockClear();
      single.mockClear();

      const request = get('/kids', `a=b; ${cookie}`);
      expect(isSharedPage(request)).toBe(false);
      const out = (await servePage(request, () => ({ response: html('draft') }))) as { response: Response };
      const response = out.response ?? out;
      expect(await response.text()).toContain('draft');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.has('etag')).toBe(false);
      expect(response.headers.has('surrogate-key')).toBe(false);
      expect(response.headers.has('cache-tag')).toBe(false);
      expect(lookup).not.toHaveBeenCalled();
      expect(store).not.toHaveBeenCalled();
      expect(single).not.toHaveBeenCalled();
      // The kept public copy is still the published one.
      expect(pages.lookup('/kids')?.page.body.toString()).toContain('published');
      pages.clear();
    },
  );

  it('every answer to it says private, no-store, a server route and a redirect too', () => {
    const request = get('/sitemap.xml', `${CONTENT_PREVIEW_COOKIE}=x`);
    const xml = new Response('<urlset/>', {
      headers: { 'content-type': 'application/xml', 'cache-control': 'public, max-age=600' },
    });
    expect(pageCacheControl(request, xml)).toBe('private, no-store');
    expect(pageCacheControl(get('/sitemap.xml'), xml)).toBe('public, max-age=600');
  });

  it('/preview and /preview/exit are never shared, with or without a query', () => {
    for (const path of ['/preview', '/preview/exit', '/preview?token=a', '/preview/exit?to=/']) {
      expect(isSharedPage(get(path))).toBe(false);
      expect(pageCacheControl(get(path), html(''))).toBe('private, no-store');
    }
  });
});

describe('a content change drops that page and the list of pages, nothing else', () => {
  it('content:<id> and content-pages meet the page and the sitemap list only', async () => {
    const pageCache = new PageCache({ freshMs: 600_000, staleMs: 600_000 });
    const reads = new PublicReadCache({ freshMs: 600_000, maxEntries: 10 });
    const keep = (key: string, tags: string[]) => pageCache.store(key, html(key), '', { tags });
    await keep('/kids', ['brand', 'content:kids']);
    await keep('/parties', ['brand', 'content:parties']);
    await keep('/', ['brand', 'content:home', 'restaurants']);
    await keep('/restaurants/leeds', ['brand', 'restaurant:1001', 'restaurants']);
    const read = (key: string, tags: string[]) =>
      reads.read(
        key,
        async () => key,
        () => tags,
      );
    await read('contentPage id=kids', ['content:kids']);
    await read('contentPage id=parties', ['content:parties']);
    await read('publishedContentPages', ['content-pages']);
    await read('searchRestaurants', ['restaurants']);

    const tags = changeTags('content', ['kids']);
    expect(tags).toEqual(['content:kids', 'content-pages']);
    expect(pageCache.dropTags(tags)).toBe(1);
    expect(reads.dropTags(tags)).toBe(2);
    expect(pageCache.lookup('/kids')).toBeUndefined();
    for (const key of ['/parties', '/', '/restaurants/leeds']) expect(pageCache.lookup(key)).toBeDefined();
    expect(reads.size).toBe(2);
  });
});

describe("a content change reaches the CDN's purge hook with its tags", () => {
  it('POSTs content:<id> and content-pages', async () => {
    const { purgeHook } = await import('./cdn-purge.ts');
    const { ChangeUpstream } = await import('./test-fixtures/change-upstream.fixture.ts');
    const upstream = new ChangeUpstream();
    await upstream.start();
    try {
      const purge = purgeHook({
        url: `${upstream.url}/purge`,
        token: undefined,
        claim: async () => true,
        log: () => undefined,
        delayMs: 0,
        retryMs: 10,
      });
      await purge({
        id: '1',
        at: new Date().toISOString(),
        kind: 'content',
        ids: ['kids'],
        tags: changeTags('content', ['kids']),
      });
      expect(upstream.purges.map((p) => p.body)).toEqual([{ tags: ['content:kids', 'content-pages'] }]);
    } finally {
      await upstream.stop();
    }
  });
});
