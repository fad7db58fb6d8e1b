import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * The number of rows of every table of the public schema, by table name. Tests use it to prove that a
 * refused request wrote nothing (whatever tables later migrations add).
 */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = (await database.db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}
