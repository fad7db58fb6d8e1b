import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';

/* The privacy domain's few SQL helpers: it reads and writes across every domain's personal data by table name. */

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `(a, b, c)` of parameters, for `IN`; callers never pass an empty list. */
export function list(values: readonly (string | number)[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** An e-mail column as normalised in SQL, as `emailKey` does: trimmed, lower case, without a `+tag`. */
export function normalised(column: SQL): SQL {
  return sql`regexp_replace(lower(trim(${column})), '\\+[^@]*@', '@')`;
}
