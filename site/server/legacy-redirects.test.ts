import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_IDS, contentPagePath } from './content-pages.ts';
import { type LegacyData, legacyTarget, needsRestaurants } from './legacy-redirects.ts';
import { normalisedLocation } from './redirects.ts';
import {
  allCases,
  at,
  CURRENT_TARGETS,
  data,
  decide,
  explicit,
  GIFT,
  generated,
  isExternal,
  restaurants,
} from './test-fixtures/legacy-redirects.fixture.ts';

describe('legacy redirect table (spec 4.8 step 3)', () => {
  it('has a sizeable generated table and at least 15 hand-written cases', () => {
    expect(generated.length).toBeGreaterThan(250);
    expect(explicit.length).toBeGreaterThanOrEqual(15);
  });

  it.each(allCases)('%s → %s', (from, to) => {
    expect(at(from)).toBe(to);
  });

  it.each(allCases)('%s → %s whatever the case, trailing or repeated slashes', (from, to) => {
    const shouting = from.toUpperCase();
    expect(at(shouting)).toBe(to);
    expect(at(`${from}/`)).toBe(to);
    expect(at(`/${from.replace(/\//g, '//')}//`)).toBe(to);
  });

  it.each(allCases)('%s keeps the query string (before the hash, never on an external URL)', (from, to) => {
    const target = at(`${from}/?utm_source=mail&x=a%2Fb`);
    if (isExternal(to)) expect(target).toBe(to);
    else {
      const [path, hash] = to.split('#');
      expect(target).toBe(`${path}?utm_source=mail&x=a%2Fb${hash ? `#${hash}` : ''}`);
    }
  });

  it.each(allCases)('%s is one hop: its target is not redirected again', (from, to) => {
    expect(decide(`${from.toUpperCase()}//`)).toBe(to);
    if (isExternal(to)) return;
    const next = new URL(to, 'http://site.test');
    expect(legacyTarget(next, data)).toBeUndefined();
    expect(normalisedLocation(next)).toBeUndefined();
  });

  it('sends to every "Current redirect target" of spec 4.8, and only to known pages', () => {
    const targets = new Set(allCases.map(([, to]) => to.split('#')[0] ?? to));
    for (const target of CURRENT_TARGETS) expect(targets, target).toContain(target);
    for (const target of targets) {
      const known =
        isExternal(target) ||
        CURRENT_TARGETS.includes(target) ||
        target === '/cookie-policy' ||
        /^\/restaurants\/[a-z0-9-]+(\/[a-z0-9-]+(\/menu(\/[a-z0-9-]+)?)?)?$/.test(target);
      expect(known, target).toBe(true);
    }
  });

  it('never shadows a live page', () => {
    const live = [...CONTENT_PAGE_IDS.map(contentPagePath), ...CURRENT_TARGETS, '/cookie-policy', '/find-us'];
    for (const path of live) expect(at(path), path).toBeUndefined();
    for (const path of [
      '/restaurants/cardiff',
      '/restaurants/cardiff/roath',
      '/restaurants/cardiff/book-now',
    ])
      expect(at(path), path).toBeUndefined();
  });

  it('leaves unknown paths and the API alone', () => {
    for (const path of ['/no-such-page', '/offers/summer', '/careers/job/123', '/api/v1/content/page/terms'])
      expect(at(path), path).toBeUndefined();
    expect(at('/API/feedback')).toBeUndefined();
    expect(at('/api/gift-cards')).toBeUndefined();
  });

  it('leaves odd restaurant addresses alone', () => {
    for (const path of [
      '/italian-restaurant/cardiff/roath/book-now/extra',
      '/italian-restaurant/cardiff/roath/menu/m-main/more',
      '/italian-restaurant/caf%C3%A9',
      '/italian-restaurant/cardiff/ro_ath',
    ])
      expect(at(path), path).toBeUndefined();
  });

  it('takes the first site of a city that does not hide its page, in list order', () => {
    const reordered: LegacyData = { ...data, restaurants: [...restaurants].reverse() };
    expect(at('/italian-restaurant/cardiff', reordered)).toBe('/restaurants/cardiff/cardiff-bay');
    expect(at('/italian-restaurant/york', reordered)).toBe('/restaurants/york/stonegate');
  });

  it('skips only the restaurant addresses when the restaurant list is unavailable', () => {
    const down: LegacyData = { ...data, restaurants: undefined };
    expect(at('/italian-restaurant/cardiff/roath', down)).toBeUndefined();
    expect(decide('/Italian-Restaurant//Cardiff/Roath/', down)).toBe('/Italian-Restaurant/Cardiff/Roath');
    expect(at('/italian-restaurant', down)).toBe('/restaurants');
    expect(at('/book-now', down)).toBe('/#booking');
    expect(at('/gift-cards', down)).toBe(GIFT);
  });

  it('knows which paths need the restaurant list', () => {
    const needs = (p: string) => needsRestaurants(new URL(`http://site.test${p}`));
    expect(needs('/Italian-Restaurant/Cardiff')).toBe(true);
    expect(needs('/restaurant/cardiff/roath/menu')).toBe(true);
    expect(needs('/italian-restaurant')).toBe(false);
    expect(needs('/restaurants/cardiff')).toBe(false);
    expect(needs('/book-now')).toBe(false);
  });

  it('does not redirect an address to itself', () => {
    expect(at('/restaurants')).toBeUndefined();
  });
});
