/**
 * The content service's editor vocabulary (docs/content.md): which tiles a page may hold, what each needs, where
 * its links may point, how two versions of a page differ tile by tile, and the words an editor reads. Plain
 * functions without zod, so that the page builder checks a draft as the editor types with exactly the rules the
 * brand API applies when it is saved (and the mocks when a story saves it).
 */

/** The tile kinds the site draws (`formType`), in the order the page builder offers them. */
export const CONTENT_TILE_KINDS = [
  'heroTile',
  'textTile',
  'imageTile',
  'videoTile',
  'linksTile',
  'deliveryTile',
  'faqTile',
] as const;
export type ContentTileKind = (typeof CONTENT_TILE_KINDS)[number];

/** What an editor calls each tile kind. */
export const CONTENT_TILE_KIND_NAMES: Record<ContentTileKind, string> = {
  heroTile: 'Hero',
  textTile: 'Text',
  imageTile: 'Image',
  videoTile: 'Video',
  linksTile: 'Links',
  deliveryTile: 'Delivery',
  faqTile: 'Questions and answers',
};

/** A tile's presentation options (spec 3 and 9); the design system's tile options are these lists. */
export const TILE_HEIGHTS = ['full', 'half', 'one-third', 'two-thirds', 'auto'] as const;
export const TILE_WIDTHS = ['full', 'half', 'third', 'two-thirds'] as const;
export const TILE_LAYOUTS = ['overlay', 'headstone', 'domino-left'] as const;
export const TILE_OBJECT_FITS = ['cover', 'contain'] as const;
export const TILE_ANIMATION_EFFECTS = [
  'none',
  'fade-in',
  'fade-up',
  'slide-in-left',
  'slide-in-right',
  'zoom-in',
] as const;
/** The palette's colour names a tile's background may take (design-system/tokens/palette.ts). */
export const TILE_BACKGROUND_COLOURS = [
  'black',
  'almond',
  'bronze',
  'green',
  'lightGreen',
  'offWhite',
  'pink',
  'red',
  'white',
] as const;

/** A content page's id: lowercase words joined by hyphens, one optional `/` (`whats-on/quiz-night`). */
export const CONTENT_PAGE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
export const CONTENT_PAGE_ID_MAX = 120;
export const CONTENT_TITLE_MAX = 120;
export const CONTENT_DESCRIPTION_MAX = 300;
/** Most tiles a page may hold. */
export const CONTENT_TILES_MAX = 60;
/** Longest text field of a tile (a heading, a body, a link's text). */
export const CONTENT_TEXT_MAX = 4000;
/** How long a preview link works (minutes), unless CONTENT_PREVIEW_MINUTES says otherwise. */
export const CONTENT_PREVIEW_MINUTES = 60;
/** The site's preview cookie: set by `/preview`, read only by the site's server. */
export const CONTENT_PREVIEW_COOKIE = 'fittizia_preview';
/** The preview bar's words. */
export const CONTENT_PREVIEW_BAR = 'Preview: drafts are shown';
export const CONTENT_PREVIEW_EXIT = 'Exit preview';

/** The site path of a content page: `home` is the root. */
export const contentPagePath = (id: string): string => (id === 'home' ? '/' : `/${id}`);

/**
 * The site's own routes that are not content pages, as path patterns (`:name` is one segment). A link of a tile
 * must lead to one of these, to a content page, or off the site. site/routes holds the routes themselves; a test
 * there proves every page route is listed here.
 */
export const SITE_ROUTE_PATTERNS = [
  '/',
  '/book-now',
  '/booking/attend/:token',
  '/booking/find',
  '/booking/manage/:token',
  '/booking/standby/:token',
  '/careers/job-search',
  '/careers/job-search/:id',
  '/careers/job/:id',
  '/choices/:id',
  '/contact',
  '/find-us',
  '/group-bookings',
  '/menu',
  '/menu/:id',
  '/occasion-date/:id',
  '/offer/:id',
  '/our-menu',
  '/our-menu/:id',
  '/preferences/:id',
  '/refer-a-friend',
  '/referral',
  '/restaurants',
  '/restaurants/:city',
  '/restaurants/:city/book-now',
  '/restaurants/:city/menu',
  '/restaurants/:city/menu/:id',
  '/restaurants/:city/:slug',
  '/restaurants/:city/:slug/book-now',
  '/restaurants/:city/:slug/menu',
  '/restaurants/:city/:slug/menu/:id',
  '/sign-up',
  '/sign-up/confirm/:token',
  '/signup-thanks',
] as const;

/** Placeholders a link may use for the configured external addresses (the site resolves them). */
export const CONTENT_EXTERNAL_PLACEHOLDERS = ['external:gift-cards', 'external:feedback'] as const;

const matchesPattern = (pattern: string, path: string) => {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => (part.startsWith(':') ? b[i] !== '' : part === b[i]));
};

/**
 * Why a tile's link cannot be followed, or undefined when it can. `pageIds` are the content pages that exist
 * (published or about to be). Accepted: `https://` addresses, `mailto:` and `tel:`, the external placeholders, a
 * site route or a content page's path (with an optional `?query` or `#fragment`), and a bare `#fragment`.
 */
export function linkProblem(
  url: string,
  pageIds: ReadonlySet<string> | readonly string[],
): string | undefined {
  const target = url.trim();
  if (target === '') return 'the address is missing';
  if ((CONTENT_EXTERNAL_PLACEHOLDERS as readonly string[]).includes(target)) return undefined;
  if (/^(mailto|tel):\S+$/.test(target)) return undefined;
  if (/^https:\/\/[^\s/]+\.[^\s/]+/.test(target)) return undefined;
  if (/^http:\/\//.test(target)) return `${target} is not secure: use an https:// address`;
  if (target.startsWith('#')) return target.length > 1 ? undefined : 'the address is only "#"';
  if (!target.startsWith('/') || target.startsWith('//')) {
    return `${target} is not an address: start a page of this site with / and another site with https://`;
  }
  const path = (target.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  const ids = pageIds instanceof Set ? pageIds : new Set(pageIds as readonly string[]);
  const pageId = path === '/' ? 'home' : path.slice(1).toLowerCase();
  if (ids.has(pageId)) return undefined;
  if (SITE_ROUTE_PATTERNS.some((pattern) => matchesPattern(pattern, path))) return undefined;
  return `${path} is not a page of this site`;
}

/** One problem of a draft: where (`['tiles', 2, 'image']`) and what, in an editor's words. */
export interface ContentProblem {
  path: (string | number)[];
  message: string;
}

/** What the content service's editor calls say (and the page builder shows). */
export const CONTENT_MESSAGES = {
  problems: (count: number) =>
    count === 1
      ? 'This draft has a problem: it was not saved'
      : `This draft has ${count} problems: it was not saved`,
  conflict:
    'This page has changed since you opened it: someone else saved it. Your edit is kept: open the page again and re-apply it.',
  staleRevision: 'This is not the latest draft of the page: open the page again before you publish it',
  notFound: (id: string) => `There is no content page "${id}"`,
  exists: (id: string) => `A content page "${id}" already exists`,
  removed: (id: string) => `The content page "${id}" has been removed`,
  scheduleInPast: 'The time to publish is in the past: choose a time from now on',
  nothingScheduled: 'Nothing is scheduled for this page',
  noSuchVersion: (version: number) => `This page has no version ${version}`,
  neverPublished: 'This page has never been published: there is nothing to preview or roll back to',
  homeCannotBeRemoved: 'The home page cannot be removed',
  previewInvalid: 'This preview link is not valid: ask for a new one',
  previewExpired: 'This preview link has expired: ask for a new one',
  originRefused: 'This origin may not call the content service',
} as const;

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const ordinal = (index: number) => index + 1;

function checkImage(
  image: unknown,
  which: 'desktop' | 'mobile',
  where: string,
  path: (string | number)[],
  out: ContentProblem[],
) {
  if (!isRecord(image)) {
    out.push({ path, message: `${where}: the ${which} image is not an image` });
    return;
  }
  if (!isText(image.src) && !isText(image.url)) {
    out.push({ path: [...path, 'src'], message: `${where}: the ${which} image has no address` });
  }
  if (typeof image.alt !== 'string') {
    out.push({
      path: [...path, 'alt'],
      message: `${where}: the ${which} image needs a description (alt text), or an empty one if it is only decoration`,
    });
  }
  for (const side of ['width', 'height'] as const) {
    const value = image[side];
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
      out.push({ path: [...path, side], message: `${where}: the ${which} image's ${side} is missing` });
    }
  }
}

function checkOption(
  tile: Fields,
  field: string,
  list: readonly string[],
  what: string,
  where: string,
  path: (string | number)[],
  out: ContentProblem[],
) {
  const value = tile[field];
  if (value === undefined) return;
  if (typeof value !== 'string' || !list.includes(value)) {
    out.push({
      path: [...path, field],
      message: `${where}: ${JSON.stringify(value)} is not a ${what} (${list.join(', ')})`,
    });
  }
}

function checkText(
  tile: Fields,
  field: string,
  name: string,
  where: string,
  path: (string | number)[],
  out: ContentProblem[],
) {
  const value = tile[field];
  if (value === undefined) return;
  if (typeof value !== 'string')
    out.push({ path: [...path, field], message: `${where}: the ${name} is not text` });
  else if (value.length > CONTENT_TEXT_MAX) {
    out.push({
      path: [...path, field],
      message: `${where}: the ${name} is longer than ${CONTENT_TEXT_MAX} characters`,
    });
  }
}

function checkLink(
  link: unknown,
  where: string,
  path: (string | number)[],
  pageIds: ReadonlySet<string>,
  out: ContentProblem[],
) {
  if (!isRecord(link)) {
    out.push({ path, message: `${where} is not a link` });
    return;
  }
  if (!isText(link.linkText))
    out.push({ path: [...path, 'linkText'], message: `${where}: the link text is missing` });
  const url = link.linkUrl;
  const problem = typeof url === 'string' ? linkProblem(url, pageIds) : 'the address is missing';
  if (problem) out.push({ path: [...path, 'linkUrl'], message: `${where}: ${problem}` });
}

/** The problems of one tile (`index` from 0), in an editor's words ("Tile 3: the desktop image is missing"). */
export function tileProblems(tile: unknown, index: number, pageIds: ReadonlySet<string>): ContentProblem[] {
  const where = `Tile ${ordinal(index)}`;
  const path: (string | number)[] = ['tiles', index];
  const out: ContentProblem[] = [];
  if (!isRecord(tile)) return [{ path, message: `${where} is not a tile` }];
  const kind = tile.formType;
  if (!isText(kind)) {
    out.push({ path: [...path, 'formType'], message: `${where}: the tile kind (formType) is missing` });
    return out;
  }
  if (!(CONTENT_TILE_KINDS as readonly string[]).includes(kind)) {
    out.push({
      path: [...path, 'formType'],
      message: `${where}: "${kind}" is not a tile kind the site draws (${CONTENT_TILE_KINDS.join(', ')})`,
    });
    return out;
  }
  checkOption(tile, 'height', TILE_HEIGHTS, 'tile height', where, path, out);
  checkOption(tile, 'width', TILE_WIDTHS, 'tile width', where, path, out);
  checkOption(tile, 'layout', TILE_LAYOUTS, 'layout', where, path, out);
  checkOption(tile, 'objectFit', TILE_OBJECT_FITS, 'way to fit the image', where, path, out);
  checkOption(tile, 'animationEffect', TILE_ANIMATION_EFFECTS, 'animation', where, path, out);
  checkOption(
    tile,
    'backgroundAnimationEffect',
    TILE_ANIMATION_EFFECTS,
    'background animation',
    where,
    path,
    out,
  );
  checkOption(tile, 'backgroundColour', TILE_BACKGROUND_COLOURS, 'background colour', where, path, out);
  checkOption(tile, 'backgroundColor', TILE_BACKGROUND_COLOURS, 'background colour', where, path, out);
  for (const [field, name] of [
    ['eyebrow', 'eyebrow'],
    ['heading', 'heading'],
    ['body', 'text'],
    ['footer', 'footer'],
  ] as const) {
    checkText(tile, field, name, where, path, out);
  }
  const needsImage = kind === 'heroTile' || kind === 'imageTile';
  if (tile.image === undefined) {
    if (needsImage) out.push({ path: [...path, 'image'], message: `${where}: the desktop image is missing` });
  } else {
    checkImage(tile.image, 'desktop', where, [...path, 'image'], out);
  }
  if (tile.imageMobile !== undefined)
    checkImage(tile.imageMobile, 'mobile', where, [...path, 'imageMobile'], out);
  if ((kind === 'heroTile' || kind === 'textTile' || kind === 'linksTile') && !isText(tile.heading)) {
    out.push({ path: [...path, 'heading'], message: `${where}: the heading is missing` });
  }
  if (kind === 'videoTile') {
    if (!isText(tile.videoDesktop)) {
      out.push({ path: [...path, 'videoDesktop'], message: `${where}: the desktop video is missing` });
    }
    if (!isText(tile.videoLabel)) {
      out.push({
        path: [...path, 'videoLabel'],
        message: `${where}: the video needs a description (videoLabel)`,
      });
    }
  }
  if (tile.links !== undefined) {
    if (!Array.isArray(tile.links))
      out.push({ path: [...path, 'links'], message: `${where}: the links are not a list` });
    else
      tile.links.forEach((link, i) => {
        checkLink(link, `${where}, link ${ordinal(i)}`, [...path, 'links', i], pageIds, out);
      });
  }
  if (kind === 'linksTile' && (!Array.isArray(tile.links) || tile.links.length === 0)) {
    out.push({ path: [...path, 'links'], message: `${where}: a links tile needs at least one link` });
  }
  if (tile.href !== undefined) {
    const problem =
      typeof tile.href === 'string' ? linkProblem(tile.href, pageIds) : 'the address is not text';
    if (problem) out.push({ path: [...path, 'href'], message: `${where}, the tile's own link: ${problem}` });
  }
  if (kind === 'deliveryTile') {
    const providers = Array.isArray(tile.providers) ? tile.providers : [];
    if (providers.length === 0) {
      out.push({
        path: [...path, 'providers'],
        message: `${where}: a delivery tile needs at least one delivery partner`,
      });
    }
    for (const [i, provider] of providers.entries()) {
      checkLink(
        provider,
        `${where}, delivery partner ${ordinal(i)}`,
        [...path, 'providers', i],
        pageIds,
        out,
      );
    }
  }
  if (kind === 'faqTile') {
    const items = Array.isArray(tile.items) ? tile.items : [];
    if (items.length === 0) {
      out.push({
        path: [...path, 'items'],
        message: `${where}: a questions tile needs at least one question`,
      });
    }
    items.forEach((item, i) => {
      const at = `${where}, question ${ordinal(i)}`;
      if (!isRecord(item) || !isText(item.question)) {
        out.push({ path: [...path, 'items', i, 'question'], message: `${at}: the question is missing` });
      }
      if (!isRecord(item) || !isText(item.answer)) {
        out.push({ path: [...path, 'items', i, 'answer'], message: `${at}: the answer is missing` });
      }
    });
  }
  return out;
}

/**
 * Every problem of a draft page (`{ title, description?, tiles }`), in an editor's words; empty when it may be saved.
 * `pageIds`: the content pages that exist, for the links' check (the page's own id is added).
 */
export function contentProblems(
  draft: unknown,
  options: { id?: string; pageIds?: Iterable<string> } = {},
): ContentProblem[] {
  const ids = new Set<string>(options.pageIds ?? []);
  if (options.id) ids.add(options.id);
  if (!isRecord(draft)) return [{ path: [], message: 'The page is not a page: it needs a title and tiles' }];
  const out: ContentProblem[] = [];
  if (!isText(draft.title)) out.push({ path: ['title'], message: 'The page title is missing' });
  else if (draft.title.length > CONTENT_TITLE_MAX) {
    out.push({ path: ['title'], message: `The page title is longer than ${CONTENT_TITLE_MAX} characters` });
  }
  if (draft.description !== undefined && draft.description !== null) {
    if (typeof draft.description !== 'string')
      out.push({ path: ['description'], message: 'The description is not text' });
    else if (draft.description.length > CONTENT_DESCRIPTION_MAX) {
      out.push({
        path: ['description'],
        message: `The description is longer than ${CONTENT_DESCRIPTION_MAX} characters`,
      });
    }
  }
  if (!Array.isArray(draft.tiles)) {
    out.push({ path: ['tiles'], message: 'The page has no list of tiles' });
    return out;
  }
  if (draft.tiles.length > CONTENT_TILES_MAX) {
    out.push({ path: ['tiles'], message: `A page holds at most ${CONTENT_TILES_MAX} tiles` });
  }
  draft.tiles.forEach((tile, index) => {
    out.push(...tileProblems(tile, index, ids));
  });
  return out;
}

/** Why a new page's id cannot be used, or undefined. */
export function contentPageIdProblem(id: string): string | undefined {
  if (id.length === 0) return 'The page address is missing';
  if (id.length > CONTENT_PAGE_ID_MAX)
    return `The page address is longer than ${CONTENT_PAGE_ID_MAX} characters`;
  if (!CONTENT_PAGE_ID_PATTERN.test(id)) {
    return 'The page address may hold only lowercase letters, digits and hyphens, with at most one /';
  }
  if (SITE_ROUTE_PATTERNS.some((pattern) => pattern !== '/' && matchesPattern(pattern, `/${id}`))) {
    return `/${id} is already a page of the site`;
  }
  return undefined;
}

/** One tile's change between two versions of a page. */
export interface TileChange {
  /** The tile's place (from 1) in the newer version; in the older one for a removed tile. */
  tile: number;
  tileId?: string;
  change: 'added' | 'removed' | 'changed' | 'moved';
  /** The fields that changed (`heading`, `image`), for `changed`. */
  fields?: string[];
  /** In words: "Tile 1 (hero): heading changed". */
  summary: string;
}

const tileKey = (tile: unknown, index: number) =>
  isRecord(tile) && isText(tile.tileId) ? `id:${tile.tileId}` : `at:${index}`;
const label = (tile: unknown, place: number) =>
  `Tile ${place}${isRecord(tile) && isText(tile.tileId) ? ` (${tile.tileId})` : ''}`;
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, inner) =>
    isRecord(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );

/**
 * How the tiles of `after` differ from `before`, tile by tile: tiles are matched by `tileId` where they have one,
 * else by place. Page-level changes (title, description) are named with `tile: 0`.
 */
export function describeTileChanges(
  before: { title?: unknown; description?: unknown; tiles?: unknown } | undefined,
  after: { title?: unknown; description?: unknown; tiles?: unknown },
): TileChange[] {
  const out: TileChange[] = [];
  for (const field of ['title', 'description'] as const) {
    if (before && stable(before[field]) !== stable(after[field])) {
      out.push({ tile: 0, change: 'changed', fields: [field], summary: `Page ${field} changed` });
    }
  }
  const old = Array.isArray(before?.tiles) ? before.tiles : [];
  const next = Array.isArray(after.tiles) ? after.tiles : [];
  const oldByKey = new Map(old.map((tile, index) => [tileKey(tile, index), { tile, index }]));
  const seen = new Set<string>();
  next.forEach((tile, index) => {
    const key = tileKey(tile, index);
    const place = index + 1;
    const tileId = isRecord(tile) && isText(tile.tileId) ? tile.tileId : undefined;
    const match = oldByKey.get(key);
    seen.add(key);
    if (!match) {
      out.push({
        tile: place,
        ...(tileId ? { tileId } : {}),
        change: 'added',
        summary: `${label(tile, place)} added`,
      });
      return;
    }
    const a = isRecord(match.tile) ? match.tile : {};
    const b = isRecord(tile) ? tile : {};
    const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .filter((field) => stable(a[field]) !== stable(b[field]))
      .sort();
    if (fields.length > 0) {
      out.push({
        tile: place,
        ...(tileId ? { tileId } : {}),
        change: 'changed',
        fields,
        summary: `${label(tile, place)}: ${fields.join(', ')} changed`,
      });
    }
    if (match.index !== index && key.startsWith('id:')) {
      out.push({
        tile: place,
        ...(tileId ? { tileId } : {}),
        change: 'moved',
        summary: `${label(tile, place)} moved from place ${match.index + 1}`,
      });
    }
  });
  old.forEach((tile, index) => {
    const key = tileKey(tile, index);
    if (seen.has(key)) return;
    const tileId = isRecord(tile) && isText(tile.tileId) ? tile.tileId : undefined;
    out.push({
      tile: index + 1,
      ...(tileId ? { tileId } : {}),
      change: 'removed',
      summary: `${label(tile, index + 1)} removed`,
    });
  });
  return out;
}
