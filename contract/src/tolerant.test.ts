import { describe, expect, it } from 'vitest';
import { createBrandClient } from './client.ts';
import { examples } from './examples.ts';
import { contentPage, menu } from './schemas/content.ts';
import { collectUnknownValues, type UnknownValue } from './tolerant.ts';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('tolerant responses', () => {
  it('keeps a menu whose item lists an unknown allergen and a malformed dietary tag, dropping only those', () => {
    const answer = clone(examples.menu.response) as {
      sections: { items: { allergens?: unknown[]; dietaryTags?: unknown[] }[] }[];
    };
    const item = answer.sections[0]?.items[0];
    if (!item) throw new Error('example menu has no item');
    item.allergens = ['Celery', 'bee pollen', 42, 'sesame'];
    item.dietaryTags = [{ name: 'Vegan', code: 'VE' }, 'Halal', { code: 'X' }];
    const dropped: UnknownValue[] = [];
    const parsed = collectUnknownValues(
      () => menu.safeParse(answer),
      (u) => dropped.push(u),
    );
    expect(parsed.success).toBe(true);
    const first = parsed.data?.sections[0]?.items[0];
    expect(first?.allergens).toEqual(['celery', 'sesame']);
    expect(first?.dietaryTags).toEqual([{ name: 'Vegan', code: 'VE' }]);
    expect(dropped).toEqual([
      { vocabulary: 'allergen', value: 'bee pollen' },
      { vocabulary: 'allergen', value: 42 },
      { vocabulary: 'dietary tag', value: 'Halal' },
      { vocabulary: 'dietary tag', value: { code: 'X' } },
    ]);
  });

  it('drops a tile height from a newer content model, keeping the tile', () => {
    const page = {
      id: 'home',
      title: 'Home',
      tiles: [{ formType: 'hero', height: 'three-quarters', width: 'half' }],
    };
    const dropped: UnknownValue[] = [];
    const parsed = collectUnknownValues(
      () => contentPage.parse(page),
      (u) => dropped.push(u),
    );
    expect(parsed.tiles[0]).toMatchObject({ formType: 'hero', width: 'half' });
    expect(parsed.tiles[0]?.height).toBeUndefined();
    expect(dropped).toEqual([{ vocabulary: 'tile height', value: 'three-quarters' }]);
  });

  it('reports nothing outside a collector, and a missing list is an empty one', () => {
    const answer = clone(examples.menu.response) as { sections: { items: { allergens?: unknown }[] }[] };
    const item = answer.sections[0]?.items[0];
    if (item) item.allergens = undefined;
    expect(menu.parse(answer).sections[0]?.items[0]?.allergens).toEqual([]);
  });

  it('the typed client tells its onUnknownValue hook, naming the call', async () => {
    const answer = clone(examples.menu.response) as { sections: { items: { allergens?: unknown[] }[] }[] };
    const item = answer.sections[0]?.items[0];
    if (item) item.allergens = ['lupin', 'kiwi'];
    const seen: unknown[] = [];
    const client = createBrandClient({
      baseUrl: 'http://brand.test',
      fetch: async () =>
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
      onUnknownValue: (u) => seen.push(u),
    });
    const result = await client.call('menu', { params: { id: 'main' } });
    expect(result.sections[0]?.items[0]?.allergens).toEqual(['lupin']);
    expect(seen).toEqual([{ vocabulary: 'allergen', value: 'kiwi', endpoint: 'menu' }]);
  });
});
