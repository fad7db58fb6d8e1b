import { describe, expect, it } from 'vitest';
import { normalisedLocation, permanentRedirect } from './redirects.ts';

const loc = (path: string) => normalisedLocation(new URL(`http://site.test${path}`));

describe('slash redirects (spec 4.8 steps 1-2)', () => {
  it.each([
    ['/a//b/', '/a/b'],
    ['/a//b', '/a/b'],
    ['/menu/', '/menu'],
    ['///restaurants///cardiff//', '/restaurants/cardiff'],
    ['/a//b/?q=1&r=2', '/a/b?q=1&r=2'],
  ])('%s goes to %s in one hop', (from, to) => {
    expect(loc(from)).toBe(to);
    // One hop: the target is already clean.
    expect(loc(to)).toBeUndefined();
  });

  it.each(['/', '/menu', '/restaurants/cardiff/roath', '/a?x=/b//'])('leaves %s alone', (path) => {
    expect(loc(path)).toBeUndefined();
  });

  it('never leaves the site, whatever the path holds', () => {
    for (const payload of [
      '//evil.example/',
      '//evil.example',
      '/\\evil.example/',
      '/%2F%2Fevil.example/',
      '////evil.example//x',
    ]) {
      const target =
        normalisedLocation(new URL(`http://site.test${payload}`)) ??
        new URL(`http://site.test${payload}`).pathname;
      expect(target.startsWith('/')).toBe(true);
      expect(target.startsWith('//')).toBe(false);
      expect(target.startsWith('/\\')).toBe(false);
      expect(new URL(target, 'http://site.test').host).toBe('site.test');
    }
  });

  it('does not touch API paths', () => {
    expect(loc('/api/v1/content/search-restaurants/')).toBeUndefined();
  });

  it('answers 301 with the location', () => {
    const res = permanentRedirect('/a/b');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/a/b');
  });
});
