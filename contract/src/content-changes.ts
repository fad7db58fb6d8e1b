/*
 * How two versions of a page differ, tile by tile: the content service's history.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

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
