import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** `SET col = excluded.col` for every column but `except` (an upsert that rewrites the row). */
export function excludedSet<T extends PgTable>(table: T, except: string[] = []): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (except.includes(key)) continue;
    set[key] = key === 'updatedAt' ? sql`now()` : sql.raw(`excluded."${column.name}"`);
  }
  return set;
}
