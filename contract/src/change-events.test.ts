import { describe, expect, it } from 'vitest';
import { CHANGE_TAG_PATTERN, changeEvent, changeTags, endpointsWhere, readTags, tagsMeet } from './index.ts';

describe('change tags', () => {
  it('a restaurant change names the restaurant and every restaurant list', () => {
    expect(changeTags('restaurant', ['R12'])).toEqual(['restaurant:r12', 'restaurants']);
  });

  it('an offer change names the offer and every offer list', () => {
    expect(changeTags('offer', ['30-off-students'])).toEqual(['offer:30-off-students', 'offers']);
  });

  it('every public read has at least one tag, and every tag a change can name meets it', () => {
    const inputs: Record<string, unknown> = {
      restaurantBySlugAndCity: { params: { slug: 'covent-garden', city: 'london' } },
      restaurantBySlug: { params: { slug: 'covent-garden' } },
      restaurantByStoreId: { params: { storeId: '12' } },
      menu: { params: { id: 'm-main' } },
      contentPage: { params: { id: 'about-us' } },
      offerBySlug: { query: { offerSlug: '30-off-students' } },
      restaurantOffers: { params: { id: '12' } },
    };
    const outputs: Record<string, unknown> = {
      restaurantBySlugAndCity: { storeId: '12' },
      restaurantBySlug: { storeId: '12' },
    };
    for (const name of endpointsWhere((def) => def.method === 'GET' && def.cache === 'public')) {
      const tags = readTags(name, inputs[name], outputs[name]);
      expect(tags.length, name).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, name).toMatch(CHANGE_TAG_PATTERN);
    }
    expect(
      tagsMeet(
        readTags('restaurantBySlug', inputs.restaurantBySlug, { storeId: '12' }),
        new Set(changeTags('restaurant', ['12'])),
      ),
    ).toBe(true);
    expect(tagsMeet(readTags('menu', inputs.menu), new Set(changeTags('menu', ['M-MAIN'])))).toBe(true);
    expect(tagsMeet(readTags('menu', inputs.menu), new Set(changeTags('menu', ['m-kids'])))).toBe(false);
    expect(
      tagsMeet(readTags('restaurantOffers', inputs.restaurantOffers), new Set(changeTags('offer', ['x']))),
    ).toBe(true);
    expect(
      tagsMeet(readTags('contentPage', inputs.contentPage), new Set(changeTags('restaurant', ['12']))),
    ).toBe(false);
  });

  it('a call that is not a public read has no tags', () => {
    expect(readTags('bookingAvailability', {})).toEqual([]);
  });

  it('an event is checked: a tag with a space or an upper-case kind is refused', () => {
    const ok = {
      id: '1',
      at: '2026-12-06T20:00:00.000Z',
      kind: 'menu',
      ids: ['m-main'],
      tags: ['menu:m-main'],
    };
    expect(changeEvent.safeParse(ok).success).toBe(true);
    expect(changeEvent.safeParse({ ...ok, tags: ['menu m-main'] }).success).toBe(false);
    expect(changeEvent.safeParse({ ...ok, kind: 'dish' }).success).toBe(false);
  });
});
