import { describe, expect, it } from 'vitest';
import { checkRequest, guardFetch, guardMarkOf } from './request-guard.ts';

const site = 'http://site.test';
const req = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${site}${path}`, { headers });

describe('request guard', () => {
  it.each([
    ['/menu/%00', 400],
    ['/menu/a%01b', 400],
    ['/menu/%7F', 400],
    ['/restaurants/%ff', 400],
    ['/restaurants/%E0%A4%A', 400],
    ['/restaurants/%zz', 400],
    ['/restaurants/%c0%af', 400],
    ['/?q=%00', 400],
    ['/?q=%ff', 400],
    [`/${'a'.repeat(9000)}`, 414],
    [`/?q=${'b'.repeat(3000)}`, 414],
  ])('refuses %s with %i', (path, status) => {
    expect(checkRequest(req(path))).toMatchObject({ action: 'refuse', status });
  });

  it('refuses an overlong header with 431', () => {
    expect(checkRequest(req('/', { 'x-filler': 'h'.repeat(9000) }))).toMatchObject({ status: 431 });
  });

  it.each(['/', '/menu/abc', '/restaurants/cardiff/roath?q=caf%C3%A9+bar', '/a%20b', '/%E2%82%AC'])(
    'lets %s pass',
    (path) => {
      expect(checkRequest(req(path))).toEqual({ action: 'pass' });
    },
  );

  it.each([
    ['//careers///job-search/', '/careers///job-search/'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example/x', '/evil.example/x'],
    ['////a', '/a'],
  ])('hands %s on to the redirect step as %s (same site)', (path, next) => {
    const verdict = checkRequest({ url: `${site}${path}`, headers: new Headers() } as Request);
    expect(verdict).toEqual({ action: 'redirect', path: next });
  });

  it('answers a refused API call with JSON and never calls the site', async () => {
    let called = 0;
    const fetch = guardFetch(() => {
      called += 1;
      return new Response('page');
    });
    const res = await fetch(req('/api/v1/content/restaurant/%00'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: expect.stringContaining('control character') });
    expect(called).toBe(0);
  });

  it('renders a refused page as the site error page: a marked GET of / with the status', async () => {
    let seen: Request | undefined;
    const fetch = guardFetch((request) => {
      seen = request;
      return new Response('page');
    });
    await fetch(req('/menu/%00', { cookie: 'session_id=x' }));
    expect(seen?.url).toBe(`${site}/`);
    expect(seen?.headers.get('cookie')).toBe('session_id=x');
    expect(guardMarkOf(seen as Request)).toEqual({ refuse: 400 });
  });

  it('marks a leading run of slashes for the single redirect; a client cannot forge the mark', async () => {
    const seen: Request[] = [];
    const fetch = guardFetch((request) => {
      seen.push(request);
      return new Response('page');
    });
    await fetch(req('//careers///job-search/?a=1'));
    expect(seen[0]?.url).toBe(`${site}/careers///job-search/?a=1`);
    expect(guardMarkOf(seen[0] as Request)).toEqual({ redirect: true });
    await fetch(req('/menu', { 'fittizia.request-guard': 'refuse' }));
    expect(guardMarkOf(seen[1] as Request)).toBeUndefined();
    const api = await fetch(req('//api/v1/content/brand-settings'));
    expect(api.status).toBe(301);
    expect(api.headers.get('location')).toBe('/api/v1/content/brand-settings');
  });

  it("finishes the guard's own answers (security headers), never the site's", async () => {
    const fetch = guardFetch(
      () => new Response('page'),
      (response) => {
        response.headers.set('x-finished', 'yes');
        return response;
      },
    );
    expect((await fetch(req('/api/v1/content/restaurant/%00'))).headers.get('x-finished')).toBe('yes');
    expect((await fetch(req('//api/v1/content/brand-settings'))).headers.get('x-finished')).toBe('yes');
    expect((await fetch(req('/menu'))).headers.get('x-finished')).toBeNull();
  });
});
