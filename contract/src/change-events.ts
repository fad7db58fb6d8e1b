import type { EndpointName } from './endpoints.ts';
import type { ChangeKind } from './schemas/changes.ts';

export {
  CHANGE_KINDS,
  CHANGE_TAG_MAX,
  CHANGE_TAG_PATTERN,
  type ChangeEvent,
  type ChangeKind,
  changeEvent,
} from './schemas/changes.ts';

/**
 * What a change names: the brand-API writes emit change events, and every cache (the brand API's prepared
 * answers, the site's public reads and rendered pages, a CDN in front) records the tags of what it was built
 * from and drops exactly the entries tagged with what changed. One vocabulary for all of them.
 *
 * - `brand`: the brand settings, the choices, the contact form's content and types;
 * - `restaurants`: every list or search of restaurants (any restaurant's change also names it);
 * - `restaurant:<storeId>`: one restaurant (its page, opening hours, special hours and closures);
 * - `menu:<id>`: one menu (its dishes, their availability and prices);
 * - `offers`: every list of offers (any offer's change also names it);
 * - `offer:<slug>`: one offer;
 * - `content:<id>`: one content page;
 * - `content-pages`: the list of published pages (the sitemap): a page published for the first time, or removed.
 */
export const changeTag = {
  brand: 'brand',
  restaurants: 'restaurants',
  restaurant: (storeId: string | number) => `restaurant:${String(storeId).toLowerCase()}`,
  menu: (id: string | number) => `menu:${String(id).toLowerCase()}`,
  offers: 'offers',
  offer: (slug: string) => `offer:${slug.toLowerCase()}`,
  content: (id: string) => `content:${id.toLowerCase()}`,
  contentPages: 'content-pages',
} as const;

/** The tags a change of `kind` to the records `ids` carries: each record's tag, and its kind's list tag. */
export function changeTags(kind: ChangeKind, ids: readonly (string | number)[]): string[] {
  switch (kind) {
    case 'brand':
      return [changeTag.brand];
    case 'restaurant':
      return [...ids.map(changeTag.restaurant), changeTag.restaurants];
    case 'menu':
      return ids.map(changeTag.menu);
    case 'offer':
      return [...ids.map((id) => changeTag.offer(String(id))), changeTag.offers];
    case 'content':
      return [...ids.map((id) => changeTag.content(String(id))), changeTag.contentPages];
  }
}

type Params = Record<string, unknown>;
const paramsOf = (input: unknown): Params =>
  ((input as { params?: Params } | undefined)?.params ?? {}) as Params;
const queryOf = (input: unknown): Params =>
  ((input as { query?: Params } | undefined)?.query ?? {}) as Params;

/**
 * The tags of a public read's answer (the calls whose rule is `cache: 'public'`), from its input and, where the
 * record's id is only in the answer (a restaurant read by slug), its answer. An empty list for every other call.
 */
export function readTags(name: EndpointName, input: unknown, output?: unknown): string[] {
  switch (name) {
    case 'brandSettings':
    case 'choices':
    case 'contactTypes':
    case 'contactContent':
    case 'retentionSchedule':
      return [changeTag.brand];
    case 'searchRestaurants':
      return [changeTag.restaurants];
    case 'restaurantBySlugAndCity':
    case 'restaurantBySlug':
    case 'restaurantByStoreId': {
      const storeId = (output as { storeId?: unknown } | undefined)?.storeId ?? paramsOf(input).storeId;
      return storeId === undefined || storeId === null ? [] : [changeTag.restaurant(String(storeId))];
    }
    case 'menu': {
      const id = paramsOf(input).id;
      return id === undefined ? [] : [changeTag.menu(String(id))];
    }
    case 'publishedContentPages':
      return [changeTag.contentPages];
    case 'contentPage': {
      const id = paramsOf(input).id;
      return id === undefined ? [] : [changeTag.content(String(id))];
    }
    case 'offerBySlug': {
      const slug = queryOf(input).offerSlug;
      return typeof slug === 'string' ? [changeTag.offer(slug.trim())] : [];
    }
    case 'restaurantOffers':
      return [changeTag.offers];
    default:
      return [];
  }
}

/** Whether an entry tagged `entryTags` must go on a change naming `changed`. */
export function tagsMeet(entryTags: Iterable<string>, changed: ReadonlySet<string>): boolean {
  for (const tag of entryTags) if (changed.has(tag)) return true;
  return false;
}
