import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { fromPglite } from 'pg-boss';
import type { Database } from './database.ts';

/**
 * pg-boss's access to the brand API's own database (docs/adr/0007-reminders-on-pg-boss.md): PGlite through its
 * adapter, PostgreSQL through our pool. The reminders' and the retention schedule's queues use it.
 */
export function queueDb(database: Database) {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') return fromPglite(client as PGlite);
  const pool = client as pg.Pool;
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = await pool.query(text, values as unknown[]);
      // A multi-statement text answers one result per statement; pg-boss reads the rows of all.
      return Array.isArray(result)
        ? { rows: (result as pg.QueryResult[]).flatMap((r) => r.rows ?? []) }
        : { rows: result.rows };
    },
  };
}
