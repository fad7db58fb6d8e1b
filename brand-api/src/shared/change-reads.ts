import type { ChangeEvent, ChangeKind } from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

interface ChangeRow {
  id: string;
  at: string;
  kind: ChangeKind;
  ids: string[];
  tags: string[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The stored change events with an id above `after` (and those of `also`, ids skipped over earlier), in id
 * order, at most `limit`.
 */
export async function readChanges(
  db: Db,
  query: { after: string; limit: number; also?: readonly bigint[] },
): Promise<ChangeEvent[]> {
  const also = query.also ?? [];
  const extra = also.length
    ? sql` OR id IN (${sql.join(
        also.map((id) => sql`${id.toString()}::bigint`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    SELECT id::text AS id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
           kind, ids, tags
    FROM change_events
    WHERE id > ${query.after}::bigint${extra}
    ORDER BY id
    LIMIT ${query.limit}`);
  return rowsOf<ChangeRow>(result).map((row) => ({
    id: row.id,
    at: row.at,
    kind: row.kind,
    ids: row.ids,
    tags: row.tags,
  }));
}

/** The highest stored event id, "0" when there is none. */
export async function latestChangeId(db: Db): Promise<string> {
  const result = await db.execute(sql`SELECT coalesce(max(id), 0)::text AS id FROM change_events`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? '0';
}
