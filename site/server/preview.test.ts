import {
  BrandApiError,
  type BrandClient,
  CONTENT_MESSAGES,
  CONTENT_PREVIEW_COOKIE,
  endpoints,
} from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import { PublicReadCache } from './cache.ts';
import {
  handlePreview,
  handlePreviewExit,
  hasPreviewCookie,
  previewTokenOf,
  readDraft,
  requestPreviewCheck,
  safeReturnPath,
} from './preview.ts';
import { withPublicReadCache } from './public-reads.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const expiresAt = new Date(NOW + 30 * 60_000).toISOString();

/** A brand client that answers contentPreviewSession for `good`, 401 in the contract's words for the rest. */
function brandClient(calls: string[] = []): BrandClient {
  return {
    call: vi.fn(async (name: string, input?: { body?: { token?: string; id?: string } }) => {
      calls.push(name);
      if (name === 'publishedContentPages') return { pages: [{ id: 'home', updatedAt: expiresAt }] };
      const token = input?.body?.token;
      if (token === 'expired') {
        throw new BrandApiError(CONTENT_MESSAGES.previewExpired, 401, name, undefined, {
          message: CONTENT_MESSAGES.previewExpired,
        });
      }
      if (token === 'down') throw new BrandApiError('upstream failed', 503, name);
      if (token !== 'good') throw new BrandApiError(CONTENT_MESSAGES.previewInvalid, 401, name);
      if (name === 'contentPreviewSession') return { editor: 'Editor A', expiresAt };
      if (name === 'contentPreviewPage') {
        return { title: `Draft of ${input?.body?.id}`, tiles: [], revision: 7 };
      }
      throw new Error(`unexpected call ${name}`);
    }),
  } as unknown as BrandClient;
}

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost:3000${path}`, cookie ? { headers: { cookie } } : {});

describe('GET /preview', () => {
  it('a valid token sets the HttpOnly, SameSite=Lax cookie until the token expires and 303s to `to`', async () => {
    const response = await handlePreview(get('/preview?token=good&to=%2Fwhats-on%2Fquiz-night'), {
      client: brandClient(),
      secure: true,
      now: NOW,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/whats-on/quiz-night');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toBe(
      `__Host-${CONTENT_PREVIEW_COOKIE}=good; Path=/; Max-Age=1800; Secure; HttpOnly; SameSite=Lax`,
    );
  });

  it('without https the cookie has no __Host- prefix and no Secure', async () => {
    const response = await handlePreview(get('/preview?token=good'), {
      client: brandClient(),
      secure: false,
      now: NOW,
    });
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toBe(
      `${CONTENT_PREVIEW_COOKIE}=good; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax`,
    );
  });

  it.each([
    ['an invalid token', 'forged', CONTENT_MESSAGES.previewInvalid],
    ['no token', '', CONTENT_MESSAGES.previewInvalid],
    ['an expired token', 'expired', CONTENT_MESSAGES.previewExpired],
  ])('%s: a page that says so, no cookie set (an old one removed), never kept', async (_, token, message) => {
    const response = await handlePreview(get(`/preview?token=${token}&to=/kids`), {
      client: brandClient(),
      secure: true,
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toContain('href="/kids"');
    expect(html).not.toContain('token');
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/=; Path=\/; Max-Age=0;/);
  });

  it('an outage of the brand API is not an answer about the token: it fails, no cookie', async () => {
    await expect(
      handlePreview(get('/preview?token=down'), { client: brandClient(), secure: true }),
    ).rejects.toThrow(BrandApiError);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    `/${'a'.repeat(600)}`,
  ])('an open redirect in `to` (%s) goes to a path of this site', async (to) => {
    const response = await handlePreview(get(`/preview?token=good&to=${encodeURIComponent(to)}`), {
      client: brandClient(),
      secure: true,
    });
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, 'https://www.fittizia.example').origin).toBe('https://www.fittizia.example');
    const exit = handlePreviewExit(get(`/preview/exit?to=${encodeURIComponent(to)}`), { secure: true });
    expect(new URL(exit.headers.get('location') ?? '', 'https://www.fittizia.example').origin).toBe(
      'https://www.fittizia.example',
    );
  });

  it('keeps a same-site path with its query and fragment', () => {
    expect(safeReturnPath('/whats-on/quiz-night?x=1#top')).toBe('/whats-on/quiz-night?x=1#top');
    expect(safeReturnPath('/%5Cevil.example')).toBe('/%5Cevil.example');
    expect(safeReturnPath(null)).toBe('/');
  });
});

describe('GET /preview/exit', () => {
  it('removes the cookie under both names and 303s back', () => {
    const response = handlePreviewExit(get('/preview/exit?to=%2Fkids', `${CONTENT_PREVIEW_COOKIE}=good`), {
      secure: true,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/kids');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual([
      `__Host-${CONTENT_PREVIEW_COOKIE}`,
      CONTENT_PREVIEW_COOKIE,
    ]);
    for (const cookie of cookies) expect(cookie).toContain('Max-Age=0');
  });
});

describe('the preview of a request', () => {
  it('reads the cookie under either name, and asks the brand API once per request', async () => {
    const calls: string[] = [];
    const client = brandClient(calls);
    const request = get('/kids', `a=1; __Host-${CONTENT_PREVIEW_COOKIE}=good`);
    expect(previewTokenOf(request)).toBe('good');
    expect(hasPreviewCookie(get('/kids', `${CONTENT_PREVIEW_COOKIE}=x`))).toBe(true);
    expect(hasPreviewCookie(get('/kids', 'fittizia_previewx=1'))).toBe(false);
    expect(hasPreviewCookie(get('/kids'))).toBe(false);
    const [a, b] = await Promise.all([
      requestPreviewCheck(request, client),
      requestPreviewCheck(request, client),
    ]);
    expect(a).toMatchObject({ valid: true, editor: 'Editor A' });
    expect(b).toBe(a);
    expect(calls).toEqual(['contentPreviewSession']);
  });

  it('a forged or expired cookie ends the preview with its reason; an outage shows no draft either', async () => {
    const client = brandClient();
    expect(await requestPreviewCheck(get('/', `${CONTENT_PREVIEW_COOKIE}=forged`), client)).toEqual({
      valid: false,
      message: CONTENT_MESSAGES.previewInvalid,
    });
    expect(await requestPreviewCheck(get('/', `${CONTENT_PREVIEW_COOKIE}=expired`), client)).toEqual({
      valid: false,
      message: CONTENT_MESSAGES.previewExpired,
    });
    expect(await requestPreviewCheck(get('/', `${CONTENT_PREVIEW_COOKIE}=down`), client)).toMatchObject({
      valid: false,
    });
    expect(await requestPreviewCheck(get('/'), client)).toBeUndefined();
  });
});

describe('a draft never enters the public-read cache', () => {
  it('contentPreviewPage is a private call: through the cached client it is called each time and nothing is kept', async () => {
    expect(endpoints.contentPreviewPage).not.toHaveProperty('cache', 'public');
    expect(endpoints.contentPreviewSession).not.toHaveProperty('cache', 'public');
    const calls: string[] = [];
    const cache = new PublicReadCache({ freshMs: 60_000, staleWhileRevalidateMs: 60_000, maxEntries: 10 });
    const noted: (readonly string[])[] = [];
    const client = withPublicReadCache(brandClient(calls), cache, (tags) => noted.push(tags));
    expect(await readDraft(client, 'good', 'home')).toEqual({ title: 'Draft of home', tiles: [] });
    await readDraft(client, 'good', 'home');
    expect(calls).toEqual(['contentPreviewPage', 'contentPreviewPage']);
    expect(cache.size).toBe(0);
    expect(noted).toEqual([]);
    // The published list, by contrast, is a public read kept with its tag.
    await client.call('publishedContentPages');
    await client.call('publishedContentPages');
    expect(calls.filter((c) => c === 'publishedContentPages')).toHaveLength(1);
    expect(cache.size).toBe(1);
    expect(noted).toEqual([['content-pages'], ['content-pages']]);
  });
});
