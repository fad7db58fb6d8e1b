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
  '/find-a-table',
  '/find-us',
  '/group-bookings',
  '/menu',
  '/menu/:id',
  '/occasion-date/:id',
  '/offer/:id',
  '/our-menu',
  '/our-menu/:id',
  '/pre-order/:token',
  '/pre-order/organiser/:token',
  '/pre-order/organiser/:token/print',
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
  '/unsubscribe/:token',
] as const;

/** Placeholders a link may use for the configured external addresses (the site resolves them). */
export const CONTENT_EXTERNAL_PLACEHOLDERS = ['external:gift-cards', 'external:feedback'] as const;

/** Whether `path` matches a route pattern (`:name` is one non-empty segment). */
export const matchesRoutePattern = (pattern: string, path: string) => {
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
  if (SITE_ROUTE_PATTERNS.some((pattern) => matchesRoutePattern(pattern, path))) return undefined;
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
