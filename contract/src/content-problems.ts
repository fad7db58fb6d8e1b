import {
  CONTENT_DESCRIPTION_MAX,
  CONTENT_PAGE_ID_MAX,
  CONTENT_PAGE_ID_PATTERN,
  CONTENT_TEXT_MAX,
  CONTENT_TILE_KINDS,
  CONTENT_TILES_MAX,
  CONTENT_TITLE_MAX,
  type ContentProblem,
  linkProblem,
  matchesRoutePattern,
  SITE_ROUTE_PATTERNS,
  TILE_ANIMATION_EFFECTS,
  TILE_BACKGROUND_COLOURS,
  TILE_HEIGHTS,
  TILE_LAYOUTS,
  TILE_OBJECT_FITS,
  TILE_WIDTHS,
} from './content-vocabulary.ts';

/*
 * A draft's problems in an editor's words, with their paths: the one check the page builder runs as the editor
 * types, the brand API runs on save and publish, and the mocks run in the stories.
 */

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
  // The site reads `name` and `url` as well as `linkText` and `linkUrl` (the content service sends either).
  const textField = link.linkText === undefined && link.name !== undefined ? 'name' : 'linkText';
  const urlField = link.linkUrl === undefined && link.url !== undefined ? 'url' : 'linkUrl';
  if (!isText(link[textField])) {
    out.push({ path: [...path, textField], message: `${where}: the link text is missing` });
  }
  const url = link[urlField];
  const problem = typeof url === 'string' ? linkProblem(url, pageIds) : 'the address is missing';
  if (problem) out.push({ path: [...path, urlField], message: `${where}: ${problem}` });
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
  if (SITE_ROUTE_PATTERNS.some((pattern) => pattern !== '/' && matchesRoutePattern(pattern, `/${id}`))) {
    return `/${id} is already a page of the site`;
  }
  return undefined;
}
