import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from './database.ts';

/*
 * pg-boss in the brand API's own database (docs/adr/0007-reminders-on-pg-boss.md): PGlite through its `fromPglite`
 * adapter, PostgreSQL through our pool (`db.executeSql`). Each queue (the booking reminders, the content service's
 * scheduled publishes) starts its own instance on the schema `pgboss`.
 */

/** pg-boss's access to our database: PGlite through its adapter, PostgreSQL through our pool. */
function queueDb(database: Database) {
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

/** A started pg-boss on the database, its errors logged as `what`. */
export async function startBoss(database: Database, logger: Logger, what: string): Promise<PgBoss> {
  const boss = new PgBoss({
    db: queueDb(database),
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: 'pgboss',
  });
  boss.on('error', (error) => logger.error({ err: error }, `${what} error`));
  await boss.start();
  return boss;
}
