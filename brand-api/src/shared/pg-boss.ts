import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from './database.ts';
import { queueDb } from './job-queue.ts';

/*
 * pg-boss in the brand API's own database (docs/adr/0007-reminders-on-pg-boss.md): PGlite through its `fromPglite`
 * adapter, PostgreSQL through our pool (`db.executeSql`). Each queue (the booking reminders, the content service's
 * scheduled publishes, the retention schedule) starts its own instance on the schema `pgboss`.
 */

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
