import {
  type Menu,
  type MenuItem,
  type MenuSection,
  UK_ALLERGENS,
  type UkAllergen,
} from '@fittizia/contract';
import { formatPounds } from '../../../shared/format.ts';

/** The filter state of a menu page, kept in the URL (`?diet=vegan&allergens=milk,eggs&calories=off&q=pizza`). */
export interface MenuFilterState {
  /** Dietary tag slugs (`vegetarian`, `vegan`, `gluten-free`): show only items with every one. */
  diet: string[];
  /** Allergens to avoid: every item containing any of them is hidden. */
  allergens: UkAllergen[];
  /** Calorie-free view. */
  caloriesOff: boolean;
  /** Text search within the menu (names and descriptions). */
  q: string;
}

export const EMPTY_MENU_FILTERS: MenuFilterState = { diet: [], allergens: [], caloriesOff: false, q: '' };

/** `Gluten-free` → `gluten-free`, `Contains nuts` → `contains-nuts`. */
export const tagSlug = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Tags offered as dietary filters: "show only" choices. Tags that warn (spicy, contains nuts) are not. */
export const DIETARY_FILTER_SLUGS = ['vegetarian', 'vegan', 'gluten-free'] as const;

export interface DietaryOption {
  slug: string;
  name: string;
  code?: string;
}

/** The dietary filters a menu can offer: the filterable tags that at least one of its items carries. */
export function dietaryOptions(menu: Menu): DietaryOption[] {
  const seen = new Map<string, DietaryOption>();
  for (const tag of [...(menu.dietaryKey ?? []), ...allItems(menu).flatMap((i) => i.dietaryTags)]) {
    const slug = tagSlug(tag.name);
    if (!seen.has(slug)) seen.set(slug, { slug, name: tag.name, ...(tag.code ? { code: tag.code } : {}) });
  }
  const used = new Set(allItems(menu).flatMap((i) => i.dietaryTags.map((t) => tagSlug(t.name))));
  return DIETARY_FILTER_SLUGS.filter((slug) => used.has(slug)).map((slug) => seen.get(slug) as DietaryOption);
}

/** The menu key: each tag with its code, the menu's own key first, then any other tag its items use. */
export function menuKey(menu: Menu): DietaryOption[] {
  const out = new Map<string, DietaryOption>();
  for (const tag of [...(menu.dietaryKey ?? []), ...allItems(menu).flatMap((i) => i.dietaryTags)]) {
    const slug = tagSlug(tag.name);
    if (!out.has(slug)) out.set(slug, { slug, name: tag.name, ...(tag.code ? { code: tag.code } : {}) });
  }
  return [...out.values()];
}

export const allItems = (menu: Menu): MenuItem[] => menu.sections.flatMap((s) => s.items);

export interface FilteredMenu {
  sections: MenuSection[];
  /** Items of the menu. */
  total: number;
  /** Items shown after every filter. */
  shown: number;
  /** Items left out only because they contain a chosen allergen. */
  hiddenByAllergens: number;
  /** Items hidden by any filter. */
  hidden: number;
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '');

/** Applies dietary, allergen and text filters. Sections left without items are dropped. */
export function filterMenu(
  menu: Menu,
  filters: Pick<MenuFilterState, 'diet' | 'allergens' | 'q'>,
): FilteredMenu {
  const avoid = new Set<string>(filters.allergens);
  const diet = filters.diet.map(tagSlug);
  const terms = normalise(filters.q.trim()).split(/\s+/).filter(Boolean);
  let total = 0;
  let hiddenByAllergens = 0;
  const sections: MenuSection[] = [];
  for (const section of menu.sections) {
    const items: MenuItem[] = [];
    for (const item of section.items) {
      total++;
      const tags = new Set(item.dietaryTags.map((t) => tagSlug(t.name)));
      const matchesDiet = diet.every((d) => tags.has(d));
      const text = normalise(`${item.name} ${item.description ?? ''} ${section.name}`);
      const matchesText = terms.every((t) => text.includes(t));
      if (!matchesDiet || !matchesText) continue;
      if (item.allergens.some((a) => avoid.has(a))) {
        hiddenByAllergens++;
        continue;
      }
      items.push(item);
    }
    if (items.length > 0) sections.push({ ...section, items });
  }
  const shown = sections.reduce((n, s) => n + s.items.length, 0);
  return { sections, total, shown, hiddenByAllergens, hidden: total - shown };
}

/** Reads the comma-separated (or repeated) URL values into a clean filter state; unknown allergens are dropped. */
export function parseMenuFilters(raw: {
  diet?: string | string[];
  allergens?: string | string[];
  calories?: string;
  q?: string;
}): MenuFilterState {
  const list = (v: string | string[] | undefined) =>
    (Array.isArray(v) ? v : (v ?? '').split(','))
      .flatMap((s) => s.split(','))
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
  const allergens = list(raw.allergens).filter((a): a is UkAllergen =>
    (UK_ALLERGENS as readonly string[]).includes(a),
  );
  return {
    diet: [...new Set(list(raw.diet).map(tagSlug))],
    allergens: UK_ALLERGENS.filter((a) => allergens.includes(a)),
    caloriesOff: raw.calories === 'off',
    q: (raw.q ?? '').trim().slice(0, 100),
  };
}

/** The URL search params of a filter state; empty filters are left out so a clean menu has a clean URL. */
export function menuFiltersToSearch(state: MenuFilterState): {
  diet?: string;
  allergens?: string;
  calories?: 'off';
  q?: string;
} {
  return {
    ...(state.diet.length ? { diet: state.diet.join(',') } : {}),
    ...(state.allergens.length ? { allergens: state.allergens.join(',') } : {}),
    ...(state.caloriesOff ? { calories: 'off' as const } : {}),
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
  };
}

/** A query string (with `?`, or empty) for a filter state. */
export function menuFiltersQueryString(state: MenuFilterState): string {
  const params = new URLSearchParams(menuFiltersToSearch(state));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** `£11.50` (shared/format.ts: the same text in every engine). */
export const formatPrice = formatPounds;

/** `650 kcal`. */
export const formatKcal = (kcal: number): string => `${kcal} kcal`;

/** 'cereals containing gluten' → 'Cereals containing gluten'. */
export const allergenLabel = (a: string): string => a.charAt(0).toUpperCase() + a.slice(1);
