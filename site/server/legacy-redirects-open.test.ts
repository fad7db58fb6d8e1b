import { describe, expect, it } from 'vitest';
import { isSafeLocation, type LegacyData, redirectLocation } from './legacy-redirects.ts';
import { checkRequest } from './request-guard.ts';
import { at, data, decide, FEEDBACK, GIFT } from './test-fixtures/legacy-redirects.fixture.ts';

describe('open redirects (spec 4.8: never to another host)', () => {
  const payloads = [
    '//evil.example',
    '//evil.example/',
    '///evil.example',
    '/\\evil.example',
    '/\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example/',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/italian-restaurant/..%2F..%2Fevil.example',
    '/italian-restaurant/%2F%2Fevil.example/roath',
    '/italian-restaurant/cardiff/%2F%2Fevil.example',
    '/italian-restaurant//evil.example',
    '/italian-restaurant/cardiff/roath/menu/%2F%2Fevil.example',
    '/https://evil.example',
    '/https:/evil.example',
    '/http:%2F%2Fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\\t/evil.example',
    '/gift-cards//evil.example',
    '/gift-cards/https://evil.example',
    '/feedback/..%2F..%2Fevil.example',
    '/%0D%0ALocation:%20https://evil.example',
    '/book-now%0D%0ALocation:%20//evil.example',
    '/book-now?next=//evil.example',
    '/book-now?%0D%0ALocation:https://evil.example',
    '/campaign/x/..%2F..%2F%2Fevil.example',
    '/./evil.example',
    '/..//evil.example',
    '/%2E%2E/%2F/evil.example',
    '/@evil.example',
    '/ /evil.example',
    '/%20/evil.example',
    '/\u3002evil.example',
  ];
  const site = new URL('http://site.test/');

  it.each(payloads)('%j stays on site', (payload) => {
    // Built by concatenation: the request line's path, never resolved against another host.
    const url = new URL(`${site.origin}${payload}`);
    expect(url.host).toBe('site.test');
    for (const variant of [url, new URL(`${site.origin}${url.pathname.toUpperCase()}/${url.search}`)]) {
      const location = redirectLocation(variant, data);
      if (location === undefined) continue;
      expect(location === GIFT || location === FEEDBACK || isSafeLocation(location, data)).toBe(true);
      if (location === GIFT || location === FEEDBACK) continue;
      expect(location.startsWith('/')).toBe(true);
      expect(location.startsWith('//')).toBe(false);
      expect(location).not.toMatch(/[\\\r\n\t]/);
      expect(new URL(location, site).host).toBe('site.test');
    }
  });

  it('a gift-card sub-path goes to exactly the configured URL, never with the path', () => {
    expect(at('/gift-cards//evil.example')).toBe(GIFT);
    expect(at('/Gift-Cards/https://evil.example?x=1')).toBe(GIFT);
  });

  it('refuses a target that is not a same-site path nor a configured URL', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      `${GIFT}/evil`,
      `${GIFT}.evil.example`,
      'javascript:alert(1)',
      '/\r\nlocation: //evil.example',
      '/a b',
      '',
    ])
      expect(isSafeLocation(bad, data), JSON.stringify(bad)).toBe(false);
    for (const good of ['/', '/menu', '/#booking', '/restaurants/cardiff/roath?x=1#booking', GIFT, FEEDBACK])
      expect(isSafeLocation(good, data), good).toBe(true);
  });

  it('refuses a poisoned target from the data (restaurant list or configuration)', () => {
    const poisoned: LegacyData = {
      restaurants: [{ city: 'cardiff', slug: '/evil.example', storeId: '1' }],
      giftCardUrl: GIFT,
      feedbackUrl: FEEDBACK,
    };
    const target = at('/italian-restaurant/cardiff', poisoned);
    expect(target).toBe('/restaurants');
  });
});

describe('a leading run of slashes (after the request guard removed it): one 301 to the final target', () => {
  const guarded = (path: string) => {
    const verdict = checkRequest({ url: `http://site.test${path}`, headers: new Headers() } as Request);
    if (verdict.action !== 'redirect')
      throw new Error(`${path} was not handed on as a leading-slash redirect`);
    const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
    return redirectLocation(new URL(`http://site.test${verdict.path}${query}`), data, {
      leadingSlashes: true,
    });
  };

  it.each([
    ['//careers///job-search/', '/careers/job-search'],
    ['//menu', '/menu'],
    ['///menu//?x=1', '/menu?x=1'],
    ['//signup', '/sign-up'],
    ['//italian-restaurant/cardiff/roath/menu', '/restaurants/cardiff/roath/menu'],
    ['//italian-restaurant/manchester/deansgate/book-now/', '/restaurants/manchester/deansgate#booking'],
  ])('%s goes to %s', (from, to) => {
    expect(guarded(from)).toBe(to);
    // One hop: the target needs no further redirect.
    expect(decide(to.split('#')[0] as string)).toBeUndefined();
  });

  it.each(['//evil.example/x', '///evil.example', '//evil.example', '/\\evil.example/x', '//\\evil.example'])(
    '%s stays on the site',
    (from) => {
      const location = guarded(from) as string;
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://site.test').host).toBe('site.test');
    },
  );

  it('without the guard mark a clean path is not redirected', () => {
    expect(redirectLocation(new URL('http://site.test/menu'), data)).toBeUndefined();
  });
});
