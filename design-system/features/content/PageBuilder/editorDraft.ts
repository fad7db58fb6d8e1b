import { CONTENT_TILE_KINDS, type ContentProblem, type ContentTileKind } from '@fittizia/contract';

/* The draft the editor changes: plain data, each change a new object (React state), each field with an id. */

export type EditableTile = Record<string, unknown> & { formType: string; tileId?: string };
export interface Draft {
  title: string;
  description?: string;
  tiles: EditableTile[];
}

const freshTileId = (kind: string, tiles: EditableTile[]) => {
  const base = kind.replace(/Tile$/, '');
  let n = tiles.length + 1;
  while (tiles.some((tile) => tile.tileId === `${base}-${n}`)) n += 1;
  return `${base}-${n}`;
};

/** A new tile of a kind, with what that kind needs started (the problems say what is left to fill in). */
export function newTile(kind: ContentTileKind, tiles: EditableTile[]): EditableTile {
  const tile: EditableTile = { formType: kind, tileId: freshTileId(kind, tiles), width: 'full' };
  if (kind === 'heroTile' || kind === 'textTile' || kind === 'linksTile') tile.heading = '';
  if (kind === 'linksTile') tile.links = [{ linkText: '', linkUrl: '' }];
  if (kind === 'deliveryTile') tile.providers = [{ linkText: '', linkUrl: '' }];
  if (kind === 'faqTile') tile.items = [{ question: '', answer: '' }];
  if (kind === 'videoTile') Object.assign(tile, { videoDesktop: '', videoLabel: '' });
  return tile;
}

export const isKind = (value: string): value is ContentTileKind =>
  (CONTENT_TILE_KINDS as readonly string[]).includes(value);

/** The tile as another kind: what both kinds share is kept. */
export function changeKind(tile: EditableTile, kind: ContentTileKind, tiles: EditableTile[]): EditableTile {
  const started = newTile(kind, tiles);
  const kept = { ...started, ...tile, formType: kind };
  if (tile.tileId) kept.tileId = tile.tileId;
  return kept;
}

export function moveTile(tiles: EditableTile[], index: number, by: -1 | 1): EditableTile[] {
  const to = index + by;
  if (to < 0 || to >= tiles.length) return tiles;
  const next = [...tiles];
  [next[index], next[to]] = [next[to] as EditableTile, next[index] as EditableTile];
  return next;
}

/** Sets the value at `path` inside a tile (`['image', 'alt']`); an undefined value removes the field. */
export function setIn<T>(target: T, path: (string | number)[], value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return value as T;
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<
    string | number,
    unknown
  >;
  const inner = copy[head] ?? (typeof rest[0] === 'number' ? [] : {});
  const next = rest.length === 0 ? value : setIn(inner, rest, value);
  if (next === undefined && !Array.isArray(copy)) delete copy[head];
  else copy[head] = next;
  return copy as T;
}

export function getIn(target: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (at, key) =>
      at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined,
    target,
  );
}

/** The id of a field's control: `tiles-2-image-alt`. */
export const fieldId = (path: (string | number)[]) => ['draft', ...path].join('-');

/** Problems whose field is not a control of its own lead to the control that fixes them. */
const ownerOf: Record<string, string[]> = {
  image: ['image', 'src'],
  imageMobile: ['imageMobile', 'src'],
  links: ['add-link'],
  providers: ['add-provider'],
  items: ['add-question'],
  backgroundColor: ['backgroundColour'],
  backgroundAnimationEffect: ['animationEffect'],
};

/** The control a problem's link moves to. */
export function problemFieldId(problem: ContentProblem): string {
  const [first, index, field, ...rest] = problem.path;
  if (first !== 'tiles') return fieldId(first === undefined ? ['tiles-heading'] : [first]);
  if (index === undefined) return fieldId(['add-tile']);
  if (field === undefined) return fieldId(['tiles', index, 'formType']);
  if (rest.length === 0 && typeof field === 'string' && ownerOf[field]) {
    return fieldId(['tiles', index, ...(ownerOf[field] as string[])]);
  }
  return fieldId(['tiles', index, field, ...rest]);
}

/** The problems of one field (its inline error). */
export function problemsAt(problems: ContentProblem[], id: string): string | undefined {
  const found = problems.filter((problem) => problemFieldId(problem) === id).map((p) => p.message);
  return found.length > 0 ? found.join('. ') : undefined;
}
