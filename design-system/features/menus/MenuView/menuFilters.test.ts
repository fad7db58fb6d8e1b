import { describe, expect, it } from 'vitest';
import { menuFixture } from './menu.fixture.ts';
import {
  dietaryOptions,
  EMPTY_MENU_FILTERS,
  filterMenu,
  formatPrice,
  menuFiltersQueryString,
  parseMenuFilters,
  tagSlug,
} from './menuFilters.ts';

const ids = (r: ReturnType<typeof filterMenu>) => r.sections.flatMap((s) => s.items.map((i) => i.id));

describe('filterMenu', () => {
  it('shows everything without filters', () => {
    const r = filterMenu(menuFixture, EMPTY_MENU_FILTERS);
    expect(r).toMatchObject({ total: 7, shown: 7, hidden: 0, hiddenByAllergens: 0 });
  });
  it('keeps only items with every chosen dietary tag', () => {
    expect(ids(filterMenu(menuFixture, { ...EMPTY_MENU_FILTERS, diet: ['vegan', 'gluten-free'] }))).toEqual([
      'olives',
      'sorbetto',
    ]);
  });
  it('hides every item containing any chosen allergen and counts them', () => {
    const r = filterMenu(menuFixture, { ...EMPTY_MENU_FILTERS, allergens: ['milk', 'mustard'] });
    expect(ids(r)).toEqual(['bruschetta', 'olives', 'sorbetto']);
    expect(r.hiddenByAllergens).toBe(4);
    expect(r.sections.map((s) => s.id)).toEqual(['antipasti', 'dolci']);
  });
  it('searches names and descriptions, ignoring case and accents', () => {
    expect(ids(filterMenu(menuFixture, { ...EMPTY_MENU_FILTERS, q: 'TIRAMISU' }))).toEqual(['tiramisu']);
    expect(ids(filterMenu(menuFixture, { ...EMPTY_MENU_FILTERS, q: 'lemon' }))).toEqual([
      'calamari',
      'sorbetto',
    ]);
    expect(filterMenu(menuFixture, { ...EMPTY_MENU_FILTERS, q: 'lasagne' }).shown).toBe(0);
  });
});

describe('URL state', () => {
  it('parses comma-separated and repeated values, dropping unknown allergens', () => {
    expect(
      parseMenuFilters({
        diet: 'Vegan,gluten-free',
        allergens: ['milk', 'eggs,nope'],
        calories: 'off',
        q: ' pizza ',
      }),
    ).toEqual({
      diet: ['vegan', 'gluten-free'],
      allergens: ['eggs', 'milk'],
      caloriesOff: true,
      q: 'pizza',
    });
    expect(parseMenuFilters({})).toEqual(EMPTY_MENU_FILTERS);
  });
  it('writes a clean query string', () => {
    expect(menuFiltersQueryString(EMPTY_MENU_FILTERS)).toBe('');
    expect(menuFiltersQueryString({ ...EMPTY_MENU_FILTERS, allergens: ['milk'], caloriesOff: true })).toBe(
      '?allergens=milk&calories=off',
    );
  });
});

describe('helpers', () => {
  it('slugs tags, offers the dietary filters present and formats prices', () => {
    expect(tagSlug('Gluten-free')).toBe('gluten-free');
    expect(dietaryOptions(menuFixture).map((d) => d.slug)).toEqual(['vegetarian', 'vegan', 'gluten-free']);
    expect(formatPrice(11.5)).toBe('£11.50');
  });
});
